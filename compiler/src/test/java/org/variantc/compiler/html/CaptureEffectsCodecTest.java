package org.variantc.compiler.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.Perft;
import org.variantc.runtime.rules.TableCodec;
import org.variantc.runtime.rules.VariantRules;

/** The page's tables carry explosions, petrification and the Duck: the browser plays what the JVM plays. */
class CaptureEffectsCodecTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "atomic; r3k3/3p4/8/8/8/8/8/3QK2r w - - 0 1",
        "nocheckatomic; r3k2r/1b4q1/8/8/8/8/4n3/R3K2R w KQkq - 0 1",
        "atomar; 8/8/8/3kK3/8/8/8/7r w - - 0 1",
        "petrified; r3k2r/8/3*4/8/8/4*3/8/R3K2R w KQkq - 0 1",
        "duck; r3k2r/8/8/8/3*4/8/8/R3K2R w KQkq - 0 1",
    })
    void theRulesSurviveTheRoundTrip(String game, String fen) {
        VariantRules rules = Games.rules("fairy-stockfish/" + game + ".variant");
        String text = TableCodec.encode(rules);
        VariantRules back = TableCodec.decode(text);
        assertEquals(text, TableCodec.encode(back));
        assertEquals(rules.captures().explosion(), back.captures().explosion());
        assertEquals(rules.captures().petrification(), back.captures().petrification());
        assertEquals(rules.placing().walling(), back.placing().walling());
        if (rules.captures().explosion() == null) {
            assertNull(back.captures().explosion());
        }
        int depth = rules.placing().walling() == null ? 3 : 2; // Duck chess: 3 plies are ~10^8 leaves
        assertEquals(Perft.perft(Fen.read(rules, fen), depth), Perft.perft(Fen.read(back, fen), depth));
    }
}
