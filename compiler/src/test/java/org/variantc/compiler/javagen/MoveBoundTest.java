package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.VariantRules;

class MoveBoundTest {
    /**
     * A bound, not a count: a Queen has 27 moves at most, but the bound takes a Pawn's every
     * table move (a step, a double step, two captures each also en passant: 7 on its 2nd rank)
     * times its four choices, on every square.
     */
    @Test
    void theFideBoundIsAPawnsTableMovesTimesItsChoices() {
        assertEquals(28, MoveBound.perMan(Games.rules("fide.variant")));
        assertEquals(4, MoveBound.besides(Games.rules("fide.variant")));
    }

    @Test
    void aCrazyhouseHandMayDropOnEverySquare() {
        // Every type has a drop zone in the tables, the King's never used: 6 types on 64 squares.
        assertEquals(4 + 6 * 64, MoveBound.besides(Games.rules("crazyhouse.variant")));
    }

    /** From its 7th rank by a step, and (by the table, not in play) from its 6th by a double step. */
    @Test
    void aFidePawnPromotesOnlyFromItsLastRanks() {
        VariantRules fide = Games.rules("fide.variant");
        PieceRules pawn = fide.pieces().stream().filter(p -> p.name().equals("Pawn")).findFirst().orElseThrow();
        int[] white = MoveBound.promotingFrom(pawn, 0);
        int[] black = MoveBound.promotingFrom(pawn, 1);
        for (int sq = 0; sq < 64; sq++) {
            assertEquals(sq / 8 == 6 || sq / 8 == 5 ? 1 : 0, white[sq], "white " + sq);
            assertEquals(sq / 8 == 1 || sq / 8 == 2 ? 1 : 0, black[sq], "black " + sq);
        }
    }

    /** No position of a random game has more legal moves than the bound the generated code reserves. */
    @ParameterizedTest
    @MethodSource("org.variantc.compiler.check.Sources#shippedNames")
    void noPositionOfARandomGameExceedsTheBound(String game) {
        VariantRules rules = Games.rules(game);
        int perMan = MoveBound.perMan(rules);
        int besides = MoveBound.besides(rules);
        java.util.Random random = new java.util.Random(7);
        Position pos = Fen.start(rules);
        for (int ply = 0; ply < 200; ply++) {
            MoveList pseudo = new MoveList();
            pos.rulebook().generator().generatePseudoLegal(pos, pseudo);
            int men = menOf(pos);
            assertTrue(pseudo.size() <= men * perMan + besides, game + " ply " + ply);
            MoveList legal = pos.legalMoves();
            if (legal.isEmpty()) {
                break;
            }
            pos.make(legal.get(random.nextInt(legal.size())));
        }
    }

    private static int menOf(Position pos) {
        int n = 0;
        for (int sq = 0; sq < pos.rules().squares(); sq++) {
            if (pos.sideAt(sq) == pos.sideToMove()) {
                n++;
            }
        }
        return n;
    }
}
