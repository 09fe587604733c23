package org.variantc.lab;

import java.io.PrintWriter;
import org.variantc.compiler.cli.Invocation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/** {@code variantc lab}: self-play measurements run as Spark jobs (the launcher forwards {@code lab ...} here). */
@Command(name = "variantc lab", mixinStandardHelpOptions = true, version = "variantc lab 0.1.0-SNAPSHOT",
        resourceBundle = "org.variantc.lab.LabHelp", // the help of options its commands word each their own way
        description = "Measures piece values and army strengths, and tunes and compares evaluation weights, by self-play, as Apache Spark jobs.",
        subcommands = {ValuesCommand.class, ArmiesCommand.class, PowerCommand.class, DuelCommand.class, TuneCommand.class, TexelCommand.class,
                CommandLine.HelpCommand.class})
public final class LabMain implements Runnable {
    @Spec
    private CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "missing command: values, armies, power, duel, tune or texel");
    }

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(System.out, true);
        PrintWriter err = new PrintWriter(System.err, true);
        System.exit(run(out, err, args));
    }

    /** Runs one command line; what it prints goes to {@code out} and {@code err}. */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        return Invocation.run(new LabMain(), "variantc lab", out, err, args);
    }
}
