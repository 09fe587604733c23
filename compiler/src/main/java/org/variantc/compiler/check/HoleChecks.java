package org.variantc.compiler.check;

import java.util.BitSet;
import java.util.List;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.Castling;
import org.variantc.compiler.syntax.Statement;
import org.variantc.runtime.position.CastlingSquares;
import org.variantc.runtime.rules.CastlingMove;

/**
 * What a board with holes (squares the setup writes {@code *}) cannot combine with: a castling
 * whose men would stand on, cross or land on a hole (it could never be played), and a shuffled
 * start or army slots, which place men on squares the setup does not fix.
 */
final class HoleChecks {
    private final Board board;
    private final BitSet holes;
    private final Diagnostics diagnostics;

    HoleChecks(Board board, BitSet holes, Diagnostics diagnostics) {
        this.board = board;
        this.holes = holes;
        this.diagnostics = diagnostics;
    }

    /** Refuses {@code shuffle} or {@code armies} beside holes, at the statement. */
    void refuseWith(Statement statement, String what) {
        if (statement != null && !holes.isEmpty()) {
            diagnostics.error(statement.span(), what + " cannot be combined with holes ('*' in the setup)");
        }
    }

    /** Refuses, at the castling statement, a castling whose squares include a hole. */
    void castlings(List<Castling> castlings, Statement decl) {
        for (Castling c : castlings) {
            CastlingMove move = new CastlingMove(0, c.kingFrom(), c.kingTo(), c.rookFrom(), c.rookTo());
            CastlingSquares needed = CastlingSquares.of(move, board.files());
            for (int sq : concat(needed.empty(), needed.kingPath(), new int[] {c.rookTo()})) {
                int mirrored = board.mirror(sq);
                if (holes.get(sq) || holes.get(mirrored)) {
                    int hole = holes.get(sq) ? sq : mirrored;
                    diagnostics.error(decl.span(), "a castling of the King from " + SquareNames.name(board, c.kingFrom())
                            + " crosses or lands on the hole " + SquareNames.name(board, hole));
                    return;
                }
            }
        }
    }

    private static int[] concat(int[]... parts) {
        return java.util.Arrays.stream(parts).flatMapToInt(java.util.Arrays::stream).toArray();
    }
}
