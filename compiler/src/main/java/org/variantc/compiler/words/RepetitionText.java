package org.variantc.compiler.words;

import org.variantc.compiler.model.EndConditions;
import org.variantc.runtime.rules.Outcome;
import org.variantc.runtime.rules.RepetitionRule;

/** The repetition rule in words, for the rules page and the diagram's notes (no final stop). */
final class RepetitionText {
    private RepetitionText() {
    }

    /** The rule, or null when the game has none, a plain draw as the rules page says it. */
    static String of(EndConditions end) {
        return of(end, "The game is drawn when ");
    }

    /** The rule, or null when the game has none; {@code drawn} opens a plain draw ("Drawn when "). */
    static String of(EndConditions end, String drawn) {
        int n = end.repetitions();
        if (n == 0) {
            return null;
        }
        RepetitionRule rule = end.repetition();
        String occurs = "the same position occurs " + n + " times";
        String text;
        if (rule.outcome() == Outcome.DRAW) {
            text = drawn + occurs;
        } else if (rule.side() < 0) {
            text = "The side whose move makes " + occurs.replace("occurs", "occur") + " " + verb(rule.outcome());
        } else {
            text = (rule.side() == 0 ? "White " : "Black ") + verb(rule.outcome()) + " when " + occurs;
        }
        if (rule.perpetualCheckLoses()) {
            text += "; but a side that gave check with every one of its moves since the first of them loses"
                    + " (both: a draw)";
        }
        if (rule.chase().loses()) {
            text += "; " + (rule.perpetualCheckLoses() ? "else " : "but ") + "a side that chased the same man"
                    + " (attacked it anew, unprotected or stronger) with every one of its moves loses (both: a draw)";
        }
        return text;
    }

    private static String verb(Outcome outcome) {
        return outcome == Outcome.WIN ? "wins" : "loses";
    }
}
