package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.compiler.games.RepetitionLines;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.Rulebooks;
import org.variantc.runtime.protocol.Game;

/**
 * A game's generated engine ends the hand-built repetition games of {@link RepetitionLines} as the
 * table engine does, with the same status after every move (Shogi, Minishogi, Xiangqi and
 * Janggi: each generated once; Tori Shogi and casual Janggi share their scoring with these).
 */
class RepetitionEnginesTest {
    private static final List<String> GAMES = List.of("shogi", "minishogi", "xiangqi", "janggi");
    private static final FamilyEngines ENGINES = new FamilyEngines("org.variantc.generated.rep",
            game -> "fairy-stockfish/" + game + ".variant");

    @TempDir
    static Path dir;

    static Stream<RepetitionLines> lines() {
        return RepetitionLines.ALL.stream().filter(l -> GAMES.contains(game(l)));
    }

    private static String game(RepetitionLines line) {
        return line.game().substring("fairy-stockfish/".length(), line.game().length() - ".variant".length());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lines")
    void theGeneratedEngineEndsTheGameAsTheTableEngine(RepetitionLines line) throws Exception {
        Rulebook book = ENGINES.generated(game(line), dir);
        Game generated = new Game(new Rulebooks(r -> book), ENGINES.rules(game(line)));
        Game table = new Game(Rulebooks.table(), ENGINES.rules(game(line)));
        generated.load(line.fen());
        table.load(line.fen());
        for (String move : line.moves()) {
            generated.play(move);
            table.play(move);
            GameStatus status = table.status();
            assertEquals(status, generated.status(), line + " after " + move);
        }
        assertEquals(line.ending(), generated.status());
    }
}
