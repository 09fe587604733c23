package org.variantc.compiler.html;

import org.variantc.compiler.model.EndConditions;
import org.variantc.runtime.rules.Outcome;
import org.variantc.runtime.rules.RepetitionRule;

/** The repetition rule in words, for the rules page and the diagram's notes (no final stop). */
final class RepetitionText {
    private RepetitionText() {
    }

    /** The rule, or null when the game has none. */
    static String of(EndConditions end) {
        int n = end.repetitions();
        if (n == 0) {
            return null;
        }
        RepetitionRule rule = end.repetition();
        String occurs = "the same position occurs " + n + " times";
        String text;
        if (rule.outcome() == Outcome.DRAW) {
            text = "The game is drawn when " + occurs;
        } else if (rule.side() < 0) {
            text = "The side whose move makes " + occurs.replace("occurs", "occur") + " " + verb(rule.outcome());
        } else {
            text = (rule.side() == 0 ? "White " : "Black ") + verb(rule.outcome()) + " when " + occurs;
        }
        if (rule.perpetualCheckLoses()) {
            text += "; but a side that gave check with every one of its moves since the first of them loses"
                    + " (both: a draw)";
        }
        return text;
    }

    private static String verb(Outcome outcome) {
        return outcome == Outcome.WIN ? "wins" : "loses";
    }
}
