package org.variantc.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.CastlingMove;
import org.variantc.runtime.rules.EndRules;
import org.variantc.runtime.rules.VariantRules;

/** Unmake restores the piece lists when a castling partner lands on the King's old square. */
class CastlingUnmakeTest {
    @Test
    void aPartnerLandingWhereTheKingStoodIsTakenBackCleanly() {
        // King e1 -> f1 with the partner h1 -> e1: the partner, last in White's list, is removed
        // and put back on a square the King's list entry still points at.
        VariantRules rules = Fairy.rules(Map.of(), List.of(new CastlingMove(0, Fairy.TB.square("e1"),
                Fairy.TB.square("f1"), Fairy.TB.square("h1"), Fairy.TB.square("e1"))), EndRules.FIDE);
        Position pos = Fen.read(rules, "4k3/8/8/8/8/8/8/4K2W w K - 0 1");
        Position fresh = Fen.read(rules, "4k3/8/8/8/8/8/8/4K2W w K - 0 1");
        pos.make(MoveNotation.parse(pos, "e1f1O"));
        pos.unmake();
        for (String m : List.of("e1d2", "e8d8")) {
            pos.make(MoveNotation.parse(pos, m));
            fresh.make(MoveNotation.parse(fresh, m));
        }
        assertEquals(Fairy.moves(fresh), Fairy.moves(pos), "the Wazir on h1 still moves");
        assertEquals(Perft.perft(fresh, 3), Perft.perft(pos, 3));
    }
}
