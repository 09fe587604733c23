package org.variantc.compiler.html;

import java.util.List;
import org.openqa.selenium.chrome.ChromeDriver;

/** The browser helpers for tests of other packages (serve's page). */
public final class BrowserAccess {
    private BrowserAccess() {
    }

    public static ChromeDriver start() {
        return Chromium.start();
    }

    public static List<String> consoleErrors(ChromeDriver driver) {
        return Chromium.consoleErrors(driver);
    }
}
