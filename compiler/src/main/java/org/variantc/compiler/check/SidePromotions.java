package org.variantc.compiler.check;

import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.model.PromotionSides;
import org.variantc.compiler.syntax.PieceItem;
import org.variantc.compiler.syntax.ZoneExpr;

/**
 * The misuses of a promotion for one side ({@code promote black on rank 2 to N}): its zone is
 * written as it stands on the board, so a named zone, written from White's side, is refused
 * there, and so is {@code to armies}, whose offer is already both armies'.
 */
final class SidePromotions {
    private SidePromotions() {
    }

    /** Reports each misuse of {@code p} at its place; a promotion for both sides has none. */
    static void check(PieceItem.Promote p, Diagnostics diagnostics) {
        if (p.sides() == PromotionSides.BOTH) {
            return;
        }
        String side = p.sides() == PromotionSides.WHITE ? "white" : "black";
        if (p.armies()) {
            diagnostics.error(p.span(), "a promotion for " + side + " only cannot offer armies; write the"
                    + " pieces it offers, or leave '" + side + "' out");
        }
        if (p.zone() == null) {
            return;
        }
        for (ZoneExpr.Part part : p.zone().parts()) {
            if (part instanceof ZoneExpr.Named named) {
                diagnostics.error(named.span(), "a promotion for " + side + " only writes its squares as they"
                        + " stand on the board, but the named zone '" + named.name().text() + "' is written from"
                        + " White's side: write its ranks or squares here");
            }
        }
    }
}
