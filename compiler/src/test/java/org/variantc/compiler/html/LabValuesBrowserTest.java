package org.variantc.compiler.html;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;

/** The page with a lab run's values (written by this test in the lab's format), as Chromium shows it. */
class LabValuesBrowserTest {
    @Test
    void theMeasuredValuesAreOnThePage(@TempDir Path dir) throws Exception {
        Compilation c = VariantCompiler.compile(Sources.definition("fide.variant"));
        LabValues values = new LabValues("Chess", "Chess: piece values in Pawns from 400 games, 2000 nodes a move",
                List.of(new LabValues.Row("Queen", "Q", 9.1, 8.6, 9.6, 100),
                        new LabValues.Row("Pawn", "P", 1, 1, 1, 100)));
        ChromeDriver driver = Chromium.start();
        try {
            Chromium.open(driver, dir.resolve("fide.html"), HtmlPage.render(c.variant().orElseThrow(), c.rules(), values));
            assertEquals(List.of(), Chromium.consoleErrors(driver));
            List<String> rows = driver.findElements(By.cssSelector("#lab-values tbody tr")).stream()
                    .map(r -> r.getText().replaceAll("\\s+", " ")).toList();
            assertEquals(List.of("Queen Q 9.10 [8.60, 9.60] 100", "Pawn P 1.00 [1.00, 1.00] 100"), rows);
        } finally {
            driver.quit();
        }
    }
}
