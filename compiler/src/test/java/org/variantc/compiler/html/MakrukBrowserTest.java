package org.variantc.compiler.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.chrome.ChromeDriver;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;

/**
 * The Makruk family's pages in headless Chromium: the TeaVM-compiled runtime plays Makpong's
 * checked King and Cambodian's first leaps as the JVM does (the same legal moves in the
 * positions of {@code MakrukRulesTest}), writes the rights and the count in its FENs as
 * Fairy-Stockfish 11.1 does, and ends a Makruk game whose count passes its limit.
 */
class MakrukBrowserTest {
    @Test
    void thePagesPlayTheFamilysRules(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        ChromeDriver driver = Chromium.start();
        try {
            VariantRules makpong = open(driver, dir, "makpong");
            sameMoves(driver, makpong, "4k3/8/8/8/8/4r3/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1",
                    "4k3/8/8/8/8/3n4/4r3/4K3 w - - 0 1", "4k3/8/8/8/8/4r3/R7/4K3 w - - 0 1");
            VariantRules cambodian = open(driver, dir, "cambodian");
            sameMoves(driver, cambodian, "4k3/8/8/8/8/8/8/r2K4 w D - 0 1", "4k3/8/8/8/8/8/8/3K4 w D - 0 1",
                    "8/8/8/8/3k4/8/8/K3M3 b E - 0 1", cambodian.startFen());
            for (String move : List.of("d1c2", "e8d7", "c2d1")) {
                assertEquals(Boolean.TRUE, driver.executeScript("return variantcPage.play(arguments[0])", move), move);
            }
            assertEquals("rnsm1snr/3k4/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR b Ed - 3 2", // FS 11.1
                    driver.executeScript("return variantcPage.fen()"));
            open(driver, dir, "makruk");
            assertEquals(Boolean.TRUE, driver.executeScript("return variantcPage.loadFen(arguments[0])",
                    "k7/8/8/8/8/4R3/8/4K3 b - 32 31 40"));
            driver.executeScript("variantcPage.play('a8b8'); variantcPage.play('e3e4');");
            assertEquals("1k6/8/8/8/4R3/8/8/4K3 b - 32 33 41", driver.executeScript("return variantcPage.fen()")); // FS 11.1
            assertEquals("Draw by counting.", driver.executeScript("return variantcPage.status()"));
            assertEquals(List.of(), Chromium.consoleErrors(driver));
        } finally {
            driver.quit();
        }
    }

    /** Loads the game's page, with nobody playing for the computer. */
    private static VariantRules open(ChromeDriver driver, Path dir, String game) throws Exception {
        Compilation c = VariantCompiler.compile(Sources.definition("fairy-stockfish/" + game + ".variant"));
        assertTrue(c.succeeded(), c.report());
        Path page = dir.resolve(game + ".html");
        Chromium.open(driver, page, HtmlPage.render(c.variant().orElseThrow(), c.rules()));
        driver.executeScript("document.getElementById('computer').value = 'none';"
                + "document.getElementById('computer').dispatchEvent(new Event('change'));");
        return c.rules();
    }

    private static void sameMoves(ChromeDriver driver, VariantRules rules, String... fens) {
        for (String fen : fens) {
            assertEquals(Boolean.TRUE, driver.executeScript("return variantcPage.loadFen(arguments[0])", fen), fen);
            Position pos = Fen.read(rules, fen);
            List<String> java = Arrays.stream(pos.legalMoves().toArray())
                    .mapToObj(m -> MoveNotation.format(pos, m)).sorted().toList();
            @SuppressWarnings("unchecked")
            List<String> browser = ((List<String>) driver.executeScript("return variantcPage.legalMoves()"))
                    .stream().sorted().toList();
            assertEquals(java, browser, "legal moves of " + fen);
        }
    }
}
