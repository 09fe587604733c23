package org.variantc.web;

import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.Step;

/** The squares whose men a legal move captures, so the page can mark them before it is played. */
final class Victims {
    private Victims() {
    }

    static int[] of(Position pos, long move) {
        int us = pos.sideToMove();
        if (Move.isDrop(move) || Move.isCastle(move)) {
            return new int[0];
        }
        if (Move.isEnPassant(move)) {
            return new int[] {pos.enPassantVictim()};
        }
        int to = Move.to(move);
        boolean onDestination = pos.sideAt(to) == (us ^ 1);
        if (Move.kind(move) != Move.PATH) {
            return onDestination ? new int[] {to} : new int[0];
        }
        Path path = pos.rules().pieces().get(Move.type(move)).moves()[us][Move.from(move)].paths()[Move.index(move)];
        int[] found = new int[path.squares().length];
        int n = 0;
        for (int k = 0; k < path.squares().length - 1; k++) {
            if (path.conditions()[k] == Step.CAPTURE) {
                found[n++] = path.squares()[k];
            }
        }
        if (onDestination) {
            found[n++] = to;
        }
        int[] victims = new int[n];
        System.arraycopy(found, 0, victims, 0, n);
        return victims;
    }
}
