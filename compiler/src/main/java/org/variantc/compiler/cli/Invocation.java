package org.variantc.compiler.cli;

import java.io.PrintWriter;
import picocli.CommandLine;

/**
 * One command line run, with what the project's command lines do when it goes wrong: a wrong
 * command line is told with a hint to {@code --help} (status 2), a {@link CommandFailure} in one
 * line (status 1), anything else as an internal error in one line (status 70), never a stack
 * trace. Both {@code variantc} and {@code variantc lab} run through here.
 */
public final class Invocation {
    /** Exit status for a definition or input that is wrong. */
    public static final int BAD_INPUT = 1;
    /** Exit status for a command line that is wrong. */
    public static final int BAD_USAGE = 2;
    /** Exit status for a failure that is ours, not the user's. */
    public static final int INTERNAL = 70;

    private Invocation() {
    }

    /**
     * Runs {@code args} on {@code command} (a picocli command object); what it prints goes to
     * {@code out} and {@code err}, each message begun with {@code name}.
     */
    public static int run(Object command, String name, PrintWriter out, PrintWriter err, String... args) {
        return run(new CommandLine(command), name, out, err, args);
    }

    /** Runs {@code args} on a command line already built (its subcommands chosen by the caller). */
    public static int run(CommandLine line, String name, PrintWriter out, PrintWriter err, String... args) {
        line.setOut(out);
        line.setErr(err);
        line.setParameterExceptionHandler((e, arguments) -> {
            err.println(name + ": " + e.getMessage());
            if (e instanceof CommandLine.UnmatchedArgumentException unmatched) {
                CommandLine.UnmatchedArgumentException.printSuggestions(unmatched, err);
            }
            String qualified = e.getCommandLine().getCommandSpec().qualifiedName();
            err.println("Try '" + qualified + " --help' for more information.");
            err.flush();
            return BAD_USAGE;
        });
        line.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
            if (e instanceof CommandFailure) {
                err.println(name + ": " + e.getMessage());
                err.flush();
                return BAD_INPUT;
            }
            err.println(name + ": internal error: " + e);
            err.flush();
            return INTERNAL;
        });
        int status = line.execute(args);
        out.flush();
        err.flush();
        return status;
    }
}
