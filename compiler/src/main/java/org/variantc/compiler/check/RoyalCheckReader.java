package org.variantc.compiler.check;

import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.syntax.DupleCheckDecl;
import org.variantc.compiler.syntax.LastRoyalDecl;
import org.variantc.compiler.syntax.Statement;
import org.variantc.runtime.rules.RoyalCheck;

/** {@code duple check} and {@code royal when last}: when a side with several royal men is in check. */
final class RoyalCheckReader {
    private final Diagnostics diagnostics;

    RoyalCheckReader(Diagnostics diagnostics) {
        this.diagnostics = diagnostics;
    }

    RoyalCheck read(Statements statements, boolean hasRoyal, boolean captureEffects) {
        DupleCheckDecl duple = statements.dupleCheck();
        LastRoyalDecl last = statements.lastRoyal();
        if (duple != null && last != null) {
            diagnostics.error(last.span(), "royal when last contradicts duple check: a side is in check either when"
                    + " all its royal men are attacked or when its last one is; write one of them");
            return RoyalCheck.ANY;
        }
        Statement given = duple != null ? duple : last;
        String name = duple != null ? "duple check" : "royal when last";
        if (given == null) {
            return RoyalCheck.ANY;
        }
        if (!hasRoyal) {
            diagnostics.error(given.span(), name + " needs a royal piece: mark the Kings royal");
        } else if (captureEffects) {
            diagnostics.error(given.span(), name + " cannot be combined with explosion or petrify");
        }
        return duple != null ? RoyalCheck.ALL : RoyalCheck.LAST;
    }
}
