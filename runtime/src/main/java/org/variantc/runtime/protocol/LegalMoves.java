package org.variantc.runtime.protocol;

import java.util.ArrayList;
import java.util.List;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.notation.San;
import org.variantc.runtime.rules.VariantRules;

/**
 * The legal moves of a position as a person reads them: SAN, all of them or those of one man,
 * one piece type or one square's drops, for the terminal's {@code moves} and its complaints.
 */
final class LegalMoves {
    private final Position position;
    private final MoveList moves;

    LegalMoves(Position position) {
        this.position = position;
        this.moves = position.legalMoves();
    }

    List<String> all() {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            out.add(San.format(position, moves.get(i)));
        }
        return out;
    }

    /** The moves of the man on {@code square} (not drops onto it). */
    List<String> from(int square) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            long m = moves.get(i);
            if (!Move.isDrop(m) && Move.from(m) == square) {
                out.add(San.format(position, m));
            }
        }
        return out;
    }

    /** The moves of the side to move's men of {@code type}; drops of the type too when {@code drops}. */
    List<String> ofType(int type, boolean drops) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            long m = moves.get(i);
            if (Move.type(m) == type && Move.isDrop(m) == drops) {
                out.add(San.format(position, m));
            }
        }
        return out;
    }

    /** The square a name such as "e4" or "l12" names on this board, or -1. */
    static int square(VariantRules rules, String name) {
        if (!name.matches("[a-z]\\d{1,2}")) {
            return -1;
        }
        int file = name.charAt(0) - 'a';
        int rank = Integer.parseInt(name.substring(1)) - 1;
        if (file >= rules.files() || rank < 0 || rank >= rules.ranks()) {
            return -1;
        }
        return rules.square(file, rank);
    }

    /** How many men of {@code type} {@code side} has on the board. */
    static int count(Position position, int side, int type) {
        int n = 0;
        for (int sq = 0; sq < position.rules().squares(); sq++) {
            if (position.typeAt(sq) == type && position.sideAt(sq) == side) {
                n++;
            }
        }
        return n;
    }
}
