package org.variantc.compiler.words;

import java.util.ArrayList;
import java.util.List;
import org.variantc.compiler.model.PieceType;
import org.variantc.compiler.model.Promotion;
import org.variantc.compiler.model.PromotionChoice;
import org.variantc.compiler.model.PromotionSides;
import org.variantc.compiler.model.Variant;

/**
 * The promotions offered to one side only ({@code promote black on rank 2 to N}): one sentence
 * for all of them, since the pieces' own lines read as if both sides promoted alike.
 */
final class SidePromotionSentences {
    private SidePromotionSentences() {
    }

    static void add(Variant v, List<RuleSentence> out) {
        List<String> terse = new ArrayList<>();
        List<String> prose = new ArrayList<>();
        for (PieceType p : v.pieces()) {
            for (Promotion promotion : p.promotions()) {
                if (promotion.sides() == PromotionSides.BOTH) {
                    continue;
                }
                int side = promotion.sides() == PromotionSides.WHITE ? 0 : 1;
                String zone = ZoneText.asWritten(promotion.zone(), v.board());
                List<Integer> types = promotion.choices().stream().map(PromotionChoice::piece).toList();
                String limited = promotion.choices().stream().anyMatch(c -> c.limit() != Integer.MAX_VALUE)
                        ? " (each while its side has fewer than its limit)" : "";
                terse.add(p.id() + " " + Names.side(side) + " only " + (promotion.touching() ? "in " : "on ") + zone
                        + " to " + choices(promotion, v) + (promotion.optional() ? " optional" : ""));
                prose.add(Names.player(side) + "'s " + p.name() + "s " + (promotion.optional() ? "may" : "must")
                        + " promote on " + zone + " (as on the board) to a " + Names.names(types, v, "or") + limited);
            }
        }
        if (!terse.isEmpty()) {
            out.add(RuleSentence.line(Rule.PROMOTION_BY_SIDE, "promote", "by side: " + String.join("; ", terse),
                    "Promotion by side: " + String.join("; ", prose)));
        }
    }

    /** The choices as the language writes them: {@code F<1 R}. */
    private static String choices(Promotion promotion, Variant v) {
        List<String> out = new ArrayList<>();
        for (PromotionChoice c : promotion.choices()) {
            out.add(v.pieces().get(c.piece()).id() + (c.limit() == Integer.MAX_VALUE ? "" : "<" + c.limit()));
        }
        return String.join(" ", out);
    }
}
