package org.variantc.compiler.javagen;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.Modes;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.RayKind;
import org.variantc.runtime.rules.SquareMoves;
import org.variantc.runtime.rules.Step;
import org.variantc.runtime.rules.VariantRules;

/**
 * Reverse attack tables for the generated attack test: per attacking side and target square,
 * every way a man of that side could capture on the target, in three shapes.
 * <ul>
 *   <li>Rays: squares walked outward from the target; a man on one attacks when his code is in
 *       that square's mask, and the first man met ends the ray. Slides, and leaps onto the
 *       target, whose source squares begin rays.</li>
 *   <li>Leaps whose source begins no ray: a square and a mask.</li>
 *   <li>Hop rays: squares walked outward from the target past the first man (the screen, of
 *       either side) to the next; he attacks when his code is in that square's mask, one for
 *       a screen anywhere (cannons) and one for a screen next to the target (cannons and
 *       grasshoppers, which land right behind their screen).</li>
 *   <li>Patterns for the rest (paths, jumping riders' captures only a virgin man can make,
 *       any hop only a virgin man makes): square conditions as the runtime's attack trie has
 *       them, then the source; with the squares they depend on (shaky) and those they need
 *       filled.</li>
 * </ul>
 * A mask has bit {@code c} set for every board code {@code c = side | (type + 1) << 1} that
 * attacks, so the test is {@code (mask >>> square & 1) != 0} on the raw square value; that
 * needs codes below 64, i.e. at most 31 types ({@link #fits}).
 */
final class AttackTables {
    /** Pattern conditions, as in the runtime: what a square must hold, from the attacker's side; attacks.ftl tests these numbers. */
    static final int EMPTY = 0;
    static final int OCCUPIED = 1;
    static final int DEFENDER = 2;
    static final int NOT_ATTACKER = 3;

    private AttackTables() {
    }

    /**
     * Whether some attack by the side needs a pattern. The features of the moves may suggest so
     * (an initial move, say) when no such move captures: then the pattern code is left out.
     */
    static boolean hasPatterns(VariantRules rules, int side) {
        Map<String, long[]> tables = of(rules, side);
        return tables.get("ATTACK_PATTERN_SQUARE").length > 0 || tables.get("ATTACK_SHAKY_SQUARE").length > 0;
    }

    /** Whether some attack by the side is a hop ray. */
    static boolean hasHops(VariantRules rules, int side) {
        return of(rules, side).get("ATTACK_HOP_SQUARE").length > 0;
    }

    static boolean fits(VariantRules rules) {
        return rules.pieces().size() <= 31;
    }

    /** How a hop ray's attacker may use his screen: anywhere between (cannon) or next to the target (grasshopper). */
    private enum Hop { NONE, ANY_SCREEN, NEAR_SCREEN }

    /**
     * A way to capture on a target: conditions walked from the target, then the source. A hop
     * (not a virgin one) has no conditions of its own: its squares are the line walked.
     */
    private record Pattern(int[] squares, int[] conditions, int source, long mask, boolean virgin, Hop hop) {
        Pattern(int[] squares, int[] conditions, int source, long mask, boolean virgin) {
            this(squares, conditions, source, mask, virgin, Hop.NONE);
        }

        boolean isHop() {
            return hop != Hop.NONE;
        }

        boolean isSlide() {
            if (isHop()) {
                return false;
            }
            for (int c : conditions) {
                if (c != EMPTY) {
                    return false;
                }
            }
            return !virgin;
        }
    }

    /** Table name → values, for attacks by {@code side}. Longs are the masks. */
    static Map<String, long[]> of(VariantRules rules, int side) {
        int squares = rules.squares();
        List<List<Pattern>> byTarget = new ArrayList<>();
        for (int t = 0; t < squares; t++) {
            byTarget.add(new ArrayList<>());
        }
        for (int type = 0; type < rules.pieces().size(); type++) {
            PieceRules piece = rules.pieces().get(type);
            long mask = 1L << (side | (type + 1) << 1);
            for (int src = 0; src < squares; src++) {
                collect(piece.moves()[side][src], src, mask, byTarget);
            }
        }
        Flat rays = new Flat();
        Flat leaps = new Flat();
        Flat hops = new Flat(true);
        Flat patterns = new Flat();
        Flat shaky = new Flat();
        Flat fill = new Flat();
        for (int t = 0; t < squares; t++) {
            rays.startTarget();
            leaps.startTarget();
            hops.startTarget();
            patterns.startTarget();
            shaky.startTarget();
            fill.startTarget();
            layOut(byTarget.get(t), rays, leaps, patterns);
            layOutHops(byTarget.get(t), hops);
            shakySquares(byTarget.get(t), shaky);
            fillSquares(byTarget.get(t), fill);
        }
        Map<String, long[]> tables = new LinkedHashMap<>();
        rays.put("ATTACK_RAY", tables);
        leaps.put("ATTACK_LEAP", tables);
        patterns.put("ATTACK_PATTERN", tables);
        shaky.put("ATTACK_SHAKY", tables);
        fill.put("ATTACK_FILL", tables);
        hops.put("ATTACK_HOP", tables);
        return tables;
    }

    /**
     * The squares a pattern (not a ray) of the target has a condition on: moving a man off one
     * may open an attack that no ray shows, so such a man is tested alone.
     */
    private static void shakySquares(List<Pattern> patterns, Flat shaky) {
        java.util.SortedSet<Integer> squares = new java.util.TreeSet<>();
        for (Pattern p : patterns) {
            if (!p.isSlide() && !p.isHop()) {
                for (int sq : p.squares()) {
                    squares.add(sq);
                }
            }
        }
        for (int sq : squares) {
            shaky.addEntry(List.of(new long[] {sq, 0}));
        }
    }

    /**
     * The squares a pattern of the target needs filled: a man moving onto one may open an
     * attack, so his move is tried. (Hop rays' squares are marked per position instead.)
     */
    private static void fillSquares(List<Pattern> patterns, Flat fill) {
        java.util.SortedSet<Integer> squares = new java.util.TreeSet<>();
        for (Pattern p : patterns) {
            if (!p.isSlide() && !p.isHop()) {
                for (int k = 0; k < p.squares().length; k++) {
                    if (p.conditions()[k] != EMPTY) {
                        squares.add(p.squares()[k]);
                    }
                }
            }
        }
        for (int sq : squares) {
            fill.addEntry(List.of(new long[] {sq, 0}));
        }
    }

    private static void collect(SquareMoves sm, int src, long mask, List<List<Pattern>> byTarget) {
        for (Leap leap : sm.leaps()) {
            if (Modes.has(leap.modes(), Modes.CAPTURE)) {
                add(byTarget, leap.target(), new int[0], new int[0], src, mask, Modes.has(leap.modes(), Modes.INITIAL));
            }
        }
        for (Ray ray : sm.rays()) {
            rayPatterns(ray, src, mask, byTarget);
        }
        for (Path path : sm.paths()) {
            pathPatterns(path, src, mask, byTarget);
        }
    }

    private static void add(List<List<Pattern>> byTarget, int target, int[] squares, int[] conditions, int src,
                            long mask, boolean virgin) {
        byTarget.get(target).add(new Pattern(squares, conditions, src, mask, virgin));
    }

    private static void rayPatterns(Ray ray, int src, long mask, List<List<Pattern>> byTarget) {
        int[] walked = java.util.stream.IntStream.range(0, ray.squares().length)
                .filter(i -> (ray.squareModes()[i] & Ray.PASS) == 0).map(i -> ray.squares()[i]).toArray();
        int[] walkedModes = java.util.stream.IntStream.range(0, ray.squares().length)
                .filter(i -> (ray.squareModes()[i] & Ray.PASS) == 0).map(i -> ray.squareModes()[i]).toArray();
        boolean virgin = Modes.has(ray.flags(), Modes.INITIAL);
        for (int j = 0; j < walked.length; j++) {
            if (!Modes.has(walkedModes[j], Modes.CAPTURE)) {
                continue;
            }
            if (ray.kind() == RayKind.SLIDE) {
                Steps steps = new Steps();
                steps.add(walked, j - 1, 0, EMPTY);
                add(byTarget, walked[j], steps.squares(), steps.conditions(), src, mask, virgin);
            } else if (!virgin && j >= 1) {
                // The line from the target back to the source; the screen may be any man on it.
                Steps steps = new Steps();
                steps.add(walked, j - 1, 0, OCCUPIED);
                byTarget.get(walked[j]).add(new Pattern(steps.squares(), steps.conditions(), src, mask, false,
                        ray.kind() == RayKind.HOP ? Hop.ANY_SCREEN : Hop.NEAR_SCREEN));
            } else if (ray.kind() == RayKind.HOP) {
                for (int screen = j - 1; screen >= 0; screen--) {
                    Steps steps = new Steps();
                    steps.add(walked, j - 1, screen + 1, EMPTY);
                    steps.add(walked, screen, screen, OCCUPIED);
                    steps.add(walked, screen - 1, 0, EMPTY);
                    add(byTarget, walked[j], steps.squares(), steps.conditions(), src, mask, virgin);
                }
            } else if (j >= 1) {
                Steps steps = new Steps();
                steps.add(walked, j - 1, j - 1, OCCUPIED);
                steps.add(walked, j - 2, 0, EMPTY);
                add(byTarget, walked[j], steps.squares(), steps.conditions(), src, mask, virgin);
            }
        }
    }

    private static void pathPatterns(Path path, int src, long mask, List<List<Pattern>> byTarget) {
        int[] sq = path.squares();
        int last = sq.length - 1;
        for (int target = 0; target <= last; target++) {
            boolean captures = target == last ? Modes.has(path.modes(), Modes.CAPTURE)
                    : path.conditions()[target] == Step.CAPTURE;
            if (!captures) {
                continue;
            }
            Steps steps = new Steps();
            for (int k = last; k >= 0; k--) {
                if (k == target) {
                    continue;
                }
                int condition = k == last ? destination(path.modes()) : step(path.conditions()[k]);
                if (condition >= 0) {
                    steps.add(new int[] {sq[k]}, 0, 0, condition);
                }
            }
            add(byTarget, sq[target], steps.squares(), steps.conditions(), src, mask,
                    Modes.has(path.modes(), Modes.INITIAL));
        }
    }

    private static int step(byte step) {
        switch (step) {
            case Step.EMPTY: return EMPTY;
            case Step.CAPTURE: return DEFENDER;
            case Step.OCCUPIED: return OCCUPIED;
            default: return -1;
        }
    }

    private static int destination(int modes) {
        boolean move = Modes.has(modes, Modes.MOVE);
        boolean capture = Modes.has(modes, Modes.CAPTURE);
        return move && capture ? NOT_ATTACKER : move ? EMPTY : DEFENDER;
    }

    /**
     * One target's patterns laid out: slide patterns (leaps included) merged into rays, each
     * ray a chain of squares no other ray continues; leaps onto squares no ray begins on; the rest.
     */
    private static void layOut(List<Pattern> patterns, Flat rays, Flat leaps, Flat others) {
        // A slide pattern is a chain: its empty squares, then the source. Key every chain by its squares.
        Map<List<Integer>, Long> chainMask = new LinkedHashMap<>();
        for (Pattern p : patterns) {
            if (!p.isSlide()) {
                continue;
            }
            List<Integer> chain = new ArrayList<>();
            for (int s : p.squares()) {
                chain.add(s);
            }
            chain.add(p.source());
            chainMask.merge(chain, p.mask(), (a, b) -> a | b);
        }
        List<List<Integer>> ends = ends(chainMask.keySet());
        for (List<Integer> end : ends) {
            if (end.size() == 1) {
                continue; // a lone leap: laid out below, unless a longer ray starts on it
            }
            List<long[]> ray = new ArrayList<>();
            for (int k = 1; k <= end.size(); k++) {
                ray.add(new long[] {end.get(k - 1), chainMask.getOrDefault(end.subList(0, k), 0L)});
            }
            rays.addEntry(ray);
        }
        for (List<Integer> end : ends) {
            if (end.size() == 1) {
                leaps.addEntry(List.of(new long[] {end.get(0), chainMask.get(end)}));
            }
        }
        for (Pattern p : patterns) {
            if (p.isSlide() || p.isHop()) {
                continue;
            }
            List<long[]> entry = new ArrayList<>();
            for (int k = 0; k < p.squares().length; k++) {
                entry.add(new long[] {p.squares()[k], p.conditions()[k]});
            }
            entry.add(new long[] {p.source() | (p.virgin() ? 1 << 8 : 0), p.mask()});
            others.addEntry(entry);
        }
    }

    /** A chain that another extends is part of that ray; the others are the rays' ends. */
    private static List<List<Integer>> ends(java.util.Set<List<Integer>> chains) {
        List<List<Integer>> ends = new ArrayList<>();
        for (List<Integer> chain : chains) {
            boolean extended = false;
            for (List<Integer> other : chains) {
                if (other.size() > chain.size() && other.subList(0, chain.size()).equals(chain)) {
                    extended = true;
                    break;
                }
            }
            if (!extended) {
                ends.add(chain);
            }
        }
        return ends;
    }

    /**
     * One target's hops merged into rays as slides are: a chain is the line from the target to
     * the source. Per square two masks: attackers with a screen anywhere before them, and those
     * with the screen on the ray's first square (grasshoppers too); a chain's interior squares
     * are never masked by it, so a man there is a screen.
     */
    private static void layOutHops(List<Pattern> patterns, Flat hops) {
        Map<List<Integer>, long[]> chainMasks = new LinkedHashMap<>();
        for (Pattern p : patterns) {
            if (!p.isHop()) {
                continue;
            }
            List<Integer> chain = new ArrayList<>();
            for (int s : p.squares()) {
                chain.add(s);
            }
            chain.add(p.source());
            long[] masks = chainMasks.computeIfAbsent(chain, c -> new long[2]);
            if (p.hop() == Hop.ANY_SCREEN) {
                masks[0] |= p.mask();
            }
            masks[1] |= p.mask();
        }
        for (List<Integer> end : ends(chainMasks.keySet())) {
            List<long[]> ray = new ArrayList<>();
            for (int k = 1; k <= end.size(); k++) {
                long[] masks = chainMasks.getOrDefault(end.subList(0, k), new long[2]);
                ray.add(new long[] {end.get(k - 1), masks[0], masks[1]});
            }
            hops.addEntry(ray);
        }
    }

    /** Squares and conditions of a pattern in the making. */
    private static final class Steps {
        private final List<Integer> squares = new ArrayList<>();
        private final List<Integer> conditions = new ArrayList<>();

        /** Adds walked[from] down to walked[to] with one condition. */
        void add(int[] walked, int from, int to, int condition) {
            for (int k = from; k >= to; k--) {
                squares.add(walked[k]);
                conditions.add(condition);
            }
        }

        int[] squares() {
            return squares.stream().mapToInt(Integer::intValue).toArray();
        }

        int[] conditions() {
            return conditions.stream().mapToInt(Integer::intValue).toArray();
        }
    }

    /**
     * Entries of (square, value) pairs grouped per target: {@code NAME_FIRST} per target the
     * first entry (and one past the last target), {@code NAME_START} per entry its first pair,
     * {@code NAME_SQUARE} and {@code NAME_VALUE} the pairs.
     */
    private static final class Flat {
        private final List<Long> first = new ArrayList<>();
        private final List<Long> start = new ArrayList<>();
        private final List<Long> square = new ArrayList<>();
        private final List<Long> value = new ArrayList<>();
        /** A second value per pair, where entries carry one (hop rays' near masks). */
        private final List<Long> near = new ArrayList<>();
        private final boolean withNear;

        Flat() {
            this(false);
        }

        /** With {@code NAME_NEAR_VALUE}, the entries' pairs being triples. */
        Flat(boolean withNear) {
            this.withNear = withNear;
        }

        void startTarget() {
            first.add((long) start.size());
        }

        void addEntry(List<long[]> pairs) {
            start.add((long) square.size());
            for (long[] pair : pairs) {
                square.add(pair[0]);
                value.add(pair[1]);
                if (pair.length > 2) {
                    near.add(pair[2]);
                }
            }
        }

        void put(String name, Map<String, long[]> tables) {
            List<Long> firsts = new ArrayList<>(first);
            firsts.add((long) start.size());
            List<Long> starts = new ArrayList<>(start);
            starts.add((long) square.size());
            tables.put(name + "_FIRST", toArray(firsts));
            tables.put(name + "_START", toArray(starts));
            tables.put(name + "_SQUARE", toArray(square));
            tables.put(name + "_VALUE", toArray(value));
            if (withNear) {
                tables.put(name + "_NEAR_VALUE", toArray(near));
            }
        }

        private static long[] toArray(List<Long> list) {
            return list.stream().mapToLong(Long::longValue).toArray();
        }
    }
}
