package org.variantc.runtime.position;

import java.util.ArrayList;
import java.util.List;

import org.variantc.runtime.rules.PromotionRule;

/**
 * What one promotion rule offers: each type once, with the limit of the first line that names
 * it (a later line naming it again offers nothing more). Derived here once for the table engine
 * ({@link Rulebook}) and the generated engines alike.
 *
 * @param rule   the rule as defined (zone, quota, optional; its quota counts every choice)
 * @param types  the distinct choices, in the order of the definition
 * @param limits per offered type, offered only while the mover has fewer men of it on the board
 *               ({@link Integer#MAX_VALUE}: no limit)
 */
public record PromotionOffer(PromotionRule rule, int[] types, int[] limits) {
    public static PromotionOffer of(PromotionRule rule) {
        List<Integer> types = new ArrayList<>();
        List<Integer> limits = new ArrayList<>();
        for (int i = 0; i < rule.choices().length; i++) {
            int type = rule.choices()[i];
            if (!types.contains(type)) {
                types.add(type);
                limits.add(rule.limits()[i]);
            }
        }
        return new PromotionOffer(rule, types.stream().mapToInt(Integer::intValue).toArray(),
                limits.stream().mapToInt(Integer::intValue).toArray());
    }
}
