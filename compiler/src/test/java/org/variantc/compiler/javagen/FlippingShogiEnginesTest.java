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
 * The small Shogi games of Fairy-Stockfish whose men turn over (definitions/fairy-stockfish:
 * kyotoshogi, every move flips; micro, every capture flips, on 4 x 5) against
 * Fairy-Stockfish's perft counts, on the table engine and on each game's generated engine, and
 * the two engines in lockstep.
 *
 * <p>Provenance of every count: {@code compiler/src/test/resources/reference/fairy-stockfish/perft.tsv},
 * computed with Debian's {@code fairy-stockfish} 11.1 ("Fairy-Stockfish 11.1 LB 64") over UCI
 * ({@code setoption name UCI_Variant value V}, {@code position fen F}, {@code go perft N}) by
 * {@code tools/fairy-reference/collect.py}: the start (kyotoshogi to depth 4, micro 5) and four
 * midgames from random play per game, most with men in hand. Dobutsu, whose rows in perft.tsv
 * are 11.1's older rules, follows its published rules as upstream plays them and is counted
 * against upstream in {@link UpstreamGoalsEnginesTest}.
 */
class FlippingShogiEnginesTest {
    static final List<String> GAMES = List.of("kyotoshogi", "micro");
    private static final List<String> FILES = List.of("fairy-stockfish/perft.tsv");
    private static final FamilyEngines ENGINES = FamilyEngines.fairyStockfish("org.variantc.generated.fs");

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
    void everyGameHasItsStartAndFourMidgamesSomeWithMenInHand() {
        for (String game : GAMES) {
            List<String> fens = fens(game);
            assertEquals(5, fens.size(), game);
            assertTrue(fens.stream().skip(1).filter(f -> !f.contains("[]")).count() >= 2, game + ": men in hand");
        }
    }

    @ParameterizedTest(name = "{0} {1} depth {2}")
    @MethodSource("rows")
    void bothEnginesCountWhatFairyStockfishCounts(String game, String fen, int depth, long fs) throws Exception {
        assertEquals(fs, Perft.perft(ENGINES.table(game, fen), depth), "table engine");
        assertEquals(fs, Perft.perft(ENGINES.generated(game, fen, dir), depth), "generated engine");
    }

    /** Generated = table at every node to depth 3, from the start and from every midgame. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void generatedAndTableEnginesAgreeAtEveryNode(String game) throws Exception {
        for (String fen : fens(game)) {
            long leaves = ENGINES.lockstep(game, fen, dir, 3);
            assertEquals(Perft.perft(ENGINES.table(game, fen), 3), leaves, fen);
            assertTrue(leaves > 0, fen);
        }
    }
}
