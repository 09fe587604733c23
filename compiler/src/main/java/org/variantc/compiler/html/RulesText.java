package org.variantc.compiler.html;

import java.util.ArrayList;
import java.util.List;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.Castling;
import org.variantc.compiler.model.EndConditions;
import org.variantc.compiler.model.Goal;
import org.variantc.compiler.model.Variant;
import org.variantc.runtime.rules.Outcome;

/** The variant's rules besides the pieces, in sentences, from the checked model. */
final class RulesText {
    private RulesText() {
    }

    static List<String> of(Variant v) {
        Board board = v.board();
        List<String> s = new ArrayList<>();
        s.add("The board has " + board.files() + " files and " + board.ranks() + " ranks; White moves first.");
        if (!v.setup().holdings().isEmpty()) {
            s.add("Men in hand at the start: " + v.setup().holdings() + ".");
        }
        if (!v.moves().castlings().isEmpty()) {
            List<String> moves = new ArrayList<>();
            for (Castling c : v.moves().castlings()) {
                moves.add(ZoneText.squareName(board, c.kingFrom()) + "–" + ZoneText.squareName(board, c.kingTo())
                        + " with " + ZoneText.squareName(board, c.rookFrom()) + "–" + ZoneText.squareName(board, c.rookTo()));
            }
            s.add("Castling (White's; Black's mirror them), if neither man has moved, the squares between are empty, "
                    + "and the King is not in check and crosses no attacked square: " + String.join("; ", moves) + ".");
        }
        if (v.placing().drops().enabled()) {
            s.add("Captured men change sides and go to the capturer's hand; instead of moving, a player may drop a man "
                    + "from hand on an empty square." + (v.placing().drops().promotedRevert()
                    ? " A promoted man goes to hand as what it was before promoting." : "")
                    + (v.placing().drops().eitherFace() ? " A man in hand may be dropped either face up: as itself or promoted." : ""));
        }
        if (v.placing().gating() != null) {
            s.add("Gating: when a man that has not moved yet leaves " + ZoneText.of(v.placing().gating(), board)
                    + " (as seen from its player's side), castling King and Rook included, a man from hand may enter on"
                    + " the square he left, as part of the same move.");
        }
        EndConditions end = v.ending().end();
        s.add("Checkmate wins. A stalemated player " + outcome(end.stalemate()) + ".");
        for (Goal goal : end.goals()) {
            if (goal.side() < 0) {
                s.add("A player whose " + v.pieces().get(goal.piece()).name() + " reaches " + ZoneText.of(goal.zone(), board)
                        + " (as seen from that player's side) wins at once.");
            } else {
                s.add(player(goal.side()) + " wins when its " + v.pieces().get(goal.piece()).name() + " reaches "
                        + ZoneText.of(goal.zone(), board) + (goal.follower() < 0 ? " (as the board shows it), at once."
                        : " (as the board shows it), unless " + player(goal.follower()) + " reaches its own goal with"
                        + " the next move, which draws."));
            }
        }
        if (end.checksToWin() > 0) {
            s.add("A player who gives check " + end.checksToWin() + " times wins at once.");
        }
        if (v.royals().givingCheckForbidden()) {
            s.add("No move may give check.");
        }
        if (end.moveRulePlies() > 0) {
            s.add("The game is drawn after " + end.moveRulePlies() / 2 + " moves by each side without a capture"
                    + (end.pawnDropsReset() ? ", a pawn advance or a pawn drop." : " or a pawn advance."));
        }
        String repetition = RepetitionText.of(end);
        if (repetition != null) {
            s.add(repetition + ".");
        }
        return s;
    }

    private static String outcome(Outcome o) {
        return switch (o) {
            case WIN -> "wins";
            case LOSS -> "loses";
            case DRAW -> "draws";
        };
    }

    private static String player(int side) {
        return side == 0 ? "White" : "Black";
    }
}
