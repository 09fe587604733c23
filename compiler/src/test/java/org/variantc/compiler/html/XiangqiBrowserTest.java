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
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;

/**
 * Xiangqi's page in headless Chromium: the TeaVM-compiled runtime plays the flying general as
 * the JVM does (the same legal moves where the Generals would face), and the board shows the
 * palaces and the river.
 */
class XiangqiBrowserTest {
    @Test
    void thePagePlaysTheFlyingGeneralAndDrawsPalaceAndRiver(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Compilation c = VariantCompiler.compile(Sources.definition("fairy-stockfish/xiangqi.variant"));
        assertTrue(c.succeeded(), c.report());
        VariantRules rules = c.rules();
        ChromeDriver driver = Chromium.start();
        try {
            Path page = dir.resolve("xiangqi.html");
            Chromium.open(driver, page, HtmlPage.render(c.variant().orElseThrow(), rules));
            assertEquals(List.of(), Chromium.consoleErrors(driver));
            for (String fen : List.of("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", "4k4/9/9/9/9/4C4/9/9/9/4K4 w - - 0 1",
                    "3k5/9/3R5/9/9/9/9/9/9/4K4 b - - 0 1", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1")) {
                assertEquals(Boolean.TRUE, driver.executeScript("return variantcPage.loadFen(arguments[0])", fen), fen);
                Position pos = Fen.read(rules, fen);
                List<String> java = Arrays.stream(pos.legalMoves().toArray())
                        .mapToObj(m -> MoveNotation.format(pos, m)).sorted().toList();
                @SuppressWarnings("unchecked")
                List<String> browser = ((List<String>) driver.executeScript("return variantcPage.legalMoves()"))
                        .stream().sorted().toList();
                assertEquals(java, browser, "legal moves of " + fen);
            }
            assertEquals(List.of("d1d2"), driver.executeScript("return variantcPage.loadFen(arguments[0]) && variantcPage.legalMoves()",
                    "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1"));
            assertEquals(18, driver.findElements(By.cssSelector("#board .square.palace")).size());
            assertTrue(driver.findElement(By.cssSelector("#board .square[data-square='e2']")).getAttribute("class").contains("palace"));
            assertEquals(9, driver.findElements(By.cssSelector("#board .square.river-below")).size());
            assertTrue(driver.findElement(By.cssSelector("#board .square[data-square='a6']")).getAttribute("class").contains("river-below"));
            assertTrue(driver.findElement(By.cssSelector("#board .square[data-square='a5']")).getAttribute("class").contains("river-above"));
            Path shots = Path.of("target", "screenshots");
            Files.createDirectories(shots);
            Files.write(shots.resolve("xiangqi.png"), driver.getScreenshotAs(OutputType.BYTES));
        } finally {
            driver.quit();
        }
    }
}
