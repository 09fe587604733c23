package org.variantc.lab;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.variantc.compiler.cli.CommandFailure;
import org.variantc.runtime.rules.VariantRules;
import org.variantc.runtime.search.EvalWeights;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code variantc lab texel FILE}: self-play games at a fixed node budget (a Spark job), their
 * quiet positions kept with the games' results, and the evaluation weights fitted to predict
 * the results from the static scores ({@link TexelFit}).
 */
@Command(name = "texel", mixinStandardHelpOptions = true,
        description = {"Texel tuning: plays --games self-play games at a fixed node budget with the --play weights,"
                + " keeps their quiet positions with the games' results (DIR/positions.csv, continued when run again),"
                + " and fits the --tune weights, from --start, to predict the results from the static score.",
                "Prints each pass's training and held-out error and the fitted weights; writes them to texel.csv."})
final class TexelCommand implements Callable<Integer> {
    @Mixin
    private LabOptions options;

    @Mixin
    private final GameCount games = new GameCount(1000);

    @Option(names = "--play", paramLabel = "WEIGHTS",
            description = "the weights the games are played with: defaults, untuned, board, drops, tuned-halfgi, texel-halfgi or active, then :name=value,... (default: ${DEFAULT-VALUE})")
    private String play = "defaults";

    @Option(names = "--start", paramLabel = "WEIGHTS", description = "where the fit starts (default: ${DEFAULT-VALUE})")
    private String start = "untuned";

    @Option(names = "--tune", paramLabel = "NAME:STEP", split = ",", required = true,
            description = "a weight to fit and its first step, e.g. material:16; repeatable or comma-separated")
    private List<String> tuned = new ArrayList<>();

    @Option(names = "--passes", paramLabel = "N", description = "at most this many passes over the weights (default: ${DEFAULT-VALUE})")
    private int passes = 60;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = options.out();
        PrintWriter err = options.err();
        int pairs = games.pairs();
        if (passes < 0) {
            throw new CommandFailure("--passes must not be negative");
        }
        int[] index = new int[tuned.size()];
        int[] step = new int[tuned.size()];
        parseTuned(index, step);
        VariantRules rules = options.compile().rules();
        EvalWeights played = WeightSpelling.read("--play", play, rules);
        EvalWeights begin = WeightSpelling.read("--start", start, rules);
        long started = System.nanoTime();
        TexelGames file = new TexelGames(options.output.resolve("positions.csv"),
                options.settings("texel", rules.name(), " play=" + played.text()));
        List<TexelSample> samples = file.positions(options.master,
                new TexelPlay(rules, options.nodes, options.randomPlies, options.maxPlies, played), options.seed, pairs,
                done -> {
                    err.printf(Locale.ROOT, "\rpairs %d/%d  %s", done, pairs, Progress.clock((System.nanoTime() - started) / 1e9));
                    err.flush();
                });
        err.println();
        TexelFit fit = new TexelFit(rules, samples);
        out.printf(Locale.ROOT, "%s: Texel fit on %d quiet positions of %d games (%d held out), %d nodes a move, seed %d%n"
                        + "played with %s%n", rules.name(), samples.size(), 2 * pairs, fit.heldOutPositions(), options.nodes,
                options.seed, played.text());
        List<String> lines = new ArrayList<>(List.of("pass,train_error,held_error," + String.join(",", EvalWeights.NAMES)));
        EvalWeights result = fit.fit(begin, index, step, passes, pass -> {
            if (pass.number() == 0) {
                out.printf(Locale.ROOT, "K %.4f%n", fit.k());
            }
            out.printf(Locale.ROOT, "pass %3d  error %.6f  held out %.6f  %s%n", pass.number(), pass.trainError(),
                    pass.heldError(), pass.weights().text());
            out.flush();
            lines.add(String.format(Locale.ROOT, "%d,%.6f,%.6f,%s", pass.number(), pass.trainError(), pass.heldError(),
                    pass.weights().text().replaceAll("[a-zA-Z]+=", "")));
        });
        Files.write(options.output.resolve("texel.csv"), lines, StandardCharsets.UTF_8);
        out.printf(Locale.ROOT, "fitted %s%n%s%n", result.text(), Progress.clock((System.nanoTime() - started) / 1e9));
        return 0;
    }

    /** The --tune weights' places and first steps, each a whole number, 1 or more. */
    private void parseTuned(int[] index, int[] step) {
        List<TunedWeight> read = TunedWeight.read(tuned, "STEP");
        for (int i = 0; i < index.length; i++) {
            double size = read.get(i).size();
            if (size != Math.rint(size) || Double.isInfinite(size)) {
                throw new CommandFailure("--tune: '" + tuned.get(i) + "': STEP must be a whole number");
            }
            if (size < 1) {
                throw new CommandFailure("--tune: '" + tuned.get(i) + "': STEP must be 1 or more");
            }
            index[i] = read.get(i).index();
            step[i] = (int) size;
        }
    }
}
