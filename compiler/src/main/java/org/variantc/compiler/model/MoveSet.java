package org.variantc.compiler.model;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.variantc.compiler.betza.Component;
import org.variantc.compiler.betza.LegCondition;
import org.variantc.compiler.betza.Line;
import org.variantc.compiler.betza.LineKind;
import org.variantc.compiler.betza.MoveModes;
import org.variantc.compiler.betza.BentRide;
import org.variantc.compiler.betza.MultiLeg;

/**
 * What White's piece can do from every square of an empty board, read from its parsed moves:
 * per move its start, destination, mode and the squares that must be empty. Two spellings with
 * equal move sets are the same piece ({@code ffNbsN}, {@code ffNsbN}); an augmenter whose
 * compound has the basic piece's move set adds nothing ({@code RW}: the Wazir's steps are the
 * Rook's first squares). A leap and a slide to one square with nothing to pass are the same
 * move; a Dabbaba leap is not the Rook's second square, since it jumps. A move another one makes
 * whenever it could (same square, fewer squares to pass, no stricter unmoved condition) is left
 * out, as the runtime tables leave it out. Hops and captures on the way are compared whole.
 */
public record MoveSet(TreeSet<String> moves) {

    /** White's moves of these clauses from every square. */
    public static MoveSet of(Board board, List<MoveClause> clauses) {
        List<Reach> plain = new ArrayList<>();
        TreeSet<String> out = new TreeSet<>();
        for (int from = 0; from < board.squares(); from++) {
            for (MoveClause clause : clauses) {
                if (clause.from() != null && !clause.from().forSide(board, 0)[from]) {
                    continue;
                }
                for (Component c : clause.move().components()) {
                    if (c instanceof Line line) {
                        line(board, from, line, plain, out);
                    } else if (c instanceof MultiLeg leg) {
                        multiLeg(board, from, leg, plain, out);
                    } else if (c instanceof BentRide bent) {
                        // whole, as a path with conditions: its squares depend on the board's men
                        out.add(from + " bent" + java.util.Arrays.toString(bent.first()) + bent.reach()
                                + bent.turns().stream().map(java.util.Arrays::toString).toList() + bent.turnReach() + " " + bent.modes());
                    }
                }
            }
        }
        // only a move to the same square in the same mode can cover another: compare within those
        Map<String, List<Reach>> alike = new HashMap<>();
        for (Reach r : plain) {
            alike.computeIfAbsent(r.from() + ">" + r.to() + " " + r.mode(), k -> new ArrayList<>()).add(r);
        }
        for (Reach r : plain) {
            if (alike.get(r.from() + ">" + r.to() + " " + r.mode()).stream().noneMatch(other -> other.covers(r))) {
                out.add(r.toString());
            }
        }
        return new MoveSet(out);
    }

    /** The moves of this set that {@code basic} lacks. */
    public List<String> beyond(MoveSet basic) {
        List<String> extra = new ArrayList<>(moves);
        extra.removeAll(basic.moves);
        return extra;
    }

    /** One destination in one mode ("move", "capture", "en passant"), with what must be empty. */
    private record Reach(int from, int to, String mode, boolean initial, BitSet empty) {
        /** This move is made whenever {@code other} could be, and asks for less. */
        boolean covers(Reach other) {
            if (other.equals(this) || from != other.from || to != other.to || !mode.equals(other.mode)
                || initial && !other.initial) {
                return false;
            }
            BitSet extra = (BitSet) empty.clone();
            extra.andNot(other.empty);
            return extra.isEmpty() && (initial != other.initial || !empty.equals(other.empty));
        }

        @Override
        public String toString() {
            return from + ">" + to + " " + mode + (initial ? " initial " : " ") + empty;
        }
    }

    private static void line(Board board, int from, Line line, List<Reach> plain, TreeSet<String> out) {
        int dx = line.dx();
        int dy = line.dy();
        boolean wraps = board.cylinder() || line.wraps();
        if (line.range() == 1) {
            int target = offset(board, from, dx, dy, 1, wraps);
            if (target < 0 || target == from) {
                return;
            }
            int between = Math.max(Math.abs(dx), Math.abs(dy)) - 1;
            BitSet empty = new BitSet();
            switch (line.kind()) {
                case LAME -> {
                    for (int k = 1; k <= between; k++) {
                        empty.set(offset(board, from, Integer.signum(dx), Integer.signum(dy), k, wraps));
                    }
                }
                case JUMP -> {
                    int middle = offset(board, from, Integer.signum(dx), Integer.signum(dy), 1, wraps);
                    out.add(from + " jump " + middle + ">" + target + " " + line.modes());
                    return;
                }
                case NORMAL, HOP, GRASSHOPPER -> {
                }
            }
            reach(from, target, line.modes(), empty, plain);
            return;
        }
        int limit = steps(board, from, line, wraps);
        List<Integer> squares = new ArrayList<>();
        for (int k = 1; k <= limit; k++) {
            squares.add(offset(board, from, dx, dy, k, wraps));
        }
        switch (line.kind()) {
            case HOP, GRASSHOPPER -> {
                if (limit > 0) {
                    out.add(from + " " + line.kind() + squares + " " + line.modes());
                }
            }
            case NORMAL, LAME, JUMP -> {
                BitSet before = new BitSet();
                int first = line.kind() == LineKind.JUMP ? 1 : 0;
                for (int k = first; k < squares.size(); k++) {
                    reach(from, squares.get(k), line.modes(), before, plain);
                    before.set(squares.get(k));
                }
            }
        }
    }

    private static void multiLeg(Board board, int from, MultiLeg leg, List<Reach> plain, TreeSet<String> out) {
        List<Integer> squares = new ArrayList<>();
        int at = from;
        for (int[] step : leg.steps()) {
            at = offset(board, at, step[0], step[1], 1, board.cylinder());
            if (at < 0) {
                return;
            }
            squares.add(at);
        }
        if (leg.conditions().stream().allMatch(c -> c == LegCondition.EMPTY)) {
            BitSet empty = new BitSet();
            squares.subList(0, squares.size() - 1).forEach(empty::set);
            reach(from, at, leg.modes(), empty, plain);
        } else {
            out.add(from + " path" + squares + leg.conditions() + " " + leg.modes());
        }
    }

    /** One entry per mode, so a move split over two components compares equal to one that is not. */
    private static void reach(int from, int to, MoveModes modes, BitSet empty, List<Reach> plain) {
        BitSet mustBeEmpty = (BitSet) empty.clone();
        if (modes.move()) {
            plain.add(new Reach(from, to, "move", modes.initial(), mustBeEmpty));
        }
        if (modes.capture()) {
            plain.add(new Reach(from, to, "capture", modes.initial(), mustBeEmpty));
        }
        if (modes.enPassant()) {
            plain.add(new Reach(from, to, "en passant", modes.initial(), mustBeEmpty));
        }
    }

    /**
     * How many steps a rider takes on an empty board: its range, the edge, and a halfling's
     * ceil(d/2); round a cylinder it stops before its own square.
     */
    private static int steps(Board board, int from, Line line, boolean wraps) {
        int toEdge = 0;
        while (offset(board, from, line.dx(), line.dy(), toEdge + 1, wraps) >= 0
                && offset(board, from, line.dx(), line.dy(), toEdge + 1, wraps) != from) {
            toEdge++;
        }
        int limit = line.range() == 0 ? toEdge : Math.min(line.range(), toEdge);
        return line.halfling() ? Math.min(limit, (toEdge + 1) / 2) : limit;
    }

    /** The square {@code k} steps of (dx,dy) from {@code from}, or -1 off the board; a wrapping move re-enters at the other side. */
    private static int offset(Board board, int from, int dx, int dy, int k, boolean wraps) {
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
