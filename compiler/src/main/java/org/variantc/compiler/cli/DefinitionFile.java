package org.variantc.compiler.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.rules.VariantRules;

/** Loads a definition for a command: compiled, or its diagnostics printed and the command stopped. */
final class DefinitionFile {
    private DefinitionFile() {
    }

    static Compilation compile(Path file, PrintWriter err) {
        Compilation compilation;
        try {
            compilation = VariantCompiler.compile(file);
        } catch (NoSuchFileException e) {
            throw new CommandFailure("cannot read " + file + ": no such file");
        } catch (IOException e) {
            throw new CommandFailure("cannot read " + file + ": " + e.getMessage());
        }
        if (!compilation.succeeded()) {
            err.println(compilation.report());
            int n = compilation.diagnostics().size();
            throw new CommandFailure(file + ": " + n + " error" + (n == 1 ? "" : "s"));
        }
        return compilation;
    }

    /** The runtime tables; a failure here is a bug behind the checker, reported as such. */
    static VariantRules rules(Path file, PrintWriter err) {
        return rules(compile(file, err), file);
    }

    /** The runtime tables of a compilation that succeeded. */
    static VariantRules rules(Compilation compilation, Path file) {
        try {
            return compilation.rules();
        } catch (RuntimeException e) {
            throw new CommandFailure("cannot build the rule tables of " + file + ": " + e.getMessage());
        }
    }
}
