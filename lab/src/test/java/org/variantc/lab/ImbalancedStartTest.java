package org.variantc.lab;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.cli.CommandFailure;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.rules.VariantRules;

/**
 * The imbalances' start positions, written by the runtime's FEN from a snapshot with men taken
 * off, and the spelling of {@code --imbalance}. The expected FENs are FIDE's start position with
 * the men named taken off by hand: a Rook gone takes only its own castling right.
 */
class ImbalancedStartTest {
    private static VariantRules rules(String file) throws Exception {
        Compilation c = VariantCompiler.compile(Path.of("../definitions/" + file));
        assertTrue(c.succeeded(), c.report());
        return c.rules();
    }

    private static int type(VariantRules rules, String id) {
        for (int t = 0; t < rules.pieces().size(); t++) {
            if (rules.pieces().get(t).id().equals(id)) {
                return t;
            }
        }
        throw new AssertionError(id);
    }

    @Test
    void aRookTakenOffTakesOnlyItsOwnCastlingRight() throws Exception {
        VariantRules fide = rules("fide.variant");
        int rook = type(fide, "R");
        int bishop = type(fide, "B");
        int pawn = type(fide, "P");
        // the first Capablanca run's start positions lost every castling right of the side without a Rook
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w Kkq - 0 1",
                ImbalancedStart.fen(fide, List.of(rook), List.of()));
        // from the back rank, edges inward: the a-file first, then h, then b...
        assertEquals("rn1qkbnr/1pppppp1/8/8/8/8/PPPPPPPP/1NBQKBN1 w kq - 0 1",
                ImbalancedStart.fen(fide, List.of(rook, rook), List.of(bishop, pawn, pawn)));
    }

    @Test
    void anArmyGamesStartHasTheArmysPieces() throws Exception {
        VariantRules augmented = rules("augmented-chess.variant").withArmies(0, 0);
        assertEquals(2, ImbalancedStart.count(augmented, 0, type(augmented, "RF")));
        assertEquals(1, ImbalancedStart.count(augmented, 1, type(augmented, "QC")));
    }

    @Test
    void anImbalanceIsSpelledWithThePiecesLetters() throws Exception {
        VariantRules capablanca = rules("fairy-stockfish/capablanca.variant");
        Imbalance qa = ImbalanceSpelling.read(capablanca, "Q vs A");
        assertEquals("Q vs A", qa.trial());
        assertEquals(List.of(type(capablanca, "Q")), qa.firstLacks());
        assertEquals("R vs BPP", ImbalanceSpelling.read(capablanca, "R vs B+P P").trial());
        assertEquals("N vs -", ImbalanceSpelling.read(capablanca, "N vs -").trial());
        CommandFailure f = assertThrows(CommandFailure.class,
                () -> ImbalanceSpelling.read(capablanca, "Q vs Y"));
        assertTrue(f.getMessage().contains("'Y' does not begin with the letter of a piece"), f.getMessage());
        f = assertThrows(CommandFailure.class,
                () -> ImbalanceSpelling.read(capablanca, "Q A"));
        assertTrue(f.getMessage().contains("' vs '"), f.getMessage());
    }

    /**
     * FIDE's static estimates ({@code variantc values definitions/fide.variant} on this branch: N 320,
     * B 330, R 518, Q 952, P 105 centipawns) put the Knight at 3.05 Pawns (bracket 2 and 4), the
     * Bishop 0.10 above it (-1 and +1: the Pawn goes to the Bishop's side, then to the Knight's),
     * the Rook 1.79 above the Bishop (1 and 3), and the Queen 4.1 above the Rook, more than a bracket
     * of at most four Pawns holds, so against two Rooks (0.8 below them: -2 and 0).
     */
    @Test
    void theDesignBracketsEachComparisonByTwoPawnCounts() throws Exception {
        VariantRules fide = rules("fide.variant");
        assertEquals(List.of("N vs PP", "N vs PPPP", "BP vs N", "B vs NP", "R vs BP", "R vs BPPP", "QPP vs RR",
                        "Q vs RR", "Q vs R", "N vs -"),
                ValueTrials.of(fide, List.of("Q vs R", "N vs -", "N vs PP"), ValueDesign.bracket).stream()
                        .map(Imbalance::trial).toList());
        assertEquals(List.of("P vs -"), ValueTrials.of(fide, List.of("P vs -"), ValueDesign.none).stream()
                .map(Imbalance::trial).toList());
        assertThrows(CommandFailure.class, () -> ValueTrials.of(fide, List.of(), ValueDesign.none));
    }

    @Test
    void aBracketStaysWithinThePawnsAllowed() {
        assertArrayEquals(new int[] {2, 4}, ValueTrials.bracket(3.05, true, 4));
        assertArrayEquals(new int[] {0, 2}, ValueTrials.bracket(0.6, false, 4));
        assertArrayEquals(new int[] {-1, 1}, ValueTrials.bracket(0.1, false, 4));
        assertArrayEquals(new int[] {0, 1}, ValueTrials.bracket(0.2, true, 4), "against Pawns alone the piece's side gets none");
        assertArrayEquals(new int[] {3, 4}, ValueTrials.bracket(4.4, false, 4), "at most four");
    }
}
