package org.variantc.compiler.cli;

import java.nio.file.Path;
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

    /** The engine asked for; {@code table} is the one the command line was started with. */
    Engine engine(Engine table) {
        return kind == Kind.generated || jar != null ? new GeneratedEngine(jar) : table;
    }
}
