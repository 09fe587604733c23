package org.variantc.compiler.html;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.Modes;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.RayKind;
import org.variantc.runtime.rules.SquareMoves;
import org.variantc.runtime.rules.VariantRules;

/**
 * A piece seen as a compound of chess figures, read from the tables it is played with (White's
 * moves from the board's middle square, so every Betza spelling of the same moves reads alike):
 * the Rook's, Bishop's or Queen's slides, the Knight's leaps, the King's steps beside another
 * figure, and the short leaps left over (Ferz, Alfil, Wazir, Dabbaba, half-Knights …) as one
 * small pattern. Only pieces that are nothing else are compounds: a move that only captures or
 * only moves, a hop, a multi-leg path, a partial slide or a long leap makes a fairy piece.
 *
 * @param figures  the chess figures, by name ("queen", "rook", "bishop", "king", "knight"), in that order
 * @param limited  true when a slide stops short of the board edge (a halfling's, an R4's)
 * @param extra    the leftover leaps as (file, rank) offsets for White, each within two squares
 */
record Compound(List<String> figures, boolean limited, List<int[]> extra) {
    private static final int[][] ORTHOGONAL = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] DIAGONAL = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
    private static final int[][] KNIGHT = {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};
    private static final int[][] KING = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}};

    /** The compound {@code type} is, or empty when it is a single figure or a fairy piece. */
    static Optional<Compound> of(VariantRules rules, int type) {
        int files = rules.files();
        int middle = files / 2 + rules.ranks() / 2 * files;
        SquareMoves moves = rules.pieces().get(type).moves()[0][middle];
        if (moves.paths().length > 0) {
            return Optional.empty();
        }
        Map<Integer, Integer> modes = new HashMap<>();
        for (Leap leap : moves.leaps()) {
            if ((leap.modes() & ~Modes.MOVE_OR_CAPTURE) != 0) {
                return Optional.empty();
            }
            modes.merge(leap.target(), leap.modes(), (a, b) -> a | b);
        }
        for (Ray ray : moves.rays()) {
            if (ray.kind() != RayKind.SLIDE || ray.flags() != 0) {
                return Optional.empty();
            }
            for (int i = 0; i < ray.squares().length; i++) {
                modes.merge(ray.squares()[i], ray.squareModes()[i] & Modes.MOVE_OR_CAPTURE, (a, b) -> a | b);
            }
        }
        Set<String> slides = new LinkedHashSet<>();
        Set<Integer> covered = new HashSet<>();
        boolean shortSlide = false;
        for (Ray ray : moves.rays()) {
            if (!full(ray, modes)) {
                continue;
            }
            int dx = rules.fileOf(ray.squares()[0]) - rules.fileOf(middle);
            int dy = rules.rankOf(ray.squares()[0]) - rules.rankOf(middle);
            if (Math.abs(dx) > 1 || Math.abs(dy) > 1) {
                return Optional.empty();
            }
            slides.add(dx + "," + dy);
            shortSlide |= ray.squares().length < reach(rules, middle, dx, dy);
            for (int sq : ray.squares()) {
                covered.add(sq);
            }
        }
        boolean rook = all(slides, ORTHOGONAL);
        boolean bishop = all(slides, DIAGONAL);
        int expected = (rook ? 4 : 0) + (bishop ? 4 : 0);
        if (slides.size() != expected) {
            return Optional.empty();
        }
        Set<String> leaps = new LinkedHashSet<>();
        for (Map.Entry<Integer, Integer> e : modes.entrySet()) {
            if (covered.contains(e.getKey()) || e.getValue() == 0) {
                continue;
            }
            if (e.getValue() != Modes.MOVE_OR_CAPTURE) {
                return Optional.empty();
            }
            int dx = rules.fileOf(e.getKey()) - rules.fileOf(middle);
            int dy = rules.rankOf(e.getKey()) - rules.rankOf(middle);
            if (Math.abs(dx) > 2 || Math.abs(dy) > 2) {
                return Optional.empty();
            }
            leaps.add(dx + "," + dy);
        }
        List<String> figures = new ArrayList<>();
        if (rook && bishop) {
            figures.add("queen");
        } else if (rook) {
            figures.add("rook");
        } else if (bishop) {
            figures.add("bishop");
        }
        boolean knight = all(leaps, KNIGHT);
        if (knight) {
            remove(leaps, KNIGHT);
        }
        if (all(leaps, KING) && (knight || !figures.isEmpty())) {
            figures.add("king");
            remove(leaps, KING);
        }
        if (knight) {
            figures.add("knight");
        }
        if (figures.isEmpty() || figures.size() == 1 && leaps.isEmpty()) {
            return Optional.empty();
        }
        List<int[]> extra = new ArrayList<>();
        for (String leap : leaps) {
            String[] xy = leap.split(",");
            extra.add(new int[] {Integer.parseInt(xy[0]), Integer.parseInt(xy[1])});
        }
        return Optional.of(new Compound(List.copyOf(figures), shortSlide, List.copyOf(extra)));
    }

    /** Every square of the ray is a move or capture (some other part of the piece may emit it). */
    private static boolean full(Ray ray, Map<Integer, Integer> modes) {
        for (int i = 0; i < ray.squares().length; i++) {
            if ((ray.squareModes()[i] & Ray.PASS) != 0 || modes.get(ray.squares()[i]) != Modes.MOVE_OR_CAPTURE) {
                return false;
            }
        }
        return true;
    }

    /** How many squares lie from {@code square} to the board edge in a direction. */
    private static int reach(VariantRules rules, int square, int dx, int dy) {
        int x = rules.fileOf(square);
        int y = rules.rankOf(square);
        int n = 0;
        while (true) {
            x += dx;
            y += dy;
            if (x < 0 || y < 0 || x >= rules.files() || y >= rules.ranks()) {
                return n;
            }
            n++;
        }
    }

    private static boolean all(Set<String> set, int[][] offsets) {
        for (int[] o : offsets) {
            if (!set.contains(o[0] + "," + o[1])) {
                return false;
            }
        }
        return true;
    }

    private static void remove(Set<String> set, int[][] offsets) {
        for (int[] o : offsets) {
            set.remove(o[0] + "," + o[1]);
        }
    }
}
