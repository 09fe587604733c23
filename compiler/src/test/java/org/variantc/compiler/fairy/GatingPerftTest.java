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
 * S-Chess (seirawan) and S-House (shouse) on the table engine against every count of
 * Fairy-Stockfish 11.1 for them (the start to depth 3, four midgames each; see
 * {@link FairyReference}); each FEN, gating rights included, read as Fairy-Stockfish 11.1 wrote it
 * and written back the same.
 */
class GatingPerftTest {
    static Stream<Arguments> rows() {
        return FairyReference.rows("seirawan", "shouse");
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
        for (String variant : new String[] {"seirawan", "shouse"}) {
            long positions = FairyReference.rows(variant).map(a -> a.get()[1]).distinct().count();
            assertTrue(positions >= 4, variant + ": " + positions + " positions");
            assertEquals(Fen.write(Fen.start(FairyReference.rules(variant))),
                    FairyReference.rows(variant).findFirst().orElseThrow().get()[1], variant);
        }
    }
}
