package org.variantc.lab;

/**
 * A piece type's measured value in Pawns with its 95% interval by the delta method ({@code low},
 * {@code high}) and by the bootstrap over game pairs ({@code bootLow}, {@code bootHigh}; infinite
 * where resampled games leave a Pawn worth nothing).
 *
 * @param estimate the engine's static estimate from the move tables, in Pawns, to compare
 * @param games    the games of the imbalances the piece is in, on either side
 */
record PieceValue(String name, String id, double value, double low, double high, double bootLow,
                  double bootHigh, double estimate, int games) {
}
