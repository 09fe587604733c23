package org.variantc.lab;

/**
 * An army's measured strength: Elo against the reference army (0 by definition) with its 95%
 * interval, and whether the interval leaves out the mean of all armies measured.
 *
 * @param number the army's number in {@code variantc armies}
 */
record ArmyStrength(int number, String code, String betza, int games, double points, double elo, double low,
                    double high, boolean beyondMean) {
}
