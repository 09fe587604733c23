package org.variantc.compiler.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What the checker accepts and refuses in 'gating on ZONE', each refusal at its line and column. */
class GatingErrorsTest {
    private static final String GATING = """
            variant "Gates"
            board 8 x 8
            piece King K "K" royal
            piece Hawk H "BN"
            piece Rook R "R"
            piece Knight N "N"
            piece Pawn P "fmWfceF" pawn
            setup "rn2k1nr/pppppppp/8/8/8/8/PPPPPPPP/RN2K1NR" hand "Hh"
            gating on rank 1
            castling {
              king e1 to g1 with rook h1 to f1
              king e1 to c1 with rook a1 to d1
            }
            """;

    private static List<String> errors(String from, String to) {
        assertTrue(GATING.contains(from), from);
        return Checks.errors(GATING.replace(from, to));
    }

    @Test
    void aHandWithoutDropsIsAcceptedWithGating() {
        assertEquals(List.of(), Checks.errors(GATING));
        var rules = Checks.compile(GATING).rules();
        assertTrue(rules.placing().gating().gates()[0][rules.square(1, 0)]);
        assertTrue(rules.placing().gating().gates()[1][rules.square(1, 7)], "Black's gates mirror White's");
        assertTrue(!rules.placing().drops().enabled());
        assertTrue(rules.startFen().contains("[Hh] w KQABEGHkqabegh "), rules.startFen());
    }

    @Test
    void withoutGatingTheHandStillNeedsDrops() {
        assertEquals(List.of("8:56: men in hand need drops to be on: add drops { promoted keep } (or gating on rank 1)"),
                errors("gating on rank 1", ""));
    }

    @Test
    void twoGatesOnOneFileAreRefused() {
        assertEquals(List.of("9:1: gating needs at most one gate square per file: a FEN names gates by file, as"
                + " Fairy-Stockfish writes them (a)"), errors("gating on rank 1", "gating on ranks 1..2"));
    }

    @Test
    void aBadZoneIsReportedWhereItIsWritten() {
        List<String> errors = errors("gating on rank 1", "gating on rank 9");
        assertEquals(1, errors.size(), errors.toString());
        assertTrue(errors.get(0).startsWith("9:"), errors.toString());
    }

    @Test
    void gatingIsRefusedWithAShuffleAndWithExplosions() {
        assertEquals(List.of("9:1: gating cannot be combined with explosions or petrification yet"),
                errors("gating on rank 1", "gating on rank 1 explosion { }"));
    }

    @Test
    void castlingRightsMustStayKAndQ() {
        List<String> errors = errors("king e1 to c1 with rook a1 to d1",
                "king e1 to c1 with rook a1 to d1  king e1 to c1 with rook b1 to d1");
        assertTrue(errors.stream().anyMatch(e -> e.startsWith("9:1: gating needs castling rights written K and Q")),
                errors.toString());
    }

    @Test
    void aTwiceGivenStatementIsRefused() {
        assertEquals(List.of("10:1: this statement is given twice; the first is at line 9"),
                errors("gating on rank 1\n", "gating on rank 1\ngating on rank 1\n"));
    }
}
