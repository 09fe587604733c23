package org.variantc.compiler.html;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.logging.Level;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Debian's headless Chromium driven through its chromedriver. When either is missing the tests
 * that need it are skipped with a message saying so, never passed: {@code .ci/run} installs both.
 */
final class Chromium {
    static final Path BROWSER = Path.of("/usr/bin/chromium");
    static final Path DRIVER = Path.of("/usr/bin/chromedriver");

    private Chromium() {
    }

    /** A fresh browser with its own profile; skips the calling test when Chromium is not installed. */
    static ChromeDriver start() {
        if (!Files.isExecutable(BROWSER) || !Files.isExecutable(DRIVER)) {
            String message = "SKIPPED: the browser tests need headless Chromium (" + BROWSER + ") and chromedriver ("
                    + DRIVER + "); install them with: apt-get install -y chromium chromium-driver";
            System.err.println(message);
            Assumptions.abort(message);
        }
        Path profile;
        try {
            profile = Files.createTempDirectory("variantc-chromium");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(DRIVER.toFile()).usingAnyFreePort().build();
        ChromeOptions options = new ChromeOptions();
        options.setBinary(BROWSER.toFile());
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run", "--user-data-dir=" + profile,
                "--window-size=1300,1400");
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        return new ChromeDriver(service, options);
    }

    /** The console's warnings and errors since the last call. */
    static List<String> consoleErrors(ChromeDriver driver) {
        return driver.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.WARNING.intValue())
                .map(LogEntry::getMessage).toList();
    }

    /** Writes the page to {@code file}, opens it and waits until its runtime has loaded. */
    static void open(ChromeDriver driver, Path file, String html) throws IOException {
        Files.writeString(file, html, StandardCharsets.UTF_8);
        driver.get(file.toUri().toString());
        new WebDriverWait(driver, Duration.ofSeconds(60)).until(d -> Boolean.TRUE.equals(((ChromeDriver) d)
                .executeScript("return !!window.variantcPage && document.getElementById('status').textContent !== 'Loading…'")));
    }
}
