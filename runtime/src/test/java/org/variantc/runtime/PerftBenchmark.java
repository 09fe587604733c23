package org.variantc.runtime;

import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.position.Position;

/**
 * Measures FIDE perft speed; prints only, never asserts timings. Run with
 * {@code mvn -q -pl runtime test-compile exec:java} or from an IDE:
 * {@code PerftBenchmark [depth] [fen]}.
 */
public final class PerftBenchmark {
    private PerftBenchmark() {
    }

    public static void main(String[] args) {
        int depth = args.length > 0 ? Integer.parseInt(args[0]) : 6;
        String fen = args.length > 1 ? args[1] : Fide.START;
        Position pos = Fen.read(Fide.RULES, fen);
        Perft.perft(pos, Math.min(depth, 5)); // warm up the JIT
        for (int run = 0; run < 3; run++) {
            long t0 = System.nanoTime();
            long nodes = Perft.perft(pos, depth);
            double seconds = (System.nanoTime() - t0) / 1e9;
            System.out.printf("perft(%d) = %d in %.2f s: %.2f M leaves/s%n", depth, nodes, seconds,
                    nodes / seconds / 1e6);
        }
    }
}
