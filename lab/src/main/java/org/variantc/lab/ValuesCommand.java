package org.variantc.lab;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.variantc.runtime.rules.VariantRules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code variantc lab values FILE}: each piece's value in Pawns, measured by imbalance games. */
@Command(name = "values", mixinStandardHelpOptions = true,
        description = {"Measures each piece type's value in Pawns, with a 95% interval, by self-play from imbalanced"
                + " start positions (a piece against Pawns or against a cheaper piece and Pawns), colours swapped.",
                "Writes games.csv (continued when run again) and report.html in the output directory."})
final class ValuesCommand implements Callable<Integer> {
    @Mixin
    private LabOptions options;

    @Option(names = "--games", paramLabel = "N", description = "games per imbalance, played in pairs (default: ${DEFAULT-VALUE})")
    private int games = 100;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        options.check();
        if (games < 2) {
            throw new LabFailure("--games must be 2 or more: games come in pairs, colours swapped");
        }
        VariantRules rules = options.compile(err).rules();
        List<Imbalance> imbalances = ValueTrials.of(rules);
        List<GamePair> schedule = new ArrayList<>();
        for (Imbalance i : imbalances) {
            GameStart asWhite = GameStart.fen(ValueTrials.start(rules, i.firstLacks(), i.secondLacks()));
            GameStart asBlack = GameStart.fen(ValueTrials.start(rules, i.secondLacks(), i.firstLacks()));
            for (int p = 0; p < games / 2; p++) {
                schedule.add(new GamePair(i.trial(), p, GamePair.seed(options.seed, i.trial(), p), asWhite, asBlack));
            }
        }
        LabRun run = new LabRun(options.master, options.output.resolve("games.csv"),
                options.settings("values", rules.name()));
        List<PairResult> results = run.run(schedule, new PairPlay(rules, options.nodes, options.randomPlies,
                options.maxPlies), err);
        MeasuredValues measured = ValueFitting.of(rules, imbalances, results);
        List<PieceValue> values = measured.values();
        String title = String.format(Locale.ROOT, "%s: piece values in Pawns from %d games, %d nodes a move",
                rules.name(), 2 * results.size(), options.nodes);
        out.println(title);
        out.print(ValueTable.text(values));
        if (!measured.scaleResolved()) {
            out.println(measured.warning());
        }
        out.print(ImbalanceTable.text(imbalances, results));
        Report.write(options.output.resolve("report.html"), title, ValueTable.html(values),
                measured.scaleResolved() ? "" : "<p>" + Report.escape(measured.warning()) + "</p>",
                ImbalanceTable.html(imbalances, results));
        out.println("wrote " + options.output.resolve("games.csv") + " and " + options.output.resolve("report.html"));
        return 0;
    }
}
