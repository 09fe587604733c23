package org.variantc.web;

import java.util.Random;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.MoveList;
import org.variantc.runtime.Position;
import org.variantc.runtime.rules.Modes;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.SquareMoves;
import org.variantc.runtime.rules.VariantRules;

/**
 * A simple stand-in opponent, used until the real search is wired in: material only, no more than
 * two plies. Strength 1 takes the most valuable man it can and otherwise moves at random; 2 looks
 * one ply ahead (mates, captures, hands); 3 looks two plies ahead. Ties are broken at random so
 * games differ.
 */
final class FallbackOpponent {
    private static final int MATE = 1_000_000;
    private final Random random = new Random();

    long choose(Position pos, int strength) {
        MoveList moves = pos.legalMoves();
        if (moves.isEmpty()) {
            throw new IllegalArgumentException("no legal move");
        }
        int[] values = values(pos.rules());
        long best = moves.get(random.nextInt(moves.size()));
        int bestScore = Integer.MIN_VALUE;
        for (int i = 0; i < moves.size(); i++) {
            long move = moves.get(i);
            int score = strength <= 1 ? captureValue(pos, move, values) : -after(pos, move, strength - 1, values);
            score = score * 4 + random.nextInt(4);
            if (score > bestScore) {
                bestScore = score;
                best = move;
            }
        }
        return best;
    }

    /** The value of what the move takes, for the weakest level. */
    private static int captureValue(Position pos, long move, int[] values) {
        int total = 0;
        for (int sq : Victims.of(pos, move)) {
            total += values[pos.typeAt(sq)];
        }
        return total;
    }

    /** The score for the side to move after {@code move}, searching {@code depth} more plies. */
    private static int after(Position pos, long move, int depth, int[] values) {
        pos.make(move);
        try {
            return score(pos, depth, values);
        } finally {
            pos.unmake();
        }
    }

    private static int score(Position pos, int depth, int[] values) {
        GameStatus status = pos.status();
        if (status.isOver()) {
            GameStatus.Result mine = pos.sideToMove() == 0 ? GameStatus.Result.WHITE_WINS : GameStatus.Result.BLACK_WINS;
            return status.result() == GameStatus.Result.DRAW ? 0 : status.result() == mine ? MATE : -MATE;
        }
        if (depth <= 1) {
            return material(pos, values);
        }
        MoveList moves = pos.legalMoves();
        int best = -MATE;
        for (int i = 0; i < moves.size(); i++) {
            best = Math.max(best, -after(pos, moves.get(i), depth - 1, values));
        }
        return best;
    }

    private static int material(Position pos, int[] values) {
        int us = pos.sideToMove();
        int total = 0;
        for (int t = 0; t < values.length; t++) {
            int mine = pos.pieceCount(us, t) + pos.handCount(us, t);
            int theirs = pos.pieceCount(us ^ 1, t) + pos.handCount(us ^ 1, t);
            total += (mine - theirs) * values[t];
        }
        return total;
    }

    /** The definition's values, or a guess from how many squares a man reaches from the middle. */
    static int[] values(VariantRules rules) {
        int[] values = new int[rules.pieces().size()];
        int middle = rules.square(rules.files() / 2, rules.ranks() / 2);
        for (int t = 0; t < values.length; t++) {
            PieceRules piece = rules.pieces().get(t);
            if (piece.royal()) {
                values[t] = 0;
            } else if (piece.value() > 0) {
                values[t] = piece.value();
            } else if (piece.resetsClock()) {
                values[t] = 100;
            } else {
                values[t] = 40 * reach(piece.moves()[0][middle]) + 50;
            }
        }
        return values;
    }

    private static int reach(SquareMoves moves) {
        int n = moves.leaps().length + moves.paths().length;
        for (Ray ray : moves.rays()) {
            for (byte modes : ray.squareModes()) {
                n += (modes & Ray.PASS) == 0 && (modes & Modes.CAPTURE) != 0 ? 1 : 0;
            }
        }
        return n;
    }
}
