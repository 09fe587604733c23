package org.variantc.compiler.tables;

import java.util.List;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.MakrukFamily;
import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.MakrukRules;
import org.variantc.runtime.rules.SquareMoves;

/** The Makruk family's rules lowered: the moves barred in check as destinations per type, side and square. */
final class MakrukLowering {
    private MakrukLowering() {
    }

    static MakrukRules lower(MakrukFamily family, Board board, int types) {
        if (family == MakrukFamily.NONE) {
            return MakrukRules.NONE;
        }
        int[][][][] barred = null;
        if (!family.barredInCheck().isEmpty()) {
            barred = new int[types][][][];
            for (MakrukFamily.Barred b : family.barredInCheck()) {
                if (barred[b.type()] == null) {
                    barred[b.type()] = new int[2][board.squares()][];
                }
                for (int side = 0; side < 2; side++) {
                    SquareMoves[] moves = new MoveTableBuilder(board, side, false).build(List.of(b.clause()));
                    for (int sq = 0; sq < moves.length; sq++) {
                        barred[b.type()][side][sq] = join(barred[b.type()][side][sq], moves[sq].leaps());
                    }
                }
            }
        }
        return new MakrukRules(family.counting(), family.checkedKingOnlyCaptures(), family.unmovedInCastlingField(),
                barred);
    }

    private static int[] join(int[] before, Leap[] leaps) {
        int[] out = before == null ? new int[0] : before;
        for (Leap leap : leaps) {
            out = java.util.Arrays.copyOf(out, out.length + 1);
            out[out.length - 1] = leap.target();
        }
        return out.length == 0 ? null : out;
    }
}
