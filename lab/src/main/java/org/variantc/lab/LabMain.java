package org.variantc.lab;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code variantc lab}: self-play measurements run as Spark jobs (the launcher forwards {@code lab ...} here). */
@Command(name = "variantc lab", mixinStandardHelpOptions = true, version = "variantc lab 0.1.0-SNAPSHOT",
        description = "Measures piece values and army strengths by self-play, as Apache Spark jobs.",
        subcommands = {ValuesCommand.class, ArmiesCommand.class, CommandLine.HelpCommand.class})
public final class LabMain implements Runnable {
    static final int BAD_INPUT = 1;
    static final int BAD_USAGE = 2;
    static final int INTERNAL = 70;

    @Spec
    private CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "missing command: values or armies");
    }

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(System.out, true);
        PrintWriter err = new PrintWriter(System.err, true);
        System.exit(run(out, err, args));
    }

    /** Runs one command line; what it prints goes to {@code out} and {@code err}. */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        CommandLine line = new CommandLine(new LabMain());
        line.setOut(out);
        line.setErr(err);
        line.setParameterExceptionHandler((e, arguments) -> {
            err.println("variantc lab: " + e.getMessage());
            err.println("Try '" + e.getCommandLine().getCommandSpec().qualifiedName() + " --help' for more information.");
            err.flush();
            return BAD_USAGE;
        });
        line.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
            if (e instanceof LabFailure) {
                err.println("variantc lab: " + e.getMessage());
                err.flush();
                return BAD_INPUT;
            }
            err.println("variantc lab: internal error: " + e);
            err.flush();
            return INTERNAL;
        });
        int status = line.execute(args);
        out.flush();
        err.flush();
        return status;
    }
}
