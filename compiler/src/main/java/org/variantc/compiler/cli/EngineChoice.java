package org.variantc.compiler.cli;

import org.variantc.runtime.notation.Preparation;
import java.nio.file.Path;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.FenException;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.Rulebooks;
import org.variantc.runtime.rules.VariantRules;
import picocli.CommandLine.Option;

/** {@code --engine table|generated} and {@code --engine-jar JAR}, for the commands that play. */
final class EngineChoice {
    /** The engines a command can play with. */
    enum Kind { table, generated }

    @Option(names = "--engine", paramLabel = "ENGINE", defaultValue = "table",
            description = "table (interprets the rule tables) or generated (the variant compiled to Java); default: ${DEFAULT-VALUE}")
    private Kind kind = Kind.table;

    @Option(names = "--engine-jar", paramLabel = "JAR",
            description = "a generated engine made by 'compile --target java --jar'; implies --engine generated")
    private Path jar;

    /**
     * The rulebooks to play {@code played} with: with the generated engine asked for, that army
     * pair's is the generated one; any other pair a FEN names is played by the table engine.
     */
    Rulebooks rulebooks(VariantRules played) {
        if (kind == Kind.table && jar == null) {
            return Rulebooks.table();
        }
        GeneratedEngine generated = new GeneratedEngine(jar);
        // identity first: a record's equals, deep through the tables' records, costs a tenth of a second at start-up
        return new Rulebooks(rules -> rules == played || rules.equals(played) ? generated.rulebook(rules) : Preparation.table(rules));
    }

    /**
     * The position a FEN describes (the start position when it is null), played with the
     * engine asked for; a FEN that names other armies is played with that pair's engine.
     *
     * @throws CommandFailure when the FEN is not a position of this variant
     */
    Position position(VariantRules rules, String fen) {
        try {
            if (fen == null) {
                return rulebooks(rules).start(rules);
            }
            // A FEN may name other armies than the rules have: read it once to learn whose rules it needs.
            Position read = Fen.read(rules, fen);
            return kind == Kind.table && jar == null ? read : rulebooks(read.rules()).position(read.rules(), fen);
        } catch (FenException e) {
            throw new CommandFailure(e.getMessage());
        }
    }
}
