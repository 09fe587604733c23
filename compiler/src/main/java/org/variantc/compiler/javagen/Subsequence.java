package org.variantc.compiler.javagen;

import java.util.List;
import java.util.function.BiPredicate;

/**
 * How one square's moves line up with a pattern's (LeapPattern, RayPattern, PathPattern): each
 * present move must match a pattern entry later than the previous one's.
 */
final class Subsequence {
    private Subsequence() {
    }

    /** The pattern index of each present item, in order; null if they are not a subsequence. */
    static <A, P> int[] positions(List<A> pattern, List<P> present, BiPredicate<A, P> same) {
        int[] at = new int[present.size()];
        int k = 0;
        for (int i = 0; i < present.size(); i++) {
            while (k < pattern.size() && !same.test(pattern.get(k), present.get(i))) {
                k++;
            }
            if (k == pattern.size()) {
                return null;
            }
            at[i] = k++;
        }
        return at;
    }

    /** The positions as a bit mask; -1 if they are not a subsequence. */
    static <A, P> int mask(List<A> pattern, List<P> present, BiPredicate<A, P> same) {
        int[] at = positions(pattern, present, same);
        if (at == null) {
            return -1;
        }
        int mask = 0;
        for (int k : at) {
            mask |= 1 << k;
        }
        return mask;
    }
}
