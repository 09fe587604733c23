package org.variantc.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.variantc.runtime.position.CapturePattern.Screen;
import org.variantc.runtime.position.CapturePattern;
import org.variantc.runtime.position.CapturePatterns;

/** The one reverse-attack build both engines lay out: hop lines and their plain forms. */
class CapturePatternsTest {
    private static final CapturePatterns PATTERNS = CapturePatterns.of(Fairy.rules());

    private static CapturePattern only(int side, int target, int type, int source) {
        List<CapturePattern> found = PATTERNS.at(side, target).stream()
                .filter(p -> p.type() == type && p.source() == source).toList();
        assertEquals(1, found.size(), "one way from " + source + " to " + target);
        return found.get(0);
    }

    @Test
    void aCannonsCaptureIsOneHopLineWithItsScreenAnywhere() {
        // White cannon on a1 (0) onto a4 (24): the line a3, a2 walked from the target.
        CapturePattern hop = only(0, 24, Fairy.X, 0);
        assertEquals(Screen.ANY, hop.screen());
        assertArrayEquals(new int[] {16, 8}, hop.squares());
        List<CapturePattern> plain = hop.expanded();
        assertEquals(2, plain.size());
        assertArrayEquals(new int[] {CapturePattern.OCCUPIED, CapturePattern.EMPTY}, plain.get(0).conditions());
        assertArrayEquals(new int[] {CapturePattern.EMPTY, CapturePattern.OCCUPIED}, plain.get(1).conditions());
        plain.forEach(p -> assertEquals(Screen.NONE, p.screen()));
    }

    @Test
    void aGrasshoppersScreenStandsNextToTheTarget() {
        // White grasshopper on a1 onto a4: the screen on a3, a2 empty.
        CapturePattern hop = only(0, 24, Fairy.G, 0);
        assertEquals(Screen.NEAR, hop.screen());
        List<CapturePattern> plain = hop.expanded();
        assertEquals(1, plain.size());
        assertArrayEquals(new int[] {16, 8}, plain.get(0).squares());
        assertArrayEquals(new int[] {CapturePattern.OCCUPIED, CapturePattern.EMPTY}, plain.get(0).conditions());
    }

    @Test
    void aQueensCaptureIsASlideOverEmptySquares() {
        // White queen on a1 onto d4 (27): b2 (9) and c3 (18) empty, nearest the target first.
        CapturePattern slide = only(0, 27, Fairy.Q, 0);
        assertEquals(Screen.NONE, slide.screen());
        assertArrayEquals(new int[] {18, 9}, slide.squares());
        assertEquals(true, slide.isSlide());
    }
}
