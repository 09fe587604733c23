package org.variantc.compiler.engine;

import org.variantc.runtime.notation.Preparation;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.rules.VariantRules;
import org.variantc.runtime.search.Limits;
import org.variantc.runtime.search.Search;
import org.variantc.runtime.search.SearchResult;

/**
 * How much of a fixed move time the search uses, and that its depth and nodes grow with the
 * time; prints only, never asserts (a shared machine's timings vary). Run from the test class
 * path: {@code MoveTimeBenchmark [game.variant ...]}; default FIDE and Chess and a Half.
 */
public final class MoveTimeBenchmark {
    private static final long[] MOVE_TIMES = {100, 250, 500, 1000, 2000};
    private static final int RUNS = 5;

    private MoveTimeBenchmark() {
    }

    public static void main(String[] args) {
        String[] games = args.length > 0 ? args : new String[] {"fide.variant", "chess-and-a-half.variant"};
        for (String name : games) {
            VariantRules rules = Games.rules(name);
            Rulebook book = Preparation.table(rules);
            Search warm = new Search(book, 16);
            warm.search(Fen.start(book), Limits.moveTime(1000), null); // the JIT
            System.out.printf("%s, start position, %d runs each (fresh hash)%n", name, RUNS);
            System.out.println("  movetime   used min/avg/max ms   depth min-max   nodes avg");
            for (long moveTime : MOVE_TIMES) {
                long min = Long.MAX_VALUE;
                long max = 0;
                long sum = 0;
                long nodes = 0;
                int shallowest = Integer.MAX_VALUE;
                int deepest = 0;
                for (int run = 0; run < RUNS; run++) {
                    Search search = new Search(book, 16);
                    long t0 = System.nanoTime();
                    SearchResult r = search.search(Fen.start(book), Limits.moveTime(moveTime), null);
                    long used = (System.nanoTime() - t0) / 1_000_000;
                    min = Math.min(min, used);
                    max = Math.max(max, used);
                    sum += used;
                    nodes += r.nodes();
                    shallowest = Math.min(shallowest, r.depth());
                    deepest = Math.max(deepest, r.depth());
                }
                System.out.printf("  %8d   %5d %5d %5d         %2d-%-2d      %9d%n", moveTime, min, sum / RUNS, max,
                        shallowest, deepest, nodes / RUNS);
            }
        }
    }
}
