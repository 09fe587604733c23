package org.variantc.compiler.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.variantc.compiler.cli.Main;
import org.variantc.compiler.imports.ini.IniImport;

/** Bad ini input is reported at file:line:column with a reason, never a stack trace. */
class IniImportErrorsTest {
    @TempDir
    Path dir;

    @Test
    void truncatedHeaderIsAnErrorAtItsEnd() {
        IniImport imported = IniImport.read("t.ini", "[minic:chess]\nmaxRank = 6\n[broken", null, false);
        assertEquals(List.of("t.ini:3:8: the section name has no closing ']'"), strings(imported.errors()));
    }

    @Test
    void aLineWithoutEqualsIsAnError() {
        IniImport imported = IniImport.read("t.ini", "[g:chess]\nmaxRank 6\n", null, false);
        assertEquals(List.of("t.ini:2:1: expected 'key = value' or '[section]'"), strings(imported.errors()));
    }

    @Test
    void anUnknownKeyRefusesTheGameAtItsLine() {
        ImportedGame game = IniImport.read("t.ini", "[g:chess]\n  blastOnCapture = true\n", null, false).games().get(0);
        assertTrue(game.refused());
        assertEquals(List.of("t.ini:2:3: 'blastOnCapture' is not carried over: the language has no statement for it here"),
                strings(game.lost()));
    }

    @Test
    void lossyWritesTheGameAndListsWhatItLeftOut() {
        ImportedGame game = IniImport.read("t.ini", "[g:chess]\nblastOnCapture = true\n", null, true).games().get(0);
        assertTrue(game.text().contains("# Left out (--lossy), so this game is not the ini's:"), game.text());
        assertTrue(game.text().contains("#   line 2: 'blastOnCapture' is not carried over"), game.text());
    }

    @Test
    void aMalformedBetzaIsReportedAtTheCustomPieceLine() {
        ImportedGame game = IniImport.read("t.ini", "[g:chess]\ncustomPiece1 = a:BXN\n", null, false).games().get(0);
        assertTrue(game.refused());
        assertTrue(strings(game.lost()).get(0).startsWith("t.ini:2:1: the definition written for it does not check: "
                + "Betza: 'X' is not an atom"), game.lost().toString());
    }

    @Test
    void aParentNobodyStatesIsNamed() {
        ImportedGame game = IniImport.read("t.ini", "[g:bughouse]\n", null, false).games().get(0);
        assertTrue(strings(game.lost()).get(0).startsWith("t.ini:1:4: parent 'bughouse' is neither"), game.lost().toString());
    }

    @Test
    void aSectionNameThatIsNoFileNameIsRefused() {
        ImportedGame game = IniImport.read("t.ini", "[../evil:chess]\n", null, false).games().get(0);
        assertTrue(game.refused());
        assertTrue(strings(game.lost()).get(0).contains("cannot name a file"), game.lost().toString());
    }

    @Test
    void aNameWithQuotesCannotInjectStatements() {
        ImportedGame game = IniImport.read("t.ini", "[g:chess]\ncustomPiece1 = a:N\" royal\n", null, true).games().get(0);
        assertTrue(game.text().contains("piece \"Custom Piece 1\" A \"N\\\" royal\""), game.text());
    }

    @Test
    void theCommandPrintsPlacesAndCarets() throws Exception {
        Path ini = dir.resolve("bad.ini");
        Files.writeString(ini, "[good:chess]\nmaxRank = 8\n\n[bad:chess]\nwallingRule = duck\n");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.run(new PrintWriter(out), new PrintWriter(err), "import", ini.toString(), "-o",
                dir.resolve("out").toString());
        assertEquals(1, status);
        assertTrue(Files.exists(dir.resolve("out/good.variant")));
        assertTrue(err.toString().contains(ini + ":5:1: error: 'wallingRule' is not carried over"), err.toString());
        assertTrue(err.toString().contains("wallingRule = duck\n^"), err.toString());
        assertTrue(err.toString().contains("variantc: bad: not written"), err.toString());
        assertTrue(out.toString().contains("1 written, 1 refused"), out.toString());
    }

    private static List<String> strings(List<ImportProblem> problems) {
        return problems.stream().map(ImportProblem::toString).toList();
    }
}
