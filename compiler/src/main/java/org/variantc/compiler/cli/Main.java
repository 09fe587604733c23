package org.variantc.compiler.cli;

import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** The {@code variantc} command line: the only place that prints to a person. */
@Command(name = "variantc", mixinStandardHelpOptions = true, version = Main.VERSION,
        description = "Compiles chess-variant definitions and plays them.")
public final class Main implements Runnable {
    /** Every command, in the order help lists them. */
    private static final List<Class<?>> COMMANDS = List.of(CheckCommand.class, PerftCommand.class, MovesCommand.class,
            ArmiesCommand.class, HtmlCommand.class, ValuesCommand.class, UciCommand.class, XboardCommand.class,
            PlayCommand.class, MatchCommand.class, CompileCommand.class, BenchCommand.class, CacheCommand.class,
            LspCommand.class, ServeCommand.class, ImportCommand.class, ExportCommand.class, CommandLine.HelpCommand.class);

    static final String VERSION = "variantc 0.1.0-SNAPSHOT";
    static final int BAD_INPUT = Invocation.BAD_INPUT;
    static final int BAD_USAGE = Invocation.BAD_USAGE;
    static final int INTERNAL = Invocation.INTERNAL;

    @Spec
    private CommandSpec spec;

    @Override
    public void run() {
        // Every command, from the list above, so the line never falls behind it.
        List<String> names = List.copyOf(spec.subcommands().keySet());
        throw new CommandLine.ParameterException(spec.commandLine(), "missing command: "
                + String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1));
    }

    private static java.io.InputStream input = System.in;

    /** Where the interactive commands (uci, xboard, play) read from; tests give their script. */
    static java.io.InputStream input() {
        return input;
    }

    static void setInput(java.io.InputStream in) {
        input = in;
    }

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(System.out, true);
        PrintWriter err = new PrintWriter(System.err, true);
        System.exit(run(out, err, args));
    }

    /**
     * The commands to build picocli's model of: only the one named first when it is a command
     * (reading every command's options costs a tenth of a second or more at each start), else
     * all, for help, suggestions and the list of commands.
     */
    private static List<Class<?>> commands(String... args) {
        if (args.length > 0) {
            for (Class<?> command : COMMANDS) {
                Command annotation = command.getAnnotation(Command.class);
                if (annotation.name().equals(args[0]) && command != CommandLine.HelpCommand.class) {
                    return List.of(command);
                }
            }
        }
        return COMMANDS;
    }

    /** Runs one command line; everything it prints goes to {@code out} and {@code err}. */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        CommandLine line = new CommandLine(new Main());
        commands(args).forEach(line::addSubcommand);
        return Invocation.run(line, "variantc", out, err, args);
    }
}
