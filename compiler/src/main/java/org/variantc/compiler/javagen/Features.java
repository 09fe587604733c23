package org.variantc.compiler.javagen;

/**
 * Which parts of the engine a variant needs at all; code for the others is left out.
 *
 * @param fill          some attack can be opened by filling a square (hoppers, paths), so a
 *                      move's destination must be checked too
 * @param pathCaptures  some path captures on the way (locust, overtake)
 * @param enPassant     some move captures en passant
 * @param goals         a goal rule can end the game
 * @param attacks       the attack test is generated too ({@link AttackTables}); otherwise the
 *                      runtime's is used
 * @param attackPatterns some attack is neither a slide nor a leap (see {@link AttackTables})
 */
public record Features(boolean paths, boolean pathCaptures, boolean fill, boolean enPassant, boolean castling,
                       boolean drops, boolean goals, boolean attacks, boolean attackPatterns) {
}
