package org.variantc.runtime;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.BiConsumer;

import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;

/**
 * Counts the leaves of the legal move tree. The last ply is counted from the legal move count
 * without making the moves (bulk counting); the n-move rule and repetition are ignored.
 */
public final class Perft {
    private final Position pos;
    private final MoveList[] lists;

    private Perft(Position pos, int depth) {
        this.pos = pos;
        lists = new MoveList[Math.max(1, depth)];
        for (int i = 0; i < lists.length; i++) {
            lists[i] = new MoveList();
        }
    }

    /** The number of leaves {@code depth} plies deep; the position is left as it was. */
    public static long perft(Position pos, int depth) {
        return depth <= 0 ? 1 : new Perft(pos, depth).count(depth, 0);
    }

    /** Per legal move (in canonical notation, in generation order), the leaves below it. */
    public static Map<String, Long> divide(Position pos, int depth) {
        return divide(pos, depth, (move, leaves) -> { });
    }

    /**
     * Per legal move, the leaves below it; each root move is handed to {@code counted} as soon
     * as it is counted, so a long run can show how far it is.
     */
    public static Map<String, Long> divide(Position pos, int depth, BiConsumer<String, Long> counted) {
        Map<String, Long> result = new LinkedHashMap<>();
        if (depth <= 0) {
            return result;
        }
        Perft perft = new Perft(pos, depth);
        for (long m : pos.legalMoves()) {
            String name = MoveNotation.format(pos, m);
            pos.make(m);
            long leaves = depth == 1 ? 1 : perft.count(depth - 1, 1);
            pos.unmake();
            result.put(name, leaves);
            counted.accept(name, leaves);
        }
        return result;
    }

    private long count(int depth, int level) {
        MoveList moves = lists[level];
        pos.generateLegal(moves);
        if (depth == 1) {
            return moves.size();
        }
        long total = 0;
        for (int i = 0; i < moves.size(); i++) {
            pos.make(moves.get(i));
            total += count(depth - 1, level + 1);
            pos.unmake();
        }
        return total;
    }
}
