package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.Position;

/** The generated engines keep the move count as the table engine does, Pawn drops included. */
class GeneratedEngineMoveRuleTest {
    @Test
    void aPawnDropResetsTheCountInCrazyhouseOnly() {
        assertEquals("4k3/8/8/8/4P3/8/8/4K3[] b - - 0 30", afterPawnDrop("crazyhouse.variant"));
        assertEquals("4k3/8/8/8/4P3/8/8/4K3[] b - - 11 30", afterPawnDrop("chessgi.variant"));
    }

    private static String afterPawnDrop(String name) {
        String fen = "4k3/8/8/8/8/8/8/4K3[P] w - - 10 30";
        Position table = Games.position(name, fen);
        Position generated = Position.fromFen(GeneratedEngines.rulebook(name), fen);
        table.make(table.parseMove("P@e4"));
        generated.make(generated.parseMove("P@e4"));
        assertEquals(table.toFen(), generated.toFen());
        return generated.toFen();
    }
}
