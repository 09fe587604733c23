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
import org.variantc.compiler.html.LabValues;
import org.variantc.compiler.model.Variant;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.runtime.rules.VariantRules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code variantc lab values FILE}: each piece's value in Pawns, measured by imbalance games. */
@Command(name = "values", mixinStandardHelpOptions = true,
        description = {"Measures each piece type's value in Pawns, with a 95%% interval, by self-play from imbalanced"
                + " start positions (a piece against Pawns or against a cheaper piece and Pawns), colours swapped.",
                "Writes games.csv (continued when run again) and report.html in the output directory."})
final class ValuesCommand implements Callable<Integer> {
    @Mixin
    private LabOptions options;

    @Mixin
    private final GameCount games = new GameCount(100);

    @Option(names = "--army", paramLabel = "ARMY",
            description = "in an army game, the army both sides play (its number or code in 'variantc armies'); its pieces are measured")
    private String army;

    @Option(names = "--imbalance", paramLabel = "TRIAL",
            description = "an imbalance to play besides the design's, e.g. 'Q vs A' (the side without a Queen against"
                    + " the side without an Archbishop); repeatable")
    private List<String> extra = new ArrayList<>();

    @Option(names = "--design", paramLabel = "KIND",
            description = "bracket (each piece against Pawns or the next cheaper piece, at two Pawn counts bracketing"
                    + " even by the static estimates) or none (only the --imbalance trials) (default: ${DEFAULT-VALUE})")
    private ValueDesign design = ValueDesign.bracket;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = options.out();
        int pairs = games.pairs();
        Compilation compilation = options.compile();
        VariantRules rules = armed(compilation.variant().orElseThrow(), compilation.rules());
        List<Imbalance> imbalances = ValueTrials.of(rules, extra, design);
        List<GamePair> schedule = new ArrayList<>();
        // Pair-major: pair 0 of every imbalance, then pair 1 of every one..., so a run stopped early
        // (a deadline, a kill) has played the imbalances alike, not the first ones only.
        for (int p = 0; p < pairs; p++) {
            for (Imbalance i : imbalances) {
                GameStart asWhite = GameStart.fen(ImbalancedStart.fen(rules, i.firstLacks(), i.secondLacks()));
                GameStart asBlack = GameStart.fen(ImbalancedStart.fen(rules, i.secondLacks(), i.firstLacks()));
                schedule.add(new GamePair(i.trial(), p, GamePair.seed(options.seed, i.trial(), p), asWhite, asBlack));
            }
        }
        String settings = options.settings("values", compilation.rules().name(), army == null ? "" : " army=" + army);
        List<PairResult> results = options.play(settings, rules, schedule);
        MeasuredValues measured = ValueFitting.of(rules, imbalances, results, options.seed);
        List<PieceValue> values = measured.values();
        String title = String.format(Locale.ROOT, "%s: piece values in Pawns from %d games, %d nodes a move",
                rules.name() + (army == null ? "" : " (army " + army + ")"), 2 * results.size(), options.nodes);
        LabValues file = new LabValues(compilation.rules().name(), title, values.stream().map(v -> new LabValues.Row(
                v.name(), v.id(), v.value(), v.low(), v.high(), v.games())).toList());
        Files.writeString(options.output.resolve(LabValues.FILE), file.write(), StandardCharsets.UTF_8);
        String warning = measured.scale() + "\n" + (measured.scaleResolved() ? "" : measured.warning() + "\n");
        options.publish(out, title, ValueTable.text(values) + warning + ImbalanceTable.text(imbalances, results),
                ValueTable.html(values), "<p>" + Report.escape(measured.scale()) + "</p>" + (measured.scaleResolved() ? ""
                        : "<p>" + Report.escape(measured.warning()) + "</p>"),
                ImbalanceTable.html(imbalances, results));
        return 0;
    }

    /** The rules with both sides playing {@code --army} in an army game; the rules themselves otherwise. */
    private VariantRules armed(Variant variant, VariantRules rules) {
        boolean armyGame = variant.start().armies() != null;
        if (!armyGame) {
            if (army != null) {
                throw new CommandFailure("--army: " + options.file + " has no army selection");
            }
            return rules;
        }
        if (army == null) {
            throw new CommandFailure(options.file + " is an army game: give --army ARMY (its number or code in"
                    + " 'variantc armies'), the army both sides play and whose pieces are measured");
        }
        int a = LabOptions.army(variant, "--army", army);
        return rules.withArmies(a, a);
    }
}
