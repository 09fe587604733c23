/**
 * The generic engine: plays any variant compiled to {@link org.variantc.runtime.rules.VariantRules}.
 *
 * <h2>Using it</h2>
 * <pre>{@code
 * Rulebooks books = Rulebooks.table();               // or a generated engine's, per army pair
 * Position pos = books.start(rules);                  // or books.position(rules, fen)
 * MoveList moves = pos.legalMoves();                  // or pos.generateLegal(reusedList)
 * String text = MoveNotation.format(pos, moves.get(0)); // "e2e4", "e7e8q", "g1f1O", "P@e4", ...
 * long move = MoveNotation.parse(pos, "e2e4");        // IllegalMoveException with a reason
 * pos.make(move); pos.unmake();
 * GameStatus status = GameStatus.of(pos);             // checkmate, stalemate, goal, n-move, repetition
 * long leaves = Perft.perft(pos, 5);                  // Perft.divide(pos, 5) per move
 * String fen = Fen.write(pos);                        // Fen.read(rules, fen): FenException on a bad FEN
 * }</pre>
 * {@code Position} knows no notation: FEN is {@link org.variantc.runtime.notation.Fen}'s, coordinate
 * move text {@link org.variantc.runtime.notation.MoveNotation}'s, SAN {@link org.variantc.runtime.notation.San}'s
 * and the game's result {@link org.variantc.runtime.GameStatus}'s; each reads the position.
 * A {@link org.variantc.runtime.Rulebook} (the reverse attack tables, Zobrist keys, castling
 * squares) is prepared once per army pair and shared by its positions; whatever plays is
 * handed a {@link org.variantc.runtime.Rulebooks} and asks it, nothing looks one up.
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
 * <h2>Legality</h2>
 * A move is legal when, after it, no royal man of the mover is attacked. Testing that by making
 * every move would be slow, so the generator proves most moves safe without trying them:
 * <ul>
 *   <li>{@link org.variantc.runtime.moves.Attacks} holds, per side and target square, a trie of every
 *       way a man of that side could capture there (leaps, slides, hops, grasshopper jumps,
 *       paths with their step conditions, initial moves that need a virgin man), walked from
 *       the target outward. The same tries give, per target, the squares whose emptying or
 *       filling could switch on an attack.</li>
 *   <li>With one royal man, not in check, a move that does not move the royal man, is not a
 *       castle, and touches no such square of the royal man's square (its origin emptied, its
 *       destination filled, its victims removed) is legal at once. For FIDE that means: only
 *       men on the King's lines, and King moves, are tried.</li>
 *   <li>The others are tried on the board array alone (all the attack test reads) and undone.
 *       With several royal men (in check if any is attacked), every move is made, tested and
 *       unmade.</li>
 * </ul>
 * Castling also needs the King not in check and no square it crosses or lands on attacked,
 * judged before the move. After a goal rule ends the game there are no legal moves.
 * Where captures explode or petrify, {@code CaptureEffects} judges legality instead, by making
 * each pseudo-legal move of whichever generator and looking at the result (see there).
 *
 * <h2>State</h2>
 * The board is a mailbox of ints carrying type, side, a virgin mark (the man never moved and
 * this matters: castling men, types with initial moves) and a promoted mark (the type it was
 * promoted from, written {@code ~} in FEN; a promoted man is never read back as unmoved).
 * Piece lists, per-type counts, hands, en-passant squares and victim, clocks and the Zobrist
 * hash are updated in {@code make}; every change is logged so {@code unmake} restores all of
 * it exactly, piece-list order included.
 */
package org.variantc.runtime;
