package org.variantc.lab;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.variantc.runtime.match.Elo;
import org.variantc.runtime.rules.VariantRules;
import org.variantc.runtime.search.EvalWeights;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code variantc lab duel FILE}: one set of evaluation weights against another at a fixed node
 * budget, colours swapped in each pair, openings shuffled by the seed; the first set's score and
 * Elo with a 95% interval.
 */
@Command(name = "duel", mixinStandardHelpOptions = true,
        description = {"Plays one set of evaluation weights against another by self-play at a fixed node budget,"
                + " colours swapped in each pair, and prints the first set's score and Elo with a 95%% interval.",
                "Weights: defaults, untuned, board, drops, tuned-halfgi, texel-halfgi or active, optionally followed by :name=value,... (names: "
                        + "centre, tempo, shelter, royalRank, doubled, passed, advance, handBonus, goal, kingZone, "
                        + "dropThreat, dropChecks, material, promoter, spread, mobility, mobilityEnd, attack). Writes games.csv (continued when run again)."})
final class DuelCommand implements Callable<Integer> {
    @Mixin
    private LabOptions options;

    @Mixin
    private final GameCount games = new GameCount(200);

    @Option(names = "--first", paramLabel = "WEIGHTS", description = "the measured side's weights (default: ${DEFAULT-VALUE})")
    private String first = "defaults";

    @Option(names = "--second", paramLabel = "WEIGHTS", description = "the opponent's weights (default: ${DEFAULT-VALUE})")
    private String second = "untuned";

    @Override
    public Integer call() throws IOException {
        PrintWriter out = options.out();
        int pairs = games.pairs();
        VariantRules rules = options.compile().rules();
        EvalWeights a = WeightSpelling.read("--first", first, rules);
        EvalWeights b = WeightSpelling.read("--second", second, rules);
        List<GamePair> schedule = new ArrayList<>();
        for (int p = 0; p < pairs; p++) {
            schedule.add(GamePair.fromStart("duel", p, options.seed));
        }
        String settings = options.settings("duel", rules.name(), " first=" + a.text() + " second=" + b.text());
        List<PairResult> results = options.play(settings, rules, schedule, a, b);
        out.println(summary(rules.name(), options.nodes, a, b, results));
        return 0;
    }

    /** The first side's score, wins, draws and losses, and Elo with its 95% interval. */
    static String summary(String variant, long nodes, EvalWeights a, EvalWeights b, List<PairResult> results) {
        int wins = 0;
        int draws = 0;
        int losses = 0;
        for (PairResult r : results) {
            for (double s : new double[] {r.asWhite(), r.asBlack()}) {
                wins += s == 1 ? 1 : 0;
                draws += s == 0.5 ? 1 : 0;
                losses += s == 0 ? 1 : 0;
            }
        }
        int n = wins + draws + losses;
        Elo elo = Elo.of(wins, draws, losses);
        return String.format(Locale.ROOT, "%s, %d nodes a move: first %s%nagainst second %s%n"
                        + "%d games: +%d =%d -%d, %.1f%%, Elo %+.0f ± %.0f (95%%)", variant, nodes, a.text(), b.text(), n,
                wins, draws, losses, 100.0 * (wins + 0.5 * draws) / Math.max(1, n), elo.difference(), elo.margin());
    }
}
