package org.variantc.compiler.betza;

import java.util.List;
import java.util.Set;
import java.util.function.BiPredicate;

/**
 * The absolute directional modifiers of our dialect: which of an atom's vectors a token such as
 * {@code f}, {@code fs} or {@code rf} selects. Tokens join: {@code fbN} is {@code fN} plus
 * {@code bN}.
 *
 * <p>On oblique atoms (N, C, Z, …) single letters name pairs (Betza): {@code f} the two
 * forward-most moves, {@code s} = l + r the four wide ones, {@code v} = f + b the four narrow
 * ones; {@code fs}/{@code sf} the two wide forward moves, {@code bs}/{@code sb} the wide
 * backward ones; {@code fr} the upper move of the right pair, {@code rf} the right move of the
 * forward pair (XBetza); {@code fh}, {@code bh}, {@code lh}, {@code rh} the four moves on that
 * half; {@code sh} is Betza's wide half-knight, the same as {@code s}. On diagonal atoms a
 * vertical and a horizontal letter intersect ({@code fl} is one move); on orthogonal atoms
 * every letter is one move and combinations join.
 */
final class Directions {
    private Directions() {
    }

    /** The two-letter tokens, read before single letters. */
    static final Set<String> PAIRS = Set.of(
        "fs", "sf", "bs", "sb", "lv", "vl", "rv", "vr",
        "fl", "fr", "bl", "br", "lf", "rf", "lb", "rb",
        "ff", "bb", "ll", "rr", "ss", "vv",
        "fh", "bh", "lh", "rh", "sh", "vh");

    static boolean isDirection(char c) {
        return ModifierLetters.isDirection(c);
    }

    /** The vectors of {@code shape} that any of {@code tokens} selects; all of them when there are no tokens. */
    static List<int[]> select(List<String> tokens, AtomShape shape) {
        List<int[]> all = shape.vectors();
        if (tokens.isEmpty()) {
            return all;
        }
        return all.stream()
            .filter(v -> tokens.stream().anyMatch(t -> selects(t, shape).test(v[0], v[1])))
            .toList();
    }

    private static BiPredicate<Integer, Integer> selects(String token, AtomShape shape) {
        if (shape.oblique()) {
            return oblique(token, shape.longSide());
        }
        if (token.length() == 2 && token.charAt(1) == 'h') {
            return selects(token.substring(0, 1), shape);
        }
        if (shape.diagonal() && token.length() == 2 && crosses(token)) {
            BiPredicate<Integer, Integer> a = letter(token.charAt(0), shape);
            BiPredicate<Integer, Integer> b = letter(token.charAt(1), shape);
            return a.and(b);
        }
        BiPredicate<Integer, Integer> p = letter(token.charAt(0), shape);
        return token.length() == 1 ? p : p.or(letter(token.charAt(1), shape));
    }

    /** One vertical and one horizontal letter: on a diagonal atom they intersect. */
    private static boolean crosses(String token) {
        String vertical = "fb";
        String horizontal = "lr";
        char a = token.charAt(0);
        char b = token.charAt(1);
        return vertical.indexOf(a) >= 0 && horizontal.indexOf(b) >= 0
            || horizontal.indexOf(a) >= 0 && vertical.indexOf(b) >= 0;
    }

    private static BiPredicate<Integer, Integer> letter(char c, AtomShape shape) {
        boolean diagonal = shape.diagonal();
        return switch (c) {
            case 'f' -> (x, y) -> y > 0;
            case 'b' -> (x, y) -> y < 0;
            case 'l' -> (x, y) -> x < 0;
            case 'r' -> (x, y) -> x > 0;
            case 'v' -> diagonal ? (x, y) -> true : (x, y) -> x == 0;
            case 's' -> diagonal ? (x, y) -> true : (x, y) -> y == 0;
            default -> (x, y) -> false;
        };
    }

    private static BiPredicate<Integer, Integer> oblique(String t, int a) {
        return switch (t) {
            case "f", "ff" -> (x, y) -> y == a;
            case "b", "bb" -> (x, y) -> y == -a;
            case "l", "ll" -> (x, y) -> x == -a;
            case "r", "rr" -> (x, y) -> x == a;
            case "v", "vv", "vh" -> (x, y) -> Math.abs(y) == a;
            case "s", "ss", "sh" -> (x, y) -> Math.abs(x) == a;
            case "fr" -> (x, y) -> x == a && y > 0;
            case "fl" -> (x, y) -> x == -a && y > 0;
            case "br" -> (x, y) -> x == a && y < 0;
            case "bl" -> (x, y) -> x == -a && y < 0;
            case "rf" -> (x, y) -> x > 0 && y == a;
            case "lf" -> (x, y) -> x < 0 && y == a;
            case "rb" -> (x, y) -> x > 0 && y == -a;
            case "lb" -> (x, y) -> x < 0 && y == -a;
            case "fs", "sf" -> (x, y) -> Math.abs(x) == a && y > 0;
            case "bs", "sb" -> (x, y) -> Math.abs(x) == a && y < 0;
            case "lv", "vl" -> (x, y) -> x < 0 && Math.abs(y) == a;
            case "rv", "vr" -> (x, y) -> x > 0 && Math.abs(y) == a;
            case "fh" -> (x, y) -> y > 0;
            case "bh" -> (x, y) -> y < 0;
            case "lh" -> (x, y) -> x < 0;
            case "rh" -> (x, y) -> x > 0;
            default -> (x, y) -> false;
        };
    }
}
