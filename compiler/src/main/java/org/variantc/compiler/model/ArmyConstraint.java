package org.variantc.compiler.model;

import java.util.List;
import java.util.Optional;

/** A rule every army must keep (Augmented Chess §4, Augmented Half Chess §5). */
public enum ArmyConstraint {
    /** No augmenter in two slots of one army. */
    DISTINCT_AUGMENTERS("no repeated augmenter") {
        @Override
        Optional<String> broken(List<ArmySlot> slots, List<SlotOption> chosen) {
            for (int a = 0; a < chosen.size(); a++) {
                for (int b = a + 1; b < chosen.size(); b++) {
                    String aug = chosen.get(a).augmenter();
                    if (aug != null && aug.equals(chosen.get(b).augmenter())) {
                        return Optional.of("the " + aug + " augments both the " + slots.get(a).name() + " and the "
                                + slots.get(b).name() + " (rule: " + rule + ")");
                    }
                }
            }
            return Optional.empty();
        }
    },
    /**
     * A part chosen as a basic piece in one slot is no augmenter in another. Parts are the same
     * when their names are: a compound basic piece containing it (the Half-Chancellor's Crab, the
     * Fibnif's Ferz) is a part of its own, which is Betza's exception.
     */
    BASIC_NOT_AUGMENTER("a basic piece may not also be an augmenter") {
        @Override
        Optional<String> broken(List<ArmySlot> slots, List<SlotOption> chosen) {
            for (int a = 0; a < chosen.size(); a++) {
                for (int b = 0; b < chosen.size(); b++) {
                    String basic = chosen.get(a).basic();
                    if (basic != null && basic.equals(chosen.get(b).augmenter())) {
                        return Optional.of("the " + basic + " is the basic piece of the " + slots.get(a).name()
                                + " and the augmenter of the " + slots.get(b).name() + " (rule: " + rule + ")");
                    }
                }
            }
            return Optional.empty();
        }
    };

    /** The rule in words, as refusals name it. */
    public final String rule;

    ArmyConstraint(String rule) {
        this.rule = rule;
    }

    /** How the chosen options break this rule, or empty. */
    abstract Optional<String> broken(List<ArmySlot> slots, List<SlotOption> chosen);
}
