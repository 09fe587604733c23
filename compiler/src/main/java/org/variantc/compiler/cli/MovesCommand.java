package org.variantc.compiler.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
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

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Position position = engineChoice.position(definition.rules(spec.commandLine().getErr(), fen), fen);
        MoveNotation.legal(position).forEach(out::println);
        return 0;
    }
}
