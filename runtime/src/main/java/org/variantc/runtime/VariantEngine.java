package org.variantc.runtime;

import org.variantc.runtime.position.Rulebook;

import org.variantc.runtime.position.MoveGenerator;

/**
 * A variant compiled to Java: its own move generator, specialised to one {@link
 * org.variantc.runtime.rules.VariantRules}. Plug it in with {@link org.variantc.runtime.notation.Preparation#withGenerator}.
 */
public interface VariantEngine {
    /** Identifies the rule tables the generator was generated from; a mismatch means another variant. */
    String fingerprint();

    /** A generator for positions of {@code book}, whose rules have this engine's fingerprint. */
    MoveGenerator generator(Rulebook book);
}
