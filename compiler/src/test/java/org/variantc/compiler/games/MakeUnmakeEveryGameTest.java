package org.variantc.compiler.games;

import org.variantc.compiler.check.Sources;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;

/**
 * For every shipped game, random games in which every legal move of every position on the way
 * is made and unmade: each must leave FEN and hash exactly as they were, and the incremental
 * hash must equal the one computed from scratch. Trying every sibling, not only the move
 * played, is what finds a make or unmake that damages state a later move reads.
 */
class MakeUnmakeEveryGameTest {
    private static final int GAMES = 6;
    private static final int PLIES = 120;

    static List<String> definitions() {
        return Sources.shippedNames();
    }

    @ParameterizedTest
    @MethodSource("definitions")
    void everyMoveUnwindsExactly(String name) {
        VariantRules rules = Games.rules(name);
        for (int game = 0; game < GAMES; game++) {
            Random random = new Random(name.hashCode() * 31L + game);
            Position position = Fen.start(rules);
            for (int ply = 0; ply < PLIES; ply++) {
                MoveList moves = position.legalMoves();
                if (moves.size() == 0) {
                    break;
                }
                String fen = Fen.write(position);
                long hash = position.hash();
                for (int i = 0; i < moves.size(); i++) {
                    String move = MoveNotation.format(position, moves.get(i));
                    position.make(moves.get(i));
                    assertEquals(position.computeHash(), position.hash(), name + " after " + fen + " " + move);
                    position.unmake();
                    assertEquals(fen, Fen.write(position), name + ": " + move + " did not unwind");
                    assertEquals(hash, position.hash(), name + ": " + move + " left the hash changed");
                }
                position.make(moves.get(random.nextInt(moves.size())));
            }
        }
    }
}
