package org.variantc.runtime.moves;

import org.variantc.runtime.position.LionVictims;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.rules.LionTrading;

/**
 * Chu Shogi's Lion-trading rules as HaChu 0.21 plays them, a filter of the legal list. A Lion
 * may not take a Lion two squares away (not beside it) when the taker can then be taken on its
 * square, unless it took a man that is not cheap on its way (HaChu: "Distant capture of protected
 * Lion"); and right after a non-Lion took a Lion, a non-Lion may not take a Lion (HaChu:
 * "Counterstrike against Lion"; the Okazaki rule, which would allow it when the Lion is
 * unprotected, is off in HaChu by default and not played). Or, {@link LionTrading#strict},
 * Sjaak II's stricter rules (Elven and Mighty Lion chess).
 */
final class LionTrades {
    private LionTrades() {
    }

    static void filter(Position pos, MoveList out) {
        LionTrading rule = pos.book.lionTrading;
        boolean struck = pos.lionStruck();
        out.retain(m -> allowed(pos, rule, struck, m));
    }

    private static boolean allowed(Position pos, LionTrading rule, boolean struck, long move) {
        if (rule.strict()) {
            return strictlyAllowed(pos, rule, struck, move);
        }
        if (rule.isLion(Move.type(move))) {
            return !distantProtected(pos, rule, move);
        }
        return !struck || !LionVictims.any(pos, move, rule);
    }

    /**
     * Sjaak II's rules: right after a non-Lion took a Lion nobody takes a Lion; else a Lion takes
     * no Lion its side protects, judged before the move (the taker still on its square).
     */
    private static boolean strictlyAllowed(Position pos, LionTrading rule, boolean struck, long move) {
        if (!LionVictims.any(pos, move, rule)) {
            return true;
        }
        return !struck && (!rule.isLion(Move.type(move)) || !LionVictims.anyProtected(pos, move, rule));
    }

    /** A Lion taking a Lion not beside it, with nothing dear taken on the way, and then attacked there. */
    private static boolean distantProtected(Position pos, LionTrading rule, long move) {
        int from = Move.from(move);
        int to = Move.to(move);
        if (!LionVictims.onDestination(pos, move, rule) || besides(pos.book, from, to)
                || LionVictims.takesDearOnTheWay(pos, move, rule)) {
            return false;
        }
        pos.make(move);
        boolean protectedLion = pos.isAttacked(to, pos.side());
        pos.unmake();
        return protectedLion;
    }

    private static boolean besides(Rulebook book, int from, int to) {
        return Math.abs(book.fileOf(from) - book.fileOf(to)) <= 1 && Math.abs(book.rankOf(from) - book.rankOf(to)) <= 1;
    }
}
