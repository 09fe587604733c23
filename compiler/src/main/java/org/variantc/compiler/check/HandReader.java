package org.variantc.compiler.check;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.syntax.DropsDecl;
import org.variantc.compiler.syntax.HandDecl;
import org.variantc.compiler.syntax.Word;
import org.variantc.runtime.rules.HandRules;

/**
 * {@code hand { … }} to the runtime's {@link HandRules}, refusing at its place each rule the
 * engines could not honour or that says nothing: a rule written twice, an unknown id, two
 * different ids on different colours, dropped castlers without castling or with the wrong royalty,
 * captures kept out of a hand that never holds anything, revert rules for captures that never reach
 * the hand, and a setup phase beside compulsory captures.
 */
final class HandReader {
    private final PieceIds ids;
    private final List<Boolean> royal;
    private final Diagnostics diagnostics;

    HandReader(PieceIds ids, List<Boolean> royal, Diagnostics diagnostics) {
        this.ids = ids;
        this.royal = royal;
        this.diagnostics = diagnostics;
    }

    /**
     * @param setupHand    the setup's hand, "" for none
     * @param castlings    whether the definition castles
     * @param compulsory   whether captures are compulsory
     */
    HandRules read(HandDecl decl, DropsDecl drops, String setupHand, boolean castlings, boolean compulsory) {
        if (decl == null) {
            return HandRules.CAPTURES;
        }
        Map<Class<?>, HandDecl.Rule> seen = new HashMap<>();
        boolean capturesToHand = true;
        boolean dropFirst = false;
        int colours = -1;
        int king = -1;
        int rook = -1;
        boolean pickups = decl.rules().stream().anyMatch(r -> r instanceof HandDecl.Pickups);
        for (HandDecl.Rule rule : decl.rules()) {
            HandDecl.Rule first = seen.putIfAbsent(rule.getClass(), rule);
            if (first != null) {
                diagnostics.error(rule.span(), "this hand rule is given twice; the first is at line " + first.span().line());
                continue;
            }
            if (rule instanceof HandDecl.NoCaptures n) {
                capturesToHand = false;
                if (setupHand.isEmpty() && !pickups) {
                    diagnostics.error(n.span(), "'no captures' with no men in the setup's hand: the hands stay empty,"
                            + " so nothing could ever be dropped; give the setup a hand \"…\" or leave the rule out");
                }
                if (drops != null && drops.rules().stream().anyMatch(DropsDecl.PromotedRule::revert)) {
                    diagnostics.error(n.span(), "'no captures' and 'promoted revert': no captured man reaches a hand,"
                            + " so none reverts there; leave one out");
                }
            } else if (rule instanceof HandDecl.DropFirst d) {
                dropFirst = true;
                if (compulsory) {
                    diagnostics.error(d.span(), "'drop before moving' cannot be combined with 'captures compulsory':"
                            + " a drop captures nothing, so the two rules would each forbid what the other demands");
                }
            } else if (rule instanceof HandDecl.DifferentColours c) {
                colours = type(c.first());
                if (!c.first().text().equals(c.second().text())) {
                    diagnostics.error(c.second().span(), "the hand keeps the men of one type on different colours:"
                            + " write '" + c.first().text() + " " + c.first().text() + " on different colours', not two ids");
                }
            } else if (rule instanceof HandDecl.Pickups p) {
                if (dropFirstIn(decl)) {
                    diagnostics.error(p.span(), "'take own men' cannot be combined with 'drop before moving':"
                            + " a man taken into hand would have to be dropped again at once");
                }
            } else {
                HandDecl.DroppedCastling h = (HandDecl.DroppedCastling) rule;
                king = type(h.king());
                rook = type(h.rook());
                if (!castlings) {
                    diagnostics.error(h.span(), "'dropped " + h.king().text() + " " + h.rook().text()
                            + " may castle' needs a castling block saying where they castle");
                }
                if (king >= 0 && !royal.get(king)) {
                    diagnostics.error(h.king().span(), "'" + h.king().text() + "' is not royal: the first id is the"
                            + " castling King");
                }
                if (rook >= 0 && royal.get(rook)) {
                    diagnostics.error(h.rook().span(), "'" + h.rook().text() + "' is royal: the second id is the"
                            + " King's castling partner");
                }
            }
        }
        return new HandRules(capturesToHand, dropFirst, colours, king, rook, pickups);
    }

    private static boolean dropFirstIn(HandDecl decl) {
        return decl.rules().stream().anyMatch(r -> r instanceof HandDecl.DropFirst);
    }

    private int type(Word id) {
        int type = ids.index(id.text());
        if (type < 0) {
            diagnostics.error(id.span(), "unknown piece id '" + id.text() + "'");
        }
        return type;
    }
}
