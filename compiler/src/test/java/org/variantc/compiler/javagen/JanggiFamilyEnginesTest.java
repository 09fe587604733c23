package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.variantc.compiler.fairy.FairyReference;
import org.variantc.runtime.Perft;

/**
 * Janggi's four games ({@code definitions/fairy-stockfish/janggi*.variant}) count what
 * Fairy-Stockfish counts, on the table engine and on each game's generated engine, from the
 * start (to depth 3) and from the four random midgames of {@code reference/fairy-stockfish/perft.tsv}
 * (Debian's Fairy-Stockfish 11.1 LB 64, UCI {@code go perft N}, collected by
 * {@code tools/fairy-reference/collect.py}); the generated engine makes the table engine's moves
 * at every node of the start tree to depth 3, and along random games.
 *
 * <p>Passes, bikjang, the palace diagonals and the Cannon's limits all show in these counts: the
 * start's perft(3) is 33,000 with bikjang (janggi, janggitraditional) and 33,316 without
 * (janggimodern, janggicasual), and a pass answered by a pass ends the game (the 992 leaves below
 * e2e2 at depth 3 are 31 × 32: Black's pass leads to a finished game).
 */
class JanggiFamilyEnginesTest {
    private static final List<String> GAMES = List.of("janggi", "janggitraditional", "janggimodern", "janggicasual");

    private static final FamilyEngines ENGINES = FamilyEngines.fairyStockfish("org.variantc.generated.fs");

    @TempDir
    static Path dir;

    static Stream<Arguments> fairyStockfishCounts() {
        return FairyReference.rows(GAMES.toArray(new String[0]));
    }

    @ParameterizedTest(name = "{0} {1} depth {2}")
    @MethodSource("fairyStockfishCounts")
    void bothEnginesCountWhatFairyStockfishCounts(String game, String fen, int depth, long expected) throws Exception {
        assertEquals(expected, Perft.perft(ENGINES.table(game, fen), depth), "table engine");
        assertEquals(expected, Perft.perft(ENGINES.generated(game, fen, dir), depth), "generated engine");
    }

    @ParameterizedTest
    @ValueSource(strings = {"janggi", "janggitraditional", "janggimodern", "janggicasual"})
    void generatedMakesTheTableEnginesMovesAtEveryNodeToDepth3(String game) throws Exception {
        long leaves = ENGINES.startTreeInLockstep(game, dir, 3);
        assertEquals(Perft.perft(ENGINES.table(game, null), 3), leaves);
        assertTrue(leaves > 0);
    }

    /** Random games to 200 plies: passes, palace diagonals, Cannons meeting Cannons, on both engines alike. */
    @ParameterizedTest
    @ValueSource(strings = {"janggi", "janggimodern"})
    void randomGamesAgreeAtEveryPly(String game) throws Exception {
        int plies = ENGINES.randomGames(game, dir, 6, 200, new Random(20_261_123L ^ game.hashCode()), FamilyEngines.PlyCheck.NONE).plies();
        assertTrue(plies > 100, game + ": only " + plies + " plies played");
    }
}
