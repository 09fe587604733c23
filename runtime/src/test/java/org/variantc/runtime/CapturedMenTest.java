package org.variantc.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.variantc.runtime.moves.CapturedMen;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.notation.San;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.DropRules;
import org.variantc.runtime.rules.VariantRules;

/**
 * CapturedMen is the one reading of "what a move takes" for the compulsory-capture filter, SAN's
 * {@code x} and the search's move ordering: here it is held against what making the move removes.
 */
class CapturedMenTest {
    private static long move(Position pos, String coordinate) {
        return MoveNotation.parse(pos, coordinate);
    }

    @Test
    void aCaptureOnArrivalEnPassantAndOnTheWay() {
        Position pos = Fen.read(Fide.RULES, "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
        assertEquals(pos.rules().square(3, 4), CapturedMen.onArrival(pos, move(pos, "e4d5")));
        assertFalse(CapturedMen.any(pos, move(pos, "e4e5")));
        Position ep = Fen.read(Fide.RULES, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
        assertEquals(ep.rules().square(3, 4), CapturedMen.onArrival(ep, move(ep, "e5d6")), "the Pawn on d5");
        Position taker = Fen.read(Fairy.rules(), "4k3/8/8/8/8/3p4/3p4/3UK3 w - - 0 1");
        long locust = move(taker, "d1d4xd2xd3");
        assertEquals(-1, CapturedMen.onArrival(taker, locust), "d4 is empty: SAN writes Ud4xd2xd3, no x before d4");
        assertEquals(2, CapturedMen.sum(taker, locust, CapturedMen.COUNT));
        assertTrue(CapturedMen.any(taker, locust));
        assertEquals("Ud4xd2xd3", San.format(taker, locust));
        Position house = Fen.read(Fide.build(new DropRules(true, true)), "4k3/8/8/8/8/8/8/R3K2R[N] w KQ - 0 1");
        assertFalse(CapturedMen.any(house, move(house, "N@e4")), "a drop takes nothing");
        assertFalse(CapturedMen.any(house, move(house, "e1g1")), "nor does castling");
    }

    /** At every node of random games: the men counted are the men the move removes, and SAN's x is the arrival's. */
    @Test
    void theCountIsWhatMakingTheMoveRemoves() {
        Random random = new Random(13);
        List<Position> starts = List.of(Fen.start(Fide.RULES), Fen.start(Fairy.rules()),
                Fen.read(Fairy.rules(), "4k3/8/8/8/8/3p4/3p4/3UK3 w - - 0 1"),
                Fen.read(Fairy.rules(), "4k3/8/8/8/8/8/4p3/4T2K w - - 0 1"),
                Fen.start(Fide.build(new DropRules(true, true))));
        int captures = 0;
        for (Position pos : starts) {
            for (int game = 0; game < 20; game++) {
                Position p = Fen.read(pos.rules(), Fen.write(pos));
                for (int ply = 0; ply < 60; ply++) {
                    MoveList legal = p.legalMoves();
                    if (legal.isEmpty()) {
                        break;
                    }
                    for (int i = 0; i < legal.size(); i++) {
                        long m = legal.get(i);
                        int before = men(p, p.sideToMove() ^ 1);
                        int taken = CapturedMen.sum(p, m, CapturedMen.COUNT);
                        boolean arrival = CapturedMen.onArrival(p, m) >= 0;
                        String san = San.format(p, m);
                        p.make(m);
                        assertEquals(before - men(p, p.sideToMove()), taken, san);
                        p.unmake();
                        String to = p.rules().squareName(Move.to(m));
                        assertEquals(arrival, san.contains("x" + to), san);
                        captures += taken > 0 ? 1 : 0;
                    }
                    p.make(legal.get(random.nextInt(legal.size())));
                }
            }
        }
        assertTrue(captures > 1000, "captures seen: " + captures);
    }

    private static int men(Position pos, int side) {
        VariantRules rules = pos.rules();
        int n = 0;
        for (int sq = 0; sq < rules.squares(); sq++) {
            n += pos.sideAt(sq) == side ? 1 : 0;
        }
        return n;
    }
}
