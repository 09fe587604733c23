package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.variantc.compiler.games.ChessAndAHalf.assertMoves;
import static org.variantc.compiler.games.ChessAndAHalf.board;
import static org.variantc.compiler.games.ChessAndAHalf.boardOf;
import static org.variantc.compiler.games.ChessAndAHalf.moves;
import static org.variantc.compiler.games.ChessAndAHalf.play;
import static org.variantc.compiler.games.ChessAndAHalf.position;
import static org.variantc.compiler.games.ChessAndAHalf.reference;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.reference.ReferencePosition;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.position.Position;

/** Spec §3 and rule 4: the Knight's first-move double leap (imafN). */
class ChessAndAHalfKnightTest {
    private static final String[] LEAPS_FROM_B1 = {"b1a3", "b1c3", "b1d2"};

    @Test
    void anUnmovedKnightLeapsTwiceInOneDirection() {
        assertMoves(position("Nb1 Ka6 kl7"), "b1", "b1a3", "b1c3", "b1d2", "b1d5", "b1f3");
        assertMoves(position("Nk1 Ka6 kl7"), "k1", "k1l3", "k1j3", "k1i2", "k1i5", "k1g3");
        assertMoves(position("nb12 Ka1 kl7", "b - - 0 1"), "b12", "b12a10", "b12c10", "b12d11", "b12d8", "b12f10");
    }

    @Test
    void aManOnTheMiddleSquareBlocksIt() {
        assertMoves(position("Nb1 Pc3 Pd2 Ka6 kl7"), "b1", "b1a3");
        assertMoves(position("Nb1 pc3 Pd2 Ka6 kl7"), "b1", "b1a3", "b1c3");
        assertMoves(position("Nb1 Pd2 pc3 pd5 Ka6 kl7"), "b1", "b1a3", "b1c3");
    }

    @Test
    void itCapturesOnlyOnTheLastSquare() {
        assertMoves(position("Nb1 pd5 pf3 Ka6 kl7"), "b1", "b1a3", "b1c3", "b1d2", "b1d5", "b1f3");
        assertEquals(board("Nd5 Ka6 kl7"), boardOf(play(position("Nb1 pd5 Ka6 kl7"), "b1d5")));
        assertEquals(board("Nd5 pe2 Ka6 kl7"), boardOf(play(position("Nb1 pd5 pe2 Ka6 kl7"), "b1d5")));
    }

    @Test
    void itIsGoneAfterTheKnightsFirstMove() {
        Position p = play(position("Nb1 kl7 Ka6"), "b1c3", "l7l8", "c3b1", "l8l7");
        assertEquals(board("Nb1 kl7 Ka6").replace("1N10", "1N'10"), boardOf(p), "the FEN marks it moved (N')");
        assertEquals(List.of(LEAPS_FROM_B1), moves(p, "b1"));
        // The reference knows no moved mark, so it replays the same moves.
        ReferencePosition r = reference(ChessAndAHalf.fen("Nb1 kl7 Ka6", "w - - 0 1"))
                .play("b1c3").play("l7l8").play("c3b1").play("l8l7");
        assertEquals(List.of(LEAPS_FROM_B1), r.legalMoveStrings().stream().filter(m -> m.startsWith("b1")).sorted().toList());
    }

    @Test
    void aPromotedKnightNeverHasIt() {
        assertMoves(position("N~b1 Ka6 kl7"), "b1", LEAPS_FROM_B1);
        // A Pawn promoted to Knight is marked ~, so the mark survives a FEN round trip.
        Position p = play(position("Pe11 kl7 Ka6"), "e11e12n");
        assertTrue(boardOf(p).startsWith("4N~7/"));
        assertTrue(Fen.read(ChessAndAHalf.RULES, Fen.write(p)).isPromoted(4 + 11 * 12));
    }

    @Test
    void itAttacksItsLandingSquare() {
        assertTrue(position("Nb1 kd5 Ka6", "b - - 0 1").inCheck());
        assertTrue(reference(ChessAndAHalf.fen("Nb1 kd5 Ka6", "b - - 0 1")).inCheck());
        assertFalse(position("Nb1 Pc3 kd5 Ka6", "b - - 0 1").inCheck());
        assertFalse(position("Nc1 ke5 Ka6", "b - - 0 1").inCheck()); // c1 is no Knight's start square
        // A King may not step onto it: d8 is the landing square of the Knight on b12.
        assertMoves(position("Kd7 nb12 kl7"), "d7", "d7c6", "d7d6", "d7e6", "d7c7", "d7e7", "d7c8", "d7e8");
        assertMoves(position("Kd7 nb12 pc10 kl7"), "d7",
                "d7c6", "d7d6", "d7e6", "d7c7", "d7e7", "d7c8", "d7d8", "d7e8");
    }

    /**
     * No unmoved Knight of Chess and a Half can reach its enemy's first rank, so castling across
     * a double leap's landing square is shown on the same rules with a Black Knight starting on
     * c5: from there its double leaps land on a1 and e1.
     */
    @Test
    void aKingMayNotCastleAcrossItsLandingSquare(@TempDir Path dir) throws IOException {
        String text = Files.readString(Sources.definition("chess-and-a-half.variant"))
                .replaceAll("setup \"[^\"]*\"", "setup \"r5k4r/12/12/12/12/12/12/2n9/12/12/12/R5K4R\"");
        Path file = dir.resolve("knight-on-c5.variant");
        Files.writeString(file, text);
        Compilation c = VariantCompiler.compile(file);
        assertEquals("", c.report());
        Position p = Fen.read(c.rules(), "6k5/12/12/12/12/12/12/2n9/12/12/12/R5K5 w Q - 0 1");
        assertTrue(p.isVirgin(2 + 4 * 12));
        assertEquals(List.of("g1f1", "g1f1O", "g1f2", "g1g2", "g1h1", "g1h2"), moves(p, "g1"));
        // With the middle square d3 taken the leap is blocked and the King castles 2 to 5 squares too.
        Position q = Fen.read(c.rules(), "6k5/12/12/12/12/12/12/2n9/12/3P8/12/R5K5 w Q - 0 1");
        assertEquals(List.of("g1b1", "g1c1", "g1d1", "g1e1", "g1f1", "g1f1O", "g1f2", "g1g2", "g1h1",
                "g1h2"), moves(q, "g1"));
    }
}
