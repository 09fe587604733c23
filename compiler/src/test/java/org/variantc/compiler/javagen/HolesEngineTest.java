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
import org.variantc.compiler.fairy.FairyReference;
import org.variantc.runtime.Perft;

/**
 * The generated engines of the games with holes (Gustav III, Omicron, Troitzky) play as the table
 * engine does: the same pseudo-legal and legal moves in the same order at every node to depth 3,
 * from the start, from every midgame and hand-built position of the upstream Fairy-Stockfish
 * reference file ({@code holes.tsv}, see {@code HolesGamesTest}), and along random games. Both
 * engines play holes from one derivation, the lowered move tables and the wall on the board; the
 * random games also check that make keeps the hash and unmake restores position and hash.
 */
class HolesEngineTest {
    static final List<String> GAMES = List.of("gustav3", "omicron", "troitzky");
    private static final FamilyEngines ENGINES = FamilyEngines.fairyStockfish("org.variantc.generated.holes");

    @TempDir
    static Path dir;

    static Stream<Arguments> positions() {
        return GAMES.stream().flatMap(game -> FairyReference.fens(List.of("fairy-stockfish-upstream/holes.tsv"), game).stream()
                .map(fen -> Arguments.of(game, fen)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("positions")
    void generatedEqualsTableToDepth3(String game, String fen) throws Exception {
        long leaves = ENGINES.lockstep(game, fen, dir, 3);
        assertEquals(Perft.perft(ENGINES.table(game, fen), 3), leaves);
    }

    @Test
    void randomGamesAgreeAtEveryPly() throws Exception {
        Random random = new Random(2026_11_23L);
        for (String game : GAMES) {
            int plies = ENGINES.randomGames(game, dir, 12, 160, random, FamilyEngines.PlyCheck.unmakeRestores(game)).plies();
            assertTrue(plies > 300, game + ": only " + plies + " plies played");
        }
    }
}
