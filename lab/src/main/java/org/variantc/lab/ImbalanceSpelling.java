package org.variantc.lab;

import java.util.ArrayList;
import java.util.List;
import org.variantc.compiler.cli.CommandFailure;
import org.variantc.runtime.rules.VariantRules;

/**
 * An imbalance as a person writes it for {@code --imbalance}: {@code "Q vs A"}, {@code "R vs BPP"},
 * {@code "RF vs R+P"}, {@code "N vs -"}: each side the piece letters its side lacks, run together
 * (the longest letter first) or parted by {@code +} or spaces; {@code -} for none.
 */
final class ImbalanceSpelling {
    private ImbalanceSpelling() {
    }

    static Imbalance read(VariantRules rules, String text) {
        String[] sides = text.trim().split("\\s+vs\\s+");
        if (sides.length != 2) {
            throw new CommandFailure("--imbalance '" + text + "': expected the two sides' missing pieces parted by"
                    + " ' vs ', e.g. 'Q vs A' or 'N vs PPP'");
        }
        List<Integer> first = types(rules, text, sides[0]);
        List<Integer> second = types(rules, text, sides[1]);
        if (first.isEmpty()) {
            throw new CommandFailure("--imbalance '" + text + "': the first side must lack a piece (the one measured)");
        }
        return ValueTrials.imbalance(rules, first, second);
    }

    private static List<Integer> types(VariantRules rules, String text, String side) {
        List<Integer> types = new ArrayList<>();
        String rest = side.replaceAll("[+\\s]", "");
        if (rest.equals("-")) {
            return types;
        }
        while (!rest.isEmpty()) {
            int best = -1;
            for (int t = 0; t < rules.pieces().size(); t++) {
                String id = rules.pieces().get(t).id();
                if (rest.regionMatches(true, 0, id, 0, id.length())
                        && (best < 0 || id.length() > rules.pieces().get(best).id().length())) {
                    best = t;
                }
            }
            if (best < 0 || rules.pieces().get(best).royal()) {
                throw new CommandFailure("--imbalance '" + text + "': '" + rest + "' does not begin with the letter of a"
                        + " piece that may be taken off (" + letters(rules) + ")");
            }
            types.add(best);
            rest = rest.substring(rules.pieces().get(best).id().length());
        }
        return types;
    }

    private static String letters(VariantRules rules) {
        List<String> ids = new ArrayList<>();
        rules.pieces().stream().filter(p -> !p.royal()).forEach(p -> ids.add(p.id()));
        return String.join(", ", ids);
    }
}
