package org.variantc.compiler.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.variantc.compiler.pipeline.Compilation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code variantc html FILE [-o OUT] [--format page|idiagram]}. */
@Command(name = "html", mixinStandardHelpOptions = true, version = Main.VERSION,
        description = {"Writes one self-contained HTML page that plays the variant in a browser, offline: board, "
                + "piece legend with move diagrams, rules, and a computer opponent.",
                "With --format idiagram, the configuration block of H.G. Muller's Interactive Diagram instead, "
                + "or the features it cannot express."})
final class HtmlCommand implements Callable<Integer> {
    enum Format { page, idiagram }

    @Parameters(paramLabel = "FILE", description = "the definition")
    private Path file;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT", description = "where to write ('-' or none: standard output)")
    private Path output;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "page",
            description = "page (default) or idiagram")
    private Format format;

    @Option(names = "--lab", paramLabel = "DIR",
            description = "show the piece values a 'variantc lab values' run measured (its -o directory, or its values.csv)")
    private Path lab;

    @Option(names = "--lossy", description = "idiagram: write the block even when a rule is not stated, listing it")
    private boolean lossy;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        Compilation compilation = DefinitionFile.compile(file, err);
        String text;
        if (format == Format.idiagram) {
            text = ExportCommand.diagramBlock(compilation, file, lossy, err);
        } else {
            text = DefinitionPage.render(compilation, file, lab);
        }
        if (output == null || output.toString().equals("-")) {
            spec.commandLine().getOut().print(text);
            return 0;
        }
        OutputFile.write(output, text, OutputFile.inputs(file, compilation));
        spec.commandLine().getOut().println("wrote " + output);
        return 0;
    }
}
