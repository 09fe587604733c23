package org.variantc.compiler.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.protocol.Game;
import org.variantc.runtime.position.Position;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code variantc moves FILE [--fen F]}. */
@Command(name = "moves", mixinStandardHelpOptions = true, version = Main.VERSION,
        description = {"Prints the legal moves of a position, one per line, in coordinate notation (e2e4, e7e8q, P@e4).",
                "On a finished game it prints no move, says on standard error who won and why, and exits with "
                        + "status 3."})
final class MovesCommand implements Callable<Integer> {
    /** Exit status for a position where the game is over: no moves, and not an error in the input. */
    static final int GAME_OVER = 3;

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
        GameStatus status = GameStatus.of(position);
        if (status.isOver()) {
            PrintWriter err = spec.commandLine().getErr();
            err.println("variantc: no moves: the game is over, " + outcome(status) + " (" + Game.pgnResult(status) + "): "
                    + Game.reason(status));
            return GAME_OVER;
        }
        MoveNotation.legal(position).forEach(out::println);
        return 0;
    }

    private static String outcome(GameStatus status) {
        return switch (status.result()) {
            case WHITE_WINS -> "White wins";
            case BLACK_WINS -> "Black wins";
            default -> "a draw";
        };
    }
}
