package org.variantc.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.variantc.runtime.Fairy.movesFrom;
import static org.variantc.runtime.Fairy.set;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.CastlingMove;
import org.variantc.runtime.rules.EndRules;
import org.variantc.runtime.rules.VariantRules;

/** Flexible castling: the King moves any number of squares toward a virgin partner that jumps over it. */
class CastlingTest {
    private static int sq(String name) {
        return Fairy.TB.square(name);
    }

    /** King e1, partners a1 and h1, King steps 1–3 toward a1 and 1–2 toward h1; Black mirrored. */
    private static final VariantRules FLEXIBLE = Fairy.rules(Map.of(), flexible(), EndRules.FIDE);

    private static List<CastlingMove> flexible() {
        List<CastlingMove> list = new ArrayList<>();
        for (int side = 0; side < 2; side++) {
            int rank = side == 0 ? 1 : 8;
            for (char kingTo : new char[] {'d', 'c', 'b'}) {
                list.add(new CastlingMove(side, sq("e" + rank), sq(kingTo + "" + rank), sq("a" + rank),
                        sq((char) (kingTo + 1) + "" + rank)));
            }
            for (char kingTo : new char[] {'f', 'g'}) {
                list.add(new CastlingMove(side, sq("e" + rank), sq(kingTo + "" + rank), sq("h" + rank),
                        sq((char) (kingTo - 1) + "" + rank)));
            }
        }
        return list;
    }

    @Test
    void oneSquareCastlesAreMarkedBesideThePlainKingStep() {
        Position pos = Fen.read(FLEXIBLE, "w3k2w/8/8/8/8/8/8/W3K2W w KQkq - 0 1");
        assertEquals(set("e1d1", "e1d2", "e1e2", "e1f2", "e1f1", "e1d1O", "e1c1", "e1b1", "e1f1O", "e1g1"),
                movesFrom(pos, "e1"));
        assertTrue(Move.isCastle(MoveNotation.parse(pos, "e1d1O")));
        assertFalse(Move.isCastle(MoveNotation.parse(pos, "e1d1")), "the canonical plain step wins over the loose form");
        assertTrue(Move.isCastle(MoveNotation.parse(pos, "e1c1")), "a castle that is no King step needs no O");
        pos.make(MoveNotation.parse(pos, "e1d1O"));
        assertEquals("w3k2w/8/8/8/8/8/8/3KW2W b kq - 1 1", Fen.write(pos), "the partner jumps to e1; rights lost");
        pos.unmake();
        pos.make(MoveNotation.parse(pos, "e1d1"));
        assertEquals("w3k2w/8/8/8/8/8/8/W2K3W b kq - 1 1", Fen.write(pos), "the plain step has no O");
    }

    @Test
    void theKingMayNotCrossOrLandOnAnAttackedSquare() {
        Position pos = Fen.read(FLEXIBLE, "w1q1k2w/8/8/8/8/8/8/W3K2W w KQkq - 0 1");
        assertEquals(set("e1d1", "e1d2", "e1e2", "e1f2", "e1f1", "e1d1O", "e1f1O", "e1g1"), movesFrom(pos, "e1"));
    }

    @Test
    void noCastlingOutOfCheckOrOverAMan() {
        Position inCheck = Fen.read(FLEXIBLE, "w3k2w/8/8/8/8/8/8/W3K1qW w KQkq - 0 1");
        assertEquals(set("e1d2", "e1e2"), movesFrom(inCheck, "e1"), "the Queen on g1 also covers d1, f1, f2");
        Position blocked = Fen.read(FLEXIBLE, "w3k2w/8/8/8/8/8/8/WW2K1WW w KQkq - 0 1");
        assertEquals(set("e1d1", "e1d2", "e1e2", "e1f2", "e1f1"), movesFrom(blocked, "e1"));
    }

    @Test
    void movedPartnerLosesItsRight() {
        Position pos = Fen.read(FLEXIBLE, "w3k2w/8/8/8/8/8/8/W3K2W w KQkq - 0 1");
        for (String m : List.of("a1a2", "a8b8", "a2a1", "b8a8")) {
            pos.make(MoveNotation.parse(pos, m));
        }
        assertEquals("w3k2w/8/8/8/8/8/8/W3K2W w Kk - 4 3", Fen.write(pos));
        assertEquals(set("e1d1", "e1d2", "e1e2", "e1f2", "e1f1", "e1f1O", "e1g1"), movesFrom(pos, "e1"));
    }

    @Test
    void severalPartnersOnOneSideAreWrittenByFile() {
        List<CastlingMove> castlings = List.of(
                new CastlingMove(0, sq("e1"), sq("c1"), sq("a1"), sq("d1")),
                new CastlingMove(0, sq("e1"), sq("d1"), sq("b1"), sq("c1")),
                new CastlingMove(0, sq("e1"), sq("g1"), sq("h1"), sq("f1")));
        VariantRules rules = Fairy.rules(Map.of(), castlings, EndRules.FIDE);
        // The b1 partner is the Knight the start position puts there.
        Position pos = Fen.read(rules, "4k3/8/8/8/8/8/8/WN2K2W w ABH - 0 1");
        assertEquals("4k3/8/8/8/8/8/8/WN2K2W w ABH - 0 1", Fen.write(pos));
        pos.make(MoveNotation.parse(pos, "a1a2"));
        assertEquals("4k3/8/8/8/8/8/W7/1N2K2W b BH - 1 1", Fen.write(pos));
    }
}
