package org.variantc.compiler.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.diagnostics.SourceFile;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.Perft;
import org.variantc.runtime.notation.Fen;

/** Diagram blocks: the Chess and a Half block of a chessvariants.com page, and bad blocks. */
class DiagramImportTest {
    @Test
    void chessAndAHalfImportsOnlyWithLossyNamingWhatItLeavesOut() throws IOException {
        String text = IniImportTest.resource("chess-and-a-half-block.txt");
        Imports strict = Imports.read("c.txt", text, null, false);
        assertTrue(strict.games().get(0).refused());
        ImportedGame game = Imports.read("c.txt", text, null, true).games().get(0);
        assertEquals("chess-and-a-half", game.name());
        assertEquals(List.of("castling ('O') by queen, not the royal piece", "'isO0' moves the King no square",
                "parameter 'castleFlip' is not carried over"), game.lost().stream().map(ImportProblem::message).toList());
        Compilation imported = VariantCompiler.compile(new SourceFile("c.variant", game.text()));
        assertTrue(imported.succeeded(), imported.report());
        Compilation ours = VariantCompiler.compile(Path.of("..", "definitions", "chess-and-a-half.variant"));
        // Same men and start; the perft differs at depth 2 only by what the report names (the
        // Star Cat's double capture is not in the block; ours has it, and the Pawn's sidestep).
        assertEquals(Perft.perft(Fen.start(ours.rules()), 1), Perft.perft(Fen.start(imported.rules()), 1));
    }

    @Test
    void aPieceLineWithAFieldMissingIsAnErrorAtItsPlace() {
        String block = "<div class=\"idiagram\">\nfiles=8\nranks=8\nKing:K:K:king\n</div>\n";
        Imports imported = Imports.read("b.html", block, null, false);
        assertEquals(List.of("b.html:4:1: 'King:K:K:king' is neither a parameter nor a piece name:ID:Betza:image:squares "
                + "(a field missing?)"), imported.errors().stream().map(ImportProblem::toString).toList());
    }

    @Test
    void aMalformedBetzaInABlockIsReportedAtThePieceLine() {
        String block = "<div class=\"idiagram\">\nfiles=8\nranks=8\nroyal=1\nKing:K:KX:king:e1\n</div>\n";
        ImportedGame game = Imports.read("b.html", block, null, false).games().get(0);
        assertTrue(game.refused());
        assertTrue(game.lost().get(0).toString().startsWith("b.html:5:1: the definition written for it does not check: "
                + "Betza: 'X' is not an atom"), game.lost().toString());
    }
}
