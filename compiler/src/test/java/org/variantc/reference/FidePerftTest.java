package org.variantc.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Proves the framework on published FIDE perft counts (../shared/reference/perft-fide.tsv). */
class FidePerftTest {
    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    private final ReferenceGame fide = ReferenceGames.fide();

    @Test
    void startPositionDepth4() {
        assertEquals(20, fide.position(START).perft(1));
        assertEquals(400, fide.position(START).perft(2));
        assertEquals(8902, fide.position(START).perft(3));
        assertEquals(197281, fide.position(START).perft(4));
    }

    @Test
    void kiwipeteDepth3() {
        assertEquals(48, fide.position(KIWIPETE).perft(1));
        assertEquals(2039, fide.position(KIWIPETE).perft(2));
        assertEquals(97862, fide.position(KIWIPETE).perft(3));
    }

    /** Every row of the shared table whose count is small enough for a quick run. */
    @Test
    void sharedTableUpTo100kNodes() {
        int checked = 0;
        for (String[] f : org.variantc.compiler.games.Games.reference("perft-fide.tsv")) {
            long nodes = Long.parseLong(f[3]);
            if (nodes > 100_000) {
                continue;
            }
            assertEquals(nodes, fide.position(f[1]).perft(Integer.parseInt(f[2])), f[0] + " depth " + f[2]);
            checked++;
        }
        assertTrue(checked >= 10, "only " + checked + " rows of perft-fide.tsv are small enough");
    }

    @Test
    void fenRoundTrip() {
        assertEquals(START, fide.position(START).toFen());
        assertEquals(KIWIPETE, fide.position(KIWIPETE).toFen());
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
                fide.position(START).play("e2e4").toFen());
    }
}
