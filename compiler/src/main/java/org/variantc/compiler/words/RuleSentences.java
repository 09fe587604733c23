package org.variantc.compiler.words;

import java.util.ArrayList;
import java.util.List;
import org.variantc.compiler.model.PieceType;
import org.variantc.compiler.model.Variant;

/**
 * The one source of the rules in words: {@code check}'s summary, the page's rules list and the
 * Interactive Diagram's notes each print these sentences in their own format, so a rule the
 * engines apply is named in all three or in none.
 */
public final class RuleSentences {
    private RuleSentences() {
    }

    /** The game's rules besides its men's moves, in the summary's order of lines. */
    public static List<RuleSentence> of(Variant v) {
        List<RuleSentence> out = new ArrayList<>();
        SetupSentences.add(v, out);
        EndSentences.add(v, out);
        PlaySentences.add(v, out);
        SidePromotionSentences.add(v, out);
        SetupSentences.addGatesAndShuffle(v, out);
        return List.copyOf(out);
    }

    /**
     * Whether check, and so checkmate, exists: a royal man that may not stand attacked. Without
     * one (Antichess's common King, the Duck's, No-check Atomic's) the King is simply captured.
     */
    static boolean checkApplies(Variant v) {
        boolean royal = v.pieces().stream().anyMatch(PieceType::royal);
        return royal && (v.captures().explosion() == null || !v.captures().explosion().checkIgnored());
    }
}
