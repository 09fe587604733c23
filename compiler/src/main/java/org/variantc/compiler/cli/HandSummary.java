package org.variantc.compiler.cli;

import java.util.ArrayList;
import java.util.List;
import org.variantc.compiler.model.Variant;
import org.variantc.runtime.rules.HandRules;
import org.variantc.runtime.rules.PromotionInPlace;

/** The lines {@code variantc check} prints for a hand block and promotions in place; none without them. */
final class HandSummary {
    private HandSummary() {
    }

    static String of(Variant v) {
        StringBuilder s = new StringBuilder();
        HandRules hands = v.placing().hands();
        List<String> rules = new ArrayList<>();
        if (!hands.capturesToHand()) {
            rules.add("no captures (captured men leave the game)");
        }
        if (hands.dropFirst()) {
            rules.add("drop before moving");
        }
        if (hands.differentColours() >= 0) {
            String id = v.pieces().get(hands.differentColours()).id();
            rules.add(id + " " + id + " on different colours");
        }
        if (hands.droppedMenCastle()) {
            rules.add("dropped " + v.pieces().get(hands.castlingKing()).id() + " "
                    + v.pieces().get(hands.castlingRook()).id() + " may castle");
        }
        if (!rules.isEmpty()) {
            s.append("hand:     ").append(String.join("; ", rules)).append('\n');
        }
        for (PromotionInPlace p : v.moves().promotionsInPlace()) {
            s.append("promote:  ").append(v.pieces().get(p.type()).id()).append(" in place on");
            boolean[] white = p.zone()[0];
            for (int sq = 0; sq < white.length; sq++) {
                if (white[sq]) {
                    s.append(' ').append((char) ('a' + sq % v.board().files())).append(sq / v.board().files() + 1);
                }
            }
            s.append(" to");
            for (int c = 0; c < p.choices().length; c++) {
                s.append(' ').append(v.pieces().get(p.choices()[c]).id())
                        .append(p.limits()[c] == Integer.MAX_VALUE ? "" : "<" + p.limits()[c]);
            }
            s.append(p.anywhereWhenLast() ? ", anywhere when last" : "").append('\n');
        }
        return s.toString();
    }
}
