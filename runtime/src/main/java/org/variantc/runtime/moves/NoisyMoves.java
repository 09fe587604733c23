package org.variantc.runtime.moves;

import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.MoveSelection;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.GoalRule;
import org.variantc.runtime.rules.VariantRules;

/**
 * What a noisy move is, the one definition the search's quiescence and move ordering and the
 * legal list's noisy generation ({@link LegalList#generateNoisy}) share: a move that takes a man
 * ({@link CapturedMen}: on arrival, en passant, on its way, burnt), promotes (a promotion's
 * choice, a promotion in place, a drop on its promoted face) or brings a man onto one of its
 * type's goal squares (not by castling). Drops, castlings, passes and pickups are quiet unless
 * they promote.
 */
public final class NoisyMoves implements MoveSelection {
    /** [type][side][square] a goal square of the type, null when the type has none. */
    private final boolean[][][] goal;

    private NoisyMoves(boolean[][][] goal) {
        this.goal = goal;
    }

    /** The noisy moves of {@code rules}' games: its goal zones read once. */
    public static NoisyMoves of(VariantRules rules) {
        int types = rules.pieces().size();
        int squares = rules.squares();
        boolean[][][] goal = new boolean[types][][];
        for (GoalRule rule : rules.ending().end().goals()) {
            int t = rule.pieceType();
            if (goal[t] == null) {
                goal[t] = new boolean[2][squares];
            }
            for (int side = 0; side < 2; side++) {
                for (int sq = 0; sq < squares; sq++) {
                    goal[t][side][sq] |= rule.zone()[side][sq];
                }
            }
        }
        return new NoisyMoves(goal);
    }

    /** Whether the move, of the side to move in {@code pos}, is noisy; the cheap tests first. */
    @Override
    public boolean keeps(Position pos, long move) {
        return Move.promotion(move) >= 0 || reachesGoal(pos, move) || CapturedMen.any(pos, move);
    }

    /**
     * Whether the move is noisy, {@code takes} saying whether it takes a man (the search's
     * reading of what a move takes, its victims' worth, which is positive for every man), so a
     * caller that has read the capture does not read it twice.
     */
    public boolean keeps(Position pos, long move, boolean takes) {
        return takes || Move.promotion(move) >= 0 || reachesGoal(pos, move);
    }

    /** A drop takes nothing: one that does not promote is noisy only onto a goal square of its type. */
    @Override
    public boolean mayKeepPlainDrops(int type) {
        return goal[type] != null;
    }

    /** Whether the move brings its man onto a goal square of its type (a castling never does). */
    public boolean reachesGoal(Position pos, long move) {
        boolean[][] zone = goal[Move.type(move)];
        return zone != null && !Move.isCastle(move) && zone[pos.side()][Move.to(move)];
    }
}
