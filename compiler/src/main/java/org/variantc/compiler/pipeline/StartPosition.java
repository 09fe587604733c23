package org.variantc.compiler.pipeline;

import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.diagnostics.Span;
import org.variantc.compiler.model.Variant;
import org.variantc.compiler.tables.Lowering;
import org.variantc.runtime.Fen;
import org.variantc.runtime.rules.VariantRules;

/**
 * After the check and the lowering: the engines load the checked variant's start position, so a definition that
 * passes {@code check} starts a game in every command. The checker's own rules name each known
 * limit first; this catches whatever the runtime refuses that they do not, and reports it at the
 * setup rather than as a later command's failure.
 */
final class StartPosition {
    private StartPosition() {
    }

    /** The variant's runtime tables, whose start position loads; null after reporting why it does not. */
    static VariantRules rules(Variant variant, Span setup, Diagnostics diagnostics) {
        try {
            VariantRules rules = Lowering.lower(variant);
            Fen.start(rules);
            return rules;
        } catch (IllegalArgumentException e) { // a FenException, or a Rulebook limit
            diagnostics.error(setup, "the engines cannot start this setup: " + e.getMessage()
                    + "; change the setup or the rules it breaks");
            return null;
        }
    }

}
