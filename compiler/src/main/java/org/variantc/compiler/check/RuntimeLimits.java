package org.variantc.compiler.check;

import java.util.List;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.syntax.PieceDecl;
import org.variantc.compiler.syntax.Text;
import org.variantc.runtime.position.Capacity;

/**
 * The runtime's bounds ({@link Capacity}) applied where a definition is written, so a definition
 * the checker accepts is one every engine can load.
 */
final class RuntimeLimits {
    private final Diagnostics diagnostics;

    RuntimeLimits(Diagnostics diagnostics) {
        this.diagnostics = diagnostics;
    }

    /** At most {@link Capacity#PIECE_TYPES} piece types; the first one too many is pointed at. */
    void pieceTypes(List<PieceDecl> decls) {
        if (decls.size() > Capacity.PIECE_TYPES) {
            diagnostics.error(decls.get(Capacity.PIECE_TYPES).span(), "a variant may have at most "
                    + Capacity.PIECE_TYPES + " piece types (the engines keep a set of types in one 64-bit word);"
                    + " this is type " + (Capacity.PIECE_TYPES + 1) + " of " + decls.size() + ": remove "
                    + (decls.size() - Capacity.PIECE_TYPES) + " piece" + (decls.size() - Capacity.PIECE_TYPES == 1 ? "" : "s"));
        }
    }

    /**
     * Men in hand at the start: no royal man (one is never captured, and a dropped one would be a
     * second King), and no more men of one kind on one side than the board has squares.
     */
    void hand(Text hand, List<Man> men, List<PieceDecl> decls, List<Boolean> royal, Board board) {
        hand(hand, men, decls, royal, board, false);
    }

    /** @param placed a setup phase places the hand's men before play, so a royal man may wait there */
    void hand(Text hand, List<Man> men, List<PieceDecl> decls, List<Boolean> royal, Board board, boolean placed) {
        if (men == null || board == null) {
            return;
        }
        int most = Capacity.inHand(board.squares());
        int[][] count = new int[2][decls.size()];
        String s = hand.value();
        int at = 0;
        for (Man man : men) {
            int next = s.charAt(at) == '(' ? s.indexOf(')', at) + 1 : at + 1;
            String name = decls.get(man.piece()).name().text();
            if (royal.get(man.piece()) && !placed) {
                diagnostics.error(hand.spanAt(at), "a royal " + name + " cannot be in hand: a royal man is never"
                        + " captured, and a dropped one would be a second " + name + "; put it on the board");
            } else if (++count[man.side()][man.piece()] == most + 1) {
                diagnostics.error(hand.spanAt(at), "more than " + most + " " + (man.side() == 0 ? "White" : "Black")
                        + " men of type " + name + " in hand: a side holds at most as many men of one kind as the "
                        + board.files() + " x " + board.ranks() + " board has squares; remove the rest");
            }
            at = next;
        }
    }
}
