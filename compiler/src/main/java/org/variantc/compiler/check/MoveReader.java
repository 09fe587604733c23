package org.variantc.compiler.check;

import java.util.function.Function;
import org.variantc.compiler.betza.BetzaError;
import org.variantc.compiler.betza.BetzaResult;
import org.variantc.compiler.betza.PieceMove;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.syntax.Text;

/** Runs the Betza parser on a written string and points each of its errors at the exact character. */
final class MoveReader {
    private final Function<String, BetzaResult> betza;
    private final Diagnostics diagnostics;

    MoveReader(Function<String, BetzaResult> betza, Diagnostics diagnostics) {
        this.betza = betza;
        this.diagnostics = diagnostics;
    }

    /** The parsed move, or null after reporting why not. */
    PieceMove read(Text text) {
        BetzaResult result;
        try {
            result = betza.apply(text.value());
        } catch (RuntimeException e) {
            // The parser is another room's code: a failure there must still not crash a check.
            diagnostics.error(text.span(), "the Betza parser failed on \"" + text.value() + "\": " + e);
            return null;
        }
        if (result instanceof BetzaResult.Parsed parsed) {
            return parsed.move();
        }
        for (BetzaError error : ((BetzaResult.Failed) result).errors()) {
            diagnostics.error(text.spanAt(error.offset()), "Betza: " + error.message());
        }
        return null;
    }
}
