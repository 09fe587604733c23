package org.variantc.compiler.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
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
 * S-Chess's page in headless Chromium: the TeaVM-compiled runtime offers the same gated moves as
 * the JVM, and a person gates a Hawk by moving the Knight and choosing the Hawk in the dialog.
 */
class GatingBrowserTest {
    @Test
    void thePageGatesAsTheJvmDoes(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Compilation c = VariantCompiler.compile(Sources.definition("fairy-stockfish/seirawan.variant"));
        assertTrue(c.succeeded(), c.report());
        VariantRules rules = c.rules();
        ChromeDriver driver = Chromium.start();
        try {
            Path page = dir.resolve("seirawan.html");
            Chromium.open(driver, page, HtmlPage.render(c.variant().orElseThrow(), rules));
            assertEquals(List.of(), Chromium.consoleErrors(driver));
            for (String fen : List.of("4k3/8/8/8/8/8/8/R3K2R[H] w KQ - 0 1", "4k3/8/8/8/8/8/8/r1B1K3[H] w C - 0 1",
                    "r1bqkbhr/pppppp2/e4npp/n7/8/NE1P2BN/PPP1PPPP/R1Q1KB1R[H] b KQAEFHkq - 3 7", rules.startFen())) {
                assertEquals(Boolean.TRUE, driver.executeScript("return variantcPage.loadFen(arguments[0])", fen), fen);
                Position pos = Fen.read(rules, fen);
                List<String> java = Arrays.stream(pos.legalMoves().toArray())
                        .mapToObj(m -> MoveNotation.format(pos, m)).sorted().toList();
                @SuppressWarnings("unchecked")
                List<String> browser = ((List<String>) driver.executeScript("return variantcPage.legalMoves()"))
                        .stream().sorted().toList();
                assertEquals(java, browser, "legal moves of " + fen);
            }
            driver.findElement(By.cssSelector("#board .square[data-square='b1']")).click();
            driver.findElement(By.cssSelector("#board .square[data-square='c3']")).click();
            List<WebElement> choices = driver.findElements(By.cssSelector("#choice-options button"));
            assertEquals(List.of("b1c3", "b1c3e", "b1c3h"),
                    choices.stream().map(b -> b.getAttribute("data-move")).sorted().toList());
            WebElement hawk = choices.stream().filter(b -> "b1c3h".equals(b.getAttribute("data-move"))).findFirst().orElseThrow();
            assertTrue(hawk.getText().contains("Nc3/H") && hawk.getText().contains("Hawk enters from hand"), hawk.getText());
            hawk.click();
            assertEquals("rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/RHBQKBNR[Eeh] b KQACDEFGHkqabcdefgh - 1 1",
                    driver.findElement(By.id("fen-out")).getAttribute("value"));
        } finally {
            driver.quit();
        }
    }
}
