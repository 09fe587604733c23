package org.variantc.compiler.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.VariantRules;
import org.variantc.runtime.search.PieceValues;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code variantc values FILE}: each piece's value as the engine estimates it from its moves. */
@Command(name = "values", mixinStandardHelpOptions = true, version = Main.VERSION,
        description = {"Prints each piece type's value in centipawns, as estimated from its move tables.",
                "Beside it, the piece's average weighted mobility, and the definition's own value where "
                    + "it gives one."})
final class ValuesCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", description = "the definition")
    private Path file;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        VariantRules rules = DefinitionFile.rules(file, spec.commandLine().getErr());
        PieceValues values = PieceValues.of(rules);
        out.println(String.format(Locale.ROOT, "%-4s %-20s %-24s %9s %8s %10s", "id", "piece", "betza", "mobility",
                "estimate", "definition"));
        for (int t = 0; t < rules.pieces().size(); t++) {
            PieceRules p = rules.pieces().get(t);
            String estimate = p.royal() ? "royal" : Integer.toString(values.estimate(t));
            String override = values.override(t) > 0 ? Integer.toString(values.override(t)) : "-";
            out.println(String.format(Locale.ROOT, "%-4s %-20s %-24s %9.2f %8s %10s", p.id(), p.name(), p.betza(),
                    values.averageMobility(t), estimate, override));
        }
        return 0;
    }
}
