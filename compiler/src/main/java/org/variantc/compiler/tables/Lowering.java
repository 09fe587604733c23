package org.variantc.compiler.tables;

import org.variantc.compiler.model.Variant;
import org.variantc.runtime.rules.VariantRules;

/** Lowers a checked variant to the runtime tables. */
public final class Lowering {
    private Lowering() {
    }

    public static VariantRules lower(Variant variant) {
        throw new UnsupportedOperationException("not written yet");
    }
}
