package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.match.CecpPlayer;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;

/**
 * HaChu 0.21 writes a move that ends where it started as XBoard's null move {@code @@@@} (its
 * source: "null-move notation in WB protocol"); in Cashew Shogi its Lion Dog's out-and-back pass
 * came so at ply 20 of a match. The match reads it as our pass, and as nothing else.
 */
class CecpNullMoveTest {
    @Test
    void hachusNullMoveIsThePass() throws Exception {
        Compilation c = VariantCompiler.compile(Sources.projectRoot().resolve("definitions/shogi/cashewshogi.variant"));
        assertTrue(c.succeeded(), c.report());
        VariantRules rules = c.rules();
        // White's Lion Dog on g7 with an empty square beside it may pass
        Position pos = Fen.read(rules, "k12/13/13/13/13/13/6(LD)6/13/13/13/13/13/12K w - - 0 1");
        assertEquals("g7g7", CecpPlayer.pass(pos, "@@@@"));
        assertNull(CecpPlayer.pass(pos, "g7g8"), "only @@@@ is the null move");
        // a Gold has no move back to its square: @@@@ names no move of this side
        Position gold = Fen.read(rules, "k12/13/13/13/13/13/6G6/13/13/13/13/13/12K w - - 0 1");
        assertNull(CecpPlayer.pass(gold, "@@@@"));
    }
}
