package org.variantc.compiler.check;

import java.util.List;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.Goal;
import org.variantc.compiler.syntax.EndDecl;
import org.variantc.runtime.rules.GoalManner;

/**
 * {@code win when ID holds ZONE} and {@code win when ID safely reaches ZONE}: a goal of both
 * sides (mirrored for Black) that counts at the owner's next turn, or only where the man is not
 * attacked (Fairy-Stockfish's {@code flagMove} and {@code flagPieceSafe}). Like those keys, the
 * manner is one for the whole game: it is refused beside goals of another manner or a follower.
 */
final class MannerGoalReader {
    private final PieceIds ids;
    private final Board board;
    private final Diagnostics diagnostics;

    MannerGoalReader(PieceIds ids, Board board, Diagnostics diagnostics) {
        this.ids = ids;
        this.board = board;
        this.diagnostics = diagnostics;
    }

    void read(EndDecl.MannerGoal g, List<Goal> goals) {
        int piece = ids.index(g.id().text());
        if (piece < 0) {
            diagnostics.error(g.id().span(), "unknown piece id '" + g.id().text() + "' in a win rule");
        }
        if (board != null) {
            goals.add(new Goal(piece, new ZoneResolver(board, diagnostics).resolve(g.zone()), -1, -1, manner(g)));
        }
    }

    static GoalManner manner(EndDecl.MannerGoal g) {
        return g.manner().equals("holds") ? GoalManner.HELD : GoalManner.SAFE;
    }

    /** Every goal of a game counts in one manner: a second manner, or a follower's race, is refused at its rule. */
    static void refuseMixed(EndDecl decl, Diagnostics diagnostics) {
        EndDecl.MannerGoal first = null;
        for (EndDecl.Rule rule : decl.rules()) {
            if (rule instanceof EndDecl.MannerGoal g && first == null) {
                first = g;
            }
        }
        if (first == null) {
            return;
        }
        for (EndDecl.Rule rule : decl.rules()) {
            boolean other = rule instanceof EndDecl.Goal || rule instanceof EndDecl.SidedGoal
                    || rule instanceof EndDecl.MannerGoal g && manner(g) != manner(first);
            if (other) {
                diagnostics.error(rule.span(), "every goal of a game counts in one manner: this goal "
                        + "cannot stand beside 'win when " + first.id().text() + " " + words(first) + " ...'");
            }
        }
    }

    private static String words(EndDecl.MannerGoal g) {
        return g.manner().equals("holds") ? "holds" : "safely reaches";
    }
}
