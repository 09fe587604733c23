package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * How the start position is chosen besides the setup's FEN.
 *
 * @param armies  army selection and the two armies these rules are for, or null when the variant
 *                has none
 * @param shuffle the shuffled first rank (Chess960), or null when every game starts from the setup
 */
public record StartRules(ArmyRules armies, Shuffle shuffle) implements Serializable {
    /** Every game starts from the setup. */
    public static final StartRules SETUP = new StartRules(null, null);
}
