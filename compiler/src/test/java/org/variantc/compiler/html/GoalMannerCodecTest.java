package org.variantc.compiler.html;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.Perft;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.rules.GoalManner;
import org.variantc.runtime.rules.TableCodec;
import org.variantc.runtime.rules.VariantRules;

/** The page plays Jeson Mor and Dobutsu: a goal's manner survives the codec, and the decoded rules count as upstream does. */
class GoalMannerCodecTest {
    private static VariantRules roundTrip(String game) {
        VariantRules rules = Games.rules("fairy-stockfish/" + game + ".variant");
        String text = TableCodec.encode(rules);
        VariantRules back = TableCodec.decode(text);
        assertEquals(text, TableCodec.encode(back));
        return back;
    }

    @Test
    void jesonMorsHeldGoalSurvivesTheCodec() {
        VariantRules back = roundTrip("jesonmor");
        assertEquals(GoalManner.HELD, back.ending().end().goals().get(0).manner());
        // Upstream Fairy-Stockfish c19b5f6c, reference/fairy-stockfish-upstream/goals.tsv: midgame 3, depth 3.
        assertEquals(84_762L, Perft.perft(Fen.read(back,
                "2nnn1n2/9/1n4nn1/4N1n2/3n5/9/2N6/1N5N1/N1N3NNN b - - 15 8"), 3));
        assertEquals(GameStatus.Result.WHITE_WINS,
                GameStatus.of(Fen.read(back, "4n4/9/9/9/4N4/9/9/9/9 w - - 0 1")).result());
    }

    @Test
    void dobutsusSafeGoalSurvivesTheCodec() {
        VariantRules back = roundTrip("dobutsu");
        assertEquals(GoalManner.SAFE, back.ending().end().goals().get(0).manner());
        // Upstream Fairy-Stockfish c19b5f6c, reference/fairy-stockfish-upstream/goals.tsv: the start, depth 6.
        assertEquals(71_677L, Perft.perft(Fen.start(back), 6));
    }
}
