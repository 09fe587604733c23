package org.variantc.runtime.match;

/**
 * The Elo difference a match score implies, with its 95% error bar from the spread of the
 * game results (a win, draw or loss each scored 1, 1/2, 0).
 *
 * @param difference the first player's Elo minus the second's; infinite for a clean sweep
 * @param margin     half the 95% confidence interval, in Elo
 */
public record Elo(double difference, double margin) {
    public static Elo of(int wins, int draws, int losses) {
        int n = wins + draws + losses;
        if (n == 0) {
            return new Elo(0, Double.POSITIVE_INFINITY);
        }
        double score = (wins + 0.5 * draws) / n;
        double variance = (wins * sq(1 - score) + draws * sq(0.5 - score) + losses * sq(score)) / n;
        double deviation = Math.sqrt(variance / n);
        double low = elo(score - 1.96 * deviation);
        double high = elo(score + 1.96 * deviation);
        // + 0.0 turns the -0.0 of an even score into 0.0, so it prints as 0, not -0.
        return new Elo(elo(score) + 0.0, (high - low) / 2);
    }

    private static double sq(double x) {
        return x * x;
    }

    static double elo(double score) {
        if (score <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (score >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400 * Math.log10(1 / score - 1);
    }
}
