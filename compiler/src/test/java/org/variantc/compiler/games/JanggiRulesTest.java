package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.Points;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;

/**
 * Janggi's rules from hand-built positions ({@code definitions/fairy-stockfish/janggi*.variant},
 * FENs in Fairy-Stockfish's letters, Blue = White at the bottom, rank 10 first): the pass and
 * the game it ends, bikjang, the point count with Black's 1.5, the Cannon's limits, the palace
 * diagonals and the Elephant.
 */
class JanggiRulesTest {
    private static final VariantRules JANGGI = Games.rules("fairy-stockfish/janggi.variant");
    private static final VariantRules TRADITIONAL = Games.rules("fairy-stockfish/janggitraditional.variant");
    private static final VariantRules MODERN = Games.rules("fairy-stockfish/janggimodern.variant");
    private static final VariantRules CASUAL = Games.rules("fairy-stockfish/janggicasual.variant");

    private static Set<String> moves(VariantRules rules, String fen, String from) {
        Position pos = Fen.read(rules, fen);
        Set<String> out = new TreeSet<>();
        for (String m : MoveNotation.legal(pos)) {
            if (m.startsWith(from) && !Character.isDigit(m.charAt(from.length()))) {
                out.add(m);
            }
        }
        return out;
    }

    private static Position play(VariantRules rules, String fen, String... moves) {
        Position pos = Fen.read(rules, fen);
        for (String m : moves) {
            pos.make(MoveNotation.parse(pos, m));
        }
        return pos;
    }

    private static final String START = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";

    @Test
    void aSideNotInCheckMayPassWithItsGeneralsSquareTwice() {
        Position pos = Fen.read(JANGGI, START);
        assertTrue(MoveNotation.legal(pos).contains("e2e2"));
        long pass = MoveNotation.parse(pos, "e2e2");
        // SAN, as the PGN of a game holds it, reads back as the same pass.
        String san = org.variantc.runtime.notation.San.format(pos, pass);
        assertEquals(pass, org.variantc.runtime.notation.San.parse(pos, san), san);
        pos.make(pass);
        assertEquals(1, pos.sideToMove());
        assertEquals("rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR b - - 1 1", Fen.write(pos));
        assertTrue(MoveNotation.legal(pos).contains("e9e9"));
        assertFalse(GameStatus.of(pos).isOver());
        pos.unmake();
        assertEquals(START, Fen.write(pos));
    }

    @Test
    void thePassIsWrittenInSanAsTheGeneralsMoveToItsOwnSquare() {
        Position pos = Fen.read(JANGGI, START);
        assertEquals("Ke2", org.variantc.runtime.notation.San.format(pos, MoveNotation.parse(pos, "e2e2")));
    }

    @Test
    void twoPassesInARowEndTheGameDecidedByPointsOrDrawn() {
        // Equal men: 72 points each, Black's 1.5 decides (janggi, janggimodern); a draw without points.
        for (VariantRules rules : new VariantRules[] {JANGGI, MODERN}) {
            Position pos = play(rules, START, "e2e2", "e9e9");
            assertTrue(pos.legalMoves().isEmpty());
            assertEquals(new GameStatus(GameStatus.Result.BLACK_WINS, GameStatus.Reason.PASSES), GameStatus.of(pos));
        }
        for (VariantRules rules : new VariantRules[] {TRADITIONAL, CASUAL}) {
            Position pos = play(rules, START, "e2e2", "e9e9");
            assertTrue(pos.legalMoves().isEmpty());
            assertEquals(new GameStatus(GameStatus.Result.DRAW, GameStatus.Reason.PASSES), GameStatus.of(pos));
        }
        // A pass, a move, a pass: no two in a row, the game goes on.
        assertFalse(GameStatus.of(play(JANGGI, START, "e2e2", "a7b7", "e2e2")).isOver());
    }

    @Test
    void aPassIsRefusedInCheck() {
        // Red's Chariot e5 checks Blue's General e2; Red's General f10 is off the e file.
        String check = "5k3/9/9/9/9/4r4/9/9/4K4/9 w - - 0 1";
        Position pos = Fen.read(JANGGI, check);
        assertTrue(pos.inCheck());
        assertFalse(MoveNotation.legal(pos).contains("e2e2"), MoveNotation.legal(pos).toString());
        // The Chariot moved to a5: no check, and the pass is back.
        assertTrue(MoveNotation.legal(Fen.read(JANGGI, "5k3/9/9/9/9/r8/9/9/4K4/9 w - - 0 1")).contains("e2e2"));
    }

    @Test
    void aCannonNeitherJumpsOverNorCapturesACannon() {
        // Blue's Cannon a1 jumps the Soldier a3 to a4 and a5, but may not take Red's Cannon a6 ...
        assertEquals(Set.of("a1a4", "a1a5"), moves(JANGGI, "3k5/9/9/9/c8/9/9/P8/4K4/C8 w - - 0 1", "a1"));
        // ... though it takes a Chariot there,
        assertEquals(Set.of("a1a4", "a1a5", "a1a6"), moves(JANGGI, "3k5/9/9/9/r8/9/9/P8/4K4/C8 w - - 0 1", "a1"));
        // and with a Cannon as the screen it cannot go up the file at all.
        assertEquals(Set.of(), moves(JANGGI, "3k5/9/9/9/r8/9/9/C8/4K4/C8 w - - 0 1", "a1"));
    }

    @Test
    void aCannonBehindACannonGivesNoCheck() {
        // Red's Cannon e8, Blue's Cannon e5, Blue's General e2: no check, so Blue may pass.
        Position screened = Fen.read(JANGGI, "3k5/9/4c4/9/9/4C4/9/9/4K4/9 w - - 0 1");
        assertFalse(screened.inCheck());
        assertTrue(MoveNotation.legal(screened).contains("e2e2"));
        // A Soldier there instead is a screen: check, and no pass.
        Position checked = Fen.read(JANGGI, "3k5/9/4c4/9/9/4P4/9/9/4K4/9 w - - 0 1");
        assertTrue(checked.inCheck());
        assertFalse(MoveNotation.legal(checked).contains("e2e2"));
    }

    private static final String FACING = "8r/4k4/9/9/9/9/9/9/4K4/R8 w - - 0 1";

    @Test
    void inBikjangTheSideToMoveMustPartTheGeneralsOrPass() {
        // The Generals e2 and e9 face on the open e file: only moves off it, and the pass.
        Set<String> all = new TreeSet<>(MoveNotation.legal(Fen.read(JANGGI, FACING)));
        assertEquals(Set.of("e2d1", "e2d2", "e2d3", "e2f1", "e2f2", "e2f3", "e2e2"), all);
        assertEquals(all, new TreeSet<>(MoveNotation.legal(Fen.read(TRADITIONAL, FACING))));
        // Without bikjang facing Generals are an ordinary position: the Chariot moves, the General stays on the file.
        Set<String> casual = new TreeSet<>(MoveNotation.legal(Fen.read(CASUAL, FACING)));
        assertTrue(casual.contains("a1a2") && casual.contains("e2e1"), casual.toString());
    }

    @Test
    void aPassInBikjangEndsTheGame() {
        // Chariot against Chariot: 13 against 13 + 1.5, Black wins on points; traditional rules draw.
        Position janggi = play(JANGGI, FACING, "e2e2");
        assertTrue(janggi.legalMoves().isEmpty());
        assertEquals(new GameStatus(GameStatus.Result.BLACK_WINS, GameStatus.Reason.BIKJANG), GameStatus.of(janggi));
        Position traditional = play(TRADITIONAL, FACING, "e2e2");
        assertEquals(new GameStatus(GameStatus.Result.DRAW, GameStatus.Reason.BIKJANG), GameStatus.of(traditional));
        // Moving into bikjang is legal; the other side must answer it.
        Position offered = play(JANGGI, "8r/4k4/9/9/9/9/9/9/3K5/R8 w - - 0 1", "d2e2");
        assertFalse(GameStatus.of(offered).isOver());
        assertTrue(MoveNotation.legal(offered).stream().allMatch(m -> m.equals("e9e9") || m.startsWith("e9")),
                MoveNotation.legal(offered).toString());
    }

    @Test
    void thePointCountGivesBlackOneAndAHalf() {
        // Blue's Guard (3) against Red's Soldier (2): Blue one point ahead still loses to Red's 1.5.
        String guardAgainstSoldier = "8r/4k4/9/p8/9/9/9/9/4K4/R2A5 w - - 0 1";
        Position pos = Fen.read(JANGGI, guardAgainstSoldier);
        assertEquals(2 * (13 + 3), Points.halfPoints(pos, 0));
        assertEquals(2 * (13 + 2) + 3, Points.halfPoints(pos, 1));
        assertEquals(GameStatus.Result.BLACK_WINS, GameStatus.of(play(JANGGI, guardAgainstSoldier, "e2e2")).result());
        // Blue's Horse (5) against the Soldier: two points ahead, Blue wins the bikjang on points.
        String horseAgainstSoldier = "8r/4k4/9/p8/9/9/9/9/4K4/R2N5 w - - 0 1";
        assertEquals(GameStatus.Result.WHITE_WINS, GameStatus.of(play(JANGGI, horseAgainstSoldier, "e2e2")).result());
        // Casual rules count no points: a draw by two passes whatever the men.
        assertEquals(GameStatus.Result.DRAW,
                GameStatus.of(play(CASUAL, "4k4/9/9/9/9/9/9/9/3K5/RR7 w - - 0 1", "d2d2", "e10e10")).result());
    }

    @Test
    void theChariotTheSoldierAndTheCannonMoveAlongThePalaceDiagonals() {
        // Chariot d1 slides d1-e2-f3 along the diagonal, never to c2.
        Set<String> chariot = moves(JANGGI, "5k3/9/9/9/9/9/9/9/9/3RK4 w - - 0 1", "d1");
        assertTrue(chariot.containsAll(Set.of("d1e2", "d1f3")) && !chariot.contains("d1c2"), chariot.toString());
        // A Soldier on d8, a corner of the enemy palace, steps forward along the diagonal to e9.
        assertEquals(Set.of("d8c8", "d8d9", "d8e8", "d8e9"), moves(JANGGI, "5k3/9/3P5/9/9/9/9/9/9/4K4 w - - 0 1", "d8"));
        // One on e8, off the lines, does not.
        assertEquals(Set.of("e8d8", "e8e9", "e8f8"), moves(JANGGI, "5k3/9/4P4/9/9/9/9/9/9/3K5 w - - 0 1", "e8"));
        // The Cannon d1 jumps the Guard e2, the palace's centre, to f3; not over a Cannon there.
        assertTrue(moves(JANGGI, "5k3/9/9/9/9/9/9/9/4A4/3CK4 w - - 0 1", "d1").contains("d1f3"));
        assertFalse(moves(JANGGI, "5k3/9/9/9/9/9/9/9/4C4/3CK4 w - - 0 1", "d1").contains("d1f3"));
        // The General steps along the diagonals from the centre, inside the palace.
        assertEquals(Set.of("e2d1", "e2d2", "e2d3", "e2e1", "e2e3", "e2f1", "e2f2", "e2f3", "e2e2"),
                moves(JANGGI, "3k5/9/9/9/9/9/9/9/4K4/9 w - - 0 1", "e2"));
    }

    @Test
    void theElephantStepsStraightThenTwiceDiagonallyAndIsBlocked() {
        assertEquals(Set.of("c1a4", "c1e4", "c1f3"), moves(JANGGI, "3k5/9/9/9/9/9/9/9/5K3/2B6 w - - 0 1", "c1"));
        // A man on c2 blocks both moves that start up the file; the General on e2 blocks the third.
        assertEquals(Set.of("c1f3"), moves(JANGGI, "3k5/9/9/9/9/9/9/9/2P2K3/2B6 w - - 0 1", "c1"));
        assertEquals(Set.of("c1a4", "c1e4"), moves(JANGGI, "3k5/9/9/9/9/9/9/9/4K4/2B6 w - - 0 1", "c1"));
    }
}
