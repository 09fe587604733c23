package org.variantc.runtime.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;

/**
 * XBoard's {@code highlight} answer to {@code lift SQUARE}: the squares the lifted man may go to,
 * yellow for a plain move, red for a capture, magenta where it may promote (XBoard then offers
 * the choice). With XBoard's legality testing off, these marks are the only moves it lets a person
 * make, so a piece XBetza cannot say is still moved exactly as the rules allow. A multi-leg move
 * (an overtake or locust capture) is entered leg by leg, its victims as the legs' ends: a victim
 * still to come is marked cyan, which XBoard takes as "more legs follow"; once the person has
 * chosen the first victims, only the moves through them are marked.
 */
final class TargetMarks {
    private static final Pattern VICTIM = Pattern.compile("x([a-z]\\d{1,2})");

    private TargetMarks() {
    }

    /** The highlight command for the man on {@code squareName}; all squares unmarked when none may move. */
    static String of(Position position, String squareName) {
        return of(position, squareName, List.of());
    }

    /**
     * The highlight command for the man on {@code squareName} whose move passes the victims
     * {@code legs} first (squares named as XBoard names them), in this order.
     */
    static String of(Position position, String squareName, List<String> legs) {
        VariantRules rules = position.rules();
        char[] marks = new char[rules.squares()];
        java.util.Arrays.fill(marks, '1');
        int from = LegalMoves.square(rules, squareName.trim());
        for (long m : movesThrough(position, from, legs)) {
            List<String> victims = victims(position, m);
            int to = victims.size() > legs.size() ? LegalMoves.square(rules, victims.get(legs.size())) : Move.to(m);
            char mark = victims.size() > legs.size() ? 'C'
                    : Move.promotion(m) >= 0 ? 'M' : position.typeAt(to) >= 0 || !legs.isEmpty() ? 'R' : 'Y';
            // a cyan square is also the end of a shorter move: XBoard ends there on a second click
            if (marks[to] == '1' || mark == 'C' || mark == 'M' && marks[to] != 'C') {
                marks[to] = mark;
            }
        }
        return "highlight " + board(rules, marks);
    }

    /** The highlight command for a man of {@code type} picked up from the hand: where it may be dropped. */
    static String drops(Position position, int type) {
        VariantRules rules = position.rules();
        char[] marks = new char[rules.squares()];
        java.util.Arrays.fill(marks, '1');
        MoveList legal = position.legalMoves();
        for (int i = 0; i < legal.size(); i++) {
            long m = legal.get(i);
            if (Move.isDrop(m) && Move.type(m) == type) {
                marks[Move.to(m)] = 'Y';
            }
        }
        return "highlight " + board(rules, marks);
    }

    /** The legal moves of the man on {@code from} whose victims begin with {@code legs}. */
    static List<Long> movesThrough(Position position, int from, List<String> legs) {
        List<Long> out = new ArrayList<>();
        MoveList legal = position.legalMoves();
        for (int i = 0; i < legal.size() && from >= 0; i++) {
            long m = legal.get(i);
            if (Move.isDrop(m) || Move.from(m) != from) {
                continue;
            }
            List<String> victims = victims(position, m);
            if (victims.size() >= legs.size() && victims.subList(0, legs.size()).equals(legs)) {
                out.add(m);
            }
        }
        return out;
    }

    /** The men a move captures on its way, in path order, as its text lists them ({@code xd4}). */
    static List<String> victims(Position position, long move) {
        List<String> out = new ArrayList<>();
        Matcher victim = VICTIM.matcher(MoveNotation.format(position, move));
        while (victim.find()) {
            out.add(victim.group(1));
        }
        return out;
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
