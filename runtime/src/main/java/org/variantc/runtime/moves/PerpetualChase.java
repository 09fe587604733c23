package org.variantc.runtime.moves;

import org.variantc.runtime.position.Mailbox;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.ChaseRule;

/**
 * Who chased perpetually in a completed repetition (Fairy-Stockfish's AXF rule): a side that
 * chased one and the same enemy man with every one of its moves since the first of the counted
 * occurrences, the move that reached that first occurrence included when there was one. The man
 * is followed across its own moves. The moves are taken back and made again to judge each, so
 * the cost falls on the rare completed repetition, and the position is left as it was.
 */
public final class PerpetualChase {
    private PerpetualChase() {
    }

    /** 0 White, 1 Black, 2 both, -1 neither (or the rule is off, or no such repetition). */
    public static int chaser(Position pos, int occurrences) {
        ChaseRule rule = pos.rules().ending().end().repetition().chase();
        int first = rule.loses() ? pos.firstOccurrence(occurrences) : -1;
        if (first < 0) {
            return -1;
        }
        int ply = pos.ply();
        int start = first > 0 && pos.moveInto(first) != 0 ? first : first + 1; // the first position a move judged
        boolean[][] chased = replay(pos, start, rule);
        boolean white = always(pos, chased, start, ply - (pos.sideToMove() == 1 ? 0 : 1));
        boolean black = always(pos, chased, start, ply - (pos.sideToMove() == 0 ? 0 : 1));
        return white ? (black ? 2 : 0) : black ? 1 : -1;
    }

    /** Per ply from {@code start} to the current one, the men the move into it chased. */
    private static boolean[][] replay(Position pos, int start, ChaseRule rule) {
        int ply = pos.ply();
        long[] moves = new long[ply - start + 1];
        for (int p = start; p <= ply; p++) {
            moves[p - start] = pos.moveInto(p);
        }
        for (int p = ply; p >= start; p--) {
            pos.unmake();
        }
        boolean[][] chased = new boolean[moves.length][];
        for (int i = 0; i < moves.length; i++) {
            int[] before = Mailbox.squares(pos).clone();
            if (moves[i] == 0) {
                pos.makeNullMove();
            } else {
                pos.make(moves[i]);
            }
            chased[i] = Chase.chased(pos, before, moves[i], rule);
        }
        return chased;
    }

    /**
     * Whether the side whose move led to {@code last} chased the same man with that move and each
     * of its moves before it down to {@code start}: the chased men are followed back across their
     * own side's moves between.
     */
    private static boolean always(Position pos, boolean[][] chased, int start, int last) {
        if (last < start) {
            return false;
        }
        boolean[] men = chased[last - start].clone();
        for (int p = last - 2; p >= start; p -= 2) {
            long theirs = pos.moveInto(p + 1);
            if (theirs != 0 && Move.kind(theirs) != Move.DROP && Move.kind(theirs) != Move.PASS
                    && Move.kind(theirs) != Move.CASTLE && men[Move.to(theirs)]) {
                men[Move.to(theirs)] = false;
                men[Move.from(theirs)] = true;
            }
            boolean[] earlier = chased[p - start];
            for (int sq = 0; sq < men.length; sq++) {
                men[sq] &= earlier[sq];
            }
        }
        for (boolean m : men) {
            if (m) {
                return true;
            }
        }
        return false;
    }
}
