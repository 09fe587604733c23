/**
 * The position and its moves as text, and what a text may describe: FEN
 * ({@link org.variantc.runtime.notation.Fen}, its castling, gating and check fields: the one
 * castling-field rule {@link org.variantc.runtime.notation.CastlingField},
 * {@code ShuffledCastlingField}, {@code UnmovedField}, {@code CheckField}, and what a FEN may
 * hold: {@link org.variantc.runtime.notation.Reachability}, {@code EnPassantOrigin}), coordinate
 * moves ({@link org.variantc.runtime.notation.MoveNotation}), SAN
 * ({@link org.variantc.runtime.notation.San}), Chess960-style start arrays
 * ({@link org.variantc.runtime.notation.StartArrays}), the holes and the board marks read from
 * the setup and the tables ({@link org.variantc.runtime.notation.Holes},
 * {@link org.variantc.runtime.notation.BoardMarks}), and definition text made safe to print
 * ({@link org.variantc.runtime.notation.PrintableText}). Bad text is refused with
 * {@link org.variantc.runtime.notation.FenException} or
 * {@link org.variantc.runtime.notation.IllegalMoveException}, saying what and where.
 *
 * <p>Notation reads the position and the rulebook, and two rules of {@code moves} (gate squares,
 * facing royal men); arrows back: {@code Rulebook} parses its start board and derives its
 * {@code Reachability} and holes here, {@code Rulebooks} reads the armies a FEN names, and
 * {@code Position.toString} writes its FEN.
 */
package org.variantc.runtime.notation;
