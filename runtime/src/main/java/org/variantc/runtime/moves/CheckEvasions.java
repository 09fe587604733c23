package org.variantc.runtime.moves;

import org.variantc.runtime.position.Man;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.MakrukRules;

/**
 * The Makruk family's limits on the moves out of check, for every engine's legal list alike:
 * Makpong's royal man, which may move in check only to capture the one man that checks it (as
 * Fairy-Stockfish 11.1: a double check leaves it no move), and the moves a rule bars while in
 * check (Cambodian's King leap).
 */
final class CheckEvasions {
    private CheckEvasions() {
    }

    static void filter(Position pos, MoveList moves) {
        MakrukRules rules = pos.book.rules.royals().makruk();
        if ((!rules.checkedKingOnlyCaptures() && rules.barredInCheck() == null) || !pos.inCheck()) {
            return;
        }
        int us = pos.side();
        moves.retain(m -> {
            if (Move.isDrop(m) || Move.isCastle(m)) {
                return true;
            }
            int from = Move.from(m);
            int to = Move.to(m);
            int type = Move.type(m);
            if (barred(rules.barred(type, us, from), to)) {
                return false;
            }
            return !rules.checkedKingOnlyCaptures() || !pos.book.royal[type] || capturesTheOnlyChecker(pos, from, to);
        });
    }

    private static boolean barred(int[] targets, int to) {
        if (targets != null) {
            for (int t : targets) {
                if (t == to) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The royal man on {@code from} captures on {@code to} the only man that checks it: with an
     * own man standing in for the victim (so no line behind it opens), the square is attacked no more.
     */
    private static boolean capturesTheOnlyChecker(Position pos, int from, int to) {
        int victim = pos.board(to);
        if (victim == 0 || victim == Man.WALL || (victim & 1) == pos.side()) {
            return false;
        }
        int them = pos.side() ^ 1;
        return !pos.attackedWithStandIn(from, them, to);
    }
}
