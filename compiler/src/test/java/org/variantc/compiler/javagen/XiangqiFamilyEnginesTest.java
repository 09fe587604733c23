package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.variantc.compiler.fairy.FairyReference;
import org.variantc.runtime.Perft;

/**
 * Xiangqi, Minixiangqi and Manchu ({@code definitions/fairy-stockfish/}) count what
 * Fairy-Stockfish counts, on the table engine and on each game's generated engine, from the
 * start and from the four random midgames of {@code reference/fairy-stockfish/perft.tsv}
 * (Debian's Fairy-Stockfish 11.1 LB 64, UCI {@code go perft N}; see that directory's README);
 * and the generated engine makes the table engine's moves at every node of the start tree.
 */
class XiangqiFamilyEnginesTest {
    private static final List<String> GAMES = List.of("xiangqi", "minixiangqi", "manchu");

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

    /**
     * The figure: perft(4) from Xiangqi's start, 3,290,248 before the flying general and
     * 3,290,240 with it. Fairy-Stockfish 11.1 LB 64 (Debian 11.1-1+b1), UCI
     * {@code setoption name UCI_Variant value xiangqi}, {@code position startpos},
     * {@code go perft 4}: 3290240 (measured 2026-11-23).
     */
    @Test
    void xiangqiPerft4IsFairyStockfishsOnBothEngines() throws Exception {
        assertEquals(3_290_240L, Perft.perft(ENGINES.table("xiangqi", null), 4));
        assertEquals(3_290_240L, Perft.perft(ENGINES.generated("xiangqi", null, dir), 4));
    }

    /** Random games to 200 plies: the Generals meet, palaces empty, Soldiers cross, on both engines alike. */
    @ParameterizedTest
    @ValueSource(strings = {"xiangqi", "minixiangqi", "manchu"})
    void randomGamesAgreeAtEveryPly(String game) throws Exception {
        int plies = ENGINES.randomGames(game, dir, 8, 200, new Random(20_261_123L ^ game.hashCode()), FamilyEngines.PlyCheck.NONE).plies();
        assertTrue(plies > 400, game + ": only " + plies + " plies played");
    }

    @ParameterizedTest
    @ValueSource(strings = {"xiangqi", "minixiangqi", "manchu"})
    void generatedMakesTheTableEnginesMovesAtEveryNodeToDepth3(String game) throws Exception {
        long leaves = ENGINES.startTreeInLockstep(game, dir, 3);
        assertEquals(Perft.perft(ENGINES.table(game, null), 3), leaves);
        assertTrue(leaves > 0);
    }
}
