package org.variantc.compiler.check;

import java.util.List;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.model.Promotion;
import org.variantc.compiler.model.PromotionChoice;
import org.variantc.compiler.model.PieceType;
import org.variantc.compiler.syntax.PieceDecl;
import org.variantc.compiler.syntax.PieceItem;

/**
 * {@code written +P}: a FEN writes the type as {@code +P}, P promoted, as Fairy-Stockfish writes
 * Shogi's promoted men. That reads back one way only if P promotes to this type and to nothing
 * else, and no other type is written {@code +P}. A P that never promotes may lend its letter too:
 * the form is then only a name (Sjaak II writes Elven chess's Elf {@code +B}, its Goblin {@code +R}).
 */
final class PlusForms {
    private PlusForms() {
    }

    /** {@code pieces} and {@code decls} run in step, one type per declaration. */
    static void check(List<PieceDecl> decls, List<PieceType> pieces, Diagnostics diagnostics) {
        for (int t = 0; t < pieces.size(); t++) {
            int base = pieces.get(t).plusOf();
            if (base < 0 || base >= pieces.size()) {
                continue;
            }
            PieceItem.WrittenPlus item = decls.get(t).items().stream()
                    .filter(PieceItem.WrittenPlus.class::isInstance).map(PieceItem.WrittenPlus.class::cast)
                    .reduce((a, b) -> b).orElseThrow();
            String self = pieces.get(t).id();
            String baseId = pieces.get(base).id();
            for (int u = 0; u < t; u++) {
                if (pieces.get(u).plusOf() == base) {
                    diagnostics.error(item.span(), "both " + pieces.get(u).id() + " and " + self + " are written +"
                            + baseId + "; a FEN could not tell them apart");
                }
            }
            if (!pieces.get(base).promotions().isEmpty() && !promotesOnlyTo(pieces.get(base), t)) {
                diagnostics.error(item.span(), self + " is written +" + baseId + " (" + baseId + " promoted), so "
                        + baseId + " must promote to " + self + " and to nothing else: write promote in … to "
                        + self + " in " + baseId + " (or let " + baseId + " never promote)");
            }
        }
    }

    private static boolean promotesOnlyTo(PieceType base, int type) {
        for (Promotion p : base.promotions()) {
            if (p.armies() || p.choices().isEmpty()) {
                return false;
            }
            for (PromotionChoice c : p.choices()) {
                if (c.piece() != type) {
                    return false;
                }
            }
        }
        return true;
    }
}
