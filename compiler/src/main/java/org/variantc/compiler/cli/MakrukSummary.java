package org.variantc.compiler.cli;

import org.variantc.compiler.model.MakrukFamily;
import org.variantc.compiler.model.Variant;

/** The Makruk family's rules, one line each, for {@code check}'s summary. */
final class MakrukSummary {
    private MakrukSummary() {
    }

    static String of(Variant v) {
        MakrukFamily m = v.royals().makruk();
        StringBuilder s = new StringBuilder();
        if (m.counting() != null) {
            s.append("rules:    ").append(m.counting().style().name().toLowerCase(java.util.Locale.ROOT))
                    .append(" counting (a count past its limit draws)\n");
        }
        if (m.checkedKingOnlyCaptures()) {
            s.append("rules:    a royal man in check moves only to capture its one checker\n");
        }
        if (m.unmovedInCastlingField()) {
            s.append("rules:    the FEN's castling field names the unmoved men with first moves\n");
        }
        for (MakrukFamily.Barred b : m.barredInCheck()) {
            s.append("rules:    ").append(v.pieces().get(b.type()).name()).append(": a move not allowed in check\n");
        }
        return s.toString();
    }
}
