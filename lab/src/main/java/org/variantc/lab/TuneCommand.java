package org.variantc.lab;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.apache.spark.api.java.JavaSparkContext;
import org.variantc.compiler.cli.CommandFailure;
import org.variantc.runtime.rules.VariantRules;
import org.variantc.runtime.search.EvalWeights;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code variantc lab tune FILE}: the evaluation weights tuned by SPSA at a fixed node budget,
 * each iteration's game pairs played as one Spark job; prints every iteration and the result.
 */
@Command(name = "tune", mixinStandardHelpOptions = true,
        description = {"Tunes the evaluation weights by SPSA self-play at a fixed node budget: each iteration plays"
                + " --pairs game pairs (colours swapped, openings shuffled by the seed) of the weights perturbed up"
                + " against the weights perturbed down, and steps by the score.",
                "Prints each iteration and the tuned weights; writes them per iteration to tune.csv."})
final class TuneCommand implements Callable<Integer> {
    @Mixin
    private LabOptions options;

    @Option(names = "--iterations", paramLabel = "N", description = "SPSA iterations (default: ${DEFAULT-VALUE})")
    private int iterations = 40;

    @Option(names = "--pairs", paramLabel = "N", description = "game pairs per iteration (default: ${DEFAULT-VALUE})")
    private int pairs = 4;

    @Option(names = "--start", paramLabel = "WEIGHTS",
            description = "where the tuning starts: defaults, untuned, board, drops, tuned-halfgi, texel-halfgi or active, then :name=value,... (default: ${DEFAULT-VALUE})")
    private String start = "untuned";

    @Option(names = "--tune", paramLabel = "NAME:C", split = ",", required = true,
            description = "a weight to tune and its perturbation at the end of the run, e.g. kingZone:8; repeatable or comma-separated")
    private List<String> tuned = new ArrayList<>();

    @Option(names = "--rate", paramLabel = "R",
            description = "the step per game won (plus side's wins less losses), as a share of the perturbation, at the end (default: ${DEFAULT-VALUE})")
    private double rate = 0.05;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = options.out();
        if (iterations < 1 || pairs < 1 || rate <= 0) {
            throw new CommandFailure("--iterations, --pairs and --rate must be positive");
        }
        VariantRules rules = options.compile().rules();
        EvalWeights begin = WeightSpelling.read("--start", start, rules);
        Spsa spsa = spsa();
        double[] theta = new double[EvalWeights.NAMES.size()];
        int[] v = begin.vector();
        for (int i = 0; i < v.length; i++) {
            theta[i] = v[i];
        }
        out.printf(Locale.ROOT, "%s: SPSA, %d iterations of %d game pairs, %d nodes a move, seed %d%nstart %s%n",
                rules.name(), iterations, pairs, options.nodes, options.seed, begin.text());
        List<String> lines = new ArrayList<>(List.of("iteration,plus_score,result," + String.join(",", EvalWeights.NAMES)));
        long started = System.nanoTime();
        try (JavaSparkContext spark = SparkGames.context(options.master, "variantc lab tune")) {
            for (int k = 0; k < iterations; k++) {
                EvalWeights plus = EvalWeights.of(spsa.perturbed(theta, k, 1));
                EvalWeights minus = EvalWeights.of(spsa.perturbed(theta, k, -1));
                List<GamePair> schedule = new ArrayList<>();
                for (int p = 0; p < pairs; p++) {
                    int number = k * pairs + p;
                    schedule.add(GamePair.fromStart("spsa", number, options.seed));
                }
                double[] points = new double[1];
                PairPlay play = new PairPlay(rules, options.nodes, options.randomPlies, options.maxPlies, plus, minus);
                SparkGames.play(spark, play, schedule, (pair, r) -> points[0] += r.points());
                double result = 2 * points[0] - 2 * pairs; // wins less losses of the plus side
                theta = clamp(spsa.step(theta, k, result));
                String now = EvalWeights.of(rounded(theta)).text();
                out.printf(Locale.ROOT, "iteration %3d  plus %4.1f/%d  %s  %s%n", k + 1, points[0], 2 * pairs,
                        Progress.clock((System.nanoTime() - started) / 1e9), now);
                out.flush();
                lines.add(String.format(Locale.ROOT, "%d,%.1f,%.0f,%s", k + 1, points[0], result,
                        now.replaceAll("[a-zA-Z]+=", "")));
                Files.createDirectories(options.output);
                Files.write(options.output.resolve("tune.csv"), lines, StandardCharsets.UTF_8);
            }
        }
        out.printf(Locale.ROOT, "tuned %s%n%d games in %s%n", EvalWeights.of(rounded(theta)).text(),
                2 * pairs * iterations, Progress.clock((System.nanoTime() - started) / 1e9));
        return 0;
    }

    private Spsa spsa() {
        List<TunedWeight> read = TunedWeight.read(tuned, "C");
        int[] index = read.stream().mapToInt(TunedWeight::index).toArray();
        double[] c = read.stream().mapToDouble(TunedWeight::size).toArray();
        return new Spsa(index, c, rate, iterations, options.seed);
    }

    /** Every weight is a size: none below 0. */
    private static double[] clamp(double[] theta) {
        double[] out = theta.clone();
        for (int i = 0; i < out.length; i++) {
            out[i] = Math.max(0, out[i]);
        }
        return out;
    }

    private static int[] rounded(double[] theta) {
        int[] out = new int[theta.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = (int) Math.round(theta[i]);
        }
        return out;
    }
}
