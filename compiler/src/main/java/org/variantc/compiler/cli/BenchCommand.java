package org.variantc.compiler.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.FenException;
import org.variantc.runtime.Perft;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.Rulebook;
import org.variantc.runtime.rules.VariantRules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code variantc bench FILE --depth N}: perft on the table engine and on the generated engine
 * in one run, side by side. Leaves are counted as {@code perft} counts them: the last ply from
 * the legal move count, without making those moves.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, version = Main.VERSION,
        description = {"Runs perft on the table engine and the generated engine, alternately, and prints "
                + "the best time and leaves per second of each.",
                "Leaves of the last ply are counted from the legal move list (bulk counting), as perft does."})
final class BenchCommand implements Callable<Integer> {
    @Mixin
    private PlayedDefinition definition;

    @Option(names = "--fen", paramLabel = "FEN", description = "the position; default: the start position")
    private String fen;

    @Option(names = "--depth", required = true, paramLabel = "N", description = "plies, 1 to 10")
    private int depth;

    @Option(names = "--rounds", defaultValue = "3", paramLabel = "R", description = "runs of each engine; default: ${DEFAULT-VALUE}")
    private int rounds;

    @Option(names = "--engine-jar", paramLabel = "JAR", description = "the generated engine; default: generate it now")
    private Path jar;


    @Mixin
    private Progress progress;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        if (depth < 1 || depth > 10) {
            throw new CommandFailure("--depth must be 1 to 10, not " + depth);
        }
        if (rounds < 1 || rounds > 100) {
            throw new CommandFailure("--rounds must be 1 to 100, not " + rounds);
        }
        PrintWriter out = spec.commandLine().getOut();
        VariantRules chosen = definition.rules(spec.commandLine().getErr(), fen);
        // A FEN may name other armies: the rules it is read with are the ones to generate.
        VariantRules rules = fen == null ? chosen : position(Rulebook.of(chosen)).rules();
        Rulebook[] books = {Rulebook.of(rules), new GeneratedEngine(jar).rulebook(rules)};
        String[] names = {"table", "generated"};
        long[] nodes = new long[2];
        long[] best = {Long.MAX_VALUE, Long.MAX_VALUE};
        progress.start(spec.commandLine().getErr());
        for (int round = 0; round < rounds; round++) {
            for (int e = 0; e < 2; e++) {
                Position position = position(books[e]);
                long start = System.nanoTime();
                nodes[e] = Perft.perft(position, depth);
                long took = System.nanoTime() - start;
                best[e] = Math.min(best[e], took);
                progress.report(String.format(Locale.ROOT, "bench round %d of %d: %s engine, %d leaves in %.3f s",
                        round + 1, rounds, names[e], nodes[e], took / 1e9));
            }
        }
        if (nodes[0] != nodes[1]) {
            throw new CommandFailure("the engines disagree: table " + nodes[0] + ", generated " + nodes[1]);
        }
        out.println(rules.name() + ", perft " + depth + (fen == null ? " from the start position" : " from " + fen)
                + ", best of " + rounds);
        out.println(String.format(Locale.ROOT, "%-10s %14s %10s %14s", "engine", "leaves", "seconds", "leaves/s"));
        for (int e = 0; e < 2; e++) {
            double seconds = best[e] / 1e9;
            out.println(String.format(Locale.ROOT, "%-10s %14d %10.3f %14d", names[e], nodes[e], seconds,
                    Math.round(nodes[e] / seconds)));
        }
        out.println(String.format(Locale.ROOT, "speed-up   %.2fx", (double) best[0] / best[1]));
        return 0;
    }

    private Position position(Rulebook book) {
        try {
            return fen == null ? Fen.start(book) : Fen.read(book, fen);
        } catch (FenException e) {
            throw new CommandFailure(e.getMessage());
        }
    }
}
