package org.variantc.compiler.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.compiler.diagnostics.SourceFile;
import org.variantc.compiler.model.Variant;

/** The legend's sentences come from the moves, whatever the piece is called. */
class PieceDescriptionTest {
    private static List<String> describe(String betza, String extra) {
        Compilation c = VariantCompiler.compile(new SourceFile("t.variant", "variant \"T\" {}\nboard 8 x 8\n"
                + "piece King K \"K\" royal\npiece Thing T \"" + betza + "\"" + extra + "\nsetup \"4k3/8/8/8/8/8/8/3TK3\"\n"));
        assertTrue(c.succeeded(), c.report());
        Variant v = c.variant().orElseThrow();
        return PieceDescription.of(v, v.pieces().get(1));
    }

    @Test
    void ridersLeapersAndModes() {
        assertEquals(List.of("Moves or captures sliding any number of squares orthogonally (4 directions)."), describe("R", ""));
        assertEquals(List.of("Moves or captures a Knight's leap (2,1) in all 8 directions."), describe("N", ""));
        assertEquals(List.of("Moves without capturing one square (forward).",
                "Captures only one square (forward-right, forward-left), also capturing en passant."), describe("fmWfceF", ""));
        assertEquals(List.of("Moves or captures sliding up to 4 squares diagonally (4 directions)."), describe("B4", ""));
    }

    @Test
    void halflingsHoppersAndPartialObliques() {
        assertEquals(List.of("Moves or captures sliding any number of squares orthogonally (4 directions), "
                + "at most half the way to the board's edge (rounded up)."), describe("hhR", ""));
        assertTrue(describe("pR", "").get(0).contains("hopping over exactly one man"));
        String crab = String.join(" ", describe("ffNbsN", ""));
        assertTrue(crab.contains("forward then right") && crab.contains("right then backward"), crab);
    }

    @Test
    void aRidingLegIsToldOnceAsAnyNumberOfSquares() {
        // the Griffon (FyafsF): one sentence per first step and turn, not one per length
        List<String> griffon = describe("yafsmF", ""); // moving only: the test board has its King in line
        assertEquals(8, griffon.size(), griffon.toString());
        assertTrue(griffon.get(0).startsWith("In steps: ") && griffon.get(0).contains("to an empty square, then ")
                && griffon.get(0).contains("any number of squares over empty ones"), griffon.get(0));
    }

    @Test
    void multiLegMovesAndPromotion() {
        String mao = describe("afsW", "").get(0);
        assertTrue(mao.startsWith("In 2 steps: "), mao);
        assertTrue(mao.contains("to an empty square"), mao);
        List<String> pawn = describe("fmWfceF", " pawn { promote on rank 8 to K optional }");
        assertEquals("May promote on reaching rank 8 to King.", pawn.get(pawn.size() - 1));
    }
}
