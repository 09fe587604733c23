package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.search.EvalWeights;
import org.variantc.runtime.search.Evaluation;
import org.variantc.runtime.search.PieceValues;

/**
 * The royal man's pawn shield and the enemy's pawn storm ({@code PawnStructure}, weights {@code shield}
 * and {@code storm}) from hand-built FIDE positions, counted by hand. With {@code phaseMid=100} every
 * position with a piece is a middle game, where both count (a Knight each, so the board is not bare). Files: the royal man's and those beside it, moved in
 * from the edge. Shield per file: the nearest own Pawn ahead 1, 2, 3 ranks: 3/3, 2/3, 1/3 of the
 * weight. Storm per file: the nearest enemy Pawn ahead 1 rank 1/2, 2 ranks 4/4, 3 ranks 3/4, 4 ranks
 * 2/4, 5 ranks 1/4 of the weight, a quarter of that where an own Pawn stands right in front of it.
 */
class ShelterStormTest {
    /** The score (side to move's) with {@code weights} less the score without them, both middle games. */
    private static int difference(String fen, String weights) {
        Position pos = Games.position("fide.variant", fen);
        PieceValues values = PieceValues.of(pos.rulebook());
        EvalWeights base = EvalWeights.UNTUNED.with("phaseMid=100");
        return new Evaluation(pos.rulebook(), values, base.with(weights)).evaluate(pos)
                - new Evaluation(pos.rulebook(), values, base).evaluate(pos);
    }

    @Test
    void theShieldWeakensWithDistance() {
        // White King g1, Pawns f2 g3 h4: 30 + 20 + 10. Black's King e8 has no Pawn on d, e, f.
        assertEquals(60, difference("3nk3/8/8/8/7P/6P1/5P2/3N2K1 w - - 0 1", "shield=30"));
        // A King on h1 reads the same three files, f g h.
        assertEquals(60, difference("3nk3/8/8/8/7P/6P1/5P2/3N3K w - - 0 1", "shield=30"));
        // A Pawn four ranks ahead counts nothing: h5 for h4.
        assertEquals(50, difference("3nk3/8/8/7P/8/6P1/5P2/3N2K1 w - - 0 1", "shield=30"));
    }

    @Test
    void blacksShieldLooksDownTheBoard() {
        // Black King g8, Pawns f7 g6 h5 (Black to move): 30 + 20 + 10 for the side to move.
        assertEquals(60, difference("3n2k1/5p2/6p1/7p/8/8/8/3NK3 b - - 0 1", "shield=30"));
    }

    @Test
    void aStormCostsMoreNearerAndLessBlocked() {
        // White King g1, Pawns f2 g2 h2; Black Pawns g4 (3 ranks ahead, g3 empty: 3/4 of 40 = 30) and
        // h3 (2 ranks ahead, h2 right in front of it: 40 / 4 = 10). Black's King a8 has no Pawn round it.
        String fen = "k2n4/8/8/8/6p1/7p/5PPP/3N2K1 w - - 0 1";
        assertEquals(-40, difference(fen, "storm=40"));
        // The shield: f2 g2 h2 one rank ahead each, 3 × 30; the enemy beyond an own Pawn does not hide it.
        assertEquals(90 - 40, difference(fen, "shield=30,storm=40"));
        // An unblocked Pawn one rank ahead: half the weight (Black's on h2 beside an empty h-file).
        assertEquals(-20 - 30, difference("k2n4/8/8/8/6p1/8/5PPp/3N2K1 w - - 0 1", "storm=40"));
    }
}
