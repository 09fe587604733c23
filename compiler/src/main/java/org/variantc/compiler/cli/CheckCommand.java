package org.variantc.compiler.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.runtime.rules.VariantRules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code variantc check FILE}. */
@Command(name = "check", mixinStandardHelpOptions = true, version = Main.VERSION,
        description = {"Checks a variant definition and prints a summary of it.",
                "Errors are printed as file:line:column with the line and a caret; the exit status is then 1."})
final class CheckCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", description = "the definition, e.g. definitions/fide.variant")
    private Path file;

    @Mixin
    private ArmyOptions armies;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        Compilation compilation = DefinitionFile.compile(file, spec.commandLine().getErr());
        spec.commandLine().getOut().print(Summary.of(compilation.variant().orElseThrow()));
        if (compilation.variant().orElseThrow().start().armies() != null || armies.given()) {
            VariantRules rules = armies.rules(compilation, file, spec.commandLine().getErr(), null);
            spec.commandLine().getOut().println("start:    " + rules.startFen());
        }
        return 0;
    }
}
