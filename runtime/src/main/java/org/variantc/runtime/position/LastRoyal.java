package org.variantc.runtime.position;

/**
 * Sho Shogi's rule that only the last royal man counts: a side is in check only when it has
 * exactly one royal man and that one is attacked. Both engines test legality through
 * {@link Position#inCheck(int)} whenever the mover has more than one royal man.
 */
final class LastRoyal {
    private LastRoyal() {
    }

    static boolean inCheck(Position pos, int side) {
        int[] l = Mailbox.men(pos, side);
        int royal = -1;
        for (int i = 0; i < pos.listSize(side); i++) {
            if (pos.book.royal[Man.type(pos.board(l[i]))]) {
                if (royal >= 0) {
                    return false;
                }
                royal = l[i];
            }
        }
        return royal >= 0 && pos.isAttacked(royal, side ^ 1);
    }
}
