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
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;

/**
 * Troitzky's page in headless Chromium: the TeaVM-compiled runtime plays holes as the JVM does
 * (the same legal moves beside the holes and on the short files' last squares), and the board
 * draws each hole as nothing: no square colour, no man, no click.
 */
class HolesBrowserTest {
    @Test
    void thePagePlaysHolesAndDrawsThemAsAbsent(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Compilation c = VariantCompiler.compile(Sources.definition("fairy-stockfish/troitzky.variant"));
        assertTrue(c.succeeded(), c.report());
        VariantRules rules = c.rules();
        ChromeDriver driver = Chromium.start();
        try {
            Path page = dir.resolve("troitzky.html");
            Chromium.open(driver, page, HtmlPage.render(c.variant().orElseThrow(), rules));
            assertEquals(List.of(), Chromium.consoleErrors(driver));
            for (String fen : List.of(rules.startFen(),
                    "****1k****/**6**/*1P6*/*P6P*/10/P9/*8*/*2p5*/**6**/****K1**** w - - 0 1",
                    "****1k****/**6**/*1P6*/*P6P*/10/P9/*8*/*2p5*/**6**/****K1**** b - - 0 1",
                    "****qk****/**4r1**/*1rbppb1p*/*2pn3B*/Bp2Pn1pP1/2p3P3/*P1P1NP2*/*1P1Q2P1*/**RN3R**/****1K**** b - - 8 18")) {
                assertEquals(Boolean.TRUE, driver.executeScript("return variantcPage.loadFen(arguments[0])", fen), fen);
                Position pos = Fen.read(rules, fen);
                List<String> java = Arrays.stream(pos.legalMoves().toArray())
                        .mapToObj(m -> MoveNotation.format(pos, m)).sorted().toList();
                @SuppressWarnings("unchecked")
                List<String> browser = ((List<String>) driver.executeScript("return variantcPage.legalMoves()"))
                        .stream().sorted().toList();
                assertEquals(java, browser, "legal moves of " + fen);
            }
            // A FEN with a man on a hole is refused by the page as by the JVM.
            assertEquals(Boolean.FALSE, driver.executeScript("return variantcPage.loadFen(arguments[0])",
                    "K***qk****/**rnbbnr**/*pppppppp*/*8*/10/10/*8*/*PPPPPPPP*/**RNBBNR**/****Q1**** w - - 0 1"));
            List<WebElement> holes = driver.findElements(By.cssSelector("#board .square.hole"));
            assertEquals(32, holes.size());
            WebElement a1 = driver.findElement(By.cssSelector("#board .square[data-square='a1']"));
            assertTrue(a1.getAttribute("class").contains("hole"));
            assertEquals("rgba(0, 0, 0, 0)", a1.getCssValue("background-color"));
            assertEquals("", a1.getAttribute("innerHTML"));
            assertTrue(!driver.findElement(By.cssSelector("#board .square[data-square='a5']")).getAttribute("class")
                    .contains("hole"));
            Path shots = Path.of("target", "screenshots");
            Files.createDirectories(shots);
            Files.write(shots.resolve("troitzky.png"), driver.getScreenshotAs(OutputType.BYTES));
        } finally {
            driver.quit();
        }
    }
}
