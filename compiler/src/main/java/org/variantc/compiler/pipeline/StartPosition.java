package org.variantc.compiler.pipeline;

import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.diagnostics.Span;
import org.variantc.compiler.model.Variant;
import org.variantc.compiler.tables.Lowering;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.rules.VariantRules;

/**
 * After the check and the lowering: the engines load the checked variant's start position, so a definition that
 * passes {@code check} starts a game in every command. The checker's own rules name each known
 * limit first; this catches whatever the runtime refuses that they do not, and reports it at the
 * setup rather than as a later command's failure. A setup in which the game is already over (a
 * goal the men already stand on) says nothing playable, and is refused too.
 */
final class StartPosition {
    private StartPosition() {
    }

    /** The variant's runtime tables, whose start position loads; null after reporting why it does not. */
    static VariantRules rules(Variant variant, Span setup, Diagnostics diagnostics) {
        try {
            VariantRules rules = Lowering.lower(variant);
            GameStatus status = GameStatus.of(Fen.start(rules));
            if (status.reason() == GameStatus.Reason.GOAL || status.reason() == GameStatus.Reason.EXTINCTION
                    || status.reason() == GameStatus.Reason.BARE_KING) {
                diagnostics.error(setup, "the game is already over in this setup, before anyone moves ("
                        + status.reason().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ')
                        + "); move the men off their goal, give each side the men its rules count, or change the rule");
                return null;
            }
            return rules;
        } catch (IllegalArgumentException e) { // a FenException, or a Rulebook limit
            diagnostics.error(setup, "the engines cannot start this setup: " + e.getMessage()
                    + "; change the setup or the rules it breaks");
            return null;
        }
    }

}
