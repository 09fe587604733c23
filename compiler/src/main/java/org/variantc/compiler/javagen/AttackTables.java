package org.variantc.compiler.javagen;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.variantc.runtime.position.CapturePattern;
import org.variantc.runtime.position.CapturePatterns;
import org.variantc.runtime.rules.VariantRules;

/**
 * Reverse attack tables for the generated attack test: per attacking side and target square,
 * every way a man of that side could capture on the target, as the runtime derives them
 * ({@link CapturePatterns}, the table engine's attack trie too), laid out in four shapes.
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
record AttackTables(AttackEntries rays, AttackEntries leaps, AttackEntries patterns, AttackEntries shaky,
                    AttackEntries fill, AttackEntries hops) {
    /**
     * Whether some attack by the side needs a pattern. The features of the moves may suggest so
     * (an initial move, say) when no such move captures: then the pattern code is left out.
     */
    boolean hasPatterns() {
        return !patterns.isEmpty() || !shaky.isEmpty();
    }

    /** Whether some attack by the side is a hop ray. */
    boolean hasHops() {
        return !hops.isEmpty();
    }

    /** Both sides' tables for the generated {@code Tables} class, those the features call for. */
    static List<TableView> tables(AttackTables white, AttackTables black, Features features) {
        List<TableView> tables = new ArrayList<>();
        tables.addAll(AttackEntries.tables("ATTACK_RAY", white.rays, black.rays));
        tables.addAll(AttackEntries.tables("ATTACK_LEAP", white.leaps, black.leaps));
        tables.addAll(AttackEntries.tables("ATTACK_PATTERN", white.patterns, black.patterns));
        tables.addAll(AttackEntries.tables("ATTACK_SHAKY", white.shaky, black.shaky));
        if (features.fill() && features.attackPatterns()) {
            tables.addAll(AttackEntries.tables("ATTACK_FILL", white.fill, black.fill));
        }
        if (features.attackHops()) {
            tables.addAll(AttackEntries.tables("ATTACK_HOP", white.hops, black.hops));
        }
        return tables;
    }

    static boolean fits(VariantRules rules) {
        return rules.pieces().size() <= 31;
    }

    /** The tables of attacks by {@code side}. */
    static AttackTables of(CapturePatterns patterns, int side) {
        int squares = patterns.squares();
        Flat rays = new Flat();
        Flat leaps = new Flat();
        Flat hops = new Flat(true);
        Flat others = new Flat();
        Flat shaky = new Flat();
        Flat fill = new Flat();
        for (int t = 0; t < squares; t++) {
            rays.startTarget();
            leaps.startTarget();
            hops.startTarget();
            others.startTarget();
            shaky.startTarget();
            fill.startTarget();
            List<CapturePattern> onTarget = patterns.at(side, t);
            layOut(onTarget, side, rays, leaps, others);
            layOutHops(onTarget, side, hops);
            shakySquares(onTarget, shaky);
            fillSquares(onTarget, fill);
        }
        return new AttackTables(rays.entries(), leaps.entries(), others.entries(), shaky.entries(), fill.entries(),
                hops.entries());
    }

    /**
     * The squares a pattern (not a ray) of the target has a condition on: moving a man off one
     * may open an attack that no ray shows, so such a man is tested alone.
     */
    private static void shakySquares(List<CapturePattern> patterns, Flat shaky) {
        java.util.SortedSet<Integer> squares = new java.util.TreeSet<>();
        for (CapturePattern p : patterns) {
            if (!p.isSlide() && !p.isHopLine()) {
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
    private static void fillSquares(List<CapturePattern> patterns, Flat fill) {
        java.util.SortedSet<Integer> squares = new java.util.TreeSet<>();
        for (CapturePattern p : patterns) {
            if (!p.isSlide() && !p.isHopLine()) {
                for (int k = 0; k < p.squares().length; k++) {
                    if (p.conditions()[k] != CapturePattern.EMPTY) {
                        squares.add(p.squares()[k]);
                    }
                }
            }
        }
        for (int sq : squares) {
            fill.addEntry(List.of(new long[] {sq, 0}));
        }
    }

    /** The bit of the board code of a man of {@code type} and {@code side}. */
    private static long mask(int side, int type) {
        return 1L << (side | (type + 1) << 1);
    }

    /**
     * One target's patterns laid out: slide patterns (leaps included) merged into rays, each
     * ray a chain of squares no other ray continues; leaps onto squares no ray begins on; the rest.
     */
    private static void layOut(List<CapturePattern> patterns, int side, Flat rays, Flat leaps, Flat others) {
        // A slide pattern is a chain: its empty squares, then the source. Key every chain by its squares.
        Map<List<Integer>, Long> chainMask = new LinkedHashMap<>();
        for (CapturePattern p : patterns) {
            if (!p.isSlide()) {
                continue;
            }
            List<Integer> chain = new ArrayList<>();
            for (int s : p.squares()) {
                chain.add(s);
            }
            chain.add(p.source());
            chainMask.merge(chain, mask(side, p.type()), (a, b) -> a | b);
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
        for (CapturePattern p : patterns) {
            if (p.isSlide() || p.isHopLine()) {
                continue;
            }
            List<long[]> entry = new ArrayList<>();
            for (int k = 0; k < p.squares().length; k++) {
                entry.add(new long[] {p.squares()[k], p.conditions()[k]});
            }
            entry.add(new long[] {p.source() | (p.virgin() ? 1 << 8 : 0), mask(side, p.type())});
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
    private static void layOutHops(List<CapturePattern> patterns, int side, Flat hops) {
        Map<List<Integer>, long[]> chainMasks = new LinkedHashMap<>();
        for (CapturePattern p : patterns) {
            if (!p.isHopLine()) {
                continue;
            }
            List<Integer> chain = new ArrayList<>();
            for (int s : p.squares()) {
                chain.add(s);
            }
            chain.add(p.source());
            long[] masks = chainMasks.computeIfAbsent(chain, c -> new long[2]);
            if (p.screen() == CapturePattern.Screen.ANY) {
                masks[0] |= mask(side, p.type());
            }
            masks[1] |= mask(side, p.type());
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

    /** {@link AttackEntries} in the making. */
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

        /** With near values, the entries' pairs being triples. */
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

        AttackEntries entries() {
            List<Long> firsts = new ArrayList<>(first);
            firsts.add((long) start.size());
            List<Long> starts = new ArrayList<>(start);
            starts.add((long) square.size());
            return new AttackEntries(toInts(firsts), toInts(starts), toInts(square), toArray(value),
                    withNear ? toArray(near) : null);
        }

        private static int[] toInts(List<Long> list) {
            return list.stream().mapToInt(Math::toIntExact).toArray();
        }

        private static long[] toArray(List<Long> list) {
            return list.stream().mapToLong(Long::longValue).toArray();
        }
    }
}
