package org.variantc.runtime.moves;

import org.variantc.runtime.position.Attacks;
import org.variantc.runtime.position.CapturePatterns;

import org.variantc.runtime.position.HopRule;
import org.variantc.runtime.position.Man;
import org.variantc.runtime.position.Mailbox;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.MoveSelection;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.HopLimits;
import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.Modes;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.RayKind;
import org.variantc.runtime.rules.SquareMoves;
import org.variantc.runtime.rules.Step;

/**
 * Pieces that may not jump over, or capture, men of some types (Janggi's Cannon), for every
 * engine at once. The generator's pseudo-legal moves pass through {@link #generateLegal}: a hop
 * over a refused screen and a capture of a refused victim are dropped, and the rest are made and
 * kept when no royal man of the mover is left attacked. Attacks are those of the other types,
 * from the usual reverse tables built without the limited types, plus the limited men's own
 * moves walked forward with their limits, so a Cannon behind a Cannon gives no check.
 */
public final class LimitedHops implements HopRule {
    private final HopLimits limits;
    private final SquareMoves[][][] moves;
    private final Attacks others;

    public LimitedHops(HopLimits limits, SquareMoves[][][] moves, int squares) {
        this.limits = limits;
        this.moves = moves;
        SquareMoves[][][] unlimited = new SquareMoves[moves.length][][];
        for (int t = 0; t < moves.length; t++) {
            unlimited[t] = limits.limits(t) ? none(moves[t]) : moves[t];
        }
        others = new Attacks(CapturePatterns.of(unlimited, squares));
    }

    private static SquareMoves[][] none(SquareMoves[][] bySide) {
        SquareMoves[][] empty = new SquareMoves[bySide.length][];
        for (int s = 0; s < bySide.length; s++) {
            empty[s] = new SquareMoves[bySide[s].length];
            java.util.Arrays.fill(empty[s], SquareMoves.NONE);
        }
        return empty;
    }

    @Override
    public void generateLegal(Position pos, MoveList out, MoveSelection selection) {
        out.clear();
        if (GoalRace.ended(pos)) {
            return;
        }
        pos.book.generator().generatePseudoLegal(pos, out);
        int us = pos.side();
        out.retain(m -> selection.keeps(pos, m) && allowed(pos, m) && safe(pos, m, us));
    }

    /** True when a man of {@code side} could capture a man standing on {@code target}. */
    public boolean attacked(Position pos, int target, int side) {
        if (others.attacked(Mailbox.squares(pos), target, side)) {
            return true;
        }
        int[] l = Mailbox.men(pos, side);
        for (int i = 0; i < pos.listSize(side); i++) {
            int sq = l[i];
            int v = pos.board(sq);
            int type = Man.type(v);
            if (limits.limits(type) && reaches(Mailbox.squares(pos), moves[type][side][sq], type, (v & Man.VIRGIN) != 0, target, side)) {
                return true;
            }
        }
        return false;
    }

    private static boolean safe(Position pos, long m, int us) {
        pos.make(m);
        boolean safe = !pos.inCheck(us);
        pos.unmake();
        return safe;
    }

    /** Whether the move keeps the limits: no refused victim taken, no refused screen jumped. */
    private boolean allowed(Position pos, long m) {
        int kind = Move.kind(m);
        if (kind == Move.DROP || kind == Move.CASTLE) {
            return true;
        }
        int type = Move.type(m);
        int[] board = Mailbox.squares(pos);
        int to = Move.to(m);
        if (board[to] != 0 && !limits.mayCapture(type, Man.type(board[to]))) {
            return false;
        }
        SquareMoves sm = moves[type][pos.side()][Move.from(m)];
        if (kind == Move.RAY) {
            Ray ray = sm.rays()[Move.index(m)];
            int screen = ray.kind() == RayKind.SLIDE ? -1 : screen(board, ray);
            return screen < 0 || limits.mayJump(type, Man.type(board[screen]));
        }
        if (kind == Move.PATH) {
            Path path = sm.paths()[Move.index(m)];
            for (int k = 0; k < path.squares().length - 1; k++) {
                int q = board[path.squares()[k]];
                byte step = path.conditions()[k];
                if (step == Step.OCCUPIED && !limits.mayJump(type, Man.type(q))
                        || step == Step.CAPTURE && !limits.mayCapture(type, Man.type(q))) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The first occupied square a hop ray walks, or -1. */
    private static int screen(int[] board, Ray ray) {
        for (int k = 0; k < ray.squares().length; k++) {
            if ((ray.squareModes()[k] & Ray.PASS) == 0 && board[ray.squares()[k]] != 0) {
                return ray.squares()[k];
            }
        }
        return -1;
    }

    /** Whether a limited man with these moves could capture on {@code target}, its limits kept. */
    private boolean reaches(int[] board, SquareMoves sm, int type, boolean virgin, int target, int side) {
        if (board[target] != 0 && !limits.mayCapture(type, Man.type(board[target]))) {
            return false;
        }
        for (Leap leap : sm.leaps()) {
            if (leap.target() == target && Modes.has(leap.modes(), Modes.CAPTURE)
                    && (virgin || !Modes.has(leap.modes(), Modes.INITIAL))) {
                return true;
            }
        }
        for (Ray ray : sm.rays()) {
            if ((virgin || !Modes.has(ray.flags(), Modes.INITIAL)) && rayReaches(board, ray, type, target)) {
                return true;
            }
        }
        for (Path path : sm.paths()) {
            if (path.destination() == target && Modes.has(path.modes(), Modes.CAPTURE)
                    && (virgin || !Modes.has(path.modes(), Modes.INITIAL)) && pathHolds(board, path, type, side ^ 1)) {
                return true;
            }
        }
        return false;
    }

    private boolean rayReaches(int[] board, Ray ray, int type, int target) {
        boolean screened = ray.kind() == RayKind.SLIDE;
        for (int k = 0; k < ray.squares().length; k++) {
            int mode = ray.squareModes()[k];
            if ((mode & Ray.PASS) != 0) {
                continue;
            }
            int sq = ray.squares()[k];
            if (screened) {
                if (sq == target) {
                    return (mode & Modes.CAPTURE) != 0;
                }
                if (board[sq] != 0 || ray.kind() == RayKind.GRASSHOPPER) {
                    return false;
                }
            } else if (board[sq] != 0) {
                if (!limits.mayJump(type, Man.type(board[sq]))) {
                    return false;
                }
                screened = true;
            }
        }
        return false;
    }

    /** Whether a path's squares before its destination hold what they must, screens within the limits. */
    private boolean pathHolds(int[] board, Path path, int type, int defender) {
        for (int k = 0; k < path.squares().length - 1; k++) {
            int q = board[path.squares()[k]];
            boolean holds = switch (path.conditions()[k]) {
                case Step.EMPTY -> q == 0;
                case Step.CAPTURE -> q != 0 && (q & 1) == defender && limits.mayCapture(type, Man.type(q));
                case Step.OCCUPIED -> q != 0 && limits.mayJump(type, Man.type(q));
                default -> true;
            };
            if (!holds) {
                return false;
            }
        }
        return true;
    }
}
