package org.variantc.compiler.model;

import java.util.List;
import org.variantc.runtime.rules.Counting;

/**
 * The Makruk family's rules besides the men's moves, as checked.
 *
 * @param counting                the counting rule, or null
 * @param checkedKingOnlyCaptures a royal man in check moves only to capture its one checker (Makpong)
 * @param unmovedInCastlingField  the FEN's castling field names the unmoved men with first moves
 * @param barredInCheck           the move clauses not allowed while in check, with their piece types
 */
public record MakrukFamily(Counting counting, boolean checkedKingOnlyCaptures, boolean unmovedInCastlingField,
                           List<Barred> barredInCheck) {
    public static final MakrukFamily NONE = new MakrukFamily(null, false, false, List.of());

    /** One clause of a type's moves that is barred in check ({@code move "..." not in check}). */
    public record Barred(int type, MoveClause clause) {
    }
}
