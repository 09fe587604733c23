package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.variantc.compiler.fairy.FairyReference;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.Perft;

/**
 * The generated engines of S-Chess and S-House against the table engine (the same pseudo-legal and
 * legal moves, gated ones included, at every node of the start tree to depth 3 and along random
 * games) and against every Fairy-Stockfish 11.1 count for these games (perft.tsv).
 */
class GatingEnginesTest {
    private static final String[] GAMES = {"seirawan", "shouse"};
    private static final FamilyEngines ENGINES = FamilyEngines.fairyStockfish("org.variantc.generated.fs");

    @TempDir
    static Path dir;

    static Stream<Arguments> rows() {
        return FairyReference.rows(GAMES);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"seirawan", "shouse"})
    void theStartTreeAgreesToDepth3(String game) throws Exception {
        long leaves = ENGINES.startTreeInLockstep(game, dir, 3);
        assertEquals(Perft.perft(ENGINES.table(game, null), 3), leaves);
    }

    @ParameterizedTest(name = "{0} {1} depth {2}")
    @MethodSource("rows")
    void countsAreFairyStockfishs(String game, String fen, int depth, long expected) throws Exception {
        assertEquals(expected, Perft.perft(ENGINES.generated(game, fen, dir), depth));
        if (depth <= 3) {
            assertEquals(expected, ENGINES.lockstep(game, fen, dir, depth));
        }
    }

    /** Random games with both engines in step; gated moves are chosen along the way. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"seirawan", "shouse"})
    void randomGamesAgree(String game) throws Exception {
        int[] gated = {0};
        ENGINES.randomGames(game, dir, 12, 120, new Random(20_261_123L ^ game.hashCode()),
                (table, mine, move) -> gated[0] += Move.gate(move) >= 0 ? 1 : 0);
        assertTrue(gated[0] > 0, game + ": no gated move was played");
    }
}
