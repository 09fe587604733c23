package org.variantc.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.IllegalMoveException;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.notation.San;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.CastlingMove;
import org.variantc.runtime.rules.DropRules;
import org.variantc.runtime.rules.EndRules;
import org.variantc.runtime.rules.VariantRules;

/** SAN: fixed examples of every form, the sloppy forms parsing accepts, and round trips. */
class SanTest {
    private static final VariantRules HOUSE = Fide.build(new DropRules(true, true));

    /** The SAN of a move given in coordinate notation. */
    private static String san(Position pos, String coordinate) {
        return San.format(pos, MoveNotation.parse(pos, coordinate));
    }

    private static void assertParses(Position pos, String coordinate, String... texts) {
        long move = MoveNotation.parse(pos, coordinate);
        for (String text : texts) {
            assertEquals(coordinate, MoveNotation.format(pos, San.parse(pos, text)), text);
        }
        assertEquals(move, San.parse(pos, San.format(pos, move)));
    }

    private static String refused(Position pos, String text) {
        return assertThrows(IllegalMoveException.class, () -> San.parse(pos, text)).getMessage();
    }

    @Test
    void plainMovesCapturesAndPawns() {
        Position start = Fen.start(Fide.RULES);
        assertEquals("e4", san(start, "e2e4"));
        assertEquals("Nf3", san(start, "g1f3"));
        assertParses(start, "e2e4", "e4", "Pe4", "e2e4", "e4!?");
        assertParses(start, "g1f3", "Nf3", "Ngf3", "N1f3", "Ng1f3", "Nf3+");
        Position pos = Fen.read(Fide.RULES, "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
        assertEquals("exd5", san(pos, "e4d5"));
        assertParses(pos, "e4d5", "exd5", "ed5", "Pexd5", "e4xd5");
    }

    @Test
    void enPassantPromotionCheckAndMate() {
        Position ep = Fen.read(Fide.RULES, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
        assertEquals("exd6", san(ep, "e5d6"));
        Position promo = Fen.read(Fide.RULES, "3r4/4P3/8/8/7k/8/8/K7 w - - 0 1");
        assertEquals("e8=Q", san(promo, "e7e8q"));
        assertEquals("exd8=N", san(promo, "e7d8n"));
        assertEquals("exd8=Q+", san(promo, "e7d8q"), "the new Queen sees h4");
        assertParses(promo, "e7e8q", "e8=Q", "e8Q", "e8q", "e8=q", "e8=Q+");
        assertParses(promo, "e7d8n", "exd8=N", "exd8N", "ed8n");
        Position fool = Fen.read(Fide.RULES, "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2");
        assertEquals("Qh4#", san(fool, "d8h4"));
        assertParses(fool, "d8h4", "Qh4#", "Qh4", "Qh4+", "Qd8h4");
    }

    @Test
    void originsByFileRankOrSquare() {
        Position files = Fen.read(Fide.RULES, "1k6/8/8/8/8/8/8/R4R1K w - - 0 1");
        assertEquals("Rac1", san(files, "a1c1"));
        assertEquals("Rfc1", san(files, "f1c1"));
        assertEquals("Ra2", san(files, "a1a2"), "the f1 Rook cannot reach a2");
        assertTrue(refused(files, "Rc1").contains("ambiguous: it could be Rac1 or Rfc1"), refused(files, "Rc1"));
        Position ranks = Fen.read(Fide.RULES, "1k6/8/8/R7/8/8/8/R6K w - - 0 1");
        assertEquals("R1a3", san(ranks, "a1a3"));
        assertEquals("R5a3", san(ranks, "a5a3"));
        Position squares = Fen.read(Fide.RULES, "4k3/8/8/8/8/Q7/8/Q1Q4K w - - 0 1");
        assertEquals("Qa1b2", san(squares, "a1b2"));
        assertEquals("Q3b2", san(squares, "a3b2"), "the file is shared with a1, the rank with none");
        assertEquals("Qcb2", san(squares, "c1b2"));
        Position pawns = Fen.read(Fide.RULES, "k7/8/8/2p1p3/3P4/8/8/7K b - - 0 1");
        assertEquals("cxd4", san(pawns, "c5d4"));
        assertEquals("exd4", san(pawns, "e5d4"));
        Position stacked = Fen.read(Fide.RULES, "k7/8/3P4/2p5/3P4/8/8/7K b - - 0 1");
        assertEquals("cxd4", san(stacked, "c5d4"));
    }

    @Test
    void castlingShortAndLong() {
        Position pos = Fen.read(Fide.RULES, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertEquals("O-O", san(pos, "e1g1"));
        assertEquals("O-O-O", san(pos, "e1c1"));
        assertParses(pos, "e1g1", "O-O", "0-0", "O-O+", "Kg1", "Kg1O", "e1g1");
        assertParses(pos, "e1c1", "O-O-O", "0-0-0", "Kc1");
        pos.make(MoveNotation.parse(pos, "e1g1"));
        assertEquals("O-O-O", san(pos, "e8c8"));
    }

    @Test
    void otherCastlingsAreTheKingsMoveMarkedO() {
        List<CastlingMove> castlings = new ArrayList<>();
        for (char kingTo : new char[] {'d', 'c', 'b'}) {
            castlings.add(new CastlingMove(0, Fairy.TB.square("e1"), Fairy.TB.square(kingTo + "1"),
                    Fairy.TB.square("a1"), Fairy.TB.square((char) (kingTo + 1) + "1")));
        }
        castlings.add(new CastlingMove(0, Fairy.TB.square("e1"), Fairy.TB.square("g1"), Fairy.TB.square("h1"),
                Fairy.TB.square("f1")));
        VariantRules rules = Fairy.rules(Map.of(), castlings, EndRules.FIDE);
        Position pos = Fen.read(rules, "4k3/8/8/8/8/8/8/W3K2W w KQ - 0 1");
        assertEquals("Kd1", san(pos, "e1d1"));
        assertEquals("Kd1O", san(pos, "e1d1O"));
        assertEquals("Kc1O", san(pos, "e1c1"), "three castlings toward a1: no O-O-O");
        assertEquals("O-O", san(pos, "e1g1"), "the only one toward h1 is FIDE-like");
        assertParses(pos, "e1c1", "Kc1O", "Kc1");
        assertParses(pos, "e1d1", "Kd1");
        assertParses(pos, "e1d1O", "Kd1O");
    }

    @Test
    void drops() {
        Position pos = Fen.read(HOUSE, "4k3/8/8/8/8/8/8/4K3[NP] w - - 0 1");
        assertEquals("P@e4", san(pos, "P@e4"));
        assertEquals("N@f6+", san(pos, "N@f6"));
        assertParses(pos, "N@f6", "N@f6+", "n@f6", "N@f6");
        assertParses(pos, "P@e4", "P@e4", "@e4", "p@e4");
        assertTrue(refused(pos, "P@e8").contains("not a legal move"));
    }

    @Test
    void overtakesListTheirVictimsAndDeclinedPromotionsEndInEquals() {
        VariantRules rules = Fairy.rules();
        Position taker = Fen.read(rules, "4k3/8/8/8/8/3p4/3p4/3UK3 w - - 0 1");
        assertEquals("Ud4xd2xd3", san(taker, "d1d4xd2xd3"));
        assertParses(taker, "d1d4xd2xd3", "Ud4xd2xd3", "Ud4d2d3", "Ud1d4xd2xd3");
        Position cat = Fen.read(rules, "4k3/8/8/8/8/8/4p3/4T2K w - - 0 1");
        assertEquals("Te3xe2", san(cat, "e1e3xe2"));
        assertEquals("Txe2", san(cat, "e1e2"));
        assertParses(cat, "e1e3xe2", "Te3xe2", "Te3e2", "Te1e3xe2");
        VariantRules optional = Fairy.rules(Map.of(Fairy.T, List.of(TableBuilder.promotion(Fairy.TB.lastRank(), true,
                Fairy.Q))), List.of(), EndRules.FIDE);
        Position pos = Fen.read(optional, "7k/8/1T6/8/8/8/8/K7 w - - 0 1");
        assertEquals("Tb8=", san(pos, "b6b8="));
        assertEquals("Tb8=Q+", san(pos, "b6b8q"));
        assertParses(pos, "b6b8=", "Tb8=", "Tb8");
    }

    @Test
    void garbageIsRefusedWithAClearMessage() {
        Position pos = Fen.start(Fide.RULES);
        assertTrue(refused(pos, "hello").contains("'hello' is not a legal move"));
        assertTrue(refused(pos, "").contains("is not a move"));
        assertTrue(refused(pos, null).contains("is not a move"));
        assertTrue(refused(pos, "Ke2").contains("not a legal move"));
        assertTrue(refused(pos, "e5").contains("not a legal move"));
    }

    @Test
    void everyMoveOfRandomGamesRoundTrips() {
        Random random = new Random(4);
        for (VariantRules rules : List.of(Fide.RULES, HOUSE, Fairy.rules())) {
            for (int game = 0; game < 4; game++) {
                Position pos = Fen.start(rules);
                for (int ply = 0; ply < 60; ply++) {
                    MoveList legal = pos.legalMoves();
                    if (legal.isEmpty()) {
                        break;
                    }
                    Map<String, Long> seen = new HashMap<>();
                    for (int i = 0; i < legal.size(); i++) {
                        long m = legal.get(i);
                        String text = San.format(pos, m);
                        Long before = seen.put(text, m);
                        assertTrue(before == null, text + " names two moves in " + Fen.write(pos));
                        assertEquals(m, San.parse(pos, text), text + " in " + Fen.write(pos));
                    }
                    pos.make(legal.get(random.nextInt(legal.size())));
                }
            }
        }
    }
}
