package org.variantc.lab;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import org.variantc.compiler.armies.ArmySpelling;
import org.variantc.compiler.cli.CommandFailure;
import org.variantc.compiler.model.Variant;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.rules.VariantRules;
import org.variantc.runtime.search.EvalWeights;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * What every lab command takes: the definition, the effort, the seed, where to run and where to
 * write; and the command line's output and error writers.
 */
final class LabOptions {
    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

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

    /** The command line's output (a test's writer, or standard output). */
    PrintWriter out() {
        return command.commandLine().getOut();
    }

    /** The command line's error writer. */
    PrintWriter err() {
        return command.commandLine().getErr();
    }

    private void check() {
        if (nodes < 1 || randomPlies < 0 || maxPlies < 1) {
            throw new CommandFailure("--nodes and --max-plies must be positive, --random-plies not negative");
        }
    }

    /** The definition compiled, once the options are checked; its errors are printed and end the command. */
    Compilation compile() {
        check();
        Compilation compilation;
        try {
            compilation = VariantCompiler.compile(file);
        } catch (NoSuchFileException e) {
            throw new CommandFailure("cannot read " + file + ": no such file");
        } catch (IOException e) {
            throw new CommandFailure("cannot read " + file + ": " + e.getMessage());
        }
        if (!compilation.succeeded()) {
            err().println(compilation.report());
            throw new CommandFailure(file + ": " + compilation.diagnostics().size() + " error(s)");
        }
        return compilation;
    }

    /** The settings a result file must have been written with to be continued; {@code more}: the command's own ("" if none). */
    String settings(String command, String variant, String more) {
        return "variantc lab " + command + " variant=" + variant + " nodes=" + nodes + " seed=" + seed
                + " random-plies=" + randomPlies + " max-plies=" + maxPlies + more;
    }

    /** An army's number from its number or code in {@code variantc armies}; {@code option} names it in a complaint. */
    static int army(Variant variant, String option, String spelling) {
        try {
            return new ArmySpelling(variant).resolve(spelling);
        } catch (IllegalArgumentException e) {
            throw new CommandFailure(option + ": " + e.getMessage());
        }
    }

    /**
     * Plays what {@code schedule} holds and the result file does not yet (in DIR/games.csv),
     * and gives every result in schedule order.
     */
    List<PairResult> play(String settings, VariantRules rules, List<GamePair> schedule) throws IOException {
        return play(settings, rules, schedule, null, null);
    }

    /** {@link #play} with the first and second sides' evaluation weights (null: the defaults). */
    List<PairResult> play(String settings, VariantRules rules, List<GamePair> schedule, EvalWeights first,
                          EvalWeights second) throws IOException {
        LabRun run = new LabRun(master, output.resolve("games.csv"), settings);
        return run.run(schedule, new PairPlay(rules, nodes, randomPlies, maxPlies, first, second), err());
    }

    /** The table on the terminal, and the report with {@code sections} (HTML) in DIR/report.html. */
    void publish(PrintWriter out, String title, String table, String... sections) throws IOException {
        out.println(title);
        out.print(table);
        Report.write(output.resolve("report.html"), title, sections);
        out.println("wrote " + output.resolve("games.csv") + " and " + output.resolve("report.html"));
    }
}
