package org.variantc.runtime;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiPredicate;
import java.util.function.Consumer;

import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.PromotionRule;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.RayKind;
import org.variantc.runtime.rules.SquareMoves;

/**
 * A deliberately simple builder of rule tables for tests: moves are given as offsets seen from
 * White (dy forward), mirrored for Black, cut at the board edge.
 */
final class TableBuilder {
    final int files;
    final int ranks;

    TableBuilder(int files, int ranks) {
        this.files = files;
        this.ranks = ranks;
    }

    int square(String name) {
        return (name.charAt(0) - 'a') + (Integer.parseInt(name.substring(1)) - 1) * files;
    }

    /** What one piece of one side can do from one square; filled in by a move spec. */
    final class Square {
        final int side;
        final int sq;
        final List<Leap> leaps = new ArrayList<>();
        final List<Ray> rays = new ArrayList<>();
        final List<Path> paths = new ArrayList<>();

        Square(int side, int sq) {
            this.side = side;
            this.sq = sq;
        }

        int file() {
            return sq % files;
        }

        /** The rank counted from this side's own edge, 0-based. */
        int ownRank() {
            int r = sq / files;
            return side == 0 ? r : ranks - 1 - r;
        }

        /** The square dx, dy (dy forward for this side) away, or -1 off the board. */
        int at(int dx, int dy) {
            int f = sq % files + dx;
            int r = sq / files + (side == 0 ? dy : -dy);
            return f < 0 || f >= files || r < 0 || r >= ranks ? -1 : f + r * files;
        }

        void leap(int dx, int dy, int modes) {
            int t = at(dx, dy);
            if (t >= 0) {
                leaps.add(new Leap(t, modes));
            }
        }

        /** All eight (or four) symmetric images of a leap. */
        void leapAll(int dx, int dy, int modes) {
            java.util.Set<Integer> seen = new java.util.HashSet<>();
            for (int[] o : images(dx, dy)) {
                int t = at(o[0], o[1]);
                if (t >= 0 && seen.add(t)) {
                    leaps.add(new Leap(t, modes));
                }
            }
        }

        /** A ray in one direction, at most {@code max} squares, every square with {@code modes}. */
        void ray(int dx, int dy, int max, RayKind kind, int modes, int flags) {
            List<Integer> squares = new ArrayList<>();
            for (int k = 1; k <= max; k++) {
                int t = at(dx * k, dy * k);
                if (t < 0) {
                    break;
                }
                squares.add(t);
            }
            if (!squares.isEmpty()) {
                byte[] m = new byte[squares.size()];
                java.util.Arrays.fill(m, (byte) modes);
                rays.add(new Ray(squares.stream().mapToInt(Integer::intValue).toArray(), m, flags, kind));
            }
        }

        void rideAll(int dx, int dy, RayKind kind, int modes) {
            for (int[] o : images(dx, dy)) {
                ray(o[0], o[1], 99, kind, modes, 0);
            }
        }

        /** A ray with explicit per-square modes, {@code modes.length} squares long (cut at the edge). */
        void rayModes(int dx, int dy, RayKind kind, int flags, int... modes) {
            List<Integer> squares = new ArrayList<>();
            for (int k = 1; k <= modes.length; k++) {
                int t = at(dx * k, dy * k);
                if (t < 0) {
                    return;
                }
                squares.add(t);
            }
            byte[] m = new byte[modes.length];
            for (int i = 0; i < m.length; i++) {
                m[i] = (byte) modes[i];
            }
            rays.add(new Ray(squares.stream().mapToInt(Integer::intValue).toArray(), m, flags, kind));
        }

        /** A path through the given offsets (each from the piece), with step conditions. */
        void path(int[][] offsets, byte[] conditions, int modes) {
            int[] squares = new int[offsets.length];
            for (int i = 0; i < offsets.length; i++) {
                squares[i] = at(offsets[i][0], offsets[i][1]);
                if (squares[i] < 0) {
                    return;
                }
            }
            paths.add(new Path(squares, conditions, modes));
        }
    }

    static int[][] images(int dx, int dy) {
        List<int[]> out = new ArrayList<>();
        for (int sx : new int[] {1, -1}) {
            for (int sy : new int[] {1, -1}) {
                for (boolean swap : new boolean[] {false, true}) {
                    int x = (swap ? dy : dx) * sx;
                    int y = (swap ? dx : dy) * sy;
                    if (out.stream().noneMatch(o -> o[0] == x && o[1] == y)) {
                        out.add(new int[] {x, y});
                    }
                }
            }
        }
        return out.toArray(new int[0][]);
    }

    SquareMoves[][] moves(Consumer<Square> spec) {
        SquareMoves[][] result = new SquareMoves[2][files * ranks];
        for (int side = 0; side < 2; side++) {
            for (int sq = 0; sq < files * ranks; sq++) {
                Square s = new Square(side, sq);
                spec.accept(s);
                result[side][sq] = new SquareMoves(s.leaps.toArray(new Leap[0]), s.rays.toArray(new Ray[0]),
                        s.paths.toArray(new Path[0]));
            }
        }
        return result;
    }

    PieceRules piece(String name, String id, boolean royal, Consumer<Square> spec) {
        return new PieceRules(name, id, "", royal, 0, moves(spec), List.of(), false, null);
    }

    /** Per side, per square: whether the square's rank counted from the side's own edge passes. */
    boolean[][] zone(BiPredicate<Integer, Integer> sideAndOwnRank) {
        boolean[][] z = new boolean[2][files * ranks];
        for (int side = 0; side < 2; side++) {
            for (int sq = 0; sq < files * ranks; sq++) {
                int r = sq / files;
                z[side][sq] = sideAndOwnRank.test(side, side == 0 ? r : ranks - 1 - r);
            }
        }
        return z;
    }

    boolean[][] lastRank() {
        return zone((side, rank) -> rank == ranks - 1);
    }

    static PromotionRule promotion(boolean[][] zone, boolean optional, int... choices) {
        int[] limits = new int[choices.length];
        java.util.Arrays.fill(limits, Integer.MAX_VALUE);
        return new PromotionRule(zone, choices, limits, 0, optional);
    }

    static PieceRules with(PieceRules p, List<PromotionRule> promotions, boolean resetsClock, boolean[][] dropZone) {
        return new PieceRules(p.name(), p.id(), p.betza(), p.royal(), p.value(), p.moves(), promotions,
                resetsClock, dropZone);
    }
}
