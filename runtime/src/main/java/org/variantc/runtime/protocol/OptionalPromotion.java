package org.variantc.runtime.protocol;

import java.util.ArrayList;
import java.util.List;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;

/**
 * A typed move that may promote or not and did not say which ({@code Pf9}, where {@code Pf9=}
 * declines and {@code Pf9=+P} promotes): the parser takes it as declined, but a person who
 * meant to promote should be asked rather than silently stay a Pawn.
 *
 * @param declined the move as parsed, keeping the man as he is
 * @param promotions the same move promoting, one per piece it may become
 */
record OptionalPromotion(long declined, List<Long> promotions) {
    private static final long PROMOTION_BITS = (long) Move.TYPE_MASK << Move.PROMOTION_SHIFT | Move.DECLINED;

    /** The question {@code text} leaves open in {@code position}, or null when it said or there is no choice. */
    static OptionalPromotion of(Position position, long move, String text) {
        if (!Move.isDeclined(move) || text.trim().replaceAll("[+#!?]+$", "").endsWith("=")) {
            return null;
        }
        List<Long> promotions = new ArrayList<>();
        MoveList legal = position.legalMoves();
        for (int i = 0; i < legal.size(); i++) {
            long m = legal.get(i);
            if (Move.promotion(m) >= 0 && (m & ~PROMOTION_BITS) == (move & ~PROMOTION_BITS)) {
                promotions.add(m);
            }
        }
        return promotions.isEmpty() ? null : new OptionalPromotion(move, List.copyOf(promotions));
    }

    /** "Promote the Pawn on f9? (+P, or n to stay a Pawn)". */
    String question(Position position) {
        String man = position.rules().pieces().get(Move.type(declined)).name();
        return "Promote the " + man + " on " + position.rules().squareName(Move.to(declined)) + "? (" + String.join(" ", ids(position))
                + (promotions.size() == 1 ? " or y" : "") + ", or n to stay a " + man + ") ";
    }

    /** The move an answer chooses, or 0 when it chooses none of them. */
    long answer(Position position, String answer) {
        String a = answer.trim();
        if (a.equalsIgnoreCase("n") || a.equalsIgnoreCase("no")) {
            return declined;
        }
        if (promotions.size() == 1 && (a.equalsIgnoreCase("y") || a.equalsIgnoreCase("yes"))) {
            return promotions.get(0);
        }
        List<String> ids = ids(position);
        for (int i = 0; i < ids.size(); i++) {
            if (ids.get(i).equals(a)) {
                return promotions.get(i);
            }
        }
        for (int i = 0; i < ids.size(); i++) {
            if (ids.get(i).equalsIgnoreCase(a)) {
                return promotions.get(i);
            }
        }
        return 0;
    }

    private List<String> ids(Position position) {
        List<String> ids = new ArrayList<>();
        for (long m : promotions) {
            ids.add(position.rules().pieces().get(Move.promotion(m)).id());
        }
        return ids;
    }
}
