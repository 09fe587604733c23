package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.search.EvalWeights;
import org.variantc.runtime.search.Evaluation;
import org.variantc.runtime.search.PieceValues;

/**
 * The middle-game / end-game taper's limits (weights {@code phaseEnd}, {@code phaseMid}): below
 * {@code phaseEnd} per cent of the start's phase material only the end-game terms count, above
 * (100 − {@code phaseMid}) per cent only the middle game's; drop games keep the plain taper. Read
 * through the royal danger, whose middle-game part is danger × D² / 409,600 and end-game part
 * danger × D / 1,600: the end game alone gives D itself at weight 1,600, and the middle game
 * alone must then give D² / 4,096 at weight 100, whatever D the royal danger counts
 * ({@link RoyalDangerTest} counts its parts by hand).
 */
class TaperTest {
    /**
     * White's Queen alone, on h5 hitting the royal zone's f7 and h7 (a man on the zone, so the
     * danger is counted): 950 of FIDE's 2 × (Q + 2R + 2B + 2N) phase material, under a sixth.
     */
    private static final String QUEEN = "6k1/5ppp/8/7Q/8/8/8/4K3 w - - 0 1";

    private static int danger(String phase, int danger) {
        Position pos = Games.position("fide.variant", QUEEN);
        PieceValues values = PieceValues.of(pos.rulebook());
        EvalWeights base = EvalWeights.UNTUNED.with(phase);
        return new Evaluation(pos.rulebook(), values, base.with("danger=" + danger)).evaluate(pos)
                - new Evaluation(pos.rulebook(), values, base).evaluate(pos);
    }

    @Test
    void theLimitsMakeAnEndGameOrAMiddleGame() {
        // a fifth of the start's material: the end game alone, danger × D / 1,600 = D
        int d = danger("phaseEnd=20", 1600);
        assertTrue(d > 256, "D large enough that the middle game's figure is the larger: " + d);
        // at least a tenth counts as a whole middle game
        assertEquals(d * d / 4096, danger("phaseMid=90", 100));
        // the plain taper: part of each, so between the end game's and the middle game's figures
        int plain = danger("", 1600);
        assertTrue(plain > d && plain < d * d * 1600 / 409_600, "between the phases: " + plain);
    }

    private static int change(String game, String fen, EvalWeights w, String phase) {
        Position pos = Games.position(game, fen);
        PieceValues values = PieceValues.of(pos.rulebook());
        return new Evaluation(pos.rulebook(), values, w.with(phase)).evaluate(pos)
                - new Evaluation(pos.rulebook(), values, w).evaluate(pos);
    }

    @Test
    void dropGamesKeepThePlainTaper() {
        // a Rook each and the Pawns, White's King out in front (worth more in the end game): about a sixth of the start's phase material, an end game by phaseEnd=60
        String board = "r3k3/pppppppp/8/8/8/3K4/PPPPPPPP/R7";
        assertTrue(change("fide.variant", board + " w - - 0 1", EvalWeights.BOARD, "phaseEnd=60") != 0,
                "the limits change a drop-free game's score here");
        assertEquals(0, change("crazyhouse.variant", board + "[] w - - 0 1", EvalWeights.DROPS, "phaseEnd=60"));
        assertEquals(0, change("crazyhouse.variant", board + "[] w - - 0 1", EvalWeights.BOARD, "phaseEnd=60,phaseMid=30"));
    }
}
