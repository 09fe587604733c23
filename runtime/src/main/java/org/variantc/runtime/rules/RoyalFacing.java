package org.variantc.runtime.rules;

/**
 * Whether the royal men of the two sides may face each other on a file with no man between.
 * Forbidden is Xiangqi's flying-general rule: a move that leaves them facing is illegal.
 */
public enum RoyalFacing {
    /** Facing royal men are an ordinary position (chess). */
    ALLOWED,
    /** The flying general: no move may leave the two sides' royal men facing on an open file. */
    FORBIDDEN,
    /**
     * Bikjang (Janggi): facing royal men may be brought about, but the side to move in such a
     * position must part them or pass; a pass there ends the game (drawn, or decided by points).
     */
    BIKJANG
}
