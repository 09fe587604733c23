package org.variantc.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.variantc.reference.Moves.assertMoves;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Slot options, promotion pool and castling of augmented-chess.md and augmented-half-chess.md. */
class AugmentedTest {

    /** A game whose White Rook slot is {@code option}, to look at that option alone on a board. */
    private static ReferencePosition chessOption(String slotOption, int slot, String men) {
        List<String> army = new java.util.ArrayList<>(List.of("RF", "NA", "BD", "RNF"));
        army.set(slot, slotOption);
        ReferenceGame g = ReferenceGames.augmentedChess(army, army,
                Map.of(army.get(0), "R", army.get(1), "N", army.get(2), "B", army.get(3), "Q"));
        return Boards.position(g, men, "w - - 0 1");
    }

    private static ReferencePosition halfOption(String slotOption, int slot, String men) {
        List<String> army = new java.util.ArrayList<>(List.of("hhRF", "ffNbsNA", "hhBD", "hhQffNbsN"));
        army.set(slot, slotOption);
        ReferenceGame g = ReferenceGames.augmentedHalfChess(army, army,
                Map.of(army.get(0), "R", army.get(1), "N", army.get(2), "B", army.get(3), "Q"));
        return Boards.position(g, men, "w - - 0 1");
    }

    @Test
    void augmentedChessOptionsAreUnionsOfTheirParts() {
        assertEquals(15, chessOption("RF", 0, "Ra1").legalMoveStrings().size());
        assertMoves(chessOption("fbNFD", 1, "Nd4"), "d4", "d4c6", "d4e6", "d4c2", "d4e2",
                "d4c5", "d4e5", "d4c3", "d4e3", "d4d6", "d4d2", "d4b4", "d4f4");
        assertMoves(chessOption("NW", 1, "Nd4"), "d4", "d4c6", "d4e6", "d4c2", "d4e2", "d4b5", "d4f5", "d4b3",
                "d4f3", "d4d5", "d4d3", "d4c4", "d4e4");
        // Bishop + Crab: the Crab part is forward-narrow and backward-wide.
        assertMoves(chessOption("BffNbsN", 2, "Be4 Pd5 Pf5 Pd3 Pf3"), "e4", "e4d6", "e4f6", "e4c3", "e4g3");
        // Rook + Fibnif + Alfil.
        assertMoves(chessOption("RfbNFA", 3, "Qd4 Pd5 Pd3 Pc4 Pe4"), "d4", "d4c5", "d4e5", "d4c3", "d4e3",
                "d4c6", "d4e6", "d4c2", "d4e2", "d4b6", "d4f6", "d4b2", "d4f2");
        assertEquals(AugmentedOptions.augmentedChess("RffNbsN"), AugmentedOptions.augmentedChess("RffNsbN"));
    }

    @Test
    void augmentedHalfOptionsHalveOnlyTheRider() {
        assertMoves(halfOption("hhRA", 0, "Ra1"), "a1", "a1a2", "a1a3", "a1a4", "a1a5", "a1b1", "a1c1", "a1d1",
                "a1e1", "a1c3");
        assertMoves(halfOption("hhBD", 2, "Bc1"), "c1", "c1d2", "c1e3", "c1f4", "c1b2", "c1a1", "c1e1", "c1c3");
        assertMoves(halfOption("N", 1, "Nd4"), "d4", "d4c6", "d4e6", "d4c2", "d4e2", "d4b5", "d4f5", "d4b3",
                "d4f3");
        assertMoves(halfOption("hhRshN", 0, "Ra8"), "a8", "a8a7", "a8a6", "a8a5", "a8a4", "a8b8", "a8c8", "a8d8",
                "a8e8", "a8c7");
    }

    @Test
    void everyListedOptionResolvesAndOthersAreRejected() {
        for (String o : List.of("NA", "NF", "NW", "ND", "fbNFD", "fbNFW", "fbNFA", "RF", "RA", "RfbN", "RffNbsN",
                "BD", "BW", "BfbN", "BffNbsN", "QffNbsN", "QfbN", "RNF", "RNA", "RfbNFA")) {
            AugmentedOptions.augmentedChess(o);
        }
        for (String o : List.of("ffNbsNA", "ffNbsNW", "ffNbsND", "ffNbsNF", "fbNW", "fbNF", "N", "hhRF", "hhRA",
                "hhRffNbsN", "hhRfbN", "hhRshN", "hhBD", "hhBW", "hhBffNbsN", "hhBfbN", "hhBshN", "hhQffNbsN",
                "hhQfbN", "hhQshN", "hhRffNbsNF", "hhRffNbsNA", "hhRfbNF", "hhRfbNA")) {
            AugmentedOptions.augmentedHalfChess(o);
        }
        assertThrows(IllegalArgumentException.class, () -> AugmentedOptions.augmentedChess("RD"));
        assertThrows(IllegalArgumentException.class, () -> ReferenceGames.augmentedChess(
                List.of("NA", "RF", "BD", "RNF"), List.of("RF", "NA", "BD", "RNF"), Map.of()));
    }

    @Test
    void promotionToEitherArmysTypesOncePerType() {
        ReferenceGame g = ReferenceGames.augmentedChess(List.of("RF", "NW", "BD", "RNA"),
                List.of("RF", "fbNFA", "BffNbsN", "QfbN"),
                Map.of("RF", "R", "NW", "N", "BD", "B", "RNA", "Q", "fbNFA", "F", "BffNbsN", "C", "QfbN", "A"));
        assertEquals("rfcakcfr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", g.startFen());
        assertMoves(Boards.position(g, "Pe7", "w - - 0 1"), "e7", "e7e8r", "e7e8n", "e7e8b", "e7e8q", "e7e8f",
                "e7e8c", "e7e8a");
    }

    @Test
    void castlingWithEachSidesRookSlotPiece() {
        ReferenceGame g = ReferenceGames.augmentedHalfChess(List.of("hhRF", "ffNbsNA", "hhBD", "hhQffNbsN"),
                List.of("hhRshN", "N", "hhBW", "hhRfbNA"),
                Map.of("hhRF", "R", "ffNbsNA", "N", "hhBD", "B", "hhQffNbsN", "Q",
                        "hhRshN", "S", "N", "H", "hhBW", "W", "hhRfbNA", "A"));
        ReferencePosition p = g.position("s3k2s/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
        assertMoves(p, "e8", "e8d8", "e8d7", "e8e7", "e8f7", "e8f8", "e8g8", "e8c8");
        assertEquals("s3k2s/8/8/8/8/8/8/R3K2R b KQkq - 0 1", p.toFen());
        assertEquals("2ks3s/8/8/8/8/8/8/R3K2R w KQ - 1 2", p.play("e8c8").toFen());
    }
}
