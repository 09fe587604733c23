package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;

/**
 * The pawn key (the search's correction history reads it) kept by make and unmake equals the one
 * computed from scratch after every move of random games, and unmake gives it back, in games with
 * promotions, drops, explosions, a Soldier that never promotes and none marked {@code pawn} at all.
 */
class PawnKeyTest {
    @ParameterizedTest
    @ValueSource(strings = {"fide.variant", "crazyhouse.variant", "fairy-stockfish/shogi.variant",
            "fairy-stockfish/xiangqi.variant", "fairy-stockfish/atomic.variant", "fairy-stockfish/makruk.variant"})
    void incrementalKeyEqualsFreshOne(String name) {
        VariantRules rules = Games.rules(name);
        for (int game = 0; game < 4; game++) {
            Random random = new Random(name.hashCode() * 31L + game);
            Position position = Fen.start(rules);
            for (int ply = 0; ply < 150; ply++) {
                MoveList moves = position.legalMoves();
                if (moves.size() == 0) {
                    break;
                }
                long key = position.pawnKey();
                for (int i = 0; i < moves.size(); i++) {
                    String move = MoveNotation.format(position, moves.get(i));
                    position.make(moves.get(i));
                    assertEquals(position.computePawnKey(), position.pawnKey(), name + " after " + move);
                    position.unmake();
                    assertEquals(key, position.pawnKey(), name + ": " + move + " left the pawn key changed");
                }
                position.make(moves.get(random.nextInt(moves.size())));
            }
        }
    }

    @Test
    void onlyThePawnsCount() {
        VariantRules rules = Games.rules("fide.variant");
        Position a = Fen.read(rules, "4k3/pp6/8/8/8/8/5PPP/R3K3 w - - 0 1");
        Position b = Fen.read(rules, "3qk3/pp6/8/8/8/8/5PPP/4K1N1 b - - 0 1");
        Position c = Fen.read(rules, "4k3/p7/1p6/8/8/8/5PPP/R3K3 w - - 0 1");
        assertEquals(a.pawnKey(), b.pawnKey());
        assertNotEquals(a.pawnKey(), c.pawnKey());
    }
}
