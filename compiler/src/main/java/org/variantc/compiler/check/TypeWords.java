package org.variantc.compiler.check;

import java.util.List;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.syntax.Word;

/** A piece id in a statement that names types as a set: known, among the first 64, named once. */
final class TypeWords {
    private TypeWords() {
    }

    /** The type of {@code w}, or -1 after reporting an unknown, out-of-set or repeated id. */
    static int type(PieceIds ids, Word w, List<Integer> seen, String statement, Diagnostics diagnostics) {
        int type = ids.index(w.text());
        if (type < 0) {
            diagnostics.error(w.span(), "no piece has the id '" + w.text() + "'");
            return -1;
        }
        if (type >= Long.SIZE) {
            diagnostics.error(w.span(), "'" + w.text() + "' is piece type " + (type + 1) + "; '" + statement
                    + "' names only the first " + Long.SIZE + " types");
            return -1;
        }
        if (seen.contains(type)) {
            diagnostics.error(w.span(), "'" + w.text() + "' is written twice");
            return -1;
        }
        return type;
    }
}
