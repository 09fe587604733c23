package org.variantc.compiler.exports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.variantc.compiler.cli.Main;
import org.variantc.compiler.diagnostics.SourceFile;
import org.variantc.compiler.model.Variant;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;

/** What {@code export --format fsf-ini} writes for a rule, and how it names a rule it cannot state. */
class FsfIniExportTest {
    private static final String PALACE = """
            variant "Palace Guard" {}
            board 8 x 8
            zones {
              palace = squares c1..e3
              lines = squares c1 e1 d2 c3 e3
            }
            piece King K "K" royal
            piece Guard G "W" {
              move "F" within lines
              confined to palace
            }
            piece Horse H "afsW"
            setup "3k4/8/8/8/8/8/8/1H1GK3"
            """;

    private static Variant variant(String text) {
        Compilation c = VariantCompiler.compile(new SourceFile("t.variant", text));
        assertTrue(c.succeeded(), c.report());
        return c.variant().orElseThrow();
    }

    @Test
    void aRuleWithNoKeyRefusesTheExportByName() {
        FsfIni.Export export = FsfIni.of(variant(PALACE), null, false);
        assertTrue(export instanceof FsfIni.Refused, export.toString());
        List<String> reasons = ((FsfIni.Refused) export).reasons();
        assertEquals(List.of("a move only within a zone (the palace's diagonals) (Guard 'F')"), reasons);
    }

    /** Taking one's own man into hand (Twilight chess) has no Fairy-Stockfish key: refused, named. */
    @Test
    void pickupsRefuseTheExportByName() {
        FsfIni.Export export = FsfIni.of(variant("""
                variant "Twilight"
                board 8 x 8
                piece King K "K" royal
                piece Rook R "R"
                setup "r3k3/8/8/8/8/8/8/R3K3"
                hand {
                  no captures
                  take own men
                }
                """), null, false);
        assertTrue(export instanceof FsfIni.Refused, export.toString());
        assertTrue(((FsfIni.Refused) export).reasons().contains("taking one's own man into hand as a move (Sjaak II's"
                + " pickups), which Fairy-Stockfish has no setting for"), export.toString());
    }

    @Test
    void lossyWritesTheSectionAndListsWhatItLeavesOut() {
        FsfIni.Section section = (FsfIni.Section) FsfIni.of(variant(PALACE), null, true);
        assertEquals("palaceguard", section.name());
        assertTrue(section.text().startsWith("""
                # Palace Guard, exported by variantc export --format fsf-ini.
                # Not stated here (--lossy), so this section plays another game than the definition:
                #   a move only within a zone (the palace's diagonals) (Guard 'F')
                [palaceguard]
                """), section.text());
        assertTrue(section.text().contains("\nwazir = g\n"), section.text());
        assertTrue(section.text().contains("\nmobilityRegionWhiteWazir = c1 d1 e1 c2 d2 e2 c3 d3 e3\n"), section.text());
        assertTrue(section.text().contains("\nmobilityRegionBlackWazir = c6 d6 e6 c7 d7 e7 c8 d8 e8\n"), section.text());
        assertTrue(section.text().contains("\ncustomPiece1 = h:nN\n"), "the Horse as Fairy-Stockfish's lame Knight");
    }

    @Test
    void fideChessIsWrittenWithFairyStockfishsOwnPieces() throws IOException {
        Compilation c = VariantCompiler.compile(Path.of("..", "definitions", "fide.variant"));
        FsfIni.Section section = (FsfIni.Section) FsfIni.of(c.variant().orElseThrow(), "vcfide", false);
        for (String line : List.of("[vcfide]", "king = k", "pawn = p", "knight = n",
                "startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "promotionPieceTypes = qrbn",
                "doubleStepRegionWhite = *2", "castlingKingsideFile = g", "nMoveRule = 50", "nFoldRule = 3")) {
            assertTrue(section.text().contains("\n" + line + "\n"), line + " in\n" + section.text());
        }
        assertEquals(List.of(), section.dropped());
    }

    @Test
    void armageddonIsWrittenWithFairyStockfishsDrawOdds() throws IOException {
        Compilation armageddon = VariantCompiler.compile(Path.of("..", "definitions", "fairy-stockfish", "armageddon.variant"));
        FsfIni.Section a = (FsfIni.Section) FsfIni.of(armageddon.variant().orElseThrow(), "vcarmageddon", false);
        assertTrue(a.text().contains("\nmaterialCounting = blackdrawodds\n"), a.text());
    }

    @Test
    void theCommandRefusesWithTheRuleAndWritesWithLossy(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("palace.variant");
        Files.writeString(file, PALACE);
        Run refused = run("export", file.toString(), "--format", "fsf-ini");
        assertEquals(1, refused.status());
        assertEquals("", refused.out());
        assertTrue(refused.err().contains("cannot state a move only within a zone (the palace's diagonals) (Guard 'F')"),
                refused.err());
        Run lossy = run("export", file.toString(), "--format", "fsf-ini", "--lossy", "--section", "guard");
        assertEquals(0, lossy.status(), lossy.err());
        assertTrue(lossy.out().contains("\n[guard]\n"), lossy.out());
        assertTrue(lossy.err().contains("not stated (lossy): a move only within a zone"), lossy.err());
        Run wrongFormat = run("export", file.toString(), "--format", "ini");
        assertEquals(2, wrongFormat.status());
        assertTrue(wrongFormat.err().contains("expected fsf-ini or idiagram, not 'ini'"), wrongFormat.err());
        Run badName = run("export", file.toString(), "--format", "fsf-ini", "--section", "a]b");
        assertEquals(1, badName.status());
        assertTrue(badName.err().contains("a section name is letters, digits and _ + . -"), badName.err());
    }

    @Test
    void theIdiagramFormatIsTheHtmlCommandsBlock() {
        String fide = Path.of("..", "definitions", "fide.variant").toString();
        Run export = run("export", fide, "--format", "idiagram");
        Run html = run("html", fide, "--format", "idiagram");
        assertEquals(0, export.status(), export.err());
        assertTrue(export.out().startsWith("<!--\nInteractive Diagram of Chess"), export.out());
        assertEquals(html.out(), export.out());
    }

    private record Run(int status, String out, String err) {
    }

    private static Run run(String... args) {
        java.io.StringWriter out = new java.io.StringWriter();
        java.io.StringWriter err = new java.io.StringWriter();
        int status = Main.run(new java.io.PrintWriter(out), new java.io.PrintWriter(err), args);
        return new Run(status, out.toString(), err.toString());
    }

    @Test
    void noSectionNameCanBreakTheIni() {
        assertEquals("chessandahalf", FsfIni.sectionName("Chess and a Half"));
        assertEquals("x", FsfIni.sectionName("]\n[x"));
        assertEquals("variant", FsfIni.sectionName("]["));
        assertFalse(FsfIni.sectionName("a]\nb=c").contains("]"));
    }
}
