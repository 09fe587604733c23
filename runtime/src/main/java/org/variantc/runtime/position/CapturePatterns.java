package org.variantc.runtime.position;

import java.util.ArrayList;
import java.util.List;

import org.variantc.runtime.position.CapturePattern.Screen;
import org.variantc.runtime.rules.Bend;
import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.Modes;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.RayKind;
import org.variantc.runtime.rules.SquareMoves;
import org.variantc.runtime.rules.Step;
import org.variantc.runtime.rules.VariantRules;

/**
 * The reverse attacks of a variant, derived once from its move tables: per attacking side and
 * target square, every way a man of that side could capture on the target
 * ({@link CapturePattern}), in the order of type, source square, then leaps, rays, paths and bent lines.
 * The table engine's {@link Attacks} and the generated engines' attack tables are laid out from
 * this one build.
 */
public final class CapturePatterns {
    private final List<List<List<CapturePattern>>> bySideAndTarget; // [side][target]

    private CapturePatterns(List<List<List<CapturePattern>>> bySideAndTarget) {
        this.bySideAndTarget = bySideAndTarget;
    }

    public static CapturePatterns of(VariantRules rules) {
        SquareMoves[][][] moves = new SquareMoves[rules.pieces().size()][][];
        for (int t = 0; t < moves.length; t++) {
            moves[t] = rules.pieces().get(t).moves();
        }
        return of(moves, rules.squares());
    }

    /** From the move tables {@code [type][side][square]}. */
    public static CapturePatterns of(SquareMoves[][][] moves, int squares) {
        List<List<List<CapturePattern>>> sides = new ArrayList<>();
        for (int side = 0; side < 2; side++) {
            List<List<CapturePattern>> byTarget = new ArrayList<>();
            for (int t = 0; t < squares; t++) {
                byTarget.add(new ArrayList<>());
            }
            for (int type = 0; type < moves.length; type++) {
                for (int src = 0; src < squares; src++) {
                    collect(moves[type][side][src], type, src, byTarget);
                }
            }
            sides.add(byTarget.stream().map(List::copyOf).toList());
        }
        return new CapturePatterns(sides);
    }

    /** The ways a man of {@code side} could capture on {@code target}. */
    public List<CapturePattern> at(int side, int target) {
        return bySideAndTarget.get(side).get(target);
    }

    public int squares() {
        return bySideAndTarget.get(0).size();
    }

    private static void collect(SquareMoves sm, int type, int src, List<List<CapturePattern>> byTarget) {
        for (Leap leap : sm.leaps()) {
            if (Modes.has(leap.modes(), Modes.CAPTURE)) {
                byTarget.get(leap.target()).add(new CapturePattern(type, src, new int[0], new int[0],
                        Modes.has(leap.modes(), Modes.INITIAL), Screen.NONE));
            }
        }
        for (Ray ray : sm.rays()) {
            rayPatterns(ray, type, src, byTarget);
        }
        for (Path path : sm.paths()) {
            pathPatterns(path, type, src, byTarget);
        }
        for (Bend bend : sm.bends()) {
            bendPatterns(bend, type, src, byTarget);
        }
    }

    /** One pattern per corner and landing: every square from the corner back to the mover, and on the second leg, empty. */
    private static void bendPatterns(Bend bend, int type, int src, List<List<CapturePattern>> byTarget) {
        if (!Modes.has(bend.modes(), Modes.CAPTURE)) {
            return;
        }
        boolean virgin = Modes.has(bend.modes(), Modes.INITIAL);
        for (int k = 0; k < bend.squares().length; k++) {
            for (int[] turn : bend.turns()[k]) {
                for (int j = 0; j < turn.length; j++) {
                    Steps steps = new Steps();
                    steps.add(turn, j - 1, 0, CapturePattern.EMPTY);
                    steps.add(bend.squares(), k, 0, CapturePattern.EMPTY);
                    byTarget.get(turn[j]).add(steps.pattern(type, src, virgin, Screen.NONE));
                }
            }
        }
    }

    private static void rayPatterns(Ray ray, int type, int src, List<List<CapturePattern>> byTarget) {
        int[] walkedIndices = walkedIndices(ray);
        int[] walked = java.util.Arrays.stream(walkedIndices).map(i -> ray.squares()[i]).toArray();
        boolean virgin = Modes.has(ray.flags(), Modes.INITIAL);
        for (int j = 0; j < walked.length; j++) {
            if (!Modes.has(ray.squareModes()[walkedIndices[j]], Modes.CAPTURE)) {
                continue;
            }
            List<CapturePattern> onTarget = byTarget.get(walked[j]);
            if (ray.kind() == RayKind.SLIDE) {
                Steps steps = new Steps();
                steps.add(walked, j - 1, 0, CapturePattern.EMPTY);
                onTarget.add(steps.pattern(type, src, virgin, Screen.NONE));
            } else if (j >= 1) {
                Steps line = new Steps();
                line.add(walked, j - 1, 0, CapturePattern.OCCUPIED);
                CapturePattern hop = line.pattern(type, src, virgin, switch (ray.kind()) {
                    case HOP -> Screen.ANY;
                    case GRASSHOPPER -> Screen.NEAR;
                    case SLIDE -> throw new AssertionError("a slide is no hop");
                });
                // A virgin hop is tested as plain patterns: the hop lines' code knows no virgin mark.
                onTarget.addAll(virgin ? hop.expanded() : List.of(hop));
            }
        }
    }

    private static void pathPatterns(Path path, int type, int src, List<List<CapturePattern>> byTarget) {
        int[] sq = path.squares();
        int last = sq.length - 1;
        for (int target = 0; target <= last; target++) {
            boolean captures = target == last ? Modes.has(path.modes(), Modes.CAPTURE)
                    : path.conditions()[target] == Step.CAPTURE;
            if (!captures || sq[target] == src) {
                continue;
            }
            Steps steps = new Steps();
            for (int k = last; k >= 0; k--) {
                if (k == target || sq[k] == src) {
                    continue; // the mover's own square, left empty on the way (igui comes back to it)
                }
                int condition = k == last ? destinationCondition(path.modes()) : stepCondition(path.conditions()[k]);
                if (condition >= 0) {
                    steps.add(sq, k, k, condition);
                }
            }
            byTarget.get(sq[target]).add(steps.pattern(type, src, Modes.has(path.modes(), Modes.INITIAL), Screen.NONE));
        }
    }

    /** What an intermediate square of a path must hold for the capture, or -1: anything. */
    private static int stepCondition(byte step) {
        return switch (step) {
            case Step.EMPTY -> CapturePattern.EMPTY;
            case Step.CAPTURE -> CapturePattern.DEFENDER;
            case Step.OCCUPIED -> CapturePattern.OCCUPIED;
            case Step.ANY -> -1;
            default -> throw new IllegalArgumentException("not a step code: " + step);
        };
    }

    private static int destinationCondition(int modes) {
        boolean move = Modes.has(modes, Modes.MOVE);
        boolean capture = Modes.has(modes, Modes.CAPTURE);
        return move && capture ? CapturePattern.NOT_ATTACKER : move ? CapturePattern.EMPTY : CapturePattern.DEFENDER;
    }

    /** Squares and conditions of a pattern in the making. */
    private static final class Steps {
        private final List<Integer> squares = new ArrayList<>();
        private final List<Integer> conditions = new ArrayList<>();

        /** Adds squares[from] down to squares[to] with one condition. */
        void add(int[] line, int from, int to, int condition) {
            for (int k = from; k >= to; k--) {
                squares.add(line[k]);
                conditions.add(condition);
            }
        }

        CapturePattern pattern(int type, int src, boolean virgin, Screen screen) {
            return new CapturePattern(type, src, squares.stream().mapToInt(Integer::intValue).toArray(),
                    conditions.stream().mapToInt(Integer::intValue).toArray(), virgin, screen);
        }
    }

    /** The indices of a ray's squares that are walked, i.e. not {@link Ray#PASS}. */
    public static int[] walkedIndices(Ray ray) {
        return java.util.stream.IntStream.range(0, ray.squares().length)
                .filter(i -> (ray.squareModes()[i] & Ray.PASS) == 0).toArray();
    }
}
