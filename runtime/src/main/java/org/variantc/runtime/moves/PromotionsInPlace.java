package org.variantc.runtime.moves;

import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.position.Man;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.PromotionInPlace;

/**
 * Promotions that are moves of their own (Sittuyin's Pawn, Fairy-Stockfish's sittuyinPromotion):
 * a man of the type, standing in the zone (or anywhere when it is its side's last of the type),
 * turns into a choice the side has fewer of than its limit, where it stands ({@code d4d4f}) or
 * one of the new type's moves to an empty square away ({@code d4c3f}), provided the new man
 * attacks no enemy man from there, the mover's royal men are safe and the move gives no check.
 * Added to the legal list of every engine in one place; a move packs as a leap with the
 * promotion, an in-place one with its destination equal to its origin.
 */
final class PromotionsInPlace {
    private PromotionsInPlace() {
    }

    /** Appends the legal promotions in place of {@code pos} to its legal list {@code out}. */
    static void add(Position pos, MoveList out) {
        Rulebook book = pos.book;
        int us = pos.side();
        MoveList scratch = new MoveList(32);
        for (PromotionInPlace rule : book.rules.moves().promotionsInPlace()) {
            int type = rule.type();
            int[] men = squaresOf(pos, us, type);
            boolean last = rule.anywhereWhenLast() && men.length == 1;
            for (int from : men) {
                if (!last && !rule.zone()[us][from]) {
                    continue;
                }
                for (int c = 0; c < rule.choices().length; c++) {
                    int choice = rule.choices()[c];
                    if (pos.count(us, choice) >= rule.limits()[c]) {
                        continue;
                    }
                    consider(pos, out, Move.withPromotion(Move.of(from, from, type, Move.LEAP, 0), choice));
                    scratch.clear();
                    book.tableMoves().manMoves(pos, scratch, from, choice);
                    for (int i = 0; i < scratch.size(); i++) {
                        int to = Move.to(scratch.get(i));
                        long step = Move.withPromotion(Move.of(from, to, type, Move.LEAP, 0), choice);
                        if (pos.board(to) == 0 && !Move.isEnPassant(scratch.get(i)) && !out.contains(step)) {
                            consider(pos, out, step);
                        }
                    }
                }
            }
        }
    }

    private static int[] squaresOf(Position pos, int side, int type) {
        int[] found = new int[pos.count(side, type)];
        int n = 0;
        for (int i = 0; i < pos.listSize(side) && n < found.length; i++) {
            int sq = pos.list(side, i);
            if (Man.type(pos.board(sq)) == type) {
                found[n++] = sq;
            }
        }
        return java.util.Arrays.copyOf(found, n);
    }

    /** Adds the move when the new man attacks no enemy man, the mover is safe and no check is given. */
    private static void consider(Position pos, MoveList out, long move) {
        int us = pos.side();
        int to = Move.to(move);
        pos.make(move);
        boolean fine = !pos.inCheck(us) && !pos.inCheck(us ^ 1) && !attacksEnemy(pos, us, to);
        pos.unmake();
        if (fine) {
            out.add(move);
        }
    }

    /** Whether the man on {@code sq}, of {@code side}, could capture an enemy man (side to move is the enemy). */
    private static boolean attacksEnemy(Position pos, int side, int sq) {
        MoveList moves = new MoveList(32);
        int type = Man.type(pos.board(sq));
        // The new man's moves, as if its side were to move: a pass hands it the turn. Only
        // captures of men count, so the en-passant squares the pass drops do not matter.
        pos.makeNullMove();
        pos.book.tableMoves().manMoves(pos, moves, sq, type);
        pos.unmake();
        for (int i = 0; i < moves.size(); i++) {
            int target = Move.to(moves.get(i));
            int v = pos.board(target);
            if (v != 0 && v != Man.WALL && (v & 1) != side) {
                return true;
            }
        }
        return false;
    }
}
