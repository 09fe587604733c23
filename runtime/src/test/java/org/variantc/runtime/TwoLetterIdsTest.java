package org.variantc.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.DropRules;
import org.variantc.runtime.rules.EndRules;
import org.variantc.runtime.rules.Modes;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.VariantRules;

/** A 12×12 board with a two-letter id: FEN runs of 12, "(SC)" in board and hand, "e11e12sc", "SC@e4". */
class TwoLetterIdsTest {
    private static final TableBuilder TB = new TableBuilder(12, 12);
    private static final VariantRules RULES = rules();

    private static VariantRules rules() {
        PieceRules king = TB.piece("King", "K", true, s -> {
            s.leapAll(1, 0, Modes.MOVE_OR_CAPTURE);
            s.leapAll(1, 1, Modes.MOVE_OR_CAPTURE);
        });
        PieceRules pawn = TableBuilder.with(TB.piece("Pawn", "P", false, s -> s.leap(0, 1, Modes.MOVE)),
                List.of(TableBuilder.promotion(TB.lastRank(), false, 2)), true, null);
        PieceRules starCat = TableBuilder.with(TB.piece("Star Cat", "SC", false,
                s -> s.leapAll(1, 1, Modes.MOVE_OR_CAPTURE)), List.of(), false, TB.zone((side, rank) -> true));
        return new VariantRules("Twelve", 12, 12, List.of(king, pawn, starCat), "6k5/12/12/12/12/12/12/12/12/12/12/6K5 w - - 0 1",
                List.of(), new DropRules(true, false), EndRules.FIDE);
    }

    @Test
    void twoLetterIdsInFenNotationAndDrops() {
        String fen = "6k5/4P7/12/12/12/12/12/12/12/12/(sc)11/6K5[(SC)(SC)p] w - - 0 1";
        Position pos = Fen.read(RULES, fen);
        assertEquals(fen, Fen.write(pos));
        assertEquals(2, pos.handCount(0, 2));
        assertEquals(Fairy.set("e11e12sc"), Fairy.movesFrom(pos, "e11"));
        pos.make(MoveNotation.parse(pos, "e11e12sc"));
        assertEquals("4(SC)~1k5/12/12/12/12/12/12/12/12/12/(sc)11/6K5[(SC)(SC)p] b - - 0 1", Fen.write(pos));
        pos.unmake();
        long drop = MoveNotation.parse(pos, "SC@e4");
        assertEquals("SC@e4", MoveNotation.format(pos, drop));
        pos.make(drop);
        assertTrue(Fen.write(pos).startsWith("6k5/4P7/12/12/12/12/12/12/4(SC)7/12/(sc)11/6K5[(SC)p] b"), Fen.write(pos));
    }
}
