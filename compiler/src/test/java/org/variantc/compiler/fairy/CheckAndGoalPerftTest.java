package org.variantc.compiler.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.Perft;
import org.variantc.runtime.position.Position;

/**
 * King of the Hill, 3-check, 5-check and Racing Kings on the table engine against every count of
 * Fairy-Stockfish 11.1 for them (the start to depth 4, or 3 in Racing Kings, and four midgame
 * positions each; see {@link FairyReference}); each FEN read as Fairy-Stockfish wrote it and
 * written back the same.
 */
class CheckAndGoalPerftTest {
    static Stream<Arguments> rows() {
        return FairyReference.rows("kingofthehill", "3check", "5check", "racingkings");
    }

    @ParameterizedTest(name = "{0} {1} depth {2}")
    @MethodSource("rows")
    void countsAreFairyStockfishs(String variant, String fen, int depth, long expected) {
        Position pos = Fen.read(FairyReference.rules(variant), fen);
        assertEquals(fen, Fen.write(pos));
        assertEquals(expected, Perft.perft(pos, depth), () -> variant + " " + fen);
    }

    @Test
    void everyGameHasTheStartAndAtLeastThreeMidgames() {
        for (String variant : new String[] {"kingofthehill", "3check", "5check", "racingkings"}) {
            long positions = FairyReference.rows(variant).map(a -> a.get()[1]).distinct().count();
            assertTrue(positions >= 4, variant + ": " + positions + " positions");
            assertEquals(Fen.write(Fen.start(FairyReference.rules(variant))),
                    FairyReference.rows(variant).findFirst().orElseThrow().get()[1], variant);
        }
    }
}
