package org.variantc.compiler.html;

import org.variantc.compiler.words.ZoneText;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.variantc.compiler.betza.Betza;
import org.variantc.compiler.betza.Component;
import org.variantc.compiler.betza.Line;
import org.variantc.compiler.betza.BentRide;
import org.variantc.compiler.betza.MultiLeg;
import org.variantc.compiler.betza.HalflingPart;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.MoveClause;
import org.variantc.compiler.model.PieceType;
import org.variantc.compiler.model.Zone;

/**
 * A piece's moves as the Interactive Diagram's XBetza, and in words each way that differs from
 * the rules. A move allowed only from some squares is a first move ({@code i}) when every man of
 * the type starts inside those squares and no man stands there again. What depends on the
 * square otherwise is written as the widest XBetza and {@link #zoned} asks for the diagram's
 * {@code BadZone} hook ({@link DiagramZone}) to keep only our squares: a halfling (Betza's
 * {@code hh}, which XBetza lacks) as the rider cut to the longest reach a halfling has on this
 * board, a move allowed from some squares or within a zone as allowed everywhere, a confined
 * piece as free. The men it may not hop over or capture are listed, as the diagram cannot say them.
 *
 * @param zoned the type's squares must be kept by the block's BadZone
 */
record DiagramMoves(String xbetza, List<String> differences, boolean zoned) {
    /**
     * @param placed a man of this type can come onto the board otherwise than from the start (a
     *               drop, gating, a promotion to it), so he may stand in a zone unmoved but not "first"
     */
    static DiagramMoves of(PieceType piece, Board board, Zone startSquares, boolean placed, boolean enPassant) {
        Set<String> moves = new LinkedHashSet<>();
        List<String> differences = new ArrayList<>();
        boolean zoned = piece.confinement() != null;
        for (MoveClause clause : piece.moves()) {
            String text = clause.move().text().trim();
            List<String> tokens = new ArrayList<>();
            for (String token : text.split("\\s+")) {
                String cut = halfling(token, board).replace("shN", "sN");
                zoned |= !cut.equals(token.replace("shN", "sN"));
                tokens.add(cut);
            }
            if (clause.within() != null) {
                moves.addAll(tokens);
                zoned = true;
            } else if (clause.from() == null) {
                moves.addAll(tokens);
            } else if (!startSquares.squares().isEmpty() && within(startSquares, clause.from())) {
                tokens.forEach(t -> moves.add(t.startsWith("i") ? t : "i" + t));
                if (placed || !neverBack(piece, board, startSquares, clause.from())) {
                    // Also written plain, kept to the squares by BadZone: the i form alone is the
                    // unmoved man's, and only it gives the opponent an en-passant capture.
                    moves.addAll(tokens);
                    zoned = true;
                    if (enPassant && tokens.stream().anyMatch(t -> t.contains("n"))) {
                        differences.add(piece.name() + ": " + text + " from " + ZoneText.of(clause.from(), board)
                                + " gives the opponent an en-passant capture; in the diagram only a man's first move does");
                    }
                }
            } else {
                moves.addAll(tokens);
                zoned = true;
            }
        }
        differences.addAll(unshown(piece));
        return new DiagramMoves(String.join("", moves), differences, zoned);
    }

    /** What a piece's moves obey that XBetza does not say: men it may not hop over or take. */
    private static List<String> unshown(PieceType piece) {
        List<String> out = new ArrayList<>();
        if (piece.screensRefused() != 0) {
            out.add(piece.name() + ": may not jump over some men; the diagram shows it jumping over any");
        }
        if (piece.victimsRefused() != 0) {
            out.add(piece.name() + ": may not capture some men; the diagram shows it capturing any");
        }
        return out;
    }

    /** {@code hhR} as {@code R}n, n the longest reach a halfling of that kind has on this board. */
    private static String halfling(String token, Board board) {
        StringBuilder out = new StringBuilder();
        int done = 0;
        for (HalflingPart part : Betza.halflingParts(token)) {
            int orthogonal = Math.max(board.files(), board.ranks()) - 1;
            int diagonal = Math.min(board.files(), board.ranks()) - 1;
            int longest = part.atom() == 'B' ? diagonal : orthogonal;
            int reach = (longest + 1) / 2;
            if (part.range() > 0) {
                reach = Math.min(reach, part.range());
            }
            out.append(token, done, part.start()).append(part.modifiers()).append(part.atom()).append(reach);
            done = part.end();
        }
        return out.append(token.substring(done)).toString();
    }

    /**
     * Whether a man of the type that has moved never stands in the zone again: every move goes
     * forward (White's way) and the zone lies no higher than the lowest rank the men start on, so
     * "on the zone" is "not moved yet", the diagram's first move.
     */
    private static boolean neverBack(PieceType piece, Board board, Zone start, Zone zone) {
        for (MoveClause clause : piece.moves()) {
            for (Component c : clause.move().components()) {
                boolean forward = c instanceof Line line ? line.dy() > 0
                        : c instanceof MultiLeg leg ? leg.steps().stream().allMatch(step -> step[1] > 0)
                        : ((BentRide) c).first()[1] > 0 && ((BentRide) c).turns().stream().allMatch(step -> step[1] > 0);
                if (!forward) {
                    return false;
                }
            }
        }
        int lowestStart = start.squares().stream().map(sq -> sq / board.files()).min().orElse(-1);
        int highestZone = zone.squares().stream().map(sq -> sq / board.files()).max().orElse(Integer.MAX_VALUE);
        return highestZone <= lowestStart;
    }

    private static boolean within(Zone inner, Zone outer) {
        for (int sq = inner.squares().nextSetBit(0); sq >= 0; sq = inner.squares().nextSetBit(sq + 1)) {
            if (!outer.contains(sq)) {
                return false;
            }
        }
        return true;
    }
}
