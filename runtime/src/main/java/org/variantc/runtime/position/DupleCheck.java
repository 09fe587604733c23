package org.variantc.runtime.position;

/**
 * Spartan chess's duple check: a side is in check only when every one of its royal men is
 * attacked at once. Both engines test legality by this through {@link Position#inCheck(int)}
 * whenever the mover has more than one royal man (they make the move and ask), and with one
 * royal man it is the usual check.
 */
final class DupleCheck {
    private DupleCheck() {
    }

    static boolean inCheck(Position pos, int side) {
        int[] l = Mailbox.men(pos, side);
        boolean any = false;
        for (int i = 0; i < pos.listSize(side); i++) {
            int sq = l[i];
            if (pos.book.royal[Man.type(pos.board(sq))]) {
                if (!pos.isAttacked(sq, side ^ 1)) {
                    return false;
                }
                any = true;
            }
        }
        return any;
    }
}
