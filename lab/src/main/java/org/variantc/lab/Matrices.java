package org.variantc.lab;

/** The little linear algebra the fits need, on small dense matrices. */
final class Matrices {
    private Matrices() {
    }

    /** x with a x = b, by Gaussian elimination with partial pivoting. */
    static double[] solve(double[][] a, double[] b) {
        int n = b.length;
        double[][] m = new double[n][n + 1];
        for (int i = 0; i < n; i++) {
            System.arraycopy(a[i], 0, m[i], 0, n);
            m[i][n] = b[i];
        }
        for (int c = 0; c < n; c++) {
            int pivot = c;
            for (int r = c + 1; r < n; r++) {
                if (Math.abs(m[r][c]) > Math.abs(m[pivot][c])) {
                    pivot = r;
                }
            }
            double[] t = m[c];
            m[c] = m[pivot];
            m[pivot] = t;
            for (int r = 0; r < n; r++) {
                if (r != c && m[c][c] != 0) {
                    double f = m[r][c] / m[c][c];
                    for (int k = c; k <= n; k++) {
                        m[r][k] -= f * m[c][k];
                    }
                }
            }
        }
        double[] x = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = m[i][i] == 0 ? 0 : m[i][n] / m[i][i];
        }
        return x;
    }

    static double[][] inverse(double[][] a) {
        int n = a.length;
        double[][] inverse = new double[n][n];
        for (int c = 0; c < n; c++) {
            double[] unit = new double[n];
            unit[c] = 1;
            double[] column = solve(a, unit);
            for (int r = 0; r < n; r++) {
                inverse[r][c] = column[r];
            }
        }
        return inverse;
    }

    static double[][] product(double[][] a, double[][] b) {
        int n = a.length;
        int m = b[0].length;
        double[][] p = new double[n][m];
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < b.length; k++) {
                for (int j = 0; j < m; j++) {
                    p[i][j] += a[i][k] * b[k][j];
                }
            }
        }
        return p;
    }
}
