package org.variantc.runtime.moves;

import org.variantc.runtime.position.Mailbox;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.position.Man;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.CastlingMove;

/**
 * Gating, derived once for every engine: the generator's moves pass through {@link #add}, which
 * appends each move that also puts a man from hand on the square an unmoved man left (Seirawan
 * chess). A gate is an unmoved man of the side on one of its gate squares; it closes when that man
 * moves or is taken, or a man is gated there.
 *
 * <p>Legality is judged by making the gated move: the gated man stands where the mover stood, so
 * a man pinned against his King may leave when a man from hand takes his place. A castling's
 * legality does not change with the gate (an attack through the King's square would have been a
 * check), so only legal castlings are gated, on the King's or on the Rook's square when the other
 * man does not land there.
 */
public final class Gates {
    private Gates() {
    }

    /** Appends the legal gated moves to {@code out}, which holds the legal moves without gating. */
    static void add(Position pos, MoveList out) {
        int us = pos.side();
        if (!anyInHand(pos, us)) {
            return;
        }
        Rulebook book = pos.book;
        int legal = out.size();
        for (int i = 0; i < legal; i++) {
            long m = out.get(i);
            if (Move.kind(m) == Move.CASTLE) {
                CastlingMove c = book.castlings[Move.index(m)];
                if (c.kingTo() != c.kingFrom() && c.rookTo() != c.kingFrom()) {
                    offer(pos, out, m, c.kingFrom(), false);
                }
                if (c.kingTo() != c.rookFrom() && c.rookTo() != c.rookFrom()) {
                    offer(pos, out, m, c.rookFrom(), true);
                }
            }
        }
        MoveList pseudo = pos.gateScratch();
        pseudo.clear();
        book.generator().generatePseudoLegal(pos, pseudo);
        for (int i = 0; i < pseudo.size(); i++) {
            long m = pseudo.get(i);
            int kind = Move.kind(m);
            if (kind == Move.CASTLE || kind == Move.DROP || !isGate(pos, Move.from(m), us)) {
                continue;
            }
            for (int type = 0; type < book.types; type++) {
                if (pos.hand(us, type) > 0 && mayEnter(book, type, us, Move.from(m))) {
                    long gated = Move.withGate(m, type, false);
                    if (staysSafe(pos, gated, us)) {
                        out.add(gated);
                    }
                }
            }
        }
    }

    /** Gated forms of a legal castling, on {@code square} when its man there opens a gate. */
    private static void offer(Position pos, MoveList out, long castling, int square, boolean onPartner) {
        int us = pos.side();
        if (!isGate(pos, square, us)) {
            return;
        }
        for (int type = 0; type < pos.book.types; type++) {
            if (pos.hand(us, type) > 0 && mayEnter(pos.book, type, us, square)) {
                out.add(Move.withGate(castling, type, onPartner));
            }
        }
    }

    /** Whether the man on {@code sq} is an unmoved man of {@code side} on one of its gate squares. */
    public static boolean isGate(Position pos, int sq, int side) {
        int v = pos.board(sq);
        return pos.book.gates[side][sq] && v != 0 && v != Man.WALL
                && (v & (Man.VIRGIN | 1)) == (Man.VIRGIN | side);
    }

    /** A man enters through a gate only where its type may be dropped (no Pawn on the first rank). */
    private static boolean mayEnter(Rulebook book, int type, int side, int sq) {
        boolean[][] zone = book.dropZone[type];
        return zone == null || zone[side][sq];
    }

    public static boolean anyInHand(Position pos, int side) {
        for (int n : Mailbox.hand(pos, side)) {
            if (n > 0) {
                return true;
            }
        }
        return false;
    }

    private static boolean staysSafe(Position pos, long move, int us) {
        pos.make(move);
        boolean safe = !pos.inCheck(us);
        pos.unmake();
        return safe;
    }

    /** The square a gated move puts its man on: the mover's, or the castling Rook's. */
    public static int square(Rulebook book, long move) {
        return book.gateSquare(move);
    }
}
