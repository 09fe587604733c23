package org.variantc.compiler.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.Perft;
import org.variantc.runtime.rules.TableCodec;
import org.variantc.runtime.rules.VariantRules;

/**
 * The page plays Kyoto and Micro Shogi from the encoded tables: face-up drops ({@code promoted
 * drops}) and promotion on capture ({@code promote on captures}) survive the codec, and the
 * decoded rules count what Fairy-Stockfish 11.1 counts (perft.tsv: kyotoshogi start depth 3 =
 * 1,636; micro start depth 4 = 7,256).
 */
class FlippingShogiCodecTest {
    @Test
    void kyotosFaceUpDropsSurviveTheCodec() {
        VariantRules rules = Games.rules("fairy-stockfish/kyotoshogi.variant");
        String text = TableCodec.encode(rules);
        VariantRules back = TableCodec.decode(text);
        assertEquals(text, TableCodec.encode(back));
        assertTrue(back.placing().drops().eitherFace());
        assertEquals(1_636L, Perft.perft(Fen.start(back), 3));
    }

    @Test
    void microsPromotionOnCaptureSurvivesTheCodec() {
        VariantRules rules = Games.rules("fairy-stockfish/micro.variant");
        VariantRules back = TableCodec.decode(TableCodec.encode(rules));
        assertTrue(back.pieces().get(back.pieceType("B")).promotions().get(0).capturing());
        VariantRules shogi = Games.rules("fairy-stockfish/shogi.variant");
        assertFalse(shogi.pieces().get(shogi.pieceType("P")).promotions().get(0).capturing());
        assertEquals(7_256L, Perft.perft(Fen.start(back), 4));
    }
}
