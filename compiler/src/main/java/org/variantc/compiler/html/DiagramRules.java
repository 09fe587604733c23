package org.variantc.compiler.html;

import java.util.ArrayList;
import java.util.List;
import org.variantc.compiler.model.EndConditions;
import org.variantc.compiler.model.Goal;
import org.variantc.compiler.model.PieceType;
import org.variantc.compiler.model.Variant;

/**
 * The rules besides moves, promotion and castling that an Interactive Diagram block does not
 * carry: how the game ends and the limits on drops. (The diagram is told only that captured men
 * go to the capturer's hand, {@code holdingsType=1}.)
 */
final class DiagramRules {
    private DiagramRules() {
    }

    static List<String> of(Variant v) {
        List<String> out = new ArrayList<>();
        if (v.placing().drops().enabled()) {
            for (PieceType p : v.pieces()) {
                if (p.dropZone() != null && p.dropZone().squares().cardinality() < v.board().squares()) {
                    out.add(p.name() + " may be dropped only on " + ZoneText.of(p.dropZone(), v.board()));
                }
            }
            out.add(v.placing().drops().promotedRevert() ? "A captured promoted man goes to hand as what it was before promoting"
                    : "A captured promoted man goes to hand as what it is");
        }
        EndConditions end = v.ending().end();
        out.add("Checkmate wins; a stalemated player " + switch (end.stalemate()) {
            case WIN -> "wins";
            case LOSS -> "loses";
            case DRAW -> "draws";
        });
        for (Goal goal : end.goals()) {
            String name = v.pieces().get(goal.piece()).name() + " reaches " + ZoneText.of(goal.zone(), v.board());
            if (goal.side() < 0) {
                out.add("A player whose " + name + " (from that player's side) wins at once");
            } else {
                out.add((goal.side() == 0 ? "White" : "Black") + " wins when its " + name + " (as the board shows it)"
                        + (goal.follower() < 0 ? ", at once" : ", unless the other side reaches its own goal with the"
                        + " next move, which draws"));
            }
        }
        if (end.checksToWin() > 0) {
            out.add("A player who gives check " + end.checksToWin() + " times wins at once");
        }
        if (v.royals().givingCheckForbidden()) {
            out.add("No move may give check");
        }
        if (end.moveRulePlies() > 0) {
            out.add("Drawn after " + end.moveRulePlies() / 2 + " moves by each side without a capture or a pawn advance"
                    + (end.pawnDropsReset() ? " or a pawn drop" : ""));
        }
        String repetition = RepetitionText.of(end, "Drawn when ");
        if (repetition != null) {
            out.add(repetition);
        }
        return out;
    }
}
