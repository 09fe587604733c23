package org.variantc.compiler.check;

import java.util.ArrayList;
import java.util.List;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.model.LionTrading;
import org.variantc.compiler.syntax.LionTradingDecl;
import org.variantc.compiler.syntax.Word;

/**
 * Reads {@code lion trading}: the Lions' and the cheap men's ids resolved to piece types, each
 * named once, no type both a Lion and cheap, and no royal Lion (a royal man is never taken, so
 * the rules would say nothing about it).
 */
final class LionTradingReader {
    private final PieceIds ids;
    private final List<Boolean> royal;
    private final Diagnostics diagnostics;

    LionTradingReader(PieceIds ids, List<Boolean> royal, Diagnostics diagnostics) {
        this.ids = ids;
        this.royal = royal;
        this.diagnostics = diagnostics;
    }

    LionTrading read(LionTradingDecl decl) {
        if (decl == null) {
            return null;
        }
        List<Integer> lions = new ArrayList<>();
        for (Word w : decl.lions()) {
            int type = type(w, lions);
            if (type >= 0 && royal.get(type)) {
                diagnostics.error(w.span(), "'" + w.text() + "' is royal: a royal man is never taken, so it cannot be"
                        + " a Lion of the Lion-trading rules");
            } else if (type >= 0) {
                lions.add(type);
            }
        }
        List<Integer> cheap = new ArrayList<>();
        for (Word w : decl.cheap()) {
            int type = type(w, cheap);
            if (type >= 0 && lions.contains(type)) {
                diagnostics.error(w.span(), "'" + w.text() + "' is one of the Lions; a cheap man is one a Lion takes"
                        + " on its way, never a Lion");
            } else if (type >= 0) {
                cheap.add(type);
            }
        }
        return new LionTrading(lions, cheap, decl.strict());
    }

    /** The type of {@code w}, or -1 after reporting an unknown or repeated id. */
    private int type(Word w, List<Integer> seen) {
        int type = ids.index(w.text());
        if (type < 0) {
            diagnostics.error(w.span(), "no piece has the id '" + w.text() + "'");
            return -1;
        }
        if (type >= Long.SIZE) {
            diagnostics.error(w.span(), "'" + w.text() + "' is piece type " + (type + 1) + "; the Lion-trading rules"
                    + " name only the first " + Long.SIZE + " types");
            return -1;
        }
        if (seen.contains(type)) {
            diagnostics.error(w.span(), "'" + w.text() + "' is written twice");
            return -1;
        }
        return type;
    }
}
