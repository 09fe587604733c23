package org.variantc.compiler.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.BitSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.model.Castling;
import org.variantc.compiler.model.Drops;
import org.variantc.compiler.model.PieceType;
import org.variantc.compiler.model.PromotionChoice;
import org.variantc.compiler.model.Variant;
import org.variantc.runtime.rules.Outcome;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;

class FideDefinitionTest {
    private static Variant fide() {
        Path file = Sources.definition("fide.variant");
        Compilation c = VariantCompiler.compile(Sources.source("fide.variant", Sources.read(file)), Sources::fakeBetza);
        assertEquals("", c.report());
        return c.variant().orElseThrow();
    }

    @Test
    void metadataAndBoard() {
        Variant v = fide();
        assertEquals("Chess", v.metadata().name());
        assertEquals("1475", v.metadata().year());
        assertTrue(v.metadata().description().startsWith("The international game"));
        assertEquals(8, v.board().files());
        assertEquals(8, v.board().ranks());
    }

    @Test
    void pieces() {
        Variant v = fide();
        assertEquals(List.of("K", "Q", "R", "B", "N", "P"), v.pieces().stream().map(PieceType::id).toList());
        PieceType king = v.pieces().get(0);
        assertTrue(king.royal());
        assertFalse(king.pawn());
        assertEquals("K", king.betza());
        PieceType pawn = v.pieces().get(5);
        assertTrue(pawn.pawn());
        assertFalse(pawn.royal());
        assertEquals(List.of("fmWfceF", "ifmnD"), pawn.moves().stream().map(m -> m.move().text()).toList());
        assertNull(pawn.moves().get(1).from());
        assertNull(pawn.dropZone());
    }

    @Test
    void promotionOnTheEighthRank() {
        var promotion = fide().pieces().get(5).promotions().get(0);
        BitSet rank8 = new BitSet();
        rank8.set(56, 64);
        assertEquals(rank8, promotion.zone().squares());
        assertEquals(List.of(1, 2, 3, 4), promotion.choices().stream().map(PromotionChoice::piece).toList());
        assertTrue(promotion.choices().stream().allMatch(c -> c.limit() == Integer.MAX_VALUE));
        assertFalse(promotion.optional());
        assertEquals(0, promotion.quota());
    }

    @Test
    void setupCastlingDropsAndEnd() {
        Variant v = fide();
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", v.setup().board());
        assertEquals("", v.setup().holdings());
        assertEquals(List.of(new Castling(4, 6, 7, 5), new Castling(4, 2, 0, 3)), v.moves().castlings());
        assertEquals(Drops.NONE, v.placing().drops());
        assertEquals(Outcome.DRAW, v.ending().end().stalemate());
        assertEquals(100, v.ending().end().moveRulePlies());
        assertEquals(3, v.ending().end().repetitions());
        assertTrue(v.ending().end().goals().isEmpty());
    }
}
