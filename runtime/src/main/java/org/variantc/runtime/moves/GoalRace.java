package org.variantc.runtime.moves;

import org.variantc.runtime.position.Man;
import org.variantc.runtime.position.Mailbox;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.GoalManner;
import org.variantc.runtime.rules.GoalRule;

/**
 * Whether goals have ended the game. A goal reached wins at once, unless its rule names a
 * follower: then, if the follower can reach a goal of its own with a legal move, it gets one
 * more move (all its moves, as Fairy-Stockfish's {@code flagMove} gives Racing Kings' Black), and
 * reaching its goal with it draws; otherwise the goal wins. A goal {@link GoalManner#HELD held}
 * counts only for the side to move (it stood there through the other side's move); a goal reached
 * {@link GoalManner#SAFE safely} counts only while no enemy man attacks the man on it, for either
 * side, and both sides there safely is a draw. The order is Fairy-Stockfish's
 * {@code is_immediate_game_end}: the side to move's held or safe goal first, then the other's.
 */
public final class GoalRace {
    /** {@link #verdict}: both reached their goals, the second by a follower's answer. */
    public static final int DRAW = 2;

    private GoalRace() {
    }

    /**
     * Who won by a goal: the side, {@link #DRAW} when both reached their goals and the second was
     * a follower's answer, or -1 while no goal has ended the game (always -1 without goal rules).
     * Normally the side that just moved; the side to move after a follower's extra move failed to
     * reach its goal (Racing Kings), or in a position set up after the game had ended.
     */
    public static int winner(Position pos) {
        return pos.rules().ending().end().goals().isEmpty() ? -1 : verdict(pos);
    }

    /** True when a goal has ended the game (a win, or a follower's draw): the side to move has no moves. */
    public static boolean ended(Position pos) {
        return winner(pos) >= 0;
    }

    /** The side that has won by a goal, {@link #DRAW}, or -1 while the goals have not ended the game. */
    private static int verdict(Position pos) {
        int toMove = pos.side();
        int moved = toMove ^ 1;
        GoalRule ours = reached(pos, toMove, true);
        GoalRule theirs = reached(pos, moved, false);
        if (ours != null && ours.follower() == moved) {
            // We arrived first and the follower has had its move.
            return theirs != null ? DRAW : toMove;
        }
        if (ours != null && ours.manner() != GoalManner.AT_ONCE) {
            // Held through the other side's move, or safe where it stands (both safe: a draw).
            return theirs != null && ours.manner() == GoalManner.SAFE ? DRAW : toMove;
        }
        if (theirs != null) {
            boolean answer = theirs.follower() == toMove && ours == null && canFollow(pos);
            return answer ? -1 : moved;
        }
        return ours != null ? toMove : -1;
    }

    /**
     * The first goal rule {@code side} has reached, or null: a held goal only when {@code toMove}
     * (it is that side's turn), a safe goal only where no enemy man attacks the man on it.
     */
    static GoalRule reached(Position pos, int side, boolean toMove) {
        for (GoalRule goal : pos.book.rules.ending().end().goals()) {
            if (goal.manner() == GoalManner.HELD && !toMove) {
                continue;
            }
            boolean[] zone = goal.zone()[side];
            int[] men = Mailbox.men(pos, side);
            for (int i = 0; i < pos.listSize(side); i++) {
                int sq = men[i];
                if (zone[sq] && Man.type(pos.board(sq)) == goal.pieceType()
                        && (goal.manner() != GoalManner.SAFE || !pos.isAttacked(sq, side ^ 1))) {
                    return goal;
                }
            }
        }
        return null;
    }

    /**
     * Whether the side to move has a legal move that reaches one of its goals. Tried on the
     * pseudo-legal list with make and unmake, so no goal test runs inside it.
     */
    private static boolean canFollow(Position pos) {
        int us = pos.side();
        MoveList moves = new MoveList();
        pos.book.generator().generatePseudoLegal(pos, moves);
        boolean forbidden = pos.book.rules.royals().checks().givingCheckForbidden();
        for (int i = 0; i < moves.size(); i++) {
            pos.make(moves.get(i));
            boolean follows = !pos.inCheck(us) && reached(pos, us, false) != null && !(forbidden && pos.inCheck(us ^ 1));
            pos.unmake();
            if (follows) {
                return true;
            }
        }
        return false;
    }
}
