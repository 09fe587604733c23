package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;

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
        Position generated = Fen.read(GeneratedEngines.rulebook(name), fen);
        table.make(MoveNotation.parse(table, "P@e4"));
        generated.make(MoveNotation.parse(generated, "P@e4"));
        assertEquals(Fen.write(table), Fen.write(generated));
        return Fen.write(generated);
    }
}
