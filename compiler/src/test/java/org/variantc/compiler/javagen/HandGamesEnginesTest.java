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
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.Perft;

/**
 * Hands without captures and setup phases (issues 15 and 16: pocketknight, dragon, placement,
 * sittuyin from definitions/fairy-stockfish) against Fairy-Stockfish's perft counts, on the table
 * engine and on each game's generated engine, and the two engines in lockstep.
 *
 * <p>Provenance of every count:
 * <ul>
 * <li>{@code reference/fairy-stockfish/perft.tsv}: Debian's Fairy-Stockfish 11.1 ("Fairy-Stockfish
 *     11.1 LB 64") over UCI ({@code setoption name UCI_Variant value V}, {@code position fen F},
 *     {@code go perft N}), start and four random midgames per game, by
 *     {@code tools/fairy-reference/collect.py};</li>
 * <li>{@code reference/fairy-stockfish/hands.tsv}: the same engine and method, positions chosen
 *     by {@code tools/fairy-reference/collect_special.py} because their legal moves hold the rule
 *     random midgames rarely reach: Sittuyin's promotions by choice, Placement's castling by
 *     dropped men;</li>
 * <li>{@code reference/fairy-stockfish-upstream/dragon.tsv}: Dragon is not in 11.1; the upstream
 *     build at {@code /work/fs-upstream} ("Fairy-Stockfish 231126 LB"), {@code collect.py}.</li>
 * </ul>
 */
class HandGamesEnginesTest {
    static final List<String> GAMES = List.of("pocketknight", "dragon", "placement", "sittuyin");
    private static final List<String> FILES = List.of("fairy-stockfish/perft.tsv", "fairy-stockfish/hands.tsv", "fairy-stockfish-upstream/dragon.tsv");
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
    void everyGameHasItsStartAndAtLeastThreeMidgames() {
        for (String game : GAMES) {
            assertTrue(fens(game).size() >= 4, game + ": " + fens(game));
        }
        assertTrue(fens("sittuyin").size() >= 9, "Sittuyin: the random midgames and four with promotions on the list");
        assertTrue(fens("placement").size() >= 7, "Placement: the random midgames and those castling with dropped men");
    }

    @ParameterizedTest(name = "{0} {1} depth {2}")
    @MethodSource("rows")
    void bothEnginesCountWhatFairyStockfishCounts(String game, String fen, int depth, long fs) throws Exception {
        assertEquals(fs, Perft.perft(ENGINES.table(game, fen), depth), "table engine");
        assertEquals(fs, Perft.perft(ENGINES.generated(game, fen, dir), depth), "generated engine");
    }

    /** Generated = table at every node to depth 3, from the start and from every midgame of the game. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void generatedAndTableEnginesAgreeAtEveryNode(String game) throws Exception {
        for (String fen : fens(game)) {
            long leaves = ENGINES.lockstep(game, fen, dir, 3);
            assertEquals(Perft.perft(ENGINES.table(game, fen), 3), leaves, fen);
            assertTrue(leaves > 0, fen);
        }
    }

    /** Every reference FEN reads and writes back as Fairy-Stockfish wrote it, holdings and castling included. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void fairyStockfishFensRoundTrip(String game) {
        for (String fen : fens(game)) {
            assertEquals(fen, Fen.write(ENGINES.table(game, fen)));
        }
    }
}
