package org.variantc.compiler.cli;

import java.nio.file.Path;
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

    /** The generated rulebooks installed, kept here as long as the command runs. */
    private final java.util.List<org.variantc.runtime.Rulebook> installed = new java.util.ArrayList<>();

    /**
     * For the commands that make positions of {@code rules} themselves (play, match, the
     * protocols): with the generated engine asked for, makes it the one every position of these
     * rules plays with. A FEN that names other armies is played by the table engine.
     */
    VariantRules install(VariantRules rules) {
        if (kind == Kind.generated || jar != null) {
            org.variantc.runtime.Rulebook book = new GeneratedEngine(jar).rulebook(rules);
            org.variantc.runtime.Rulebook.install(book);
            installed.add(book);
        }
        return rules;
    }

    /** The engine asked for; {@code table} is the one the command line was started with. */
    Engine engine(Engine table) {
        return kind == Kind.generated || jar != null ? new GeneratedEngine(jar) : table;
    }
}
