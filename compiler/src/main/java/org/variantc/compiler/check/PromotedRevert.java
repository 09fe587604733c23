package org.variantc.compiler.check;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.syntax.DropsDecl;
import org.variantc.compiler.syntax.PieceDecl;
import org.variantc.compiler.syntax.PieceItem;

/**
 * With {@code promoted revert} a captured promoted man goes to hand as the type it promoted
 * from. A FEN marks a promoted man only with {@code ~}, so each type may be promoted to from one
 * type alone; otherwise the runtime would guess (the first declared). Refused until FEN can say
 * the origin.
 */
final class PromotedRevert {
    private PromotedRevert() {
    }

    static void check(DropsDecl drops, List<PieceDecl> decls, Diagnostics diagnostics) {
        if (drops == null || drops.rules().stream().noneMatch(DropsDecl.PromotedRule::revert)) {
            return;
        }
        Map<String, PieceDecl> origin = new HashMap<>();
        Set<String> reported = new HashSet<>();
        for (PieceDecl decl : decls) {
            for (PieceItem item : decl.items()) {
                if (item instanceof PieceItem.Promote p) {
                    for (PieceItem.Choice choice : p.choices()) {
                        PieceDecl first = origin.putIfAbsent(choice.id().text(), decl);
                        if (first != null && !first.id().text().equals(decl.id().text())
                                && reported.add(choice.id().text() + " " + decl.id().text())) {
                            diagnostics.error(choice.id().span(), "with promoted revert a captured promoted "
                                    + choice.id().text() + " must go to hand as what it was, but both "
                                    + first.name().text() + " (line " + first.span().line() + ") and "
                                    + decl.name().text() + " promote to " + choice.id().text()
                                    + ", and a FEN cannot say which; let one type promote to it, or write"
                                    + " drops { promoted keep }");
                        }
                    }
                }
            }
        }
    }
}
