package org.variantc.compiler.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.games.RepetitionLines;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;

/**
 * The pages of the Shogi, Xiangqi and Janggi games in headless Chromium end every game of
 * {@link RepetitionLines} as the JVM does: the TeaVM-compiled runtime gives the same result and
 * reason after the last move (none before it), and the page says who lost and why.
 */
class RepetitionBrowserTest {
    private static final Map<String, String> WORDS = Map.of(
            "REPETITION", "Draw by repetition.",
            "PERPETUAL_CHECK", "White loses by perpetual check: Black wins.",
            "REPETITION_LOSS", "White loses by repetition: Black wins.",
            "PERPETUAL_CHASE", "White loses by perpetual chase: Black wins.");

    @Test
    void thePagesEndTheRepetitionGamesAsTheRulesScoreThem(@org.junit.jupiter.api.io.TempDir Path dir)
            throws Exception {
        ChromeDriver driver = Chromium.start();
        try {
            String open = null;
            for (RepetitionLines line : RepetitionLines.ALL) {
                if (!line.game().equals(open)) {
                    open(driver, dir, line.game());
                    open = line.game();
                }
                assertEquals(Boolean.TRUE, driver.executeScript("return variantcPage.loadFen(arguments[0])", line.fen()));
                for (String move : line.moves()) {
                    assertEquals("ONGOING NONE", driver.executeScript("return variantcPage.result()"), line + " " + move);
                    assertEquals(Boolean.TRUE, driver.executeScript("return variantcPage.play(arguments[0])", move),
                            line + ": " + move);
                }
                String reason = line.ending().reason().name();
                assertEquals(line.ending().result().name() + " " + reason,
                        driver.executeScript("return variantcPage.result()"), line.name());
                String status = (String) driver.executeScript("return variantcPage.status()");
                if (line.name().startsWith("tori")) {
                    assertEquals("Black loses by repetition: White wins.", status);
                } else if (line.name().equals("janggi repetition goes to points")) {
                    assertEquals("Repetition: White wins on points.", status);
                } else {
                    assertEquals(WORDS.get(reason), status, line.name());
                }
            }
            assertEquals(List.of(), Chromium.consoleErrors(driver));
        } finally {
            driver.quit();
        }
    }

    /** Loads the game's page, with nobody playing for the computer. */
    private static void open(ChromeDriver driver, Path dir, String game) throws Exception {
        Compilation c = VariantCompiler.compile(Sources.definition(game));
        assertTrue(c.succeeded(), c.report());
        Path page = dir.resolve(game.replace('/', '-') + ".html");
        Files.writeString(page, HtmlPage.render(c.variant().orElseThrow(), c.rules()), StandardCharsets.UTF_8);
        driver.get(page.toUri().toString());
        new WebDriverWait(driver, Duration.ofSeconds(60)).until(d -> Boolean.TRUE.equals(((ChromeDriver) d)
                .executeScript("return !!window.variantcPage && document.getElementById('status').textContent !== 'Loading…'")));
        driver.executeScript("document.getElementById('computer').value = 'none';"
                + "document.getElementById('computer').dispatchEvent(new Event('change'));");
    }
}
