package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * Rules about giving check, besides check and mate themselves.
 *
 * @param checksToWin          the side that gives this many checks wins at once (Three-check: 3);
 *                             the checks given are part of the position; 0 for no such rule
 * @param givingCheckForbidden a move that would check the other side is illegal (Racing Kings)
 */
public record CheckRules(int checksToWin, boolean givingCheckForbidden) implements Serializable {
    public static final CheckRules NONE = new CheckRules(0, false);

    public boolean countsChecks() {
        return checksToWin > 0;
    }
}
