package org.variantc.lab;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** What both lab commands take: the definition, the effort, the seed, where to run and where to write. */
final class LabOptions {
    @Parameters(paramLabel = "FILE", description = "the definition")
    Path file;

    @Option(names = "--nodes", paramLabel = "N", description = "positions searched per move (default: ${DEFAULT-VALUE})")
    long nodes = 20_000;

    @Option(names = "--seed", paramLabel = "S", description = "seed of the openings (default: ${DEFAULT-VALUE})")
    long seed = 1;

    @Option(names = "--random-plies", paramLabel = "N",
            description = "random moves opening each pair but the first, which plays the start position (default: ${DEFAULT-VALUE})")
    int randomPlies = 4;

    @Option(names = "--max-plies", paramLabel = "N", description = "a game this long is drawn (default: ${DEFAULT-VALUE})")
    int maxPlies = 300;

    @Option(names = "--master", paramLabel = "URL",
            description = "Spark master, e.g. local[2] or spark://host:7077 (default: spark-submit's, else local[*])")
    String master;

    @Option(names = {"-o", "--output"}, paramLabel = "DIR", description = "where the result file and report go (default: ${DEFAULT-VALUE})")
    Path output = Path.of("lab");

    void check() {
        if (nodes < 1 || randomPlies < 0 || maxPlies < 1) {
            throw new LabFailure("--nodes and --max-plies must be positive, --random-plies not negative");
        }
    }

    /** The definition compiled; its errors are printed and end the command. */
    Compilation compile(PrintWriter err) {
        Compilation compilation;
        try {
            compilation = VariantCompiler.compile(file);
        } catch (NoSuchFileException e) {
            throw new LabFailure("cannot read " + file + ": no such file");
        } catch (IOException e) {
            throw new LabFailure("cannot read " + file + ": " + e.getMessage());
        }
        if (!compilation.succeeded()) {
            err.println(compilation.report());
            throw new LabFailure(file + ": " + compilation.diagnostics().size() + " error(s)");
        }
        return compilation;
    }

    /** The settings a result file must have been written with to be continued. */
    String settings(String command, String variant) {
        return "variantc lab " + command + " variant=" + variant + " nodes=" + nodes + " seed=" + seed
                + " random-plies=" + randomPlies + " max-plies=" + maxPlies;
    }
}
