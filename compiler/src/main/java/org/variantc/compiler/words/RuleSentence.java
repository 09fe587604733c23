package org.variantc.compiler.words;

/**
 * One rule in words, in the two registers the compiler prints it in.
 *
 * @param rule    which rule this is
 * @param label   the line of {@code check}'s summary it goes on ("end", "rules", ...)
 * @param joins   it continues the summary's line before it when that has the same label ("; ")
 *                rather than opening a line of its own
 * @param terse   the summary's words, close to the language's; null when the summary leaves it to
 *                another line
 * @param prose   the sentence, without its final stop, for the page and the diagram's notes; null
 *                for what only the summary says (that a rule is absent)
 * @param carried the Interactive Diagram's block itself carries the rule (castling, drops into
 *                hand), so its notes leave the sentence out
 */
public record RuleSentence(Rule rule, String label, boolean joins, String terse, String prose, boolean carried) {
    static RuleSentence of(Rule rule, String label, String terse, String prose) {
        return new RuleSentence(rule, label, true, terse, prose, false);
    }

    static RuleSentence line(Rule rule, String label, String terse, String prose) {
        return new RuleSentence(rule, label, false, terse, prose, false);
    }

    RuleSentence carriedByDiagram() {
        return new RuleSentence(rule, label, joins, terse, prose, true);
    }
}
