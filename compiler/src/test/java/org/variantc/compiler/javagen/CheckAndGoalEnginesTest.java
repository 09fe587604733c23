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
import org.variantc.runtime.Perft;

/**
 * The generated engines of King of the Hill, 3-check, 5-check and Racing Kings against the table
 * engine (the same moves at every node of the start tree to depth 3 and along random games to
 * their end) and against every Fairy-Stockfish 11.1 count for these games.
 */
class CheckAndGoalEnginesTest {
    private static final String[] GAMES = {"kingofthehill", "3check", "5check", "racingkings"};
    private static final FamilyEngines ENGINES = FamilyEngines.fairyStockfish("org.variantc.generated.fs");

    @TempDir
    static Path dir;

    static Stream<Arguments> rows() {
        return FairyReference.rows(GAMES);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"kingofthehill", "3check", "5check", "racingkings"})
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

    /** Random games played to their end (a goal, the last check, mate) with both engines in step. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"kingofthehill", "3check", "5check", "racingkings"})
    void randomGamesAgreeToTheirEnd(String game) throws Exception {
        int ended = ENGINES.randomGames(game, dir, 20, 300, new Random(20_261_123L ^ game.hashCode()), FamilyEngines.PlyCheck.NONE).ended();
        assertTrue(ended > 0, game + ": no random game ended");
    }
}
