package org.variantc.lab;

import java.util.ArrayList;
import java.util.List;
import org.variantc.compiler.cli.CommandFailure;
import org.variantc.runtime.search.EvalWeights;

/**
 * One {@code --tune NAME:SIZE} entry of {@code lab tune} and {@code lab texel}: the weight's place
 * in {@link EvalWeights#NAMES} and a size (SPSA's perturbation, Texel's first step).
 */
record TunedWeight(int index, double size) {
    /** Every entry; {@code size} is what the command calls the number (C, STEP), for a complaint. */
    static List<TunedWeight> read(List<String> entries, String size) {
        List<TunedWeight> out = new ArrayList<>();
        for (String entry : entries) {
            out.add(read(entry, size));
        }
        return out;
    }

    private static TunedWeight read(String entry, String size) {
        String[] part = entry.split(":");
        int index = EvalWeights.NAMES.indexOf(part[0].trim());
        if (part.length != 2 || index < 0) {
            throw new CommandFailure("--tune: '" + entry + "': expected NAME:" + size + ", NAME one of " + EvalWeights.NAMES);
        }
        try {
            return new TunedWeight(index, Double.parseDouble(part[1].trim()));
        } catch (NumberFormatException e) {
            throw new CommandFailure("--tune: '" + entry + "': " + size + " must be a number");
        }
    }
}
