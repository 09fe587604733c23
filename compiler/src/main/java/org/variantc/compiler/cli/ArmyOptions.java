package org.variantc.compiler.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.ThreadLocalRandom;
import org.variantc.compiler.armies.ArmySpelling;
import org.variantc.compiler.javagen.CacheDirectory;
import org.variantc.compiler.javagen.RulesCache;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.model.Variant;
import org.variantc.runtime.rules.ArmyChoice;
import org.variantc.runtime.rules.VariantRules;
import picocli.CommandLine.Option;

/**
 * {@code --white-army}, {@code --black-army} and {@code --army-seed}, shared by the commands that
 * play a position.
 */
final class ArmyOptions {
    @Option(names = "--white-army", paramLabel = "ARMY",
            description = "White's army, for a variant with army selection: its number or code from"
                    + " 'variantc armies', or its pieces' Betza strings in slot order joined by ','"
                    + " (RF,NW,BffNsbN,RNA); default: a random legal army")
    String white;

    @Option(names = "--black-army", paramLabel = "ARMY", description = "Black's army, as --white-army")
    String black;

    @Option(names = "--army-seed", paramLabel = "N",
            description = "seed of the random choice of the armies not named, to play the same pair again;"
                    + " default: a new seed, printed with the armies")
    Long seed;

    /** Whether any army option was given, so a variant without armies can refuse them. */
    boolean given() {
        return white != null || black != null || seed != null;
    }

    /**
     * The rules to play: for a variant with army selection, those of the chosen armies (named,
     * or drawn at random and said so on {@code err}); a FEN's own armies field wins, so both
     * may not be given.
     */
    VariantRules rules(Path file, PrintWriter err, String fen) {
        if (given()) {
            return rules(DefinitionFile.compile(file, err), file, err, fen);
        }
        // A definition without armies compiled before by this build: its tables, without the compiler.
        RulesCache cache = new RulesCache(CacheDirectory.user());
        Optional<VariantRules> known = cache.find(file);
        if (known.isPresent()) {
            return known.get();
        }
        Compilation compilation = DefinitionFile.compile(file, err);
        VariantRules rules = rules(compilation, file, err, fen);
        if (compilation.variant().orElseThrow().start().armies() == null) {
            try {
                cache.store(file, compilation);
            } catch (IOException | UncheckedIOException e) {
                // only the next run's start-up is lost; the engine cache reports an unwritable directory
            }
        }
        return rules;
    }

    /** As {@link #rules(Path, PrintWriter, String)}, for a definition the caller has compiled already. */
    VariantRules rules(Compilation compilation, Path file, PrintWriter err, String fen) {
        VariantRules rules = DefinitionFile.rules(compilation, file);
        Variant variant = compilation.variant().orElseThrow();
        if (variant.start().armies() == null) {
            if (given()) {
                throw new CommandFailure(file + " has no army selection, so --white-army, --black-army and"
                        + " --army-seed mean nothing");
            }
            return rules;
        }
        if (fen != null && fen.strip().split("\\s+").length == 7) {
            if (given()) {
                throw new CommandFailure("the FEN names the armies already (its seventh field); leave out"
                        + " --white-army, --black-army and --army-seed");
            }
            return rules;
        }
        if (white != null && black != null && seed != null) {
            throw new CommandFailure("both armies are named, so --army-seed has nothing to choose");
        }
        // Both draws are made, White's first, even for a side that is named: a seed then picks
        // the same army for a side whether or not the other side is named.
        long used = seed != null ? seed : ThreadLocalRandom.current().nextLong(1L << 31);
        Random random = new Random(used);
        int size = rules.start().armies().armies().size();
        int[] drawn = {random.nextInt(size), random.nextInt(size)};
        String said = "chosen at random with --army-seed " + used;
        ArmySpelling spelling = new ArmySpelling(variant);
        int w = choose(spelling, white, "White", drawn[0], said, rules, err);
        int b = choose(spelling, black, "Black", drawn[1], said, rules, err);
        return rules.withArmies(w, b);
    }

    private static int choose(ArmySpelling spelling, String text, String side, int drawn, String said,
                              VariantRules rules, PrintWriter err) {
        int index;
        if (text == null) {
            index = drawn;
        } else {
            try {
                index = spelling.resolve(text);
            } catch (IllegalArgumentException e) {
                throw new CommandFailure(side + "'s army: " + e.getMessage());
            }
        }
        ArmyChoice army = rules.start().armies().armies().get(index);
        err.println(side + " army: " + (index + 1) + " " + army.code() + " " + army.betza()
                + (army.name().isEmpty() ? "" : " (" + army.name() + ")")
                + (text == null ? ", " + said : ""));
        err.flush();
        return index;
    }
}
