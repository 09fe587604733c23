/**
 * Move generation and attacks: the {@link org.variantc.runtime.position.MoveGenerator} interface
 * and its table implementation ({@link org.variantc.runtime.moves.TableMoveGenerator}), the
 * reverse attacks ({@link org.variantc.runtime.position.CapturePattern},
 * {@link org.variantc.runtime.position.CapturePatterns}, {@link org.variantc.runtime.position.Attacks}),
 * what is derived once for both engines ({@link org.variantc.runtime.position.CastlingSquares},
 * {@link org.variantc.runtime.position.PromotionOffer}), the legality of captures that explode or
 * petrify ({@link org.variantc.runtime.moves.CaptureEffects}) and of limited hoppers
 * ({@link org.variantc.runtime.moves.LimitedHops}), and the rules applied to every generator's
 * legal list after generation (compulsory capture, Makruk's evasions, no checking moves, drop
 * limits, different colours, setup phases, gating, the Duck, the flying general, passing,
 * promotions in place): the {@link org.variantc.runtime.moves.LegalStep}s chosen once per
 * rulebook and run in order by {@link org.variantc.runtime.moves.LegalList} (which
 * {@code Position.generateLegal} hands on to), after the ends that leave no moves (the checks
 * that win: {@code CheckCount}; men run out: {@code MenLeft}; passes; goals, kept by the
 * generators: {@code GoalRace}); and the one reading of what a move takes
 * ({@link org.variantc.runtime.moves.CapturedMen}) for compulsory capture, SAN and the search.
 * The same steps make the legal noisy list ({@code Position.generateNoisy}, quiescence's moves):
 * the one definition of a noisy move ({@link org.variantc.runtime.moves.NoisyMoves}) is handed to
 * the generation as a {@link org.variantc.runtime.position.MoveSelection} (the table generator
 * asks it of each pseudo-legal move before its legality is tried; a generated engine selects the
 * list it made), and a variant whose steps weigh the whole list makes it and selects from it.
 *
 * <p>Every class here reads the position and the prepared tables ({@code Rulebook}), both in
 * {@code org.variantc.runtime.position}; nothing there imports this room: the position reaches
 * the legal list, capture effects and hop limits through its own interfaces, which these classes
 * implement.
 *
 * <h2>Legality</h2>
 * A move is legal when, after it, no royal man of the mover is attacked. Testing that by making
 * every move would be slow, so the generator proves most moves safe without trying them:
 * <ul>
 *   <li>{@link org.variantc.runtime.position.Attacks} holds, per side and target square, a trie of every
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
 */
package org.variantc.runtime.moves;
