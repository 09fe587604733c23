package org.variantc.lab;

import java.util.List;

/**
 * Game scores fitted to a logistic model: the first side's expected score is
 * 1 / (1 + e^-(w . x)) for a game with features x. Each game counts its score (1, 1/2, 0) as a
 * fraction of a win; the covariance is the sandwich one (robust to draws being neither). A weak
 * normal prior around {@code prior} keeps a sweep (every game won) finite and all draws defined.
 *
 * @param weights    w
 * @param covariance of w
 */
record LogisticFit(double[] weights, double[][] covariance) {
    /** The ridge: a normal prior of spread 1/sqrt(RIDGE) on each weight. */
    static final double RIDGE = 0.05;

    /** One game: its features and the first side's score. */
    record Observation(double[] x, double score) {
    }

    static LogisticFit of(List<Observation> games, double[] prior) {
        int size = prior.length;
        double[] w = prior.clone();
        double[][] hessian = new double[size][size];
        for (int iteration = 0; iteration < 100; iteration++) {
            double[] gradient = new double[size];
            hessian = new double[size][size];
            for (int i = 0; i < size; i++) {
                gradient[i] = -RIDGE * (w[i] - prior[i]);
                hessian[i][i] = RIDGE;
            }
            for (Observation o : games) {
                double p = expected(w, o.x());
                for (int i = 0; i < size; i++) {
                    gradient[i] += (o.score() - p) * o.x()[i];
                    for (int j = 0; j < size; j++) {
                        hessian[i][j] += p * (1 - p) * o.x()[i] * o.x()[j];
                    }
                }
            }
            double[] step = Matrices.solve(hessian, gradient);
            double largest = 0;
            for (int i = 0; i < size; i++) {
                w[i] += step[i];
                largest = Math.max(largest, Math.abs(step[i]));
            }
            if (largest < 1e-10) {
                break;
            }
        }
        double[][] inverse = Matrices.inverse(hessian);
        double[][] spread = new double[size][size];
        for (Observation o : games) {
            double r = o.score() - expected(w, o.x());
            for (int i = 0; i < size; i++) {
                for (int j = 0; j < size; j++) {
                    spread[i][j] += r * r * o.x()[i] * o.x()[j];
                }
            }
        }
        return new LogisticFit(w, Matrices.product(inverse, Matrices.product(spread, inverse)));
    }

    static double expected(double[] w, double[] x) {
        double z = 0;
        for (int i = 0; i < w.length; i++) {
            z += w[i] * x[i];
        }
        return 1 / (1 + Math.exp(-z));
    }
}
