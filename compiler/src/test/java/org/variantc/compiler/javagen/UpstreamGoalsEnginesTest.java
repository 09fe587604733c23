package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.compiler.fairy.FairyReference;
import org.variantc.runtime.Perft;

/**
 * The two games whose goal counts in a manner (definitions/fairy-stockfish: jesonmor, a Knight
 * that holds e5 through the other's move; dobutsu, a Lion on the far rank only where it is safe)
 * against upstream Fairy-Stockfish's perft counts, on the table engine and on each game's
 * generated engine, and the two engines in lockstep.
 *
 * <p>Provenance of every count: {@code compiler/src/test/resources/reference/fairy-stockfish-upstream/goals.tsv},
 * computed with upstream Fairy-Stockfish at commit c19b5f6c (built from /work/ref/fsf/src with
 * {@code largeboards=yes all=yes}) over UCI ({@code setoption name UCI_Variant value V},
 * {@code position fen F}, {@code go perft N}, one thread) by {@code tools/fairy-reference/collect.py}
 * (FAIRY_STOCKFISH pointing at that build; seed 20261123): the start and four midgames from
 * random play per game.
 */
class UpstreamGoalsEnginesTest {
    static final List<String> GAMES = List.of("jesonmor", "dobutsu");
    private static final List<String> FILES = List.of("fairy-stockfish-upstream/goals.tsv");
    private static final FamilyEngines ENGINES = FamilyEngines.fairyStockfish("org.variantc.generated.fsgoal");

    @TempDir
    static Path dir;

    /** Every reference row of the games: game, FEN, depth, Fairy-Stockfish's count. */
    static Stream<Arguments> rows() {
        return FairyReference.rowsIn(FILES, GAMES);
    }

    private static List<String> fens(String game) {
        return FairyReference.fens(FILES, game);
    }

    static Stream<String> games() {
        return GAMES.stream();
    }

    @Test
    void everyGameHasItsStartAndFourMidgames() {
        for (String game : GAMES) {
            assertEquals(5, fens(game).size(), game);
        }
    }

    @ParameterizedTest(name = "{0} {1} depth {2}")
    @MethodSource("rows")
    void bothEnginesCountWhatFairyStockfishCounts(String game, String fen, int depth, long fs) throws Exception {
        assertEquals(fs, Perft.perft(ENGINES.table(game, fen), depth), "table engine");
        assertEquals(fs, Perft.perft(ENGINES.generated(game, fen, dir), depth), "generated engine");
    }

    /** Generated = table at every node to depth 3, from the start and from the first two midgames. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void generatedAndTableEnginesAgreeAtEveryNode(String game) throws Exception {
        for (String fen : fens(game).subList(0, 3)) {
            long leaves = ENGINES.lockstep(game, fen, dir, 3);
            assertEquals(Perft.perft(ENGINES.table(game, fen), 3), leaves, fen);
            assertTrue(leaves > 0, fen);
        }
    }
}
