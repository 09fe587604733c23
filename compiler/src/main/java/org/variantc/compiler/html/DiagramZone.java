package org.variantc.compiler.html;

import java.util.Map;
import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.Modes;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.SquareMoves;
import org.variantc.runtime.rules.VariantRules;

/**
 * The Interactive Diagram's own restriction hook, {@code BadZone(x, y, piece, color)}: the script
 * asks it of every square a move of piece number {@code piece} would reach (when it highlights a
 * man's moves and when its AI generates them) and drops the move when it answers true. The block
 * writes such a type's moves as the widest XBetza (a halfling as its rider cut to the longest
 * reach, a move allowed from some squares or within a zone as allowed everywhere) and this
 * function keeps, for each square the man stands on, exactly the squares our tables let him
 * reach from there, so the diagram plays our moves.
 *
 * <p>The script does not pass the square the man moves from; the function finds it as the first
 * two arguments of the script's function that asked (StackMove for the AI, GenInner for the
 * highlights), through {@code Function.caller}, which the script's sloppy-mode functions allow.
 * Where it finds none (a highlight of a square that is no move) it drops nothing. The text holds
 * only numbers and hexadecimal digits from our tables, never a word of the definition, so no
 * definition can add script to the page.
 */
final class DiagramZone {
    private DiagramZone() {
    }

    /**
     * The script element, or "" when no type needs it.
     *
     * @param types the diagram's piece number (from 1) of each restricted type, mapped to our type
     */
    static String script(VariantRules rules, Map<Integer, Integer> types) {
        if (types.isEmpty()) {
            return "";
        }
        int files = rules.files();
        StringBuilder tables = new StringBuilder();
        for (Map.Entry<Integer, Integer> e : types.entrySet()) {
            tables.append(tables.isEmpty() ? "" : ",").append(e.getKey()).append(":[");
            for (int side = 0; side < 2; side++) {
                tables.append(side == 0 ? "" : ",").append('[');
                SquareMoves[] moves = rules.pieces().get(e.getValue()).moves()[side];
                for (int sq = 0; sq < moves.length; sq++) {
                    tables.append(sq == 0 ? "" : ",").append('"').append(hex(reach(moves[sq], moves.length))).append('"');
                }
                tables.append(']');
            }
            tables.append(']');
        }
        return "<script>\n"
                + "/* variantc: the squares each restricted man may reach from each square, White's and Black's"
                + " (bit t of the hexadecimal row of square f is square t, a1 = 0, rank by rank). */\n"
                + "var variantcReach = {" + tables + "};\n"
                + "function variantcFrom() {\n"
                + "  try {\n"
                + "    for (var f = BadZone.caller, depth = 0; f && depth < 6; f = f.caller, depth++) {\n"
                + "      if ((typeof StackMove === 'function' && f === StackMove) || (typeof GenInner === 'function' && f === GenInner)) {\n"
                + "        return [f.arguments[0], f.arguments[1]];\n"
                + "      }\n"
                + "    }\n"
                + "  } catch (e) {\n"
                + "  }\n"
                + "  return null;\n"
                + "}\n"
                + "function BadZone(x, y, piece, color) {\n"
                + "  var table = variantcReach[piece];\n"
                + "  var from = table ? variantcFrom() : null;\n"
                + "  if (!from || from[0] >= " + files + " || (from[0] === x && from[1] === y)) return false;\n"
                + "  var row = table[color ? 1 : 0][from[1] * " + files + " + from[0]], t = y * " + files + " + x;\n"
                + "  return !row || (parseInt(row.charAt(t >> 2), 16) >> (t & 3) & 1) === 0;\n"
                + "}\n"
                + "</script>\n";
    }

    /** Every square our tables let the man reach from here on some board: leaps, ray squares, path ends, hops included. */
    private static boolean[] reach(SquareMoves moves, int squares) {
        boolean[] out = new boolean[squares];
        for (Leap leap : moves.leaps()) {
            out[leap.target()] |= (leap.modes() & Modes.MOVE_OR_CAPTURE) != 0;
        }
        for (Ray ray : moves.rays()) {
            for (int k = 0; k < ray.squares().length; k++) {
                int m = ray.squareModes()[k];
                out[ray.squares()[k]] |= (m & Ray.PASS) == 0 && (m & Modes.MOVE_OR_CAPTURE) != 0;
            }
        }
        for (Path path : moves.paths()) {
            out[path.destination()] |= (path.modes() & Modes.MOVE_OR_CAPTURE) != 0;
        }
        return out;
    }

    /** Four squares a hexadecimal digit, square t in bit t % 4 of digit t / 4. */
    private static String hex(boolean[] squares) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < squares.length; i += 4) {
            int digit = 0;
            for (int b = 0; b < 4 && i + b < squares.length; b++) {
                digit |= squares[i + b] ? 1 << b : 0;
            }
            sb.append(Character.forDigit(digit, 16));
        }
        return sb.toString();
    }
}
