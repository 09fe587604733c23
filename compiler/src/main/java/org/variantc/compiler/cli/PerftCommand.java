package org.variantc.compiler.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.variantc.runtime.Perft;
import org.variantc.runtime.position.Position;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code variantc perft FILE [--fen F] --depth N [--divide]}. */
@Command(name = "perft", mixinStandardHelpOptions = true, version = Main.VERSION,
        description = {"Counts the leaves of the legal move tree to a depth, with the time and nodes per second.",
                "With --divide, first each root move in coordinate notation with the leaves below it."})
final class PerftCommand implements Callable<Integer> {
    /** Deeper than anyone will wait for; keeps a typo from running forever. */
    private static final int DEEPEST = 20;

    @Mixin
    private PlayedDefinition definition;

    @Option(names = "--fen", paramLabel = "FEN", description = "the position; default: the start position")
    private String fen;

    @Option(names = "--depth", required = true, paramLabel = "N", description = "plies to search, 0 to " + DEEPEST)
    private int depth;

    @Option(names = "--divide", description = "list each root move with its count")
    private boolean divide;


    @Mixin
    private EngineChoice engineChoice;

    @Mixin
    private Progress progress;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        if (depth < 0 || depth > DEEPEST) {
            throw new CommandFailure("--depth must be 0 to " + DEEPEST + ", not " + depth);
        }
        PrintWriter out = spec.commandLine().getOut();
        Position position = engineChoice.position(definition.rules(spec.commandLine().getErr(), fen), fen);
        long start = System.nanoTime();
        long nodes;
        if (depth > 1 || divide && depth > 0) {
            // Root move by root move, the same leaves as one perft, so a long run can say how far it is.
            int roots = position.legalMoves().size();
            progress.start(spec.commandLine().getErr());
            long[] counted = new long[2];
            Map<String, Long> counts = Perft.divide(position, depth, (move, leaves) -> progress.report(String.format(
                    Locale.ROOT, "perft %d: %d of %d root moves, %s %d, %d leaves so far", depth, ++counted[0], roots,
                    move, leaves, counted[1] += leaves)));
            nodes = counts.values().stream().mapToLong(Long::longValue).sum();
            if (divide) {
                counts.forEach((move, leaves) -> out.println(move + " " + leaves));
                out.println();
            }
        } else {
            nodes = Perft.perft(position, depth);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        out.println("nodes " + nodes);
        out.println(String.format(Locale.ROOT, "time %.3f s", seconds));
        out.println("nps " + (seconds > 0 ? Math.round(nodes / seconds) : 0));
        return 0;
    }
}
