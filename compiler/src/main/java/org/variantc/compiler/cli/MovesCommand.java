package org.variantc.compiler.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code variantc moves FILE [--fen F]}. */
@Command(name = "moves", mixinStandardHelpOptions = true, version = Main.VERSION,
        description = "Prints the legal moves of a position, one per line, in coordinate notation (e2e4, e7e8q, P@e4).")
final class MovesCommand implements Callable<Integer> {
    @Mixin
    private PlayedDefinition definition;

    @Option(names = "--fen", paramLabel = "FEN", description = "the position; default: the start position")
    private String fen;


    @Mixin
    private EngineChoice engineChoice;

    @ParentCommand
    private Main main;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        EnginePosition position = engineChoice.engine(main.engine())
                .position(definition.rules(spec.commandLine().getErr(), fen), fen);
        position.legalMoves().forEach(out::println);
        return 0;
    }
}
