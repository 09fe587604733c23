package org.variantc.compiler.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.variantc.compiler.betza.Betza;
import org.variantc.compiler.betza.HalflingPart;
import org.variantc.compiler.html.InteractiveDiagram;
import org.variantc.compiler.model.Castling;
import org.variantc.compiler.model.MoveClause;
import org.variantc.compiler.model.PieceType;
import org.variantc.compiler.model.SetupMan;
import org.variantc.compiler.model.Variant;
import org.variantc.runtime.Rulebooks;
import org.variantc.runtime.protocol.XBetza;
import org.variantc.runtime.rules.VariantRules;

/**
 * Each piece's moves as XBetza for XBoard's {@code piece} command: exact where XBetza can say
 * them, else widened (a halfling rider told as the whole rider, a move allowed only from some
 * squares told as allowed from all) so XBoard accepts every legal move.
 */
final class ProtocolPieces {
    private ProtocolPieces() {
    }

    /**
     * @param books the prepared forms the session plays {@code rules} with: castling atoms are read
     *              off the start prepared there, not off a rulebook built again for them
     */
    static List<XBetza> of(Variant variant, VariantRules rules, Rulebooks books) {
        Map<Integer, String> castling = cornerPartnersOtherThanRooks(variant)
                ? InteractiveDiagram.castlingAtoms(variant, books.of(rules).start()) : Map.of();
        List<XBetza> out = new ArrayList<>();
        for (int t = 0; t < variant.pieces().size(); t++) {
            XBetza x = of(variant.pieces().get(t));
            if (variant.board().cylinder()) {
                x = new XBetza(wrapping(x.text()), x.widened());
            }
            String atoms = castling.getOrDefault(t, "");
            out.add(atoms.isEmpty() ? x : new XBetza(x.text() + atoms, x.widened()));
        }
        return out;
    }

    /**
     * Every leg of every atom told with XBetza's {@code o}, for a cylinder board: XBoard 4.9.1
     * reads a leg's mode letters in the order m c d e t p g o y n j (moves.c), so {@code o} goes
     * before the first of y n j, else last ({@code fmWifmnD} as {@code fmoWifmonD}).
     */
    static String wrapping(String text) {
        StringBuilder out = new StringBuilder();
        StringBuilder modifiers = new StringBuilder();
        for (char c : text.toCharArray()) {
            if (Character.isLowerCase(c)) {
                modifiers.append(c);
                continue;
            }
            if (Character.isUpperCase(c) || c == '(') {
                List<String> legs = new ArrayList<>();
                for (String leg : modifiers.toString().split("a", -1)) {
                    int at = firstOf(leg, "ynj");
                    legs.add(leg.indexOf('o') >= 0 ? leg : leg.substring(0, at) + "o" + leg.substring(at));
                }
                out.append(String.join("a", legs));
            } else {
                out.append(modifiers);
            }
            modifiers.setLength(0);
            out.append(c);
        }
        return out.append(modifiers).toString();
    }

    private static int firstOf(String leg, String letters) {
        for (int i = 0; i < leg.length(); i++) {
            if (letters.indexOf(leg.charAt(i)) >= 0) {
                return i;
            }
        }
        return leg.length();
    }

    /**
     * Whether a castling's partner starts as something other than a plain Rook (an army's piece,
     * a slot the army fills): XBoard 4.9.1 castles by its own rule only with a man on its Rook
     * image in the corner (moves.c), and with legality testing on it forfeited Augmented Half
     * Chess's {@code e1c1}; told as the King's {@code O} atoms, it castles with any unmoved corner
     * man.
     */
    private static boolean cornerPartnersOtherThanRooks(Variant variant) {
        for (Castling c : variant.moves().castlings()) {
            SetupMan partner = variant.setup().men()[c.rookFrom()];
            if (partner == null || !variant.pieces().get(partner.piece()).betza().replace(" ", "").equals("R")) {
                return true;
            }
        }
        return false;
    }

    /** A leaper's move through an empty square on to the next one straight on ({@code mafN}). */
    private static final java.util.regex.Pattern TWO_LEAPS = java.util.regex.Pattern.compile("(i?)maf([A-Z])");

    /**
     * Two leaps straight on over an empty middle square said as the leaper ridden two steps
     * ({@code imafN} as {@code iN2}): the same moves, and the spelling XBoard 4.9.1's generator
     * reads (it refused Chess and a Half's {@code b1d5} told as {@code imafN}); only where the
     * piece's own Betza has the plain leap, which the ridden form adds.
     */
    static String straightRider(String move, String betza) {
        java.util.regex.Matcher m = TWO_LEAPS.matcher(move);
        boolean plainLeap = m.matches() && betza.matches("(.*[A-Z0-9])?" + m.group(2) + "([A-Z].*)?");
        return plainLeap && "WFDANCZGH".indexOf(m.group(2)) >= 0 ? m.group(1) + m.group(2) + "2" : move;
    }

    /**
     * Each halfling ride told as its first step, which it always has where the board has the
     * square, and the whole rider made tame (XBetza {@code t}: XBoard 4.9.1 lets no tame move
     * capture a King, moves.c), so XBoard accepts every legal move yet never takes a square the
     * halfling does not reach for one it attacks: {@code hhR} as {@code WtR}. Told as the plain
     * rider, it made XBoard refuse legal moves as moves into check (Augmented Half Chess's
     * {@code c6a4} forfeited with legality testing on).
     */
    static String tameHalflings(String text) {
        StringBuilder out = new StringBuilder();
        int done = 0;
        for (HalflingPart part : Betza.halflingParts(text)) {
            String step = switch (part.atom()) {
                case 'R' -> "W";
                case 'B' -> "F";
                default -> "K";
            };
            StringBuilder directions = new StringBuilder();
            StringBuilder modes = new StringBuilder();
            StringBuilder rest = new StringBuilder();
            for (char c : part.modifiers().toCharArray()) {
                (("fblrvsh".indexOf(c) >= 0) ? directions : "mcde".indexOf(c) >= 0 ? modes : rest).append(c);
            }
            out.append(text, done, part.start()).append(directions).append(modes).append(step)
                    .append(directions).append(modes).append('t').append(rest).append(part.atom());
            out.append(part.range() > 0 ? Integer.toString(part.range()) : "");
            done = part.end();
        }
        return out.append(text.substring(done)).toString();
    }

    static XBetza of(PieceType piece) {
        StringBuilder text = new StringBuilder();
        List<String> seen = new ArrayList<>();
        List<String> widened = new ArrayList<>();
        for (MoveClause clause : piece.moves()) {
            if (clause.from() != null && !widened.contains("a move allowed only from some squares, told as from all")) {
                widened.add("a move allowed only from some squares, told as from all");
            }
            String move = straightRider(clause.move().text().replace(" ", ""), piece.betza().replace(" ", ""));
            if (clause.move().hasHalflings()) {
                move = tameHalflings(move);
                if (!widened.contains("Betza's halflings, told as their first step and the whole rider tame")) {
                    widened.add("Betza's halflings, told as their first step and the whole rider tame");
                }
            }
            if (!seen.contains(move)) {
                seen.add(move);
                text.append(move);
            }
        }
        if (text.length() == 0) {
            text.append(tameHalflings(piece.betza()));
            if (!Betza.halflingParts(piece.betza()).isEmpty()) {
                widened.add("Betza's halflings, told as their first step and the whole rider tame");
            }
        }
        return widened.isEmpty() ? XBetza.of(text.toString()) : XBetza.wider(text.toString(), String.join("; ", widened));
    }
}
