package org.variantc.compiler.html;

import java.util.ArrayList;
import java.util.List;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.Variant;
import org.variantc.compiler.words.RuleSentence;
import org.variantc.compiler.words.RuleSentences;

/** The page's rules list: the board and the men in hand, then every rule's sentence with its stop. */
public final class RulesText {
    private RulesText() {
    }

    public static List<String> of(Variant v) {
        Board board = v.board();
        List<String> s = new ArrayList<>();
        s.add("The board has " + board.files() + " files and " + board.ranks() + " ranks; White moves first.");
        if (!v.setup().holdings().isEmpty()) {
            s.add("Men in hand at the start: " + v.setup().holdings() + ".");
        }
        for (RuleSentence r : RuleSentences.of(v)) {
            if (r.prose() != null) {
                s.add(r.prose() + ".");
            }
        }
        return s;
    }
}
