package org.variantc.compiler.html;

import java.util.List;
import org.variantc.compiler.model.Variant;
import org.variantc.compiler.words.RuleSentence;
import org.variantc.compiler.words.RuleSentences;

/**
 * The rules an Interactive Diagram block does not carry, as notes without a final stop: every
 * rule's sentence but castling's and the drops' own (the block is told that captured men go to
 * the capturer's hand, {@code holdingsType=1}).
 */
final class DiagramRules {
    private DiagramRules() {
    }

    static List<String> of(Variant v) {
        return RuleSentences.of(v).stream().filter(r -> r.prose() != null && !r.carried()).map(RuleSentence::prose)
                .toList();
    }
}
