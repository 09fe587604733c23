package org.variantc.compiler.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.runtime.rules.VariantRules;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/**
 * {@code FILE} and the army options: what the commands that play or count a position (perft,
 * moves, bench, play, match) all take, declared once.
 */
final class PlayedDefinition {
    @Parameters(paramLabel = "FILE", description = "the definition")
    private Path file;

    @Mixin
    private ArmyOptions armies;

    Path file() {
        return file;
    }

    /** The definition, compiled; its errors are reported on {@code err} and end the command. */
    Compilation compile(PrintWriter err) {
        return DefinitionFile.compile(file, err);
    }

    /** The rules to play, with the armies chosen (see {@link ArmyOptions#rules}). */
    VariantRules rules(PrintWriter err, String fen) {
        return armies.rules(file, err, fen);
    }

    /** As {@link #rules(PrintWriter, String)}, for a definition the caller has compiled already. */
    VariantRules rules(Compilation compilation, PrintWriter err, String fen) {
        return armies.rules(compilation, file, err, fen);
    }
}
