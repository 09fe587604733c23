package org.variantc.compiler.check;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.model.Explosion;
import org.variantc.compiler.model.Petrification;
import org.variantc.compiler.syntax.ExplosionDecl;
import org.variantc.compiler.syntax.PetrifyDecl;
import org.variantc.compiler.syntax.Word;

/**
 * Reads {@code explosion} and {@code petrify}: the ids resolved to piece types, each rule of
 * the explosion block at most once, and the two statements never together (what a blown-up
 * capturer that would also turn to stone leaves is no rule the engines play).
 */
final class CaptureEffectsReader {
    private final PieceIds ids;
    private final Diagnostics diagnostics;

    CaptureEffectsReader(PieceIds ids, Diagnostics diagnostics) {
        this.ids = ids;
        this.diagnostics = diagnostics;
    }

    Explosion explosion(ExplosionDecl decl) {
        if (decl == null) {
            return null;
        }
        List<Integer> spared = List.of();
        List<Integer> immune = List.of();
        List<Integer> truce = List.of();
        boolean checkIgnored = false;
        Set<Class<?>> seen = new HashSet<>();
        for (ExplosionDecl.Rule rule : decl.rules()) {
            if (!seen.add(rule.getClass())) {
                diagnostics.error(rule.span(), "this explosion rule is given twice; write its ids in one line");
            }
            if (rule instanceof ExplosionDecl.Spare s) {
                spared = types(s.ids());
            } else if (rule instanceof ExplosionDecl.Immune i) {
                immune = types(i.ids());
            } else if (rule instanceof ExplosionDecl.Truce t) {
                truce = types(t.ids());
            } else if (rule instanceof ExplosionDecl.CheckIgnored) {
                checkIgnored = true;
            }
        }
        return new Explosion(spared, immune, truce, checkIgnored);
    }

    Petrification petrification(PetrifyDecl decl, ExplosionDecl explosion) {
        if (decl == null) {
            return null;
        }
        if (explosion != null) {
            diagnostics.error(decl.span(), "petrify cannot be combined with explosion (line "
                    + explosion.span().line() + "): a capturer is either blown up or turned to stone");
        }
        return new Petrification(types(decl.ids()));
    }

    private List<Integer> types(List<Word> words) {
        List<Integer> types = new ArrayList<>();
        for (Word w : words) {
            int type = ids.index(w.text());
            if (type < 0) {
                diagnostics.error(w.span(), "no piece has the id '" + w.text() + "'");
            } else if (types.contains(type)) {
                diagnostics.error(w.span(), "'" + w.text() + "' is written twice");
            } else {
                types.add(type);
            }
        }
        return types;
    }
}
