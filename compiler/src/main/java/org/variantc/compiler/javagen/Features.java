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
 * @param attackPatterns some attack is neither a slide, a leap nor a hop (see {@link AttackTables})
 * @param attackHops    some attack is a hop ray: a cannon's or a grasshopper's
 * @param bends         some man has a bent line (the Hook Mover's RmasR)
 */
public record Features(boolean paths, boolean pathCaptures, boolean fill, boolean enPassant, boolean castling,
                       boolean drops, boolean goals, boolean attacks, boolean attackPatterns, boolean attackHops,
                       boolean bends) {
    /** The same, with attack patterns and hop rays only if the attack tables have them. */
    Features withPatternsOf(AttackTables byWhite, AttackTables byBlack) {
        boolean any = attacks && (byWhite.hasPatterns() || byBlack.hasPatterns());
        boolean hops = attacks && (byWhite.hasHops() || byBlack.hasHops());
        return new Features(paths, pathCaptures, fill, enPassant, castling, drops, goals, attacks,
                attackPatterns && any, hops, bends);
    }
}
