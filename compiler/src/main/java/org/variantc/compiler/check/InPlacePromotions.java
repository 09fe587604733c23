package org.variantc.compiler.check;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.Zone;
import org.variantc.compiler.syntax.PieceDecl;
import org.variantc.compiler.syntax.PieceItem;
import org.variantc.runtime.rules.PromotionInPlace;

/**
 * Every piece's {@code promote in place on ZONE to F<1 [anywhere when last]} to the runtime's
 * {@link PromotionInPlace}, refusing at its place a second such line for a piece, an unknown or
 * royal choice, the piece itself, a choice named twice, a limit below 1, and the line in a game
 * whose captures explode (the promotion's legality is judged by making it, as the explosions'
 * is, and the two are not yet combined).
 */
final class InPlacePromotions {
    private InPlacePromotions() {
    }

    static List<PromotionInPlace> read(List<PieceDecl> decls, PieceIds ids, List<Boolean> royal, Board board,
                                       ZoneResolver zones, boolean explosion, Diagnostics diagnostics) {
        List<PromotionInPlace> out = new ArrayList<>();
        for (int type = 0; type < decls.size(); type++) {
            PieceItem.PromoteInPlace first = null;
            for (PieceItem item : decls.get(type).items()) {
                if (!(item instanceof PieceItem.PromoteInPlace p)) {
                    continue;
                }
                if (first != null) {
                    diagnostics.error(p.span(), "a second 'promote in place' for " + decls.get(type).name().text()
                            + "; the first is at line " + first.span().line() + ": join them in one line");
                    continue;
                }
                first = p;
                if (explosion) {
                    diagnostics.error(p.span(), "'promote in place' cannot be combined with an explosion");
                }
                PromotionInPlace rule = read(p, type, decls.get(type).id().text(), ids, royal, board, zones, diagnostics);
                if (rule != null) {
                    out.add(rule);
                }
            }
        }
        return List.copyOf(out);
    }

    private static PromotionInPlace read(PieceItem.PromoteInPlace p, int type, String self, PieceIds ids,
                                         List<Boolean> royal, Board board, ZoneResolver zones,
                                         Diagnostics diagnostics) {
        int[] choices = new int[p.choices().size()];
        int[] limits = new int[choices.length];
        Set<String> named = new HashSet<>();
        boolean ok = true;
        for (int i = 0; i < choices.length; i++) {
            PieceItem.Choice choice = p.choices().get(i);
            String id = choice.id().text();
            choices[i] = ids.index(id);
            limits[i] = choice.limit() == null ? Integer.MAX_VALUE : choice.limit().value();
            String problem = choices[i] < 0 ? "promotion to undefined piece '" + id + "'"
                    : id.equals(self) ? "a piece cannot promote to itself ('" + id + "'); leave it out"
                    : !named.add(id) ? "'" + id + "' is offered twice in one promotion; name it once"
                    : royal.get(choices[i]) ? "'" + id + "' is royal: a promotion in place may not make a royal man"
                    : null;
            if (problem != null) {
                diagnostics.error(choice.id().span(), problem);
                ok = false;
            }
            if (choice.limit() != null && limits[i] < 1) {
                diagnostics.error(choice.limit().span(), "a promotion limit must be at least 1");
                ok = false;
            }
        }
        Zone zone = zones == null ? null : zones.resolve(p.zone());
        if (!ok || zone == null || board == null) {
            return null;
        }
        boolean[][] sides = {zone.forSide(board, 0), zone.forSide(board, 1)};
        return new PromotionInPlace(type, sides, choices, limits, p.anywhereWhenLast());
    }
}
