package org.variantc.compiler.check;

import java.util.List;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.model.EndConditions;
import org.variantc.compiler.syntax.EndDecl;
import org.variantc.compiler.syntax.PieceDecl;

/**
 * A game must be winnable: by mate (a royal piece), by a goal, or by the men a side has left.
 * Rules on mate need a royal piece to mate, and perpetual check one to check.
 */
final class WinConditions {
    private final Diagnostics diagnostics;

    WinConditions(Diagnostics diagnostics) {
        this.diagnostics = diagnostics;
    }

    /** @param endDecl the end block as written, or null */
    void check(List<PieceDecl> decls, List<Boolean> royal, EndConditions end, EndDecl endDecl) {
        if (decls.isEmpty() || royal.contains(true)) {
            return;
        }
        if (end.extinction() == null && end.goals().isEmpty()) {
            diagnostics.error(decls.get(0).span(), "no royal piece and no other way to win: mark the King with"
                    + " royal, or say how the game is won, e.g. end { lose when no men left }");
        }
        if (endDecl != null) {
            for (EndDecl.Rule rule : endDecl.rules()) {
                if (rule instanceof EndDecl.Checkmate || rule instanceof EndDecl.MateAlone
                        || rule instanceof EndDecl.MateSeries) {
                    diagnostics.error(rule.span(), "a checkmate rule needs a royal piece to mate: mark the"
                            + " King with royal, or drop this rule");
                }
                if (rule instanceof EndDecl.PerpetualCheck) {
                    diagnostics.error(rule.span(), "'perpetual check loses' needs a royal piece: nothing here"
                            + " is ever in check");
                }
            }
        }
    }
}
