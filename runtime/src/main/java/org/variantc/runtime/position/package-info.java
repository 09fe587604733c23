/**
 * Position and undo: a {@link org.variantc.runtime.position.Position} changed in place by
 * {@code make} and restored exactly by {@code unmake}, its board codes
 * ({@link org.variantc.runtime.position.Man}), the move encoding
 * ({@link org.variantc.runtime.position.Move}, {@link org.variantc.runtime.position.MoveList}),
 * the hash keys ({@link org.variantc.runtime.position.Zobrist}), the bounds of these encodings
 * ({@link org.variantc.runtime.position.Capacity}), the start as the rulebook holds it, read once
 * and copied into every new game ({@link org.variantc.runtime.position.StartBoard}), the live arrays a generated generator reads
 * ({@link org.variantc.runtime.position.Mailbox}), and the rules made and unmade with a move or
 * read by {@code inCheck}: the Makruk count ({@code CountingClock}), Placement's dropped castlers
 * ({@code DroppedCastlers}), duple check and the last royal man ({@code DupleCheck},
 * {@code LastRoyal}).
 *
 * <p>The position's state is private; whatever plays goes through {@code make}, {@code unmake},
 * {@code generateLegal} and the queries, generators through {@code Mailbox}. Here too: the
 * {@code Rulebook} (the rules prepared for play, built complete from a {@code RulebookParts}),
 * the attack tables ({@code CapturePattern}, {@code CapturePatterns}, {@code Attacks}), what the
 * rulebook derives for both engines ({@code CastlingSquares}, {@code PromotionOffer}) and the
 * {@code MoveGenerator} interface. Nothing here imports another room but {@code rules}: what the
 * position asks of the rooms above (capture effects, hop limits, the legal list, its FEN) it
 * asks through this room's interfaces ({@code CaptureEffect}, {@code HopRule},
 * {@code LegalGenerator}, {@code ManMoves}, {@code RulebookParts}). The game's end is judged
 * outside, through the position's queries.
 *
 * <h2>Move encoding</h2>
 * A move is a {@code long} (see {@link org.variantc.runtime.position.Move}): from, to, moving type,
 * promotion type, kind (leap, ray, path, castle, drop), flags (en-passant capture, creates
 * en-passant squares, optional promotion declined) and the index of the component it came
 * from: the leap, ray or path in the mover's {@code SquareMoves}, or the castling. The index is
 * what lets one number describe a locust or overtake move: its victims are its path's CAPTURE
 * steps, and the squares a multi-step move leaves for en passant are its ray's or path's
 * squares before the destination. Moves are only meaningful in the position they were
 * generated for.
 *
 * <h2>State</h2>
 * The board is a mailbox of ints carrying type, side, a virgin mark (the man never moved and
 * this matters: castling men, types with initial moves) and a promoted mark (the type it was
 * promoted from, written {@code ~} in FEN; a promoted man is never read back as unmoved).
 * Piece lists, per-type counts, hands, en-passant squares and victim, clocks and the Zobrist
 * hash are updated in {@code make}; every change is logged so {@code unmake} restores all of
 * it exactly, piece-list order included.
 */
package org.variantc.runtime.position;
