package org.variantc.compiler.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.runtime.protocol.StartChoice;
import org.variantc.runtime.protocol.TerminalGame;
import org.variantc.runtime.search.Limits;
import org.variantc.runtime.rules.VariantRules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import org.variantc.runtime.Rulebooks;

/** {@code variantc play FILE}: a game against the engine in the terminal. */
@Command(name = "play", mixinStandardHelpOptions = true, version = Main.VERSION,
        description = "Plays a game against the engine in the terminal; type 'help' at the prompt.")
final class PlayCommand implements Callable<Integer> {
    @Mixin
    private PlayedDefinition definition;

    @Option(names = "--side", paramLabel = "white|black", description = "your side (default: white)")
    private String side = "white";

    @Option(names = "--movetime", paramLabel = "MS", description = "the engine's time per move (default: 1000)")
    private long moveTime = 1000;

    @Option(names = "--depth", paramLabel = "N", description = "a fixed search depth instead of a time")
    private int depth;


    @Option(names = "--start", paramLabel = "N|random|setup",
            description = "for a shuffled start (Chess960): the array to play, by number (518 is FIDE's"
                    + " in Chess960) or 'random', drawn anew for each new game ('random SEED': the same draws every"
                    + " run); default: the setup")
    private String start;

    @Mixin
    private EngineChoice engineChoice;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        if (!side.equals("white") && !side.equals("black")) {
            throw new CommandFailure("--side must be white or black, not '" + side + "'");
        }
        if (moveTime < 1 || depth < 0 || depth > 60) {
            throw new CommandFailure("--movetime must be positive and --depth 1 to 60");
        }
        Limits limits = depth > 0 ? Limits.depth(depth) : Limits.moveTime(moveTime);
        Compilation compilation = definition.compile(spec.commandLine().getErr());
        VariantRules rules = definition.rules(compilation, spec.commandLine().getErr(), null);
        Rulebooks books = engineChoice.rulebooks(rules);
        TerminalGame game = new TerminalGame(books, rules,
                spec.commandLine().getOut(), side.equals("white") ? 0 : 1, limits);
        if (start != null) {
            try {
                game.startFrom(StartChoice.parse(start, books.of(rules)));
            } catch (IllegalArgumentException e) {
                throw new CommandFailure("--start: " + e.getMessage());
            }
        }
        game.keepInputs(OutputFile.inputs(definition.file(), compilation));
        game.describePieces(PieceLegend.of(compilation.variant().orElseThrow()));
        game.run(new BufferedReader(new InputStreamReader(Main.input(), StandardCharsets.UTF_8)));
        return 0;
    }
}
