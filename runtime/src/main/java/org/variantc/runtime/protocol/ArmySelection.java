package org.variantc.runtime.protocol;

import org.variantc.runtime.rules.ArmyRules;
import org.variantc.runtime.rules.VariantRules;

/** Chooses the two armies of a different-armies game by what a player typed. */
public final class ArmySelection {
    private ArmySelection() {
    }

    /**
     * The rules for White's and Black's named armies (number from 1, code or Betza spelling);
     * a null name keeps the side's current army.
     *
     * @throws IllegalArgumentException when the game has no armies or a name matches none
     */
    public static VariantRules choose(VariantRules rules, String white, String black) {
        ArmyRules armies = rules.start().armies();
        if (armies == null) {
            throw new IllegalArgumentException(rules.name() + " has no army choice");
        }
        return rules.withArmies(find(armies, white, armies.white()), find(armies, black, armies.black()));
    }

    private static int find(ArmyRules armies, String name, int current) {
        if (name == null) {
            return current;
        }
        int index = armies.find(name);
        if (index < 0) {
            throw new IllegalArgumentException("no army '" + name + "'; there are " + armies.armies().size()
                    + ", e.g. " + armies.armies().get(0).code());
        }
        return index;
    }
}
