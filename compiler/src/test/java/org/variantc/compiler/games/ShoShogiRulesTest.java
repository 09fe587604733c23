package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.GameStatus.Reason;
import org.variantc.runtime.GameStatus.Result;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;

/**
 * Sho Shogi's rules from hand-built positions: while a side has King and Crown Prince neither is
 * royal, so the King may be left attacked and captured without ending the game; the last one is
 * royal; the Drunk Elephant promotes to a Crown Prince; there are no drops.
 */
class ShoShogiRulesTest {
    private static Position position(String fen) {
        return Games.position(RoyalGames.definition("shoshogi"), fen);
    }

    private static List<String> moves(Position pos) {
        List<String> names = new ArrayList<>();
        MoveList list = pos.legalMoves();
        for (int i = 0; i < list.size(); i++) {
            names.add(MoveNotation.format(pos, list.get(i)));
        }
        return names;
    }

    /** White's King on e1 stands attacked by the Rook on a1, but the Crown Prince lives: no check. */
    @Test
    void theKingMayStandAttackedWhileTheCrownPrinceLives() {
        Position pos = position("4k4/9/9/9/9/9/9/3+E5/r3K4 w - - 0 1");
        assertFalse(pos.inCheck());
        assertTrue(moves(pos).contains("d2d3"), moves(pos).toString());
    }

    /** Capturing the King while the Crown Prince lives does not end the game; the Prince is then royal. */
    @Test
    void capturingTheKingDoesNotEndTheGameWhileThePrinceLives() {
        Position pos = position("4k4/9/9/9/9/9/9/3+E5/r3K4 b - - 0 1");
        pos.make(MoveNotation.parse(pos, "a1e1"));
        assertEquals(GameStatus.ONGOING, GameStatus.of(pos));
        assertEquals("4k4/9/9/9/9/9/9/3+E5/4r4 w - - 0 2", Fen.write(pos));
        // The Crown Prince on d2 is now the last royal man: it may not step where the Rook attacks.
        List<String> m = moves(pos);
        assertFalse(m.contains("d2d1") || m.contains("d2e2"), m.toString());
        assertTrue(m.contains("d2e1") && m.contains("d2d3"), m.toString());
    }

    /** The last royal man is mated as a King is. */
    @Test
    void theLastRoyalManIsMated() {
        Position pos = position("4k4/9/9/9/9/9/9/rr7/4K4 w - - 0 1");
        assertTrue(pos.inCheck() || !moves(pos).isEmpty());
        Position mated = position("4k4/9/9/9/9/9/9/1r7/r3K4 w - - 0 1");
        assertEquals(new GameStatus(Result.BLACK_WINS, Reason.CHECKMATE), GameStatus.of(mated));
    }

    @Test
    void theDrunkElephantPromotesToACrownPrince() {
        List<String> m = moves(position("4k4/9/4E4/9/9/9/9/9/4K4 w - - 0 1"));
        assertTrue(m.contains("e7e8cp"), m.toString());
        assertTrue(m.contains("e7e8="), m.toString());
    }
}
