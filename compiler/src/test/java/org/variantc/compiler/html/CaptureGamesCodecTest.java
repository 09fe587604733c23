package org.variantc.compiler.html;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.compiler.games.CaptureGames;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.Perft;
import org.variantc.runtime.rules.Extinction;
import org.variantc.runtime.rules.TableCodec;
import org.variantc.runtime.rules.VariantRules;

/** The page carries the capture-and-count rules: extinction, mate scoring and compulsory capture survive the codec. */
class CaptureGamesCodecTest {
    static java.util.List<String> games() {
        return CaptureGames.NAMES;
    }

    @ParameterizedTest
    @MethodSource("games")
    void theRulesSurviveTheRoundTrip(String game) {
        VariantRules rules = Games.rules(CaptureGames.definition(game));
        String text = TableCodec.encode(rules);
        VariantRules back = TableCodec.decode(text);
        assertEquals(text, TableCodec.encode(back));
        assertEquals(rules.captures().obligation(), back.captures().obligation());
        assertEquals(rules.ending().end().scoring(), back.ending().end().scoring());
        Extinction x = rules.ending().end().extinction();
        Extinction y = back.ending().end().extinction();
        assertEquals(x == null, y == null);
        if (x != null) {
            assertEquals(x.outcome(), y.outcome());
            assertArrayEquals(x.types(), y.types());
            assertEquals(x.atMost(), y.atMost());
            assertEquals(x.opponentAtLeast(), y.opponentAtLeast());
            assertEquals(x.bareBack(), y.bareBack());
        }
        assertEquals(Perft.perft(Fen.start(rules), 3), Perft.perft(Fen.start(back), 3));
    }
}
