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
 * A {@link org.variantc.runtime.position.Rulebook} (the reverse attack tables, Zobrist keys, castling
 * squares) is prepared once per army pair and shared by its positions; whatever plays is
 * handed a {@link org.variantc.runtime.Rulebooks} and asks it, nothing looks one up.
 *
 * <h2>Rooms</h2>
 * <ul>
 *   <li>this package: the prepared form and the entry points. {@link org.variantc.runtime.position.Rulebook}
 *       (one army pair's rules prepared for play), {@link org.variantc.runtime.Rulebooks} (what a
 *       player is handed), {@link org.variantc.runtime.VariantEngine} (a generated engine plugs in
 *       here), {@link org.variantc.runtime.Perft}, and the game's end:
 *       {@link org.variantc.runtime.EndJudgment}, judged once and in one order, which
 *       {@link org.variantc.runtime.GameStatus} maps to a result and the search to a score, with
 *       the rules it reads (goals, checks, extinction, perpetual check, mate scoring, Janggi's
 *       points).</li>
 *   <li>{@link org.variantc.runtime.position}: the position and its undo (board codes, move
 *       encoding, move lists, Zobrist keys, and the rules made and unmade with a move).</li>
 *   <li>{@link org.variantc.runtime.moves}: move generation and attacks (the table generator, the
 *       reverse attack tries, capture effects) and the filters every generator's legal list passes
 *       through.</li>
 *   <li>{@link org.variantc.runtime.notation}: the position and its moves as text (FEN and its
 *       fields, SAN, coordinate moves) and what a FEN may hold.</li>
 *   <li>{@link org.variantc.runtime.rules} (the compiled tables), {@code search}, {@code protocol},
 *       {@code match}: as before.</li>
 * </ul>
 * The rooms name what a class is about; they are not layers. Cycles remain where the code has
 * them: {@code Rulebook} builds the generators, attack tries, Zobrist keys and the start board
 * (notation) that positions then read through it; {@code Position.generateLegal} runs the
 * filters of {@code moves}, which read and try moves on the position, and asks
 * {@code EndJudgment} whether an end bars every move; {@code Position.toString} writes the FEN
 * (for debuggers). Notation reads moves ({@code Gates}, {@code FlyingGeneral}) but
 * nothing in {@code moves} or {@code position}'s undo reads text.
 *
 * Move encoding and the position's state: see {@link org.variantc.runtime.position}; legality:
 * see {@link org.variantc.runtime.moves}.
 */
package org.variantc.runtime;
