package org.variantc.lab;

/**
 * A piece type's measured value in Pawns with its 95% interval.
 *
 * @param estimate the engine's static estimate from the move tables, in Pawns, to compare
 * @param games    the games of the imbalances the piece is in
 */
record PieceValue(String name, String id, double value, double low, double high, double estimate, int games) {
}
