package org.variantc.compiler.check;

import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.syntax.RoyalPassageDecl;

/** {@code royal men may not pass through check}: it needs a royal man, and a check to pass through. */
final class RoyalPassageReader {
    private final Diagnostics diagnostics;

    RoyalPassageReader(Diagnostics diagnostics) {
        this.diagnostics = diagnostics;
    }

    /** Whether the rule is given; a misuse is reported at the statement. */
    boolean read(Statements statements, boolean hasRoyal, boolean captureEffects) {
        RoyalPassageDecl given = statements.royalPassage();
        if (given == null) {
            return false;
        }
        if (!hasRoyal) {
            diagnostics.error(given.span(), "royal men may not pass through check needs a royal piece: mark the Kings royal");
        } else if (captureEffects) {
            diagnostics.error(given.span(), "royal men may not pass through check cannot be combined with explosion or petrify");
        }
        return true;
    }
}
