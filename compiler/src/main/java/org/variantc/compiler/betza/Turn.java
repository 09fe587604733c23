package org.variantc.compiler.betza;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Directions of a continuation leg, relative to the leg before it (XBetza): {@code f} straight
 * on, {@code b} back, {@code l}/{@code r} a quarter turn, {@code s} either quarter turn,
 * {@code v} on or back. On orthogonal and diagonal steps also eighth turns: {@code fl},
 * {@code fr}, {@code fs} (either), {@code bl}, {@code br}, {@code bs}; an eighth turn changes a
 * W step into an F step of the same length and back.
 */
final class Turn {
    private Turn() {
    }

    /** Turns in eighths of a circle, counter-clockwise (left) positive. */
    private static final Map<String, int[]> EIGHTHS = Map.ofEntries(
        Map.entry("f", new int[] {0}), Map.entry("ff", new int[] {0}),
        Map.entry("b", new int[] {4}), Map.entry("bb", new int[] {4}),
        Map.entry("l", new int[] {2}), Map.entry("r", new int[] {6}),
        Map.entry("s", new int[] {2, 6}), Map.entry("v", new int[] {0, 4}),
        Map.entry("fl", new int[] {1}), Map.entry("lf", new int[] {1}),
        Map.entry("fr", new int[] {7}), Map.entry("rf", new int[] {7}),
        Map.entry("bl", new int[] {3}), Map.entry("lb", new int[] {3}),
        Map.entry("br", new int[] {5}), Map.entry("rb", new int[] {5}),
        Map.entry("fs", new int[] {1, 7}), Map.entry("sf", new int[] {1, 7}),
        Map.entry("bs", new int[] {3, 5}), Map.entry("sb", new int[] {3, 5}));

    /** Whether {@code token} is a turn this step can take; oblique steps only turn by quarters. */
    static boolean allowed(String token, boolean oblique) {
        int[] turns = EIGHTHS.get(token);
        if (turns == null) {
            return false;
        }
        for (int t : turns) {
            if (oblique && t % 2 != 0) {
                return false;
            }
        }
        return true;
    }

    /** The steps that follow {@code previous} under any of {@code tokens}. */
    static List<int[]> apply(List<String> tokens, int[] previous) {
        List<int[]> out = new ArrayList<>();
        for (String token : tokens) {
            for (int t : EIGHTHS.get(token)) {
                int[] v = rotate(previous, t);
                if (out.stream().noneMatch(w -> w[0] == v[0] && w[1] == v[1])) {
                    out.add(v);
                }
            }
        }
        return out;
    }

    private static int[] rotate(int[] v, int eighths) {
        int x = v[0];
        int y = v[1];
        boolean straight = x == 0 || y == 0 || Math.abs(x) == Math.abs(y);
        if (!straight) {
            return switch (Math.floorMod(eighths, 8)) {
                case 0 -> new int[] {x, y};
                case 2 -> new int[] {-y, x};
                case 4 -> new int[] {-x, -y};
                case 6 -> new int[] {y, -x};
                default -> throw new IllegalArgumentException("an oblique step turns only by quarters");
            };
        }
        int length = Math.max(Math.abs(x), Math.abs(y));
        int index = Math.floorMod(compass(x, y) + eighths, 8);
        int[][] unit = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
        return new int[] {unit[index][0] * length, unit[index][1] * length};
    }

    private static int compass(int x, int y) {
        return switch (Integer.signum(x) * 3 + Integer.signum(y)) {
            case 3 -> 0;      // (1,0)
            case 4 -> 1;      // (1,1)
            case 1 -> 2;      // (0,1)
            case -2 -> 3;     // (-1,1)
            case -3 -> 4;     // (-1,0)
            case -4 -> 5;     // (-1,-1)
            case -1 -> 6;     // (0,-1)
            default -> 7;     // (1,-1)
        };
    }
}
