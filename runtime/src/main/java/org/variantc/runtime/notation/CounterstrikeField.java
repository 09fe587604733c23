package org.variantc.runtime.notation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.variantc.runtime.position.Position;

/**
 * Chu Shogi's counterstrike ban in a FEN, in a game with {@code lion trading}: the field
 * {@value #WORD} after the en-passant field (after the checks field, where there is one) says the
 * last move was a non-Lion taking a Lion, so no non-Lion may take a Lion now. It is written only
 * while the ban holds, so every other FEN reads as before. Neither reference engine writes the
 * ban: HaChu's {@code setboard} reads the board alone in 0.21 (the side to move too in later
 * sources), its ban coming only from a move made, and XBoard 4.9.1 keeps it as {@code EP_IRON_LION}
 * in its en-passant state and writes {@code -} for it (backend.c); so a FEN from either reads with
 * the ban off.
 *
 * @param rest   the FEN's other fields, in order
 * @param banned whether the field was there
 */
record CounterstrikeField(String[] rest, boolean banned) {
    static final String WORD = "counterstrike";

    /** The field taken out of {@code fields}, wherever it stands after the side to move. */
    static CounterstrikeField take(String[] fields) {
        List<String> rest = new ArrayList<>(Arrays.asList(fields));
        for (int i = 2; i < rest.size(); i++) {
            if (rest.get(i).equals(WORD)) {
                rest.remove(i);
                return new CounterstrikeField(rest.toArray(new String[0]), true);
            }
        }
        return new CounterstrikeField(fields, false);
    }

    /** The field with its leading space while the ban holds, else nothing. */
    static String write(Position pos) {
        return pos.lionStruck() ? " " + WORD : "";
    }
}
