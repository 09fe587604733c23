package org.variantc.compiler.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;

/**
 * Duck chess's page in headless Chromium: the move in two parts is played by clicks (the man from
 * and to, then the Duck's square), the Duck is drawn, and the TeaVM-compiled runtime offers the
 * same legal moves as the JVM.
 */
class DuckBrowserTest {
    @Test
    void theTwoPartMoveIsPlayedByClicks(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Compilation c = VariantCompiler.compile(Sources.definition("fairy-stockfish/duck.variant"));
        assertTrue(c.succeeded(), c.report());
        VariantRules rules = c.rules();
        ChromeDriver driver = Chromium.start();
        try {
            Path page = dir.resolve("duck.html");
            Chromium.open(driver, page, HtmlPage.render(c.variant().orElseThrow(), rules));
            assertEquals(List.of(), Chromium.consoleErrors(driver));
            new Select(driver.findElement(By.id("computer"))).selectByValue("none");
            for (String fen : List.of("r3k2r/8/8/8/3*4/8/8/R3K2R w KQkq - 0 1", "4k3/1P6/8/8/8/8/*7/4K3 w - - 0 1")) {
                assertEquals(Boolean.TRUE, driver.executeScript("return variantcPage.loadFen(arguments[0])", fen), fen);
                Position pos = Fen.read(rules, fen);
                List<String> java = Arrays.stream(pos.legalMoves().toArray())
                        .mapToObj(m -> MoveNotation.format(pos, m)).sorted().toList();
                @SuppressWarnings("unchecked")
                List<String> browser = ((List<String>) driver.executeScript("return variantcPage.legalMoves()"))
                        .stream().sorted().toList();
                assertEquals(java, browser, "legal moves of " + fen);
            }
            assertTrue(driver.findElement(By.cssSelector("#board .square[data-square='a2']")).getAttribute("class").contains("wall"),
                    "the Duck is drawn");
            driver.findElement(By.id("new-game")).click();
            click(driver, "e2");
            click(driver, "e4");
            // The man's part is shown made; the Duck's 32 squares are the targets.
            assertEquals(32, driver.findElements(By.cssSelector("#board .square.target")).size());
            assertTrue(driver.findElement(By.cssSelector("#board .square[data-square='e4']")).getAttribute("data-piece").equals("P"));
            assertTrue(driver.findElement(By.cssSelector("#board .square[data-square='e2']")).getAttribute("class").contains("target"),
                    "the square the Pawn left is open to the Duck");
            Path shots = Path.of("target", "screenshots");
            Files.createDirectories(shots);
            Files.write(shots.resolve("duck-choosing.png"), driver.getScreenshotAs(OutputType.BYTES));
            click(driver, "e5");
            assertEquals(List.of("e2e4,e4e5"), driver.executeScript("return variantcPage.played()"));
            assertEquals(List.of("e4,e5"), driver.executeScript("return variantcPage.playedSan()"));
            assertEquals("rnbqkbnr/pppppppp/8/4*3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
                    driver.executeScript("return variantcPage.fen()"));
            assertTrue(driver.findElement(By.cssSelector("#board .square[data-square='e5']")).getAttribute("class").contains("wall"));
            // A promotion: the piece is chosen first, then the Duck.
            assertEquals(Boolean.TRUE, driver.executeScript("return variantcPage.loadFen(arguments[0])",
                    "4k3/1P6/8/8/8/8/*7/4K3 w - - 0 1"));
            click(driver, "b7");
            click(driver, "b8");
            driver.findElement(By.cssSelector("#choice-options button[data-move^='b7b8n,']")).click();
            click(driver, "h1");
            assertEquals(List.of("b7b8n,b8h1"), driver.executeScript("return variantcPage.played()"));
            Files.write(shots.resolve("duck.png"), driver.getScreenshotAs(OutputType.BYTES));
            assertEquals(List.of(), Chromium.consoleErrors(driver));
        } finally {
            driver.quit();
        }
    }

    private static void click(ChromeDriver driver, String square) {
        driver.findElement(By.cssSelector("#board .square[data-square='" + square + "']")).click();
    }
}
