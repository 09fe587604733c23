package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.diagnostics.SourceFile;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;

/**
 * Shogi's rules from hand-built positions, on definitions/fairy-stockfish/shogi.variant: nifu,
 * the Pawn-drop mate (uchifuzume), promotion entering, leaving and inside the zone, compulsory
 * where a man could not move again, promoted men written {@code +P} and reverting in hand.
 */
class ShogiRulesTest {
    private static final VariantRules SHOGI = Games.rules("fairy-stockfish/shogi.variant");

    private static List<String> moves(String fen) {
        return MoveNotation.legal(Fen.read(SHOGI, fen));
    }

    private static List<String> from(String fen, String square) {
        return moves(fen).stream().filter(m -> m.startsWith(square)).sorted().toList();
    }

    @Test
    void aSecondPawnOnAFileIsRefused() {
        // White holds a Pawn and has one on a3: no drop on the a-file, any other file is fine.
        List<String> moves = moves("k8/1s7/1G7/9/9/9/P8/9/8K[P] w - - 0 1");
        assertTrue(moves.stream().noneMatch(m -> m.startsWith("P@a")), moves.toString());
        assertTrue(moves.contains("P@b5"));
        assertTrue(moves.contains("P@i2"));
    }

    @Test
    void aPromotedPawnDoesNotCountForNifu() {
        List<String> moves = moves("k8/1s7/1G7/9/9/9/+P8/9/8K[P] w - - 0 1");
        assertTrue(moves.contains("P@a5"), moves.toString());
    }

    @Test
    void theOpponentsPawnsDoNotCountForNifu() {
        assertTrue(moves("k8/1s7/1G7/9/p8/9/9/9/8K[P] w - - 0 1").contains("P@a4"));
    }

    @Test
    void aPawnDropThatMatesIsRefused() {
        // P@a8 checks the King on a9: his Lance and Silver hem him in, the Gold on b7 guards a8.
        String fen = "kl7/1s7/1G7/9/9/9/9/9/8K[P] w - - 0 1";
        List<String> moves = moves(fen);
        assertFalse(moves.contains("P@a8"), moves.toString());
        assertTrue(moves.contains("P@a7"));
        // The drop would mate: the position it would make has Black in check without a move.
        Position after = Fen.read(SHOGI, "kl7/Ps7/1G7/9/9/9/9/9/8K[] b - - 1 1");
        assertTrue(after.inCheck());
        assertTrue(after.legalMoves().isEmpty());
    }

    @Test
    void aPawnDropThatOnlyChecksIsAllowed() {
        // Without the Lance the King escapes to b9: P@a8 is a check, not a mate.
        String fen = "k8/1s7/1G7/9/9/9/9/9/8K[P] w - - 0 1";
        Position pos = Fen.read(SHOGI, fen);
        pos.make(MoveNotation.parse(pos, "P@a8"));
        assertTrue(pos.inCheck());
        assertEquals(List.of("a9b9"), MoveNotation.legal(pos).stream().filter(m -> m.startsWith("a9")).toList());
    }

    @Test
    void aMateByAnotherDroppedManIsAllowed() {
        // A Gold dropped on a8 mates (guarded by the Gold on b7): only the Pawn may not.
        String fen = "kl7/1s7/1G7/9/9/9/9/9/8K[G] w - - 0 1";
        Position pos = Fen.read(SHOGI, fen);
        pos.make(MoveNotation.parse(pos, "G@a8"));
        assertTrue(pos.inCheck());
        assertTrue(pos.legalMoves().isEmpty());
    }

    @Test
    void promotionIsOfferedEnteringLeavingAndInsideTheZone() {
        // A Silver on e6 entering the zone (rank 7), one on c8 moving inside it and leaving it.
        String fen = "k8/2S6/9/4S4/9/9/9/9/8K[] w - - 0 1";
        assertEquals(List.of("e6d5", "e6d7", "e6d7ps", "e6e7", "e6e7ps", "e6f5", "e6f7", "e6f7ps"),
                from(fen, "e6").stream().map(m -> m.replace("=", "")).sorted().toList());
        assertTrue(from(fen, "c8").containsAll(List.of("c8b9=", "c8b9ps", "c8c9=", "c8c9ps", "c8b7=", "c8b7ps",
                "c8d7=", "c8d7ps")), from(fen, "c8").toString());
        // Leaving the zone: the Silver steps back from rank 7 to rank 6 and may promote.
        assertTrue(from("k8/9/4S4/9/9/9/9/9/8K[] w - - 0 1", "e7").containsAll(List.of("e7d6=", "e7d6ps")));
        // Outside the zone nothing is offered.
        assertEquals(List.of("e5d4", "e5d6", "e5e6", "e5f4", "e5f6"),
                from("k8/9/9/9/4S4/9/9/9/8K[] w - - 0 1", "e5"));
    }

    @Test
    void promotionIsCompulsoryWhereTheManCouldNotMoveAgain() {
        // A Pawn reaching rank 9, a Knight reaching rank 8 or 9, a Lance reaching rank 9 must promote.
        assertEquals(List.of("e8e9t"), from("k8/4P4/9/9/9/9/9/9/8K[] w - - 0 1", "e8"));
        assertEquals(List.of("e7d9pn", "e7f9pn"), from("k8/9/4N4/9/9/9/9/9/8K[] w - - 0 1", "e7"));
        assertEquals(List.of("e6d8pn", "e6f8pn"), from("k8/9/9/4N4/9/9/9/9/8K[] w - - 0 1", "e6"));
        assertEquals(List.of("e5d7", "e5d7pn", "e5f7", "e5f7pn"),
                from("k8/9/9/9/4N4/9/9/9/8K[] w - - 0 1", "e5").stream().map(m -> m.replace("=", "")).toList());
        List<String> lance = from("k8/9/9/9/9/9/9/9/4L3K[] w - - 0 1", "e1");
        assertTrue(lance.contains("e1e9pl") && !lance.contains("e1e9=") && lance.contains("e1e8="), lance.toString());
    }

    @Test
    void menThatCouldNotMoveAgainAreNotDropped() {
        List<String> moves = moves("k8/9/9/9/9/9/9/9/8K[PLN] w - - 0 1");
        assertTrue(moves.stream().noneMatch(m -> m.matches("[PL]@.9|N@.[89]")), moves.toString());
        assertTrue(moves.containsAll(List.of("P@e8", "L@e8", "N@e7")));
    }

    @Test
    void aCapturedPromotedManGoesToHandUnpromoted() {
        Position pos = Fen.read(SHOGI, "4k4/9/9/9/4+p4/9/9/9/4R3K[] w - - 0 1");
        pos.make(MoveNotation.parse(pos, "e1e5"));
        assertEquals("4k4/9/9/9/4R4/9/9/9/8K[P] b - - 0 1", Fen.write(pos));
        pos.unmake();
        assertEquals("4k4/9/9/9/4+p4/9/9/9/4R3K[] w - - 0 1", Fen.write(pos));
    }

    @Test
    void aPromotionIsWrittenPlus() {
        Position pos = Fen.read(SHOGI, "k8/4P4/9/9/9/9/9/9/8K[] w - - 0 1");
        pos.make(MoveNotation.parse(pos, "e8e9t"));
        assertEquals("k3+P4/9/9/9/9/9/9/9/8K[] b - - 1 1", Fen.write(pos));
    }

    /** Every Fairy-Stockfish FEN of the five games (promoted men, hands) is written back as read. */
    @Test
    void fairyStockfishFensAreWrittenBackIdentically() throws Exception {
        int n = 0;
        for (String line : Files.readAllLines(Sources.projectRoot()
                .resolve("compiler/src/test/resources/reference/fairy-stockfish/perft.tsv"))) {
            String[] row = line.split("\t");
            if (line.startsWith("#") || row.length < 4
                    || !List.of("shogi", "minishogi", "judkins", "gorogoro", "euroshogi").contains(row[0])) {
                continue;
            }
            assertEquals(row[1], Fen.write(Fen.read(Games.rules("fairy-stockfish/" + row[0] + ".variant"), row[1])));
            n++;
        }
        assertEquals(38, n);
    }

    @Test
    void aSetupMayHoldPromotedMen() throws Exception {
        String text = Files.readString(Sources.definition("fairy-stockfish/shogi.variant"))
                .replace("\"lnsgkgsnl/1r5b1/", "\"lnsgkgsnl/1r5+b1/").replace("/1B5R1/", "/1+B5R1/");
        Compilation c = VariantCompiler.compile(new SourceFile("handicap.variant", text));
        assertTrue(c.succeeded(), c::report);
        Position pos = Fen.start(c.rules());
        assertTrue(pos.isPromoted(c.rules().square(1, 1)));
        assertEquals("lnsgkgsnl/1r5+b1/ppppppppp/9/9/9/PPPPPPPPP/1+B5R1/LNSGKGSNL[] w - - 0 1", Fen.write(pos));
        // The start FEN keeps the setup as written.
        assertTrue(c.rules().startFen().contains("+B"));
    }
}
