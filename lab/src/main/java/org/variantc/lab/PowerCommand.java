package org.variantc.lab;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.variantc.compiler.cli.CommandFailure;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.runtime.rules.VariantRules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code variantc lab power FILE}: how many games a values run needs, before it is played. Games
 * are drawn from a model with the values and Pawn scale given ({@link ModelGames}), fitted as
 * {@code lab values} fits them, and each piece's 95% interval (delta method) averaged over
 * several draws, for each number of games an imbalance.
 */
@Command(name = "power", mixinStandardHelpOptions = true,
        description = {"Prints the 95%% interval each piece value would get from a values run of N games an"
                + " imbalance, by fitting games drawn from a model (the values and the Pawn's logistic scale given)."})
final class PowerCommand implements Callable<Integer> {
    private static final int DRAWS = 8;

    @Mixin
    private LabOptions options;

    @Option(names = "--values", paramLabel = "LIST", required = true,
            description = "the model's values in Pawns by piece letter, e.g. N=3,B=3.5,R=5,A=8.75,C=9,Q=9.5")
    private String values;

    @Option(names = "--scale", paramLabel = "W", description = "a Pawn's logistic weight in the model (default: ${DEFAULT-VALUE})")
    private double scale = 0.35;

    @Option(names = "--games", paramLabel = "N", split = ",",
            description = "games an imbalance to try, comma-separated (default: 48,96,200,400,800)")
    private List<Integer> games = List.of(48, 96, 200, 400, 800);

    @Option(names = "--design", paramLabel = "KIND", description = "bracket or none, as for 'lab values' (default: ${DEFAULT-VALUE})")
    private ValueDesign design = ValueDesign.bracket;

    @Option(names = "--imbalance", paramLabel = "TRIAL", description = "an imbalance besides the design's; repeatable")
    private List<String> extra = new ArrayList<>();

    @Override
    public Integer call() {
        PrintWriter out = options.out();
        Compilation compilation = options.compile();
        VariantRules rules = compilation.rules();
        Map<String, Double> model = model(values);
        model.putIfAbsent(rules.pieces().get(ValueTrials.pawn(rules)).id(), 1.0);
        List<Imbalance> design = ValueTrials.of(rules, extra, this.design);
        out.printf(Locale.ROOT, "%s: %d imbalances, a Pawn %.2f in the logistic; mean half-width of the 95%% interval"
                + " over %d draws, in Pawns%n", rules.name(), design.size(), scale, DRAWS);
        List<String> names = null;
        for (int n : games) {
            if (n < 2) {
                throw new CommandFailure("--games: each count must be 2 or more");
            }
            double[] width = null;
            for (int d = 0; d < DRAWS; d++) {
                List<PairResult> drawn = ModelGames.draw(rules, design, model, scale, n / 2, options.seed + d);
                List<PieceValue> v = ValueFitting.of(rules, design, drawn, options.seed, 0).values();
                if (width == null) {
                    width = new double[v.size()];
                }
                if (names == null) {
                    names = v.stream().map(PieceValue::id).toList();
                    out.printf("%8s %8s", "games", "in all");
                    names.forEach(id -> out.printf(" %6s", id));
                    out.println();
                }
                for (int i = 0; i < v.size(); i++) {
                    width[i] += (v.get(i).high() - v.get(i).low()) / 2 / DRAWS;
                }
            }
            out.printf(Locale.ROOT, "%8d %8d", n, n * design.size());
            for (double w : width) {
                out.printf(Locale.ROOT, " %6.2f", w);
            }
            out.println();
        }
        return 0;
    }

    private static Map<String, Double> model(String text) {
        Map<String, Double> model = new LinkedHashMap<>();
        for (String part : text.split(",")) {
            String[] kv = part.trim().split("=");
            try {
                model.put(kv[0].trim(), Double.parseDouble(kv[1].trim()));
            } catch (RuntimeException e) {
                throw new CommandFailure("--values: '" + part + "' is not LETTER=PAWNS, e.g. N=3");
            }
        }
        return model;
    }
}
