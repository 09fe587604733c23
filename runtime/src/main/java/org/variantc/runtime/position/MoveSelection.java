package org.variantc.runtime.position;

/**
 * Which moves a generation keeps: the table generator asks it of each pseudo-legal move before
 * its legality test, so the moves it drops never pay for that test (a generated engine selects
 * the list it made; see {@link MoveGenerator}) (quiescence's noisy moves:
 * {@code org.variantc.runtime.moves.NoisyMoves}). Asked on the position the moves are made
 * from, its board as it stands.
 */
@FunctionalInterface
public interface MoveSelection {
    /** Every move: the plain legal list. */
    MoveSelection ALL = (pos, move) -> true;

    boolean keeps(Position pos, long move);

    /**
     * Whether some drop of {@code type} that does not promote may be kept: when not, the
     * generators skip those drops (the most numerous moves of a drop game) without making them.
     */
    default boolean mayKeepPlainDrops(int type) {
        return true;
    }
}
