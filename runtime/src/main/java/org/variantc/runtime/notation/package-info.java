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
 * ({@link org.variantc.runtime.notation.PrintableText}), games as PGN
 * ({@link org.variantc.runtime.notation.Pgn}, {@link org.variantc.runtime.notation.GameRecord}), and the
 * preparation of a rulebook ({@link org.variantc.runtime.notation.Preparation}: its setup read
 * here, its move layer's parts built). Bad text is refused with
 * {@link org.variantc.runtime.notation.FenException} or
 * {@link org.variantc.runtime.notation.IllegalMoveException}, saying what and where.
 *
 * <p>Notation reads the position and the rulebook, and two rules of {@code moves} (gate squares,
 * facing royal men); nothing below imports it: a rulebook is handed its start by
 * {@code Preparation}, and {@code Position.toString} writes its FEN through
 * {@code RulebookParts.written}.
 */
package org.variantc.runtime.notation;
