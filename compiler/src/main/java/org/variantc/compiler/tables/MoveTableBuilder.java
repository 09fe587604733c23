package org.variantc.compiler.tables;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.variantc.compiler.betza.BentRide;
import org.variantc.compiler.betza.Component;
import org.variantc.compiler.betza.Line;
import org.variantc.compiler.betza.LineKind;
import org.variantc.compiler.betza.MultiLeg;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.MoveClause;
import org.variantc.runtime.rules.Bend;
import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.Modes;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.RayKind;
import org.variantc.runtime.rules.SquareMoves;
import org.variantc.runtime.rules.Step;

/**
 * Resolves a piece's move clauses, for one side, into what it can do from every square: leaps,
 * rays cut to their range (halflings included) and multi-leg paths. Black's moves are White's
 * mirrored across the horizontal midline, or for a chiral piece turned half round (left and
 * right as its owner sees them). Destinations two components share are emitted once.
 */
public final class MoveTableBuilder {
    private static final int DESTINATION_MODES = Modes.MOVE | Modes.CAPTURE | Modes.EN_PASSANT;

    private final Board board;
    private final int side;
    private final boolean createsEnPassant;
    private final int fileSign;

    /**
     * @param createsEnPassant the piece can capture en passant, so its moves that pass over squares
     *                         make them en-passant squares
     */
    public MoveTableBuilder(Board board, int side, boolean createsEnPassant) {
        this(board, side, createsEnPassant, false);
    }

    /** @param chiral Black's moves are White's turned half round: files reversed as well as ranks */
    public MoveTableBuilder(Board board, int side, boolean createsEnPassant, boolean chiral) {
        this.board = board;
        this.side = side;
        this.createsEnPassant = createsEnPassant;
        this.fileSign = side == 1 && chiral ? -1 : 1;
    }

    public SquareMoves[] build(List<MoveClause> clauses) {
        SquareMoves[] table = new SquareMoves[board.squares()];
        for (int square = 0; square < table.length; square++) {
            table[square] = at(square, clauses);
        }
        return table;
    }

    private SquareMoves at(int square, List<MoveClause> clauses) {
        Map<String, Leap> leaps = new LinkedHashMap<>();
        Map<String, Ray> rays = new LinkedHashMap<>();
        List<Path> paths = new ArrayList<>();
        Set<PathKey> pathKeys = new HashSet<>();
        List<Bend> bends = new ArrayList<>();
        List<SquareMoves> within = new ArrayList<>();
        for (MoveClause clause : clauses) {
            if (clause.from() != null && !clause.from().forSide(board, side)[square]) {
                continue;
            }
            if (clause.within() != null) {
                within.add(within(square, clause));
                continue;
            }
            boolean ep = clause.withEnPassant() || createsEnPassant && !clause.withoutEnPassant();
            for (Component c : clause.move().components()) {
                if (c instanceof Line line) {
                    line(square, line, ep, leaps, rays, paths);
                } else if (c instanceof MultiLeg leg) {
                    multiLeg(square, leg, ep, paths, pathKeys);
                } else if (c instanceof BentRide bent) {
                    bentRide(square, bent, bends);
                }
            }
        }
        List<Leap> allLeaps = new ArrayList<>(leaps.values());
        List<Ray> allRays = new ArrayList<>(rays.values());
        for (SquareMoves inside : within) {
            allLeaps.addAll(List.of(inside.leaps()));
            allRays.addAll(List.of(inside.rays()));
            paths.addAll(List.of(inside.paths()));
            bends.addAll(List.of(inside.bends()));
        }
        return Deduplication.apply(allLeaps, allRays, paths, bends);
    }

    /** A {@code within} clause's moves from the square: none outside the zone, each cut where it would leave it. */
    private SquareMoves within(int square, MoveClause clause) {
        boolean[] zone = clause.within().forSide(board, side);
        if (!zone[square]) {
            return SquareMoves.NONE;
        }
        Map<String, Leap> leaps = new LinkedHashMap<>();
        Map<String, Ray> rays = new LinkedHashMap<>();
        List<Path> paths = new ArrayList<>();
        List<Bend> bends = new ArrayList<>();
        boolean ep = clause.withEnPassant() || createsEnPassant && !clause.withoutEnPassant();
        for (Component c : clause.move().components()) {
            if (c instanceof Line line) {
                line(square, line, ep, leaps, rays, paths);
            } else if (c instanceof MultiLeg leg) {
                multiLeg(square, leg, ep, paths, new HashSet<>());
            } else if (c instanceof BentRide bent) {
                bentRide(square, bent, bends);
            }
        }
        return Within.apply(new SquareMoves(leaps.values().toArray(new Leap[0]), rays.values().toArray(new Ray[0]),
                paths.toArray(new Path[0]), bends.toArray(new Bend[0])), zone);
    }

    private void line(int from, Line line, boolean ep, Map<String, Leap> leaps, Map<String, Ray> rays, List<Path> paths) {
        int dx = fileSign * line.dx();
        int dy = side == 0 ? line.dy() : -line.dy();
        int modes = ModeBits.of(line.modes());
        int flags = modes & (Modes.INITIAL | Modes.EN_PASSANT);
        int emit = modes & DESTINATION_MODES;
        boolean wraps = board.cylinder() || line.wraps();
        if (line.range() == 1) {
            int target = offset(from, dx, dy, 1, wraps);
            if (target == from) {
                return; // a leap round a narrow cylinder back to its own square moves nothing
            }
            if (target < 0) {
                return;
            }
            int between = Math.max(Math.abs(dx), Math.abs(dy)) - 1;
            boolean straight = dx == 0 || dy == 0 || Math.abs(dx) == Math.abs(dy);
            if (line.kind() == LineKind.LAME && straight && between > 0) {
                int ux = Integer.signum(dx);
                int uy = Integer.signum(dy);
                int[] squares = new int[between + 1];
                byte[] squareModes = new byte[between + 1];
                for (int k = 1; k <= between + 1; k++) {
                    squares[k - 1] = offset(from, ux, uy, k, wraps);
                }
                squareModes[between] = (byte) emit;
                addRay(rays, new Ray(squares, squareModes, rayFlags(flags, ep), RayKind.SLIDE), ux, uy);
            } else if (line.kind() == LineKind.JUMP) {
                int middle = offset(from, Integer.signum(dx), Integer.signum(dy), 1, wraps);
                paths.add(new Path(new int[] {middle, target}, new byte[] {Step.OCCUPIED}, modes));
            } else {
                leaps.merge(target + "/" + flags, new Leap(target, emit | flags),
                    (a, b) -> new Leap(target, a.modes() | b.modes()));
            }
            return;
        }
        int limit = reach(from, dx, dy, line, wraps);
        if (limit == 0) {
            return;
        }
        int[] squares = new int[limit];
        byte[] squareModes = new byte[limit];
        for (int k = 1; k <= limit; k++) {
            squares[k - 1] = offset(from, dx, dy, k, wraps);
            squareModes[k - 1] = (byte) (emit & (Modes.MOVE | Modes.CAPTURE));
        }
        if (line.kind() == LineKind.JUMP) {
            squareModes[0] = Ray.PASS;
        }
        RayKind kind = switch (line.kind()) {
            case HOP -> RayKind.HOP;
            case GRASSHOPPER -> RayKind.GRASSHOPPER;
            case NORMAL, LAME, JUMP -> RayKind.SLIDE;
        };
        addRay(rays, new Ray(squares, squareModes, rayFlags(flags, ep), kind), dx, dy);
    }

    /**
     * How many steps a rider takes on an empty board: its range, the edge, and a halfling's
     * ceil(d/2). Round a cylinder the edge is the rider's own square: it stops before it.
     */
    private int reach(int from, int dx, int dy, Line line, boolean wraps) {
        int toEdge = 0;
        while (offset(from, dx, dy, toEdge + 1, wraps) >= 0 && offset(from, dx, dy, toEdge + 1, wraps) != from) {
            toEdge++;
        }
        int limit = line.range() == 0 ? toEdge : Math.min(line.range(), toEdge);
        return line.halfling() ? Math.min(limit, (toEdge + 1) / 2) : limit;
    }

    private static int rayFlags(int flags, boolean ep) {
        return ep ? flags | Modes.CREATES_EN_PASSANT : flags;
    }

    /** Rays along the same step with the same conditions are one ray: the longer, emitting what either emits. */
    private static void addRay(Map<String, Ray> rays, Ray ray, int dx, int dy) {
        String key = dx + "," + dy + "/" + ray.flags() + "/" + ray.kind();
        rays.merge(key, ray, (a, b) -> {
            Ray longer = a.squares().length >= b.squares().length ? a : b;
            Ray shorter = longer == a ? b : a;
            byte[] modes = longer.squareModes().clone();
            for (int i = 0; i < shorter.squareModes().length; i++) {
                modes[i] = (byte) (modes[i] == Ray.PASS || shorter.squareModes()[i] == Ray.PASS
                    ? Ray.PASS : modes[i] | shorter.squareModes()[i]);
            }
            return new Ray(longer.squares(), modes, longer.flags(), longer.kind());
        });
    }

    /** Adds the path unless an equal one is there; the keys make that a lookup, not a scan of every path. */
    private void multiLeg(int from, MultiLeg leg, boolean ep, List<Path> paths, Set<PathKey> pathKeys) {
        int[] squares = new int[leg.steps().size()];
        int at = from;
        for (int i = 0; i < squares.length; i++) {
            int[] step = leg.steps().get(i);
            at = offset(at, fileSign * step[0], side == 0 ? step[1] : -step[1], 1, board.cylinder());
            if (at < 0) {
                return;
            }
            squares[i] = at;
        }
        int modes = ModeBits.of(leg.modes()) | (ep ? Modes.CREATES_EN_PASSANT : 0);
        Path path = new Path(squares, ModeBits.of(leg.conditions()), modes);
        for (int k = 0; k < squares.length - 1; k++) {
            byte condition = path.conditions()[k];
            if (squares[k] == from && (condition == Step.CAPTURE || condition == Step.OCCUPIED)) {
                return; // a man on the mover's own square, which he has left: never there
            }
        }
        if (pathKeys.add(new PathKey(squares, path.conditions(), modes))) {
            paths.add(path);
        }
    }

    /** A bent line from {@code from}: its first leg's squares, and from each the second legs; none if it lands nowhere. */
    private void bentRide(int from, BentRide bent, List<Bend> bends) {
        int[] corners = walk(from, bent.first(), bent.reach());
        int[][][] turns = new int[corners.length][][];
        boolean lands = false;
        for (int k = 0; k < corners.length; k++) {
            List<int[]> fromCorner = new ArrayList<>();
            for (int[] turn : bent.turns()) {
                int[] line = walk(corners[k], turn, bent.turnReach());
                // a second leg round a cylinder stops at the mover's square, which it would pass
                int end = 0;
                while (end < line.length && line[end] != from) {
                    end++;
                }
                if (end > 0) {
                    fromCorner.add(Arrays.copyOf(line, end));
                }
            }
            turns[k] = fromCorner.toArray(new int[0][]);
            lands |= turns[k].length > 0;
        }
        if (lands) {
            bends.add(new Bend(corners, turns, ModeBits.of(bent.modes()) & (Modes.MOVE | Modes.CAPTURE | Modes.INITIAL)));
        }
    }

    /** The squares {@code reach} steps (0: to the edge) of {@code step} from {@code from}, in order; round a cylinder, not back to itself. */
    private int[] walk(int from, int[] step, int reach) {
        int dx = fileSign * step[0];
        int dy = side == 0 ? step[1] : -step[1];
        List<Integer> out = new ArrayList<>();
        int limit = reach == 0 ? board.files() + board.ranks() : reach;
        for (int k = 1; k <= limit; k++) {
            int sq = offset(from, dx, dy, k, board.cylinder());
            if (sq < 0 || sq == from) {
                break;
            }
            out.add(sq);
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /** A path's identity for the duplicate lookup: its arrays compared by content. */
    private record PathKey(int[] squares, byte[] conditions, int modes) {
        @Override
        public boolean equals(Object o) {
            return o instanceof PathKey k && k.modes == modes && Arrays.equals(k.squares, squares)
                && Arrays.equals(k.conditions, conditions);
        }

        @Override
        public int hashCode() {
            return (Arrays.hashCode(squares) * 31 + Arrays.hashCode(conditions)) * 31 + modes;
        }
    }

    /**
     * The square {@code k} steps of (dx,dy) from {@code from}, or -1 off the board. A move that
     * wraps (a cylinder board, or XBetza's {@code o}) leaving at a side edge re-enters at the other.
     */
    private int offset(int from, int dx, int dy, int k, boolean wraps) {
        int file = from % board.files() + dx * k;
        int rank = from / board.files() + dy * k;
        if (wraps) {
            file = Math.floorMod(file, board.files());
        }
        if (file < 0 || rank < 0 || file >= board.files() || rank >= board.ranks()) {
            return -1;
        }
        return board.square(file, rank);
    }
}
