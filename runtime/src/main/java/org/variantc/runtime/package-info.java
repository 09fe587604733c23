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
 * squares, the start) is prepared once per army pair, complete, by
 * {@link org.variantc.runtime.notation.Preparation} and shared by its positions; whatever plays is
 * handed a {@link org.variantc.runtime.Rulebooks} and asks it, nothing looks one up.
 *
 * <h2>Rooms</h2>
 * <ul>
 *   <li>this package: the entry points. {@link org.variantc.runtime.Rulebooks} (what a
 *       player is handed), {@link org.variantc.runtime.VariantEngine} (a generated engine plugs in
 *       here), {@link org.variantc.runtime.Perft}, and the game's end:
 *       {@link org.variantc.runtime.EndJudgment}, judged once and in one order, which
 *       {@link org.variantc.runtime.GameStatus} maps to a result and the search to a score, with
 *       the rules it reads (perpetual check, mate scoring, Janggi's points; the ends the legal list
 *       keeps, goals, checks and extinction, are {@code moves}').</li>
 *   <li>{@link org.variantc.runtime.position}: the position and its undo (board codes, move
 *       encoding, move lists, Zobrist keys, the rules made and unmade with a move) and the
 *       {@code Rulebook}, the rules prepared for play, with the attack tables.</li>
 *   <li>{@link org.variantc.runtime.moves}: move generation and attacks (the table generator, the
 *       reverse attack tries, capture effects) and the filters every generator's legal list passes
 *       through ({@code LegalList}), with the ends that leave no moves.</li>
 *   <li>{@link org.variantc.runtime.notation}: the position and its moves as text (FEN and its
 *       fields, SAN, coordinate moves, PGN) and what a FEN may hold, and the
 *       {@code Preparation} that reads a rulebook's setup and builds it complete.</li>
 *   <li>{@link org.variantc.runtime.rules} (the compiled tables), {@code search}, {@code protocol},
 *       {@code match}: as before.</li>
 * </ul>
 * The rooms are layers, each depending only on those below it: this package, then
 * {@code notation}, {@code moves}, {@code position}, {@code rules}. Where a lower room calls
 * up (the position's attack test through capture effects and hop limits, its legal list, its
 * FEN for debuggers), it calls an interface of {@code position}
 * ({@code RulebookParts}, {@code CaptureEffect}, {@code HopRule}, {@code LegalGenerator},
 * {@code ManMoves}) that the room above implements and {@code Preparation} hands the rulebook.
 *
 * Move encoding and the position's state: see {@link org.variantc.runtime.position}; legality:
 * see {@link org.variantc.runtime.moves}.
 */
package org.variantc.runtime;
