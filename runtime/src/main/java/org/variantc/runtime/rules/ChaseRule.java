package org.variantc.runtime.rules;

import java.io.Serializable;
import java.util.List;

/**
 * Xiangqi's perpetual chase (Fairy-Stockfish's AXF chasing rule): when a repetition completes, a
 * side that chased the same enemy man with every one of its moves since the first of the counted
 * occurrences loses; when both did, it is a draw. Perpetual check is judged first.
 *
 * @param loses  whether the rule is on
 * @param ranks  the types that chase a stronger man even when it is protected, strongest first,
 *               as bit sets of types ({@code R > N C > A B}: a Horse or Cannon chases a Chariot,
 *               an Advisor or Elephant chases any of the three); a type in no rank chases only
 *               unprotected men
 */
public record ChaseRule(boolean loses, List<Long> ranks) implements Serializable {
    /** No chase rule. */
    public static final ChaseRule NONE = new ChaseRule(false, List.of());

    /** Whether a man of type {@code attacker} chases a man of type {@code target} even when protected. */
    public boolean stronger(int target, int attacker) {
        int t = rank(target);
        int a = rank(attacker);
        return t >= 0 && a >= 0 && t < a;
    }

    /** The rank of a type, 0 the strongest; -1 when it is in none. */
    private int rank(int type) {
        for (int i = 0; i < ranks.size(); i++) {
            if ((ranks.get(i) & 1L << type) != 0) {
                return i;
            }
        }
        return -1;
    }
}
