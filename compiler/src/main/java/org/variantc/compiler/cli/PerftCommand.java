package org.variantc.compiler.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
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

    @ParentCommand
    private Main main;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        if (depth < 0 || depth > DEEPEST) {
            throw new CommandFailure("--depth must be 0 to " + DEEPEST + ", not " + depth);
        }
        PrintWriter out = spec.commandLine().getOut();
        EnginePosition position = engineChoice.engine(main.engine())
                .position(definition.rules(spec.commandLine().getErr(), fen), fen);
        long start = System.nanoTime();
        long nodes;
        if (depth > 1 || divide && depth > 0) {
            // Root move by root move, the same leaves as one perft, so a long run can say how far it is.
            int roots = position.legalMoves().size();
            progress.start(spec.commandLine().getErr());
            long[] counted = new long[2];
            List<EnginePosition.RootCount> counts = position.divide(depth, root -> progress.report(String.format(
                    Locale.ROOT, "perft %d: %d of %d root moves, %s %d, %d leaves so far", depth, ++counted[0], roots,
                    root.move(), root.nodes(), counted[1] += root.nodes())));
            nodes = counts.stream().mapToLong(EnginePosition.RootCount::nodes).sum();
            if (divide) {
                counts.forEach(root -> out.println(root.move() + " " + root.nodes()));
                out.println();
            }
        } else {
            nodes = position.perft(depth);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        out.println("nodes " + nodes);
        out.println(String.format(Locale.ROOT, "time %.3f s", seconds));
        out.println("nps " + (seconds > 0 ? Math.round(nodes / seconds) : 0));
        return 0;
    }
}
