package org.variantc.compiler.games;

import org.variantc.runtime.notation.Preparation;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.FenException;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.notation.San;
import org.variantc.runtime.rules.VariantRules;

/**
 * Chess960 castling from hand-built positions ({@code definitions/fairy-stockfish/fischerandom.variant}):
 * King and Rook go to the FIDE squares from any start, the King may stay put, every square either
 * crosses must be empty, the King's squares unattacked, rights lost as men move; the castling
 * field as Shredder-FEN and X-FEN; the move as UCI_Chess960 writes it (King takes Rook) and SAN
 * O-O / O-O-O.
 */
class ShuffledStartRulesTest {
    private static final VariantRules RULES = Games.rules("fairy-stockfish/fischerandom.variant");
    private static final Rulebook BOOK = Preparation.table(RULES);

    private static Position at(String fen) {
        return Fen.read(BOOK, fen);
    }

    private static List<String> castlings(Position pos) {
        return java.util.Arrays.stream(pos.legalMoves().toArray()).filter(Move::isCastle).mapToObj(m -> MoveNotation.format(pos, m)).toList();
    }

    /** Plays the move named in coordinates and returns the FEN after it. */
    private static String after(String fen, String move) {
        Position pos = at(fen);
        pos.make(MoveNotation.parse(pos, move));
        return Fen.write(pos);
    }

    @Test
    void kingOnB1CastlesWithTheRookOnA1ToC1AndD1() {
        String fen = "4k3/8/8/8/8/8/8/RK5R w HA - 0 1";
        assertEquals(List.of("b1h1", "b1a1"), castlings(at(fen)));
        assertEquals("4k3/8/8/8/8/8/8/2KR3R b - - 1 1", after(fen, "b1a1"));
        assertEquals("4k3/8/8/8/8/8/8/R4RK1 b - - 1 1", after(fen, "b1h1"));
    }

    @Test
    void aKingAlreadyOnG1StaysThereAndOnlyTheRookMoves() {
        String fen = "4k3/8/8/8/8/8/8/R5KR w HA - 0 1";
        Position pos = at(fen);
        long castle = MoveNotation.parse(pos, "g1h1");
        assertTrue(Move.isCastle(castle));
        assertEquals(Move.from(castle), Move.to(castle), "the King's move is from g1 to g1");
        assertEquals("4k3/8/8/8/8/8/8/R4RK1 b - - 1 1", after(fen, "g1h1"));
    }

    @Test
    void aRookAlreadyOnItsSquareStaysThereAndOnlyTheKingMoves() {
        assertEquals("4k3/8/8/8/8/8/8/5RK1 b - - 1 1", after("4k3/8/8/8/8/8/8/4KR2 w F - 0 1", "e1f1"));
        assertEquals("4k3/8/8/8/8/8/8/2KR4 b - - 1 1", after("4k3/8/8/8/8/8/8/3RK3 w D - 0 1", "e1d1"));
    }

    @Test
    void aManOnEitherWayBlocksTheCastlingThoughNotBetweenKingAndRook() {
        // King b1, Rook c1: the King crosses d1 and e1 to g1, so a Bishop on e1 blocks.
        assertEquals(List.of("b1c1"), castlings(at("4k3/8/8/8/8/8/8/1KR5 w C - 0 1")));
        assertEquals(List.of(), castlings(at("4k3/8/8/8/8/8/8/1KR1B3 w C - 0 1")));
        assertEquals("4k3/8/8/8/8/8/8/5RK1 b - - 1 1", after("4k3/8/8/8/8/8/8/1KR5 w C - 0 1", "b1c1"));
        // A Knight between King and Rook.
        assertEquals(List.of("b1a1"), castlings(at("4k3/8/8/8/8/8/8/RK2N2R w HA - 0 1")));
        // Only the Rook crosses b1 (a1 to d1; the King goes f1 to c1): a Bishop there blocks O-O-O alone.
        assertEquals(List.of("f1h1"), castlings(at("4k3/8/8/8/8/8/8/RB3K1R w HA - 0 1")));
    }

    @Test
    void theKingMayNotStartCrossOrLandOnAnAttackedSquareButTheRookMay() {
        // A Black Rook on e8 attacks e1 on the King's way from b1 to g1.
        assertEquals(List.of(), castlings(at("4r1k1/8/8/8/8/8/8/1K5R w H - 0 1")));
        // On g1, where he lands.
        assertEquals(List.of(), castlings(at("k5r1/8/8/8/8/8/8/1K5R w H - 0 1")));
        // In check on f1.
        assertEquals(List.of(), castlings(at("5rk1/8/8/8/8/8/8/R4K2 w A - 0 1")));
        // Only b1 is attacked, which the Rook crosses from a1 to d1 and the King (f1 to c1) never does.
        assertEquals(List.of("f1a1"), castlings(at("1r4k1/8/8/8/8/8/8/R4K2 w A - 0 1")));
        // c1, where the King lands, attacked.
        assertEquals(List.of(), castlings(at("2r3k1/8/8/8/8/8/8/R4K2 w A - 0 1")));
    }

    @Test
    void rightsAreLostWhenKingOrRookMovesOrTheRookIsTaken() {
        String fen = "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1";
        String rookMoved = after(fen, "g1h1");
        assertEquals("1r2k1r1/8/8/8/8/8/8/1R2K2R b Bgb - 1 1", rookMoved);
        assertEquals("1r1k2r1/8/8/8/8/8/8/1R2K2R w B - 2 2", after(rookMoved, "e8d8"));
        // A Rook taken on its square takes the right with it.
        assertEquals("1R2k1r1/8/8/8/8/8/8/4K1R1 b Gg - 0 1", after(fen, "b1b8"));
    }

    @Test
    void theRookBackOnItsSquareHasNoRightAgain() {
        String fen = "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1";
        Position pos = at(fen);
        for (String m : List.of("g1h1", "g8h8", "h1g1", "h8g8")) {
            pos.make(MoveNotation.parse(pos, m));
        }
        assertEquals("1r2k1r1/8/8/8/8/8/8/1R2K1R1 w Bb - 4 3", Fen.write(pos));
        assertEquals(List.of("e1b1"), castlings(pos));
    }

    @Test
    void xFenRightsNameTheOutermostRookAndAreWrittenAsFairyStockfishWritesThem() {
        assertEquals("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1",
                Fen.write(at("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1")));
        // Two Rooks on the King's g-side: K is the outer one, an inner one is named by its file.
        assertEquals("4k3/8/8/8/8/8/8/R3K1RR w HA - 0 1", Fen.write(at("4k3/8/8/8/8/8/8/R3K1RR w KQ - 0 1")));
        assertEquals("4k3/8/8/8/8/8/8/R3K1RR w GA - 0 1", Fen.write(at("4k3/8/8/8/8/8/8/R3K1RR w GQ - 0 1")));
        assertEquals(List.of("e1g1", "e1a1"), castlings(at("4k3/8/8/8/8/8/8/R3K1RR w GA - 0 1")));
    }

    @Test
    void aRightNamingNoRookBesideTheKingIsRefusedWithItsReason() {
        FenException noRook = assertThrows(FenException.class,
                () -> at("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HEhf - 0 1"));
        assertEquals("bad FEN (castling rights): 'E' names no unmoved White Rook the King on g1 castles with in "
                + "\"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HEhf - 0 1\"", noRook.getMessage());
        assertThrows(FenException.class, () -> at("4k3/8/8/8/8/8/8/R7 w A - 0 1"));
    }

    @Test
    void castlingIsTheKingTakingHisRookInCoordinatesAndOoInSan() {
        Position pos = at("4k3/8/8/8/8/8/8/RK5R w HA - 0 1");
        long shortCastle = MoveNotation.parse(pos, "b1h1");
        assertTrue(Move.isCastle(shortCastle));
        assertEquals("O-O", San.format(pos, shortCastle));
        assertEquals(shortCastle, San.parse(pos, "O-O"));
        Position queenside = at("4k3/8/8/8/8/8/8/RK5R w HA - 0 1");
        assertEquals("O-O-O", San.format(queenside, MoveNotation.parse(queenside, "b1a1")));
        // The King's own move names it too where no plain move does (b1 to c1 is also a step: refused there).
        assertEquals(MoveNotation.parse(queenside, "b1h1"), MoveNotation.parse(queenside, "b1g1"));
        assertFalse(Move.isCastle(MoveNotation.parse(queenside, "b1c1")));
    }
}
