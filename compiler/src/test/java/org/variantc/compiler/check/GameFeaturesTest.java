package org.variantc.compiler.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.BitSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.diagnostics.SourceFile;
import org.variantc.compiler.model.Castling;
import org.variantc.compiler.model.PieceType;
import org.variantc.compiler.model.Promotion;
import org.variantc.compiler.model.PromotionChoice;
import org.variantc.compiler.model.Variant;
import org.variantc.runtime.rules.Outcome;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;

/**
 * The rules the other shipped games need, written in the language and checked into the model.
 * The Betza strings are stood in for, so this tests the language, not the Betza dialect.
 */
class GameFeaturesTest {
    private static Variant check(String text) {
        Compilation c = VariantCompiler.compile(new SourceFile("game.variant", text), Sources::fakeBetza);
        assertEquals("", c.report());
        return c.variant().orElseThrow();
    }

    @Test
    void nearlydoublePromotionLimitsQuotaAndFromZones() {
        Variant v = check("""
                variant "Nearlydouble Chess" { author "Charles Gilman" year "2007" }
                board 11x11
                piece King K "K" royal
                piece Queen Q "Q"
                piece Rook R "R"
                piece Bishop B "B"
                piece Catapult C "NH"
                piece Pawn P "fmWfcF" pawn {
                  move "fmWafmW" from ranks 3..4     # the Eurofighter steps
                  promote on rank 8 to C<4 optional
                  promote on rank 9 to B<4 optional
                  promote on rank 10 to R<4 optional
                  promote on rank 11 to Q R B C quota 4
                }
                setup "rrbbqkqbbrr/2c1c1c1c2/1p1p1p1p1p1/ppppppppppp/11/11/11/PPPPPPPPPPP/1P1P1P1P1P1/2C1C1C1C2/RRBBQKQBBRR"
                castling {
                  king f1 to h1 with rook j1 to g1
                  king f1 to d1 with rook b1 to e1
                  king f1 to i1 with rook k1 to h1
                  king f1 to c1 with rook a1 to d1
                }
                """);
        PieceType pawn = v.pieces().get(5);
        BitSet ranks34 = new BitSet();
        ranks34.set(22, 44);
        assertEquals(ranks34, pawn.moves().get(1).from().squares());
        Promotion rank8 = pawn.promotions().get(0);
        assertEquals(List.of(new PromotionChoice(4, 4)), rank8.choices());
        assertTrue(rank8.optional());
        Promotion last = pawn.promotions().get(3);
        assertEquals(4, last.quota());
        assertFalse(last.optional());
        assertEquals(4, v.moves().castlings().size());
        assertEquals(new Castling(5, 2, 0, 3), v.moves().castlings().get(3));
    }

    @Test
    void chessAndAHalfFlexibleCastlingGoalsAndOptionalPromotion() {
        Variant v = check("""
                variant "Chess and a Half" {
                  author "Nicolino Will"
                  description "Twelve by twelve, with Cats, "
                              "Star Cats and Guards."
                }
                board 12 x 12
                piece King K "K" royal
                piece Queen Q "Q"
                piece Rook R "R"
                piece Bishop B "B"
                piece Knight N "N" { move "imafN"  promote on rank 12 to Z optional }
                piece SpeedyKnight Z "NN"
                piece Cat C "KAD"
                piece "Star Cat" SC "KADGH"
                piece Guard G "WF"
                piece Pawn P "fmWfceF" pawn {
                  move "ifmnDifmnHifmR4"
                  move "smW" from ranks 7..12
                  promote on rank 12 to Q C R G B N
                }
                setup "rnb(sc)cqkc(sc)bnr/pppgppppgppp/12/12/12/12/12/12/12/12/PPPGPPPPGPPP/RNB(SC)CQKC(SC)BNR"
                castling {
                  king g1 with rook a1 moves 1..5
                  king g1 with rook l1 moves 1..4
                }
                end {
                  draw after 80 moves
                  win when K reaches rank 12
                }
                """);
        assertEquals("Twelve by twelve, with Cats, Star Cats and Guards.", v.metadata().description());
        assertEquals("Star Cat", v.pieces().get(7).name());
        assertEquals("SC", v.pieces().get(7).id());
        assertEquals(9, v.moves().castlings().size());
        assertEquals(new Castling(6, 1, 0, 2), v.moves().castlings().get(4));
        assertEquals(new Castling(6, 10, 11, 9), v.moves().castlings().get(8));
        assertTrue(v.pieces().get(4).promotions().get(0).optional());
        assertEquals(160, v.ending().end().moveRulePlies());
        assertEquals(3, v.ending().end().repetitions());
        assertEquals(Outcome.DRAW, v.ending().end().stalemate());
        assertEquals(0, v.ending().end().goals().get(0).piece());
        assertEquals(12, v.ending().end().goals().get(0).zone().squares().cardinality());
    }

    @Test
    void halfgiDropsWithAPawnDropZoneAndAHand() {
        Variant v = check("""
                variant "Halfgi" { author "Peter Aronson" year "2001" }
                board 8 x 8
                piece King K "K" royal
                piece Queen Q "hhQ"
                piece Rook R "hhR"
                piece Bishop B "hhB"
                piece Crab C "ffNbsN"
                piece Pawn P "fmWfceF" pawn {
                  move "ifmnD" from rank 2      # also for Pawns dropped on rank 2
                  promote on rank 8 to Q R B C
                  drop on ranks 1..7
                }
                setup "rcbqkbcr/pppppppp/8/8/8/8/PPPPPPPP/RCBQKBCR" hand "Qp"
                castling {
                  king e1 to g1 with rook h1 to f1
                  king e1 to c1 with rook a1 to d1
                }
                drops { promoted keep }
                """);
        assertTrue(v.placing().drops().enabled());
        assertFalse(v.placing().drops().promotedRevert());
        assertEquals(56, v.pieces().get(5).dropZone().squares().cardinality());
        assertEquals(64, v.pieces().get(1).dropZone().squares().cardinality());
        assertEquals("Qp", v.setup().holdings());
    }

    @Test
    void pawnDropsMayResetTheMoveCount() {
        String base = Checks.BASE + "drops { promoted revert }\n";
        Variant crazyhouse = check(base + "end { draw after 50 moves reset by pawn drops }\n");
        assertEquals(100, crazyhouse.ending().end().moveRulePlies());
        assertTrue(crazyhouse.ending().end().pawnDropsReset());
        Variant chessgi = check(base + "end { draw after 50 moves }\n");
        assertEquals(100, chessgi.ending().end().moveRulePlies());
        assertFalse(chessgi.ending().end().pawnDropsReset(), "without the words no drop resets the count");
        assertFalse(check(base).ending().end().pawnDropsReset(), "nor with FIDE's default end rules");
    }
}
