package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;

/**
 * Xiangqi's rules from hand-built positions ({@code definitions/fairy-stockfish/xiangqi.variant},
 * FENs in Fairy-Stockfish's letters, Red = White at the bottom): the flying general, the palace,
 * the river, the lame Horse and Elephant, the Soldier across the river.
 */
class XiangqiRulesTest {
    private static final VariantRules RULES = Games.rules("fairy-stockfish/xiangqi.variant");

    private static Set<String> moves(String fen, String from) {
        Position pos = Fen.read(RULES, fen);
        Set<String> out = new TreeSet<>();
        for (String m : MoveNotation.legal(pos)) {
            if (m.startsWith(from) && !Character.isDigit(m.charAt(from.length()))) {
                out.add(m);
            }
        }
        return out;
    }

    @Test
    void aGeneralMayNotStepOntoTheOtherGeneralsOpenFile() {
        // Red General d1, Black General e10, nothing on the e file: e1 would face e10.
        assertEquals(Set.of("d1d2"), moves("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", "d1"));
    }

    @Test
    void theLastManBetweenTheGeneralsMayNotLeaveTheirFile() {
        // The Cannon e5 alone between e1 and e10: every move off the e file opens it.
        Set<String> cannon = moves("4k4/9/9/9/9/4C4/9/9/9/4K4 w - - 0 1", "e5");
        assertEquals(7, cannon.size(), cannon.toString());
        assertTrue(cannon.stream().allMatch(m -> m.charAt(2) == 'e'), cannon.toString());
        // With two Black Soldiers between them too, the Cannon goes anywhere along its lines.
        assertTrue(moves("4k4/4p4/4p4/9/9/4C4/9/9/9/4K4 w - - 0 1", "e5").contains("e5a5"));
    }

    @Test
    void aHorseAloneBetweenTheGeneralsCannotMove() {
        // Black's Horse e5 is the only man between e10 and e1; every Horse move leaves the file.
        assertEquals(Set.of(), moves("4k4/9/9/9/9/4n4/9/9/9/4K4 b - - 0 1", "e5"));
    }

    @Test
    void theOnlyEscapeFacingTheOtherGeneralIsNoEscape() {
        // Black General d10 in check from the Chariot d8: d9 is still on the Chariot's file and
        // e10 faces Red's General e1, so it is checkmate.
        Position pos = Fen.read(RULES, "3k5/9/3R5/9/9/9/9/9/9/4K4 b - - 0 1");
        assertEquals(List.of(), MoveNotation.legal(pos));
        assertEquals(GameStatus.Result.WHITE_WINS, GameStatus.of(pos).result());
        assertEquals(GameStatus.Reason.CHECKMATE, GameStatus.of(pos).reason());
    }

    @Test
    void aFenWithTheGeneralsAlreadyFacingIsRefused() {
        org.variantc.runtime.notation.FenException e = org.junit.jupiter.api.Assertions.assertThrows(
                org.variantc.runtime.notation.FenException.class, () -> Fen.read(RULES, "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"));
        assertTrue(e.getMessage().contains("the royal men face each other on an open file"), e.getMessage());
    }

    @Test
    void aGeneralStaysInHisPalace() {
        // Red General on e2, the palace's centre, a Red Soldier d6 closing the d file.
        assertEquals(Set.of("e2d2", "e2e1", "e2e3", "e2f2"), moves("3k5/9/9/9/3P5/9/9/9/4K4/9 w - - 0 1", "e2"));
        // From the palace's corner d1: c1 and d0 are off limits.
        assertEquals(Set.of("d1d2", "d1e1"), moves("3k5/9/9/9/3P5/9/9/9/9/3K5 w - - 0 1", "d1"));
    }

    @Test
    void anAdvisorStaysOnThePalaceDiagonals() {
        assertEquals(Set.of("d1e2"), moves("3k5/9/9/9/9/9/9/9/9/3AK4 w - - 0 1", "d1"));
    }

    @Test
    void anElephantNeverCrossesTheRiver() {
        // Elephant c5 on Red's bank: a3 and e3 are his; a7 and e7 lie across the river.
        assertEquals(Set.of("c5a3", "c5e3"), moves("3k5/9/9/9/9/2B6/9/9/9/4K4 w - - 0 1", "c5"));
    }

    @Test
    void anElephantIsBlockedAtItsMidpoint() {
        // Elephant c5, a man on d4: e3 is blocked ("the elephant's eye").
        assertEquals(Set.of("c5a3"), moves("3k5/9/9/9/9/2B6/3P5/9/9/4K4 w - - 0 1", "c5"));
    }

    @Test
    void aHorseIsBlockedByTheManNextToIt() {
        // Horse e4: all eight leaps free; with a man on e5 the two forward ones (d6, f6) are blocked.
        assertEquals(8, moves("3k5/9/9/9/9/9/4N4/9/9/5K3 w - - 0 1", "e4").size());
        Set<String> blocked = moves("3k5/9/9/9/9/4P4/4N4/9/9/5K3 w - - 0 1", "e4");
        assertEquals(6, blocked.size(), blocked.toString());
        assertFalse(blocked.contains("e4d6") || blocked.contains("e4f6"), blocked.toString());
    }

    @Test
    void aSoldierStepsSidewaysOnlyAcrossTheRiver() {
        assertEquals(Set.of("c5c6"), moves("3k5/9/9/9/9/2P6/9/9/9/4K4 w - - 0 1", "c5"));
        assertEquals(Set.of("c6b6", "c6c7", "c6d6"), moves("3k5/9/9/9/2P6/9/9/9/9/4K4 w - - 0 1", "c6"));
    }
}
