package org.variantc.compiler.html;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.variantc.compiler.model.EndConditions;
import org.variantc.compiler.model.Ending;
import org.variantc.compiler.model.Variant;
import org.variantc.compiler.words.Rule;
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

    /**
     * The notes the block's reader restores: the diagram states no end rules, so our importer (and
     * the script's user) applies FIDE's; a note of the game's that is among these is no loss.
     */
    static Set<String> readBack(Variant v) {
        Variant fide = new Variant(v.metadata(), v.board(), v.pieces(), v.setup(), v.start(), v.moves(), v.captures(),
                v.placing(), v.royals(), new Ending(EndConditions.FIDE, null));
        return RuleSentences.of(fide).stream().filter(r -> END.contains(r.rule()) && r.prose() != null)
                .map(RuleSentence::prose).collect(Collectors.toSet());
    }

    private static final Set<Rule> END = EnumSet.of(Rule.MATE_AND_STALEMATE, Rule.MOVE_RULE, Rule.REPETITION);
}
