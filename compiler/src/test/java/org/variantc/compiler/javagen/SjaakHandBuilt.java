package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.variantc.runtime.Perft;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;

/**
 * A hand-built position of one of Sjaak II's games, held on both engines (table and generated):
 * the moves played from it must be legal in each, the two legal lists equal, a barred move absent
 * (none when empty), an allowed one present, and perft 1 and 2 equal to Sjaak II's counts.
 */
record SjaakHandBuilt(FamilyEngines engines, String game, Path dir) {
    void check(String fen, List<String> moves, long one, long two, String barred, String allowed) throws Exception {
        Position table = play(engines.table(game, fen), moves);
        Position generated = play(engines.generated(game, fen, dir), moves);
        List<String> legal = MoveNotation.legal(table);
        assertEquals(legal, MoveNotation.legal(generated), "the engines' legal lists");
        if (!barred.isEmpty()) {
            assertFalse(legal.contains(barred), barred + " in " + legal);
        }
        assertTrue(legal.contains(allowed), allowed + " not in " + legal);
        assertEquals(one, Perft.perft(table, 1));
        assertEquals(two, Perft.perft(table, 2));
        assertEquals(one, Perft.perft(generated, 1));
        assertEquals(two, Perft.perft(generated, 2));
    }

    private static Position play(Position pos, List<String> moves) {
        for (String move : moves) {
            assertTrue(MoveNotation.legal(pos).contains(move), move + " is not legal");
            pos.make(MoveNotation.parse(pos, move));
        }
        return pos;
    }
}
