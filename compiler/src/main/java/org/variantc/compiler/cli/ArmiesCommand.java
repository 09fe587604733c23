package org.variantc.compiler.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.model.ArmySlot;
import org.variantc.compiler.model.Variant;
import org.variantc.runtime.rules.ArmyChoice;
import org.variantc.runtime.rules.VariantRules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code variantc armies FILE}. */
@Command(name = "armies", mixinStandardHelpOptions = true, version = Main.VERSION,
        description = {"Prints the legal armies of a variant with army selection.",
                "First how many there are, then one line per army: its number and code (either can be "
                    + "given to --white-army and --black-army) and its pieces' Betza strings in slot order."})
final class ArmiesCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", description = "the definition, e.g. definitions/augmented-chess.variant")
    private Path file;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        Compilation compilation = DefinitionFile.compile(file, err);
        Variant variant = compilation.variant().orElseThrow();
        if (variant.start().armies() == null) {
            throw new CommandFailure(file + " has no army selection (no armies block)");
        }
        VariantRules rules = DefinitionFile.rules(compilation, file);
        List<ArmyChoice> armies = rules.start().armies().armies();
        PrintWriter out = spec.commandLine().getOut();
        out.println(armies.size() + " legal armies (slots: "
                + String.join(", ", variant.start().armies().slots().stream().map(ArmySlot::name).toList()) + ")");
        int codeWidth = armies.stream().mapToInt(a -> a.code().length()).max().orElse(0);
        int numberWidth = Integer.toString(armies.size()).length();
        for (int i = 0; i < armies.size(); i++) {
            ArmyChoice a = armies.get(i);
            out.println(String.format("%" + numberWidth + "d  %-" + codeWidth + "s  %s%s", i + 1, a.code(), a.betza(),
                    a.name().isEmpty() ? "" : "  " + a.name()));
        }
        return 0;
    }
}
