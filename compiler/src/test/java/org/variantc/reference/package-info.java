/**
 * Reference move generators for the differential tests: written by hand from the rule texts in
 * ../shared/rules, sharing no code with the compiler or the runtime, and simple rather than fast.
 *
 * <h2>Use</h2>
 * <pre>{@code
 * ReferenceGame g = ReferenceGames.chessAndAHalf();              // spec ids
 * ReferenceGame h = ReferenceGames.halfgi(Map.of("K", Kinds.KING, "Q", Kinds.HALF_QUEEN, ...)); // own ids
 * ReferenceGame a = ReferenceGames.augmentedChess(
 *         List.of("RF", "NW", "BD", "RNA"),                     // White: Rook, Knight, Bishop, Queen slot
 *         List.of("RA", "NF", "BW", "QfbN"),                    // Black
 *         Map.of("RF", "R", "NW", "N", "BD", "B", "RNA", "Q", "RA", "A", "NF", "F", "BW", "W", "QfbN", "E"));
 * ReferencePosition p = g.position(fen);                        // or g.startPosition()
 * List<String> moves = p.legalMoveStrings();                    // "e2e4", "d1d4xd2xd3", "g1f1O", "P@e4", ...
 * long n = p.perft(3);
 * Map<String, Long> d = p.divide(3);
 * ReferencePosition q = p.play("e2e4");
 * String f = q.toFen();
 * }</pre>
 *
 * <h2>Design</h2>
 * <ul>
 * <li>{@link org.variantc.reference.Kind}: a kind is a union of leaps, rides, absolute-halfling rides,
 * Cat overtakes, the Knight's first double leap, and one of the Pawn move sets.</li>
 * <li>{@link org.variantc.reference.ReferencePosition}: array board, copy-make, attacks by generating
 * the enemy's pseudo-legal moves and looking at what they capture.</li>
 * <li>{@link org.variantc.reference.ReferenceGame}: per-game rules (castling style, promotion rule,
 * drops, far-rank King) and the id map.</li>
 * </ul>
 */
package org.variantc.reference;
