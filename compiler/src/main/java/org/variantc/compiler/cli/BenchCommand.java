package org.variantc.compiler.cli;

import org.variantc.runtime.notation.Preparation;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.FenException;
import org.variantc.runtime.Perft;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.protocol.Uci;
import org.variantc.runtime.rules.VariantRules;
import org.variantc.runtime.search.EvalWeights;
import org.variantc.runtime.search.Limits;
import org.variantc.runtime.search.Search;
import org.variantc.runtime.search.SearchInfo;
import org.variantc.runtime.search.SearchResult;
import org.variantc.runtime.search.TranspositionTable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code variantc bench FILE --depth N}: perft on the table engine and on the generated engine
 * in one run, side by side. Leaves are counted as {@code perft} counts them: the last ply from
 * the legal move count, without making those moves. With {@code --search}, the engine's search
 * to that depth instead: time to each depth and nodes per second, so a change to the search is
 * seen in speed beside its strength.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, version = Main.VERSION,
        description = {"Runs perft on the table engine and the generated engine, alternately, and prints "
                + "the best time and leaves per second of each.",
                "Leaves of the last ply are counted from the legal move list (bulk counting), as perft does.",
                "With --search: the search to --depth instead, time to each depth and nodes per second."})
final class BenchCommand implements Callable<Integer> {
    @Mixin
    private PlayedDefinition definition;

    @Option(names = "--fen", paramLabel = "FEN", description = "the position; default: the start position")
    private String fen;

    @Option(names = "--depth", required = true, paramLabel = "N", description = "plies, 1 to 10 (1 to 30 with --search)")
    private int depth;

    @Option(names = "--search", description = "time the search to --depth (a fresh hash table each run), not perft")
    private boolean search;

    @Option(names = "--hash", defaultValue = "16", paramLabel = "MB", description = "the search's hash table; default: ${DEFAULT-VALUE}")
    private int hash;

    @Option(names = "--rounds", defaultValue = "3", paramLabel = "R", description = "runs of each engine; default: ${DEFAULT-VALUE}")
    private int rounds;

    @Option(names = "--weights", paramLabel = "NAME=V,...", description = "with --search: evaluation weights changed from"
            + " the defaults (EvalWeights' names, e.g. mobility=10,attack=30), to see a term's cost")
    private String weights = "";

    @Option(names = "--engine-jar", paramLabel = "JAR", description = "the generated engine; default: generate it now")
    private Path jar;


    @Mixin
    private Progress progress;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        if (depth < 1 || depth > (search ? 30 : 10)) {
            throw new CommandFailure("--depth must be 1 to " + (search ? 30 : 10) + ", not " + depth);
        }
        if (hash < 1 || hash > Uci.MAX_HASH) {
            throw new CommandFailure("--hash must be 1 to " + Uci.MAX_HASH + " (MB), not " + hash);
        }
        if (rounds < 1 || rounds > 100) {
            throw new CommandFailure("--rounds must be 1 to 100, not " + rounds);
        }
        PrintWriter out = spec.commandLine().getOut();
        VariantRules chosen = definition.rules(spec.commandLine().getErr(), fen);
        // A FEN may name other armies: the rules it is read with are the ones to generate.
        VariantRules rules = fen == null ? chosen : position(Preparation.table(chosen)).rules();
        Rulebook[] books = {Preparation.table(rules), new GeneratedEngine(jar).rulebook(rules)};
        String[] names = {"table", "generated"};
        progress.start(spec.commandLine().getErr());
        if (search) {
            return searchBench(out, rules, books, names);
        }
        long[] nodes = new long[2];
        long[] best = {Long.MAX_VALUE, Long.MAX_VALUE};
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

    /**
     * Each engine's search to {@code depth}, best of the rounds: the nodes and time at each
     * completed depth. The search is deterministic and both engines generate the same moves in
     * the same order, so they must visit the same nodes and choose the same move.
     */
    private Integer searchBench(PrintWriter out, VariantRules rules, Rulebook[] books, String[] names) {
        EvalWeights w;
        try {
            w = EvalWeights.defaults(rules).with(weights);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--weights: " + e.getMessage());
        }
        List<List<SearchInfo>> best = new ArrayList<>(List.of(List.of(), List.of()));
        String[] moves = new String[2];
        // The thread's CPU time beside the clock's: on a busy machine the clock also counts the
        // time other programs held the core, the CPU time only this search's work.
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long[] bestCpu = {Long.MAX_VALUE, Long.MAX_VALUE};
        for (int round = 0; round < rounds; round++) {
            for (int e = 0; e < 2; e++) {
                List<SearchInfo> depths = new ArrayList<>();
                long cpuStart = threads.getCurrentThreadCpuTime();
                SearchResult result = new Search(books[e], new TranspositionTable(hash), w).search(position(books[e]), Limits.depth(depth),
                        info -> {
                            if (depths.isEmpty() || depths.get(depths.size() - 1).depth() != info.depth()) {
                                depths.add(info);
                            } else {
                                depths.set(depths.size() - 1, info);
                            }
                        });
                bestCpu[e] = Math.min(bestCpu[e], threads.getCurrentThreadCpuTime() - cpuStart);
                moves[e] = result.bestText();
                long millis = depths.isEmpty() ? 0 : depths.get(depths.size() - 1).millis();
                if (best.get(e).isEmpty() || millis < best.get(e).get(best.get(e).size() - 1).millis()) {
                    best.set(e, depths);
                }
                progress.report(String.format(Locale.ROOT, "bench round %d of %d: %s engine, depth %d in %.3f s",
                        round + 1, rounds, names[e], depth, millis / 1e3));
            }
        }
        List<SearchInfo> table = best.get(0);
        List<SearchInfo> generated = best.get(1);
        long tableNodes = table.isEmpty() ? 0 : table.get(table.size() - 1).nodes();
        long generatedNodes = generated.isEmpty() ? 0 : generated.get(generated.size() - 1).nodes();
        if (tableNodes != generatedNodes || !java.util.Objects.equals(moves[0], moves[1])) {
            throw new CommandFailure("the engines disagree: table " + tableNodes + " nodes, " + moves[0]
                    + "; generated " + generatedNodes + " nodes, " + moves[1]);
        }
        out.println(rules.name() + ", search to depth " + depth + (fen == null ? " from the start position" : " from " + fen)
                + ", best of " + rounds + ", hash " + hash + " MB; best move " + moves[0]);
        out.println(String.format(Locale.ROOT, "%5s %12s %12s %12s", "depth", "nodes", "table ms", "generated ms"));
        for (int i = 0; i < table.size(); i++) {
            SearchInfo t = table.get(i);
            long g = i < generated.size() ? generated.get(i).millis() : -1;
            out.println(String.format(Locale.ROOT, "%5d %12d %12d %12d", t.depth(), t.nodes(), t.millis(), g));
        }
        for (int e = 0; e < 2; e++) {
            SearchInfo last = best.get(e).isEmpty() ? null : best.get(e).get(best.get(e).size() - 1);
            long nodes = last == null ? 0 : last.nodes();
            out.println(String.format(Locale.ROOT, "%-10s %14d nodes/s %12d nodes/CPU s", names[e],
                    Math.round(nodes * 1000.0 / Math.max(1, last == null ? 0 : last.millis())),
                    Math.round(nodes * 1e9 / Math.max(1, bestCpu[e]))));
        }
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
