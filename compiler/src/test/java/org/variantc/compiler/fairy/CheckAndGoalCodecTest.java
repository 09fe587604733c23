package org.variantc.compiler.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.Perft;
import org.variantc.runtime.rules.TableCodec;
import org.variantc.runtime.rules.VariantRules;

/**
 * The tables the browser page carries (TableCodec) keep the check rules and the one-sided goals
 * with their follower: the decoded rules play the same trees, checked on the positions of the
 * rule tests where each rule decides.
 */
class CheckAndGoalCodecTest {
    @ParameterizedTest
    @ValueSource(strings = {"kingofthehill", "3check", "5check", "racingkings"})
    void thePageTablesPlayTheSameGame(String variant) {
        VariantRules rules = FairyReference.rules(variant);
        VariantRules back = TableCodec.decode(TableCodec.encode(rules));
        assertEquals(rules.royals().checks(), back.royals().checks());
        assertEquals(rules.ending().end().goals().stream().map(g -> g.follower()).toList(),
                back.ending().end().goals().stream().map(g -> g.follower()).toList());
        assertEquals(Perft.perft(Fen.start(rules), 3), Perft.perft(Fen.start(back), 3));
        String[] decisive = switch (variant) {
            case "racingkings" -> new String[] {"7K/k7/8/8/8/8/8/8 b - - 0 1", "7K/8/8/8/8/8/k7/8 b - - 0 1",
                "8/8/8/8/8/B7/1N6/2k4K w - - 0 1"};
            case "kingofthehill" -> new String[] {"4k3/8/8/3r4/8/4K3/8/8 w - - 0 1"};
            default -> new String[] {"4k3/8/8/8/8/8/3Q4/4K3 w - - 1+3 0 1"};
        };
        for (String fen : decisive) {
            assertEquals(Perft.perft(Fen.read(rules, fen), 2), Perft.perft(Fen.read(back, fen), 2), fen);
        }
    }
}
