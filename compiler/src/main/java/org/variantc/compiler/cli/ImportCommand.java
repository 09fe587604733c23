package org.variantc.compiler.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.variantc.compiler.diagnostics.Diagnostic;
import org.variantc.compiler.diagnostics.SourceFile;
import org.variantc.compiler.imports.ImportProblem;
import org.variantc.compiler.imports.ImportedGame;
import org.variantc.compiler.imports.Imports;
import org.variantc.runtime.protocol.WholeFile;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code variantc import FILE [--section NAME] [-o DIR] [--lossy]}. */
@Command(name = "import", mixinStandardHelpOptions = true, version = Main.VERSION,
        description = {"Writes a definition for each game of a Fairy-Stockfish variants.ini, or of each "
                + "Interactive Diagram block of an HTML page or text file.",
                "What cannot be carried over is reported at its line; such a game is not written unless --lossy."})
final class ImportCommand implements Callable<Integer> {
    /** Larger than any variants.ini or diagram page; keeps /dev/zero from filling memory. */
    private static final int MAX_BYTES = 4 << 20;

    @Parameters(paramLabel = "FILE", description = "a variants.ini, or an HTML page or text holding diagram blocks")
    private Path file;

    @Option(names = "--section", paramLabel = "NAME", description = "only this ini section or diagram game")
    private String section;

    @Option(names = "-o", paramLabel = "DIR", description = "where to write NAME.variant (default: the current directory)")
    private Path dir = Path.of(".");

    @Option(names = "--lossy", description = "write a game even when a rule is left out, listing it in the header")
    private boolean lossy;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        String text;
        try {
            text = WholeFile.read(file, MAX_BYTES);
        } catch (NoSuchFileException e) {
            throw new CommandFailure("cannot read " + file + ": no such file");
        } catch (IOException e) {
            throw new CommandFailure("cannot read " + file + ": " + OutputFile.reason(e));
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        SourceFile source = new SourceFile(file.toString(), text);
        Imports imported = Imports.read(file.toString(), text, section, lossy);
        imported.errors().forEach(p -> err.println(format(p, source)));
        if (!imported.errors().isEmpty()) {
            throw new CommandFailure(file + ": " + count(imported.errors().size(), "error") + "; nothing written");
        }
        if (imported.games().isEmpty()) {
            throw new CommandFailure(section == null ? file + " holds no game"
                    : file + " has no section or game named '" + section + "'");
        }
        int refused = 0;
        for (ImportedGame game : imported.games()) {
            game.lost().forEach(p -> err.println(format(p, source)));
            if (game.refused()) {
                refused++;
                err.println("variantc: " + game.name() + ": not written (" + count(game.lost().size(), "rule")
                        + " not carried over; --lossy writes it anyway)");
                continue;
            }
            Path target = dir.resolve(game.name() + ".variant");
            OutputFile.write(target, game.text(), List.of(file));
            out.println("wrote " + target + (game.lost().isEmpty() ? "" : " (lossy: " + game.lost().size() + " left out)"));
        }
        out.println(imported.games().size() - refused + " written, " + refused + " refused");
        return refused == 0 ? 0 : Main.BAD_INPUT;
    }

    private static String format(ImportProblem problem, SourceFile source) {
        return new Diagnostic(problem.span(), problem.message()).format(source);
    }

    private static String count(int n, String what) {
        return n + " " + what + (n == 1 ? "" : "s");
    }

}
