package org.variantc.lab;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.Callable;
import org.variantc.compiler.cli.CommandFailure;
import org.variantc.compiler.model.Variant;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.runtime.rules.ArmyChoice;
import org.variantc.runtime.rules.VariantRules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code variantc lab armies FILE}: the legal armies' strengths in Elo, by self-play. */
@Command(name = "armies", mixinStandardHelpOptions = true,
        description = {"Measures the strength of each legal army (or a random sample of them) in Elo, by games"
                + " against a reference army or a round robin, colours swapped.",
                "Writes games.csv (continued when run again) and report.html in the output directory."})
final class ArmiesCommand implements Callable<Integer> {
    /** Who plays whom. */
    enum Schedule { reference, roundrobin }

    @Mixin
    private LabOptions options;

    @Mixin
    private final GameCount games = new GameCount(20);

    @Option(names = "--reference", paramLabel = "ARMY",
            description = "the army all are measured against (its number or code in 'variantc armies'; default: 1)")
    private String reference = "1";

    @Option(names = "--sample", paramLabel = "K",
            description = "measure K armies drawn at random with --seed, besides the reference (default: all)")
    private int sample;

    @Option(names = "--schedule", paramLabel = "KIND",
            description = "reference (each army against the reference) or roundrobin (every army against every"
                    + " other, the reference included) (default: ${DEFAULT-VALUE})")
    private Schedule schedule = Schedule.reference;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = options.out();
        int rounds = games.pairs(); // of pairs, one per pairing
        if (sample < 0) {
            throw new CommandFailure("--sample must not be negative");
        }
        Compilation compilation = options.compile();
        Variant variant = compilation.variant().orElseThrow();
        if (variant.start().armies() == null) {
            throw new CommandFailure(options.file + " has no army selection; 'variantc lab values' measures its pieces");
        }
        VariantRules rules = compilation.rules();
        List<ArmyChoice> choices = rules.start().armies().armies();
        int ref = LabOptions.army(variant, "--reference", reference);
        List<Integer> armies = armies(choices.size(), ref);
        List<ArmyFitting.Pairing> pairings = pairings(choices, armies);
        // Pair-major, as the values schedule: pair 0 of every pairing, then pair 1..., so a run
        // stopped at a deadline has met every pairing as often as the others, give or take one.
        List<GamePair> pairs = new ArrayList<>();
        for (int i = 0; i < rounds; i++) {
            for (ArmyFitting.Pairing p : pairings) {
                pairs.add(new GamePair(p.trial(), i, GamePair.seed(options.seed, p.trial(), i),
                        GameStart.armies(p.first(), p.second()), GameStart.armies(p.second(), p.first())));
            }
        }
        List<PairResult> results = options.play(options.settings("armies", rules.name(), ""), rules, pairs);
        List<ArmyStrength> table = ArmyFitting.of(choices, armies, pairings, results);
        String title = String.format(Locale.ROOT, "%s: %d armies, %s schedule, %d games, %d nodes a move",
                rules.name(), armies.size(), schedule, 2 * results.size(), options.nodes);
        options.publish(out, title, ArmyTable.text(table), ArmyTable.html(table));
        return 0;
    }

    /** The reference first, then every other army or a simple random sample of them, in number order. */
    private List<Integer> armies(int count, int ref) {
        List<Integer> others = new ArrayList<>();
        for (int a = 0; a < count; a++) {
            if (a != ref) {
                others.add(a);
            }
        }
        if (sample > 0 && sample < others.size()) {
            Collections.shuffle(others, new Random(options.seed));
            others = new ArrayList<>(others.subList(0, sample));
            others.sort(null);
        }
        List<Integer> armies = new ArrayList<>();
        armies.add(ref);
        armies.addAll(others);
        return armies;
    }

    private List<ArmyFitting.Pairing> pairings(List<ArmyChoice> choices, List<Integer> armies) {
        List<ArmyFitting.Pairing> pairings = new ArrayList<>();
        for (int i = 0; i < armies.size(); i++) {
            for (int j = i + 1; j < armies.size(); j++) {
                if (schedule == Schedule.reference && i > 0) {
                    break;
                }
                int a = armies.get(j);
                int b = armies.get(i);
                pairings.add(new ArmyFitting.Pairing(choices.get(a).code() + " vs " + choices.get(b).code(), a, b));
            }
        }
        return pairings;
    }
}
