package org.variantc.runtime.position;

/**
 * What a capture does beyond removing its victim (explosions, petrification), as the position
 * and the legal list ask it; prepared for a rulebook by the move layer
 * ({@code org.variantc.runtime.moves.CaptureEffects}).
 */
public interface CaptureEffect {
    /** True when {@code side}'s royal men are in check, the effects counted. */
    boolean inCheck(Position pos, int side);

    /** After a capture landing on {@code to}: the effects, made through the position's own changes. */
    void afterCapture(Position pos, int to);

    /** The side left without a royal man, the side that just moved looked at first; or -1. */
    int royalLost(Position pos);

    /** The legal moves {@code selection} keeps, each pseudo-legal move it keeps tried with its effects. */
    void generateLegal(Position pos, MoveList out, MoveSelection selection);
}
