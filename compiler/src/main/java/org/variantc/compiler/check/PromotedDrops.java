package org.variantc.compiler.check;

import java.util.List;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.diagnostics.Span;
import org.variantc.compiler.syntax.DropsDecl;
import org.variantc.compiler.syntax.PieceDecl;
import org.variantc.compiler.syntax.PieceItem;

/**
 * {@code promoted drops} lets a man in hand be dropped as the type written {@code +X} for it
 * (Kyoto Shogi). Without such a type, or without {@code promoted revert} (a face-up man captured
 * would stay promoted in hand), the statement could mean nothing, so it is refused.
 */
final class PromotedDrops {
    private PromotedDrops() {
    }

    static void check(DropsDecl drops, List<PieceDecl> decls, Diagnostics diagnostics) {
        if (drops == null || drops.promotedDrops().isEmpty()) {
            return;
        }
        Span at = drops.promotedDrops().get(0);
        boolean anyPlus = decls.stream().flatMap(d -> d.items().stream())
                .anyMatch(i -> i instanceof PieceItem.WrittenPlus);
        if (!anyPlus) {
            diagnostics.error(at, "promoted drops needs a promoted form to drop: write written +X"
                    + " in the block of the promoted type");
        } else if (drops.rules().stream().noneMatch(DropsDecl.PromotedRule::revert)) {
            diagnostics.error(at, "promoted drops needs promoted revert: a man dropped face up goes back to"
                    + " hand as the man it was");
        }
        for (Span again : drops.promotedDrops().subList(1, drops.promotedDrops().size())) {
            diagnostics.error(again, "promoted drops is given twice");
        }
    }
}
