package org.variantc.compiler.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.variantc.compiler.exports.FsfIni;
import org.variantc.compiler.html.InteractiveDiagram;
import org.variantc.compiler.pipeline.Compilation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code variantc export FILE --format fsf-ini|idiagram [--section NAME] [--lossy] [-o OUT]}. */
@Command(name = "export", mixinStandardHelpOptions = true, version = Main.VERSION,
        description = {"Writes the game for another program: a Fairy-Stockfish variants.ini section (fsf-ini), "
                + "for Fairy-Stockfish and pychess, or H.G. Muller's Interactive Diagram block (idiagram).",
                "A rule the format cannot state refuses the export, naming it; with --lossy the section or block "
                        + "is written and its comment lists what it leaves out."})
final class ExportCommand implements Callable<Integer> {
    enum Format {
        FSF_INI("fsf-ini"), IDIAGRAM("idiagram");

        private final String word;

        Format(String word) {
            this.word = word;
        }

        @Override
        public String toString() {
            return word;
        }
    }

    @Parameters(paramLabel = "FILE", description = "the definition")
    private Path file;

    @Option(names = "--format", paramLabel = "FORMAT", required = true, converter = FormatWord.class,
            description = "fsf-ini or idiagram")
    private Format format;

    @Option(names = "--section", paramLabel = "NAME",
            description = "fsf-ini: the section's name (default: the game's name, lower case letters and digits)")
    private String section;

    @Option(names = "--lossy", description = "write the section or block even when a rule is not stated, listing it")
    private boolean lossy;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT", description = "where to write ('-' or none: standard output)")
    private Path output;

    @Spec
    private CommandSpec spec;

    /** Reads fsf-ini and idiagram as the format's words. */
    static final class FormatWord implements picocli.CommandLine.ITypeConverter<Format> {
        @Override
        public Format convert(String value) {
            for (Format f : Format.values()) {
                if (f.word.equals(value)) {
                    return f;
                }
            }
            throw new picocli.CommandLine.TypeConversionException("expected fsf-ini or idiagram, not '" + value + "'");
        }
    }

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        Compilation compilation = DefinitionFile.compile(file, err);
        if (section != null && !section.matches("[A-Za-z0-9_+.-]+")) {
            throw new CommandFailure("--section '" + section + "': a section name is letters, digits and _ + . -");
        }
        String text = switch (format) {
            case FSF_INI -> ini(compilation, err);
            case IDIAGRAM -> diagram(compilation, err);
        };
        if (output == null || output.toString().equals("-")) {
            spec.commandLine().getOut().print(text);
            return 0;
        }
        OutputFile.write(output, text, OutputFile.inputs(file, compilation));
        spec.commandLine().getOut().println("wrote " + output);
        return 0;
    }

    private String ini(Compilation compilation, PrintWriter err) {
        FsfIni.Export export = FsfIni.of(compilation.variant().orElseThrow(), section, lossy);
        if (export instanceof FsfIni.Refused refused) {
            throw new CommandFailure(file + ": Fairy-Stockfish's variants.ini cannot state "
                    + String.join("; ", refused.reasons()) + " (--lossy writes it anyway, listing them)");
        }
        FsfIni.Section written = (FsfIni.Section) export;
        written.dropped().forEach(d -> err.println("variantc: " + file + ": not stated (lossy): " + d));
        return written.text();
    }

    private String diagram(Compilation compilation, PrintWriter err) {
        return diagramBlock(compilation, file, lossy, err);
    }

    /** The block, as {@code html --format idiagram} writes it too: refused naming every rule it cannot state, unless lossy. */
    static String diagramBlock(Compilation compilation, Path file, boolean lossy, PrintWriter err) {
        InteractiveDiagram.Export export = InteractiveDiagram.of(compilation.variant().orElseThrow(),
                DefinitionFile.rules(compilation, file), lossy);
        if (export instanceof InteractiveDiagram.Unsupported unsupported) {
            throw new CommandFailure(file + ": the Interactive Diagram cannot state " + String.join("; ", unsupported.reasons())
                    + (lossy ? "" : " (--lossy writes it anyway, listing them)"));
        }
        InteractiveDiagram.Block block = (InteractiveDiagram.Block) export;
        block.lost().forEach(d -> err.println("variantc: " + file + ": not stated (lossy): " + d));
        return block.text();
    }
}
