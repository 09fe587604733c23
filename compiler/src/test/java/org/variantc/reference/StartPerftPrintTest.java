package org.variantc.reference;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Prints (does not assert) perft 1..3 from each game's start position, for later comparison. */
class StartPerftPrintTest {

    static List<ReferenceGame> games() {
        return List.of(
                ReferenceGames.fide(),
                ReferenceGames.halfgi(),
                ReferenceGames.chessAndAHalf(),
                ReferenceGames.nearlydouble(),
                ReferenceGames.augmentedChess(List.of("RF", "NW", "BD", "RNA"), List.of("RF", "fbNFA", "BffNbsN", "QfbN"),
                        Map.of("RF", "R", "NW", "N", "BD", "B", "RNA", "Q", "fbNFA", "F", "BffNbsN", "C", "QfbN", "A")),
                ReferenceGames.augmentedHalfChess(List.of("hhRF", "ffNbsNA", "hhBD", "hhQffNbsN"),
                        List.of("hhRshN", "N", "hhBW", "hhRfbNA"),
                        Map.of("hhRF", "R", "ffNbsNA", "N", "hhBD", "B", "hhQffNbsN", "Q",
                                "hhRshN", "S", "N", "H", "hhBW", "W", "hhRfbNA", "A")));
    }

    @Test
    void printStartPerfts() {
        for (ReferenceGame g : games()) {
            ReferencePosition p = g.startPosition();
            StringBuilder sb = new StringBuilder(String.format("%-22s %s%n", g.name(), g.startFen()));
            for (int d = 1; d <= 3; d++) {
                long t0 = System.nanoTime();
                long n = p.perft(d);
                long ms = (System.nanoTime() - t0) / 1_000_000;
                sb.append(String.format("    perft(%d) = %d  (%d ms)%n", d, n, ms));
            }
            System.out.print(sb);
        }
    }
}
