package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.variantc.reference.ReferenceMove;
import org.variantc.reference.ReferencePosition;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;

/**
 * A compiled game walked move for move beside a hand-coded reference generator: at every inner
 * node both sorted move lists must be equal (a disagreement names the node and the moves). Both
 * print moves in the coordinate notation of the README, so the lists compare as text.
 */
final class ReferenceWalk {
    private ReferenceWalk() {
    }

    /** Leaves {@code depth} plies below the node, after checking both sides list the same moves at every inner node. */
    static long walk(Position ours, ReferencePosition reference, int depth, String path) {
        if (depth == 0) {
            return 1;
        }
        List<String> mine = new ArrayList<>();
        MoveList list = ours.legalMoves();
        for (int i = 0; i < list.size(); i++) {
            mine.add(MoveNotation.format(ours, list.get(i)));
        }
        Map<String, ReferenceMove> theirs = new TreeMap<>();
        for (ReferenceMove m : reference.legalMoves()) {
            theirs.put(m.toString(), m);
        }
        mine.sort(null);
        assertEquals(new ArrayList<>(theirs.keySet()), mine, "moves after " + path);
        if (depth == 1) {
            return mine.size();
        }
        long n = 0;
        for (int i = 0; i < list.size(); i++) {
            String text = MoveNotation.format(ours, list.get(i));
            ours.make(list.get(i));
            n += walk(ours, reference.play(theirs.get(text)), depth - 1, path + " " + text);
            ours.unmake();
        }
        return n;
    }
}
