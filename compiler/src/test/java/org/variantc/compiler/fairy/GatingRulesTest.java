package org.variantc.compiler.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.IllegalMoveException;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.Perft;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.notation.San;
import org.variantc.runtime.rules.VariantRules;

/** Gating (S-Chess, S-House) from hand-built positions: when a gate opens and closes, and how it is written. */
class GatingRulesTest {
    private static final VariantRules SEIRAWAN = FairyReference.rules("seirawan");
    private static final VariantRules SHOUSE = FairyReference.rules("shouse");

    private static Position play(VariantRules rules, String fen, String... moves) {
        Position pos = Fen.read(rules, fen);
        for (String m : moves) {
            pos.make(San.parse(pos, m));
        }
        return pos;
    }

    @Test
    void aGateIsRefusedOnceTheManHasMoved() {
        Position pos = play(SEIRAWAN, SEIRAWAN.startFen(), "Nc3", "Nc6", "Nb1", "Nb8");
        List<String> moves = MoveNotation.legal(pos);
        assertTrue(moves.contains("b1c3"), moves::toString);
        assertFalse(moves.contains("b1c3h") || moves.contains("b1c3e"), moves::toString);
        assertTrue(moves.contains("g1f3h"), moves::toString); // the other Knight has not moved
        // Back on b1 and b8, the Knights are no gates: the b files are missing from the rights.
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[EHeh] w KQACDEFGHkqacdefgh - 4 3", Fen.write(pos));
    }

    @Test
    void aGateClosesWhenItsManIsTakenOrAManIsGatedThere() {
        // Black's Knight takes the Bishop on c1; the Rook that takes back on c1 has moved: no gate there.
        Position pos = play(SEIRAWAN, "4k3/8/8/8/8/1n6/8/R1B1K3[Hh] b QAC - 0 1", "Nxc1", "Rxc1", "Kd7");
        List<String> moves = MoveNotation.legal(pos);
        assertTrue(moves.contains("c1c2"), moves::toString);
        assertFalse(moves.contains("c1c2h"), moves::toString);
        // A Hawk gated on b1 opens no gate when he moves on.
        pos = play(SEIRAWAN, SEIRAWAN.startFen(), "b1c3h", "Nc6");
        moves = MoveNotation.legal(pos);
        assertTrue(moves.contains("b1a3"), moves::toString);
        assertFalse(moves.contains("b1a3e"), moves::toString);
    }

    @Test
    void castlingGatesOnTheKingsOrTheRooksSquare() {
        Position pos = Fen.read(SEIRAWAN, "4k3/8/8/8/8/8/8/R3K2R[H] w KQ - 0 1");
        List<String> moves = MoveNotation.legal(pos);
        assertTrue(moves.containsAll(List.of("e1g1", "e1g1h", "h1e1h", "e1c1", "e1c1h", "a1e1h")), moves::toString);
        Position king = play(SEIRAWAN, "4k3/8/8/8/8/8/8/R3K2R[H] w KQ - 0 1", "e1g1h");
        assertEquals("4k3/8/8/8/8/8/8/R3HRK1[] b - - 1 1", Fen.write(king));
        Position rook = play(SEIRAWAN, "4k3/8/8/8/8/8/8/R3K2R[H] w KQ - 0 1", "h1e1h");
        assertEquals("4k3/8/8/8/8/8/8/R4RKH[] b - - 1 1", Fen.write(rook));
        // SAN names the square the gated man enters, as Fairy-Stockfish writes it.
        assertEquals("O-O/He1", San.format(pos, MoveNotation.parse(pos, "e1g1h")));
        assertEquals("O-O/Hh1", San.format(pos, MoveNotation.parse(pos, "h1e1h")));
        assertEquals("O-O-O/Ha1", San.format(pos, MoveNotation.parse(pos, "a1e1h")));
        assertEquals(MoveNotation.parse(pos, "h1e1h"), San.parse(pos, "O-O/Hh1"));
        assertThrows(IllegalMoveException.class, () -> San.parse(pos, "O-O/H")); // which square?
    }

    @Test
    void aPinnedManMayLeaveWhenAManFromHandTakesHisPlace() {
        // The Bishop on c1 shields his King from the Rook on a1: only gated, a Hawk in his place, may he move.
        Position pos = Fen.read(SEIRAWAN, "4k3/8/8/8/8/8/8/r1B1K3[H] w C - 0 1");
        List<String> moves = MoveNotation.legal(pos);
        assertFalse(moves.contains("c1d2"), moves::toString);
        assertTrue(moves.contains("c1d2h") && moves.contains("c1h6h"), moves::toString);
    }

    /**
     * Issue 32's S-House position: Black's Queen on d8 is pinned by the White Queen on b8; gated,
     * the Hawk on d8 blocks the pin, so d8a5h is legal by the S-Chess rules (the gating is part of
     * the move, and the position after the whole move is judged). Upstream Fairy-Stockfish
     * (c19b5f6c, go perft 1) lists 68 moves here, only d8c8(h) and d8b8(h) of the Queen's; we list
     * 82, the 14 more being the Queen's gated moves off the pin line.
     */
    @Test
    void aPinnedManGatedOffTheLineIsLegalInSHouseToo() {
        Position pos = Fen.read(SHOUSE, "1Q1qk3/8/8/8/8/8/8/4K3[h] b d - 0 1");
        List<String> moves = MoveNotation.legal(pos);
        assertTrue(moves.contains("d8a5h") && moves.contains("d8d1h") && moves.contains("d8h4h"), moves::toString);
        assertFalse(moves.contains("d8a5") || moves.contains("d8d7"), moves::toString);
        assertEquals(82, moves.size(), moves::toString);
    }

    @Test
    void pawnsPromoteToHawkAndElephant() {
        Position pos = Fen.read(SEIRAWAN, "4k3/P7/8/8/8/8/8/4K3[] w - - 0 1");
        List<String> moves = MoveNotation.legal(pos);
        assertTrue(moves.containsAll(List.of("a7a8q", "a7a8e", "a7a8h", "a7a8r", "a7a8b", "a7a8n")), moves::toString);
        assertEquals("a8=H", San.format(pos, MoveNotation.parse(pos, "a7a8h")));
    }

    @Test
    void notationOfGatedMoves() {
        Position pos = Fen.read(SEIRAWAN, SEIRAWAN.startFen());
        long move = MoveNotation.parse(pos, "g1f3e");
        assertEquals("g1f3e", MoveNotation.format(pos, move));
        assertEquals("Nf3/E", San.format(pos, move));
        assertEquals(move, San.parse(pos, "Nf3/E"));
        assertEquals(move, San.parse(pos, "Nf3/e"));
        assertEquals(move, San.parse(pos, "Ngf3/E"));
        assertEquals("Nf3", San.format(pos, San.parse(pos, "Nf3")));
        pos.make(move);
        assertEquals("Nc6/H", San.format(pos, MoveNotation.parse(pos, "b8c6h")));
        assertEquals(MoveNotation.parse(pos, "b8c6h"), San.parse(pos, "Nc6/H"));
    }

    @Test
    void capturesGoToHandOnlyInSHouse() {
        String fen = "4k3/8/8/8/8/8/1n6/R1B1K3[] w QAC - 0 1";
        Position chess = play(SEIRAWAN, "4k3/8/8/8/8/8/1n6/R1B1K3[Hh] w QAC - 0 1", "Bxb2");
        assertEquals(0, chess.handCount(0, SEIRAWAN.pieceType("N")));
        Position house = play(SHOUSE, fen, "Bxb2", "Kd7");
        assertEquals(1, house.handCount(0, SHOUSE.pieceType("N")));
        // The captured Knight may be gated (the Rook's gate on a1) or dropped.
        List<String> moves = MoveNotation.legal(house);
        assertTrue(moves.contains("a1a2n") && moves.contains("N@e4"), moves::toString);
    }

    @Test
    void aPawnInHandIsNeverGatedOnTheFirstRank() {
        Position pos = Fen.read(SHOUSE, "4k3/8/8/8/8/8/8/RN2K3[P] w QAB - 0 1");
        List<String> moves = MoveNotation.legal(pos);
        assertTrue(moves.contains("P@e4"), moves::toString);
        assertFalse(moves.stream().anyMatch(m -> m.endsWith("p")), moves::toString);
    }

    @Test
    void gatingRightsAreReadInEitherSpelling() {
        // The variant's own start string (and upstream Fairy-Stockfish's FEN) leave out the castling men's files.
        Position own = Fen.read(SEIRAWAN, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[EHeh] w KQBCDFGkqbcdfg - 0 1");
        Position written = Fen.start(SEIRAWAN);
        assertEquals(Fen.write(written), Fen.write(own));
        assertEquals(written.hash(), own.hash());
        assertEquals(Perft.perft(written, 3), Perft.perft(own, 3));
        // Upstream's FEN after b1c3h: the b-file gate is gone, and so it is read.
        Position upstream = Fen.read(SEIRAWAN, "rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/RHBQKBNR[Eeh] b KQCDFGkqbcdfg - 1 1");
        Position played = play(SEIRAWAN, SEIRAWAN.startFen(), "b1c3h");
        assertEquals(Fen.write(played), Fen.write(upstream));
        assertEquals("rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/RHBQKBNR[Eeh] b KQACDEFGHkqabcdefgh - 1 1", Fen.write(played));
    }

    @Test
    void anEmptyHandWritesNoGatesInSChessButAlwaysInSHouse() {
        assertEquals("r3k2r/8/8/8/8/8/8/RN2K2R[] w KQkq - 0 1",
                Fen.write(Fen.read(SEIRAWAN, "r3k2r/8/8/8/8/8/8/RN2K2R[] w KQBkq - 0 1")));
        assertEquals("r3k2r/8/8/8/8/8/8/RN2K2R[] w KQABEHkqaeh - 0 1",
                Fen.write(Fen.read(SHOUSE, "r3k2r/8/8/8/8/8/8/RN2K2R[] w KQBkq - 0 1")));
    }

    @Test
    void aGateLetterMustNameAManOfTheSide() {
        var e = assertThrows(org.variantc.runtime.notation.FenException.class,
                () -> Fen.read(SEIRAWAN, "4k3/8/8/8/8/8/8/4K3[H] w B - 0 1"));
        assertTrue(e.getMessage().contains("b1"), e.getMessage());
    }

    /** Along random games every legal move is written and read back to itself, in SAN and in coordinates. */
    @Test
    void everyMoveOfRandomGamesReadsBackFromItsText() {
        int gated = 0;
        for (VariantRules rules : List.of(SEIRAWAN, SHOUSE)) {
            java.util.Random random = new java.util.Random(16);
            for (int g = 0; g < 4; g++) {
                Position pos = Fen.start(rules);
                for (int ply = 0; ply < 60; ply++) {
                    long[] legal = pos.legalMoves().toArray();
                    if (legal.length == 0) {
                        break;
                    }
                    for (long m : legal) {
                        String san = San.format(pos, m);
                        assertEquals(m, San.parse(pos, san), san);
                        assertEquals(m, MoveNotation.parse(pos, MoveNotation.format(pos, m)), san);
                        gated += org.variantc.runtime.position.Move.gate(m) >= 0 ? 1 : 0;
                    }
                    pos.make(legal[random.nextInt(legal.length)]);
                    assertEquals(Fen.write(pos), Fen.write(Fen.read(rules, Fen.write(pos))));
                }
            }
        }
        assertTrue(gated > 100, gated + " gated moves");
    }
}
