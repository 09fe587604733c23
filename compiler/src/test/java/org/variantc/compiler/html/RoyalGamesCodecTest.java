package org.variantc.compiler.html;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.compiler.games.Games;
import org.variantc.compiler.games.RoyalGames;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.Perft;
import org.variantc.runtime.rules.RoyalCheck;
import org.variantc.runtime.rules.TableCodec;
import org.variantc.runtime.rules.VariantRules;

/** The page carries duple check and one side's castling: they survive the codec, and so do the counts. */
class RoyalGamesCodecTest {
    static java.util.List<String> games() {
        return RoyalGames.NAMES;
    }

    @ParameterizedTest
    @MethodSource("games")
    void theRulesSurviveTheRoundTrip(String game) {
        VariantRules rules = Games.rules(RoyalGames.definition(game));
        String text = TableCodec.encode(rules);
        VariantRules back = TableCodec.decode(text);
        assertEquals(text, TableCodec.encode(back));
        assertEquals(rules.royals().royalCheck(), back.royals().royalCheck());
        assertEquals(game.equals("spartan") ? RoyalCheck.ALL : game.equals("shoshogi") ? RoyalCheck.LAST : RoyalCheck.ANY,
                back.royals().royalCheck());
        assertEquals(rules.moves().castlings(), back.moves().castlings());
        assertEquals(Perft.perft(Fen.start(rules), 3), Perft.perft(Fen.start(back), 3));
    }
}
