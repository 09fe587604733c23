package org.variantc.runtime.protocol;

import org.variantc.runtime.Move;
import org.variantc.runtime.MoveList;
import org.variantc.runtime.Position;
import org.variantc.runtime.rules.VariantRules;

/**
 * XBoard's {@code highlight} answer to {@code lift SQUARE}: the squares the lifted man may go to,
 * yellow for a plain move, red for a capture, magenta where it may promote (XBoard then offers
 * the choice). With XBoard's legality testing off, these marks are the only moves it lets a person
 * make, so a piece XBetza cannot say is still moved exactly as the rules allow.
 */
final class TargetMarks {
    private TargetMarks() {
    }

    /** The highlight command for the man on {@code squareName}; all squares unmarked when none may move. */
    static String of(Position position, String squareName) {
        VariantRules rules = position.rules();
        char[] marks = new char[rules.squares()];
        java.util.Arrays.fill(marks, '1');
        int from = square(rules, squareName.trim());
        MoveList legal = position.legalMoves();
        for (int i = 0; i < legal.size() && from >= 0; i++) {
            long m = legal.get(i);
            if (Move.isDrop(m) || Move.from(m) != from) {
                continue;
            }
            int to = Move.to(m);
            char mark = Move.promotion(m) >= 0 ? 'M' : position.typeAt(to) >= 0 ? 'R' : 'Y';
            if (marks[to] == '1' || mark == 'M') {
                marks[to] = mark;
            }
        }
        return "highlight " + board(rules, marks);
    }

    private static int square(VariantRules rules, String name) {
        if (!name.matches("[a-z]\\d{1,2}")) {
            return -1;
        }
        int file = name.charAt(0) - 'a';
        int rank = Integer.parseInt(name.substring(1)) - 1;
        return file < rules.files() && rank >= 0 && rank < rules.ranks() ? rules.square(file, rank) : -1;
    }

    /** The marks as a FEN-like board, top rank first, runs of unmarked squares as numbers. */
    private static String board(VariantRules rules, char[] marks) {
        StringBuilder out = new StringBuilder();
        for (int rank = rules.ranks() - 1; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < rules.files(); file++) {
                char c = marks[rules.square(file, rank)];
                if (c == '1') {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    out.append(empty);
                    empty = 0;
                }
                out.append(c);
            }
            if (empty > 0) {
                out.append(empty);
            }
            if (rank > 0) {
                out.append('/');
            }
        }
        return out.toString();
    }
}
