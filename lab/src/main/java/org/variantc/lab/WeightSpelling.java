package org.variantc.lab;

import org.variantc.compiler.cli.CommandFailure;
import org.variantc.runtime.rules.VariantRules;
import org.variantc.runtime.search.EvalWeights;

/**
 * Evaluation weights as the lab's options spell them: {@code defaults} (the variant's committed
 * set), {@code untuned} (the hand-set numbers before tuning), {@code board} or {@code drops}
 * (either committed set), {@code tuned-halfgi} (SPSA's result on Halfgi), {@code texel-halfgi} (Texel's), {@code active}
 * (the activity terms at hand-set weights), each optionally
 * followed by {@code :name=value,...} changes.
 */
final class WeightSpelling {
    private WeightSpelling() {
    }

    static EvalWeights read(String option, String text, VariantRules rules) {
        int colon = text.indexOf(':');
        String base = (colon < 0 ? text : text.substring(0, colon)).trim();
        EvalWeights weights = switch (base) {
            case "defaults" -> EvalWeights.defaults(rules);
            case "untuned" -> EvalWeights.UNTUNED;
            case "board" -> EvalWeights.BOARD;
            case "drops" -> EvalWeights.DROPS;
            case "tuned-halfgi" -> EvalWeights.TUNED_HALFGI;
            case "texel-halfgi" -> EvalWeights.TEXEL_HALFGI;
            case "active" -> EvalWeights.ACTIVE;
            default -> throw new CommandFailure(option + ": '" + base
                    + "': expected defaults, untuned, board, drops, tuned-halfgi, texel-halfgi or active, then optionally :name=value,...");
        };
        try {
            return colon < 0 ? weights : weights.with(text.substring(colon + 1));
        } catch (IllegalArgumentException e) {
            throw new CommandFailure(option + ": " + e.getMessage());
        }
    }
}
