package org.variantc.compiler.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.html.BrowserAccess;

/**
 * {@code variantc serve}'s page in headless Chromium while the file is edited: the page follows
 * a save, shows the checker's error for a broken file instead of the board, and the board again
 * once fixed. Every step waits for the state it expects, never a fixed time.
 */
class LiveServerBrowserTest {
    @TempDir
    Path dir;

    @Test
    void thePageFollowsTheFileThroughAnErrorAndBack() throws Exception {
        String fide = Files.readString(Sources.definition("fide.variant"));
        Path file = dir.resolve("live.variant");
        Files.writeString(file, fide);
        ChromeDriver driver = BrowserAccess.start();
        try (LiveServer server = LiveServer.start(file, 0)) {
            assertTrue(server.url().startsWith("http://127.0.0.1:"), server.url());
            driver.get(server.url());
            WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(90));
            wait.until(d -> title(driver).contains("Chess") && hasBoard(driver));

            Files.writeString(file, fide.replace("\"Chess\"", "\"Live Chess\""));
            wait.until(d -> title(driver).contains("Live Chess") && hasBoard(driver));

            Files.writeString(file, fide.replaceFirst("\"R\"", "\"R%\""));
            wait.until(d -> text(driver, "variantc-errors").contains("'%' is not Betza notation"));
            assertTrue(!hasBoard(driver), "the board should give way to the errors");

            Files.writeString(file, fide);
            wait.until(d -> hasBoard(driver) && !title(driver).contains("Live"));
            assertTrue(BrowserAccess.consoleErrors(driver).stream().noneMatch(e -> e.contains("Content Security Policy")),
                    BrowserAccess.consoleErrors(driver).toString());
        } finally {
            driver.quit();
        }
    }

    private static String title(ChromeDriver driver) {
        return driver.getTitle();
    }

    private static boolean hasBoard(ChromeDriver driver) {
        return Boolean.TRUE.equals(driver.executeScript(
                "return !!window.variantcPage && !!document.getElementById('status')"
                        + " && document.getElementById('status').textContent !== 'Loading…'"));
    }

    private static String text(ChromeDriver driver, String id) {
        Object t = driver.executeScript("var e = document.getElementById(arguments[0]); return e ? e.textContent : '';", id);
        return String.valueOf(t);
    }
}
