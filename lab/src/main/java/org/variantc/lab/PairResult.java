package org.variantc.lab;

import java.io.Serializable;
import java.util.Locale;

/**
 * Both games of a {@link GamePair}: the first side's score in each (1, 1/2 or 0) and their
 * lengths in plies. One line of the result file.
 */
public record PairResult(String trial, int pair, long seed, double asWhite, double asBlack, int whitePlies,
                         int blackPlies) implements Serializable {
    static final String HEADER = "trial,pair,seed,first_as_white,first_as_black,plies_1,plies_2";

    public String key() {
        return trial + "#" + pair;
    }

    /** The first side's points from the two games. */
    public double points() {
        return asWhite + asBlack;
    }

    String csv() {
        return String.format(Locale.ROOT, "%s,%d,%d,%s,%s,%d,%d", trial, pair, seed, score(asWhite), score(asBlack),
                whitePlies, blackPlies);
    }

    /** A line of the result file; null when it is not one (a line cut off by a kill). */
    static PairResult parse(String line) {
        String[] f = line.split(",", -1);
        if (f.length != 7) {
            return null;
        }
        try {
            return new PairResult(f[0], Integer.parseInt(f[1]), Long.parseLong(f[2]), Double.parseDouble(f[3]),
                    Double.parseDouble(f[4]), Integer.parseInt(f[5]), Integer.parseInt(f[6]));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static String score(double s) {
        return s == 0.5 ? "0.5" : s == 1 ? "1" : "0";
    }
}
