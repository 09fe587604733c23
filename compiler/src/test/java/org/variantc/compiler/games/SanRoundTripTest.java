package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.variantc.compiler.check.Sources;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.notation.San;
import org.variantc.runtime.rules.VariantRules;

/**
 * SAN over every shipped definition: in many random positions, every legal move has a SAN that
 * no other legal move shares and that parses back to it.
 */
class SanRoundTripTest {
    @TestFactory
    Stream<DynamicTest> everyLegalMoveOfRandomPositionsRoundTrips() throws IOException {
        List<Path> files = Sources.shippedDefinitions();
        assertFalse(files.isEmpty());
        return files.stream().map(file -> DynamicTest.dynamicTest(file.getFileName().toString(),
                () -> roundTrips(Games.rules(file.getFileName().toString()))));
    }

    private static void roundTrips(VariantRules rules) {
        Random random = new Random(rules.name().hashCode());
        int positions = 0;
        for (int game = 0; game < 5; game++) {
            Position pos = Fen.start(rules);
            for (int ply = 0; ply < 70; ply++) {
                MoveList legal = pos.legalMoves();
                if (legal.isEmpty()) {
                    break;
                }
                Map<String, Long> seen = new HashMap<>();
                for (int i = 0; i < legal.size(); i++) {
                    long m = legal.get(i);
                    String san = San.format(pos, m);
                    Long other = seen.put(san, m);
                    assertTrue(other == null, san + " names both " + MoveNotation.format(pos, m) + " and "
                            + (other == null ? "" : MoveNotation.format(pos, other)) + " in " + Fen.write(pos));
                    assertEquals(MoveNotation.format(pos, m), MoveNotation.format(pos, San.parse(pos, san)), san + " in " + Fen.write(pos));
                }
                positions++;
                pos.make(legal.get(random.nextInt(legal.size())));
            }
        }
        assertTrue(positions > 100, "only " + positions + " positions");
    }

    @Test
    void gamesWithDropsAndHalflingsSpeakSan() {
        Position halfgi = Games.position("halfgi.variant", "r3k2r/pp1q1ppp/2c2b2/3Pp3/8/2C2C2/PPP2PPP/R2QK2R[BPcp] w KQkq e6 0 9");
        assertEquals("dxe6", San.format(halfgi, MoveNotation.parse(halfgi, "d5e6")));
        assertEquals("Cb5", San.format(halfgi, MoveNotation.parse(halfgi, "c3b5")));
        assertEquals("O-O", San.format(halfgi, MoveNotation.parse(halfgi, "e1g1")));
        assertEquals("B@b5", San.format(halfgi, MoveNotation.parse(halfgi, "B@b5")));
        assertEquals(MoveNotation.parse(halfgi, "P@h3"), San.parse(halfgi, "P@h3"));
        Position mate = Games.position("halfgi.variant", "kb6/p7/2K5/8/8/8/8/8[P] w - - 0 1");
        assertEquals("P@b7#", San.format(mate, MoveNotation.parse(mate, "P@b7")));
        Position promo = Games.position("halfgi.variant", "7k/P7/8/8/8/8/8/K7[] w - - 0 1");
        assertEquals("a8=C", San.format(promo, MoveNotation.parse(promo, "a7a8c")));
        assertEquals("a8=Q", San.format(promo, MoveNotation.parse(promo, "a7a8q")), "a halfling Queen on a8 reaches e8, not h8");
    }
}
