package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.runtime.Rulebooks;
import org.variantc.runtime.protocol.Game;
import org.variantc.runtime.rules.TableCodec;
import org.variantc.runtime.rules.VariantRules;

/**
 * The tables the browser page and the generated engines carry ({@link TableCodec}) keep the
 * repetition rule: the count, the outcome, its side and perpetual check come back as written, and
 * the decoded rules end each game of {@link RepetitionLines} as the compiled ones do.
 */
class RepetitionCodecTest {
    static Stream<RepetitionLines> lines() {
        return RepetitionLines.ALL.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lines")
    void theDecodedRulesEndTheGameAlike(RepetitionLines line) {
        VariantRules rules = Games.rules(line.game());
        String text = TableCodec.encode(rules);
        VariantRules back = TableCodec.decode(text);
        assertEquals(text, TableCodec.encode(back));
        assertEquals(rules.ending().end().repetitions(), back.ending().end().repetitions());
        assertEquals(rules.ending().end().repetition(), back.ending().end().repetition());
        Game game = new Game(Rulebooks.table(), back);
        game.load(line.fen());
        for (String move : line.moves()) {
            game.play(move);
        }
        assertEquals(line.ending(), game.status());
    }
}
