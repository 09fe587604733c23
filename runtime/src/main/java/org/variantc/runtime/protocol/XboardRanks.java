package org.variantc.runtime.protocol;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.variantc.runtime.rules.VariantRules;

/**
 * XBoard numbers the ranks of a board 10 ranks high from 0 (its Xiangqi habit: {@code h2e2} is
 * our h3e3); every other board from 1, as we do. Our XBoard engine and the match's XBoard players
 * both speak through this.
 */
public final class XboardRanks {
    private static final Pattern SQUARE = Pattern.compile("([a-z])(\\d{1,2})");

    private XboardRanks() {
    }

    /** The squares in {@code text} shifted by {@code by} ranks where that applies (-1: ours to XBoard's). */
    public static String shift(VariantRules rules, String text, int by) {
        if (rules.ranks() != 10) {
            return text;
        }
        Matcher m = SQUARE.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, m.group(1) + (Integer.parseInt(m.group(2)) + by));
        }
        m.appendTail(out);
        return out.toString();
    }
}
