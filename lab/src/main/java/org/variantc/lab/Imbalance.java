package org.variantc.lab;

import java.util.List;

/**
 * One material imbalance of the values run: the first side plays without {@code firstLacks},
 * the other without {@code secondLacks} (piece type numbers). {@code Q vs C+2P}: the side
 * without its Queen against the side without a Chancellor and two Pawns.
 */
record Imbalance(List<Integer> firstLacks, List<Integer> secondLacks, String trial) {
    /** The fit's features: per type, how many more the other side lacks than the first. */
    double[] features(int types) {
        double[] x = new double[types];
        for (int t : secondLacks) {
            x[t]++;
        }
        for (int t : firstLacks) {
            x[t]--;
        }
        return x;
    }
}
