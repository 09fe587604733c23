package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;

/**
 * Xiangqi's generated engine keeps the move count as the table engine does: a Soldier's step does
 * not reset it (upstream Fairy-Stockfish c19b5f6c counts 11 after it from 10), a capture does, and
 * the fiftieth move without a capture draws on both.
 */
class CaptureOnlyMoveRuleEngineTest {
    private static final FamilyEngines ENGINES = FamilyEngines.fairyStockfish("org.variantc.generated.moverule");

    @TempDir
    static Path dir;

    @Test
    void bothEnginesCountOnlyCaptures() throws Exception {
        assertEquals("4k4/9/9/9/9/4P4/9/9/9/4K4 b - - 11 30", bothAfter("4k4/9/9/9/9/9/4P4/9/9/4K4 w - - 10 30", "e4e5"));
        assertEquals("4k4/9/9/9/9/4P4/9/9/9/4K4 b - - 0 30", bothAfter("4k4/9/9/9/9/4p4/4P4/9/9/4K4 w - - 10 30", "e4e5"));
    }

    @Test
    void bothEnginesDrawOnTheFiftiethMove() throws Exception {
        String fen = "4k4/9/9/9/9/9/4P4/9/9/4K4 w - - 98 80";
        for (Position pos : new Position[] {ENGINES.table("xiangqi", fen), ENGINES.generated("xiangqi", fen, dir)}) {
            pos.make(MoveNotation.parse(pos, "e4e5"));
            pos.make(MoveNotation.parse(pos, "e10d10"));
            assertEquals(new GameStatus(GameStatus.Result.DRAW, GameStatus.Reason.MOVE_RULE), GameStatus.of(pos));
        }
    }

    private static String bothAfter(String fen, String move) throws Exception {
        Position table = ENGINES.table("xiangqi", fen);
        Position generated = ENGINES.generated("xiangqi", fen, dir);
        table.make(MoveNotation.parse(table, move));
        generated.make(MoveNotation.parse(generated, move));
        assertEquals(Fen.write(table), Fen.write(generated));
        return Fen.write(generated);
    }
}
