package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.Perft;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;

/**
 * Nearlydouble Overkill, a few lines extending Nearlydouble Chess: the substituted pieces, their
 * promotions and castling, and the rules it keeps from the base.
 */
class NearlydoubleOverkillTest {
    private static final VariantRules OVERKILL = Games.rules("nearlydouble-overkill.variant");
    private static final String KINGS = " Ka1 kk11";

    private static Position at(String men, String rest) {
        return Fen.read(OVERKILL, Men.board(11, 11, men) + " " + rest);
    }

    private static Position at(String men) {
        return at(men, "w - - 0 1");
    }

    private static List<String> from(Position p, String square) {
        return NearlydoubleBoard.from(p, square);
    }

    @Test
    void theStartHasTheSubstitutedArmy() {
        Position start = Fen.start(OVERKILL);
        assertEquals("mmqqakaqqmm/2c1c1c1c2/1p1p1p1p1p1/ppppppppppp/11/11/11/PPPPPPPPPPP/1P1P1P1P1P1/2C1C1C1C2"
                + "/MMQQAKAQQMM w ABJKabjk - 0 1", Fen.write(start));
    }

    @Test
    void thePiecesAreTheCompoundsOfRookBishopAndKnight() {
        // From f6 on an 11 x 11 board with the Kings off its lines: Rook 20, Bishop 20, Knight 8.
        String kings = " Ka2 kk9";
        assertEquals(48, from(at("Af6" + kings), "f6").size());
        assertEquals(40, from(at("Qf6" + kings), "f6").size());
        assertEquals(28, from(at("Mf6" + kings), "f6").size());
        assertEquals(28, from(at("Cf6" + kings), "f6").size());
        assertTrue(from(at("Cf6" + kings), "f6").containsAll(List.of("f6e8", "f6k11", "f6a1")));
        assertTrue(from(at("Cf6" + kings), "f6").stream().noneMatch(m -> m.equals("f6f9") || m.equals("f6f7")),
                "the Cardinal has no Catapult leap and no Rook step");
    }

    @Test
    void promotionSubstitutesTheSameWay() {
        assertEquals(List.of("e7e8=", "e7e8c"), from(at("Pe7 Ca2 Cc2 Cd2" + KINGS), "e7"));
        assertEquals(List.of("e7e8"), from(at("Pe7 Ca2 Cc2 Cd2 Ce2" + KINGS), "e7"));
        assertEquals(List.of("e8e9=", "e8e9q"), from(at("Pe8 Qa2 Qc2 Qd2" + KINGS), "e8"));
        assertEquals(List.of("e8e9"), from(at("Pe8 Qa2 Qc2 Qd2 Qe2" + KINGS), "e8"));
        assertEquals(List.of("e9e10=", "e9e10m"), from(at("Pe9 Ma2 Mb2 Mc2" + KINGS), "e9"));
        assertEquals(List.of("e9e10"), from(at("Pe9 Ma2 Mb2 Mc2 Md2" + KINGS), "e9"));
        assertEquals(List.of("e10e11a", "e10e11c", "e10e11m", "e10e11q"), from(at("Pe10" + KINGS), "e10"));
    }

    /** Gilman's full-quota rule, substituted: with 2 Aces and 4 of the rest, the first two promotions are Aces. */
    @Test
    void withAFullQuotaTheFirstTwoPromotionsAreAces() {
        String full = " Ab3 Ac3 Ma4 Mb4 Mc4 Md4 Qa5 Qb5 Qc5 Qd5 Ca6 Cb6 Cc6 Cd6";
        Position p = at("Pe10 Pi10" + full + " Ka1 kk9");
        assertEquals(List.of("e10e11a"), from(p, "e10"));
        NearlydoubleBoard.play(p, "e10e11a", "k9k8");
        assertEquals(List.of("i10i11a"), from(p, "i10"));
        NearlydoubleBoard.play(p, "i10i11a", "k8k7");
        assertEquals(List.of(), from(p, "i10"));
        Position q = at("Pe10 Ad3 Ae2" + full + " Ka1 kk9");
        assertEquals(List.of("e10e11a", "e10e11c", "e10e11m", "e10e11q"), from(q, "e10"));
    }

    @Test
    void marshalsCastleAsTheRooksDid() {
        Position p = at("Ma1 Mb1 Kf1 Mj1 Mk1 kf11", "w ABJK - 0 1");
        assertTrue(from(p, "f1").containsAll(List.of("f1h1", "f1d1")));
        NearlydoubleBoard.play(p, "f1h1");
        assertEquals(Men.board(11, 11, "Ma1 Mb1 Mg1 Kh1 Mk1 kf11"), NearlydoubleBoard.board(p));
        Position outer = at("Ma1 Kf1 Mk1 kf11", "w AK - 0 1");
        assertTrue(from(outer, "f1").containsAll(List.of("f1i1", "f1c1")));
    }

    @Test
    void eurofighterPawnsAndTheirEnPassantComeFromTheBase() {
        Position p = at("Pe4 pd5 pc6 pf6" + KINGS);
        assertEquals(List.of("e4c6xd5", "e4d5", "e4d6xd5", "e4e5", "e4e6", "e4f6"), from(p, "e4"));
        Position q = NearlydoubleBoard.play(at("Pe4 pd6" + KINGS), "e4e6");
        assertTrue(from(q, "d6").contains("d6e5"));
    }

    @Test
    void withoutTheSubstitutedPiecesTheGameIsTheBase() {
        // Kings and Pawns only, no promotion within reach: both definitions count the same.
        String fen = Men.board(11, 11, "Kf1 Pa4 Pb3 Pe4 Pf3 Pk4 kf11 pa8 pc9 pe8 pj9 pk8") + " w - - 0 1";
        assertEquals(Perft.perft(Fen.read(NearlydoubleBoard.RULES, fen), 3),
                Perft.perft(Fen.read(OVERKILL, fen), 3));
        assertEquals(Arrays.asList("A", "M", "Q", "C"), promotionIds());
    }

    private static List<String> promotionIds() {
        int pawn = OVERKILL.pieces().stream().map(piece -> piece.id()).toList().indexOf("P");
        int[] choices = OVERKILL.pieces().get(pawn).promotions().get(3).choices();
        return Arrays.stream(choices).mapToObj(c -> OVERKILL.pieces().get(c).id()).toList();
    }
}
