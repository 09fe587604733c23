package org.variantc.compiler.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Random;
import org.variantc.compiler.armies.ArmySpelling;
import org.variantc.compiler.check.Compilation;
import org.variantc.compiler.model.Variant;
import org.variantc.runtime.rules.ArmyChoice;
import org.variantc.runtime.rules.VariantRules;
import picocli.CommandLine.Option;

/** {@code --white-army} and {@code --black-army}, shared by the commands that play a position. */
final class ArmyOptions {
    @Option(names = "--white-army", paramLabel = "ARMY",
            description = "White's army, for a variant with army selection: its number or code from"
                    + " 'variantc armies', or its pieces' Betza strings in slot order joined by ','"
                    + " (RF,NW,BffNsbN,RNA); default: a random legal army")
    String white;

    @Option(names = "--black-army", paramLabel = "ARMY", description = "Black's army, as --white-army")
    String black;

    /**
     * The rules to play: for a variant with army selection, those of the chosen armies (named,
     * or drawn at random and said so on {@code err}); a FEN's own armies field wins, so both
     * may not be given.
     */
    VariantRules rules(Path file, PrintWriter err, String fen) {
        return rules(DefinitionFile.compile(file, err), file, err, fen);
    }

    /** As {@link #rules(Path, PrintWriter, String)}, for a definition the caller has compiled already. */
    VariantRules rules(Compilation compilation, Path file, PrintWriter err, String fen) {
        VariantRules rules = DefinitionFile.rules(compilation, file);
        Variant variant = compilation.variant().orElseThrow();
        if (variant.armies() == null) {
            if (white != null || black != null) {
                throw new CommandFailure(file + " has no army selection, so --white-army and --black-army mean nothing");
            }
            return rules;
        }
        if (fen != null && fen.strip().split("\\s+").length == 7) {
            if (white != null || black != null) {
                throw new CommandFailure("the FEN names the armies already (its seventh field); leave out"
                        + " --white-army and --black-army");
            }
            return rules;
        }
        ArmySpelling spelling = new ArmySpelling(variant);
        int w = choose(spelling, white, "White", rules, err);
        int b = choose(spelling, black, "Black", rules, err);
        return rules.withArmies(w, b);
    }

    private static int choose(ArmySpelling spelling, String text, String side, VariantRules rules, PrintWriter err) {
        int index;
        if (text == null) {
            index = new Random().nextInt(rules.armies().armies().size());
        } else {
            try {
                index = spelling.resolve(text);
            } catch (IllegalArgumentException e) {
                throw new CommandFailure(side + "'s army: " + e.getMessage());
            }
        }
        ArmyChoice army = rules.armies().armies().get(index);
        err.println(side + " army: " + (index + 1) + " " + army.code() + " " + army.betza()
                + (army.name().isEmpty() ? "" : " (" + army.name() + ")")
                + (text == null ? ", chosen at random" : ""));
        err.flush();
        return index;
    }
}
