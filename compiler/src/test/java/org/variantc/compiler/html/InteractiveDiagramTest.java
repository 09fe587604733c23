package org.variantc.compiler.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.compiler.diagnostics.SourceFile;
import org.variantc.compiler.model.Variant;

class InteractiveDiagramTest {
    private static Variant variant(String text) {
        Compilation c = VariantCompiler.compile(new SourceFile("test.variant", text));
        assertTrue(c.succeeded(), c.report());
        return c.variant().orElseThrow();
    }

    @Test
    void fideBecomesAFullBlock() {
        Variant fide = ShippedDefinitions.compile(ShippedDefinitions.files().stream()
                .filter(p -> p.getFileName().toString().equals("fide.variant")).findFirst().orElseThrow()).variant().orElseThrow();
        InteractiveDiagram.Export export = InteractiveDiagram.of(fide);
        String block = ((InteractiveDiagram.Block) export).text();
        List<String> lines = List.of(block.split("\n"));
        assertTrue(lines.contains("files=8"));
        assertTrue(lines.contains("ranks=8"));
        assertTrue(lines.contains("symmetry=mirror"));
        assertTrue(lines.contains("promoZone=1"));
        assertTrue(lines.contains("promoChoice=QRBN"));
        assertTrue(lines.contains("King:K:KisO2::e1"));
        assertTrue(lines.contains("Rook:R:R::a1,h1"));
        assertTrue(lines.contains("Knight:N:N::b1,g1"));
        assertTrue(lines.contains("Pawn:P:fmWfceFifmnD::a2,b2,c2,d2,e2,f2,g2,h2"), block);
    }

    @Test
    void whatXBetzaCannotSayIsNamed() {
        Variant v = variant("""
                variant "Odd" {}
                board 8 x 8
                piece King K "K" royal
                piece Rook R "hhR"
                piece Catapult CA "NH"
                piece Pawn P "fmWfceF" pawn { promote on rank 8 to CA<2 R optional }
                setup "4k3/pppppppp/8/8/8/8/PPPPPPPP/R3K2(CA)"
                end { win when K reaches rank 8 }
                """);
        InteractiveDiagram.Unsupported refused = (InteractiveDiagram.Unsupported) InteractiveDiagram.of(v);
        assertEquals(List.of("winning by reaching a zone", "halflings (Rook)", "the two-letter piece id CA",
                "counted promotions (Pawn)", "optional promotion (Pawn)",
                "a start position that is not the same for both sides, mirrored"), refused.reasons());
    }

    @Test
    void aColonInANameCannotStartANewField() {
        Variant v = variant("""
                variant "V" {}
                board 8 x 8
                piece "King:X:Q" K "K" royal
                setup "4k3/8/8/8/8/8/8/4K3"
                """);
        String block = ((InteractiveDiagram.Block) InteractiveDiagram.of(v)).text();
        assertTrue(block.contains("King X Q:K:K::e1"), block);
    }
}
