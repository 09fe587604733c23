package org.variantc.compiler.words;

/**
 * The rule families a game may have besides its men's moves, one per sentence: what a test holds
 * the texts against, and what tells the three texts which sentence is which.
 */
public enum Rule {
    CASTLING, DROPS, DROP_ZONE, PROMOTED_IN_HAND, PROMOTED_DROPS, GATING, SHUFFLE,
    MATE_AND_STALEMATE, MEN_LEFT, BARE_KING, GOAL, CHECKS_TO_WIN, NO_GIVING_CHECK, MOVE_RULE, NO_MOVE_RULE,
    REPETITION, NO_REPETITION_RULE, EXPLOSION, PETRIFICATION, HAND, PROMOTION_IN_PLACE, FLYING_GENERAL,
    COUNTING, CHECKED_KING_ONLY_CAPTURES, UNMOVED_IN_CASTLING_FIELD, BARRED_IN_CHECK, DUCK, PASSING, BIKJANG,
    POINTS, COMPULSORY_CAPTURE, DUPLE_CHECK, ROYAL_WHEN_LAST, CHIRAL
}
