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
 * Cylinder Chess's page in headless Chromium: the TeaVM-compiled runtime reads the wrapping tables
 * and gives the JVM's legal moves round the seam (a Rook, a Bishop reaching one square both ways,
 * a Knight, Pawn captures and en passant, check, castling past a square attacked round the seam).
 */
class CylinderBrowserTest {
    @Test
    void thePagePlaysRoundTheSeamAsTheJvm(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Compilation c = VariantCompiler.compile(Sources.definition("cylinder-chess.variant"));
        assertTrue(c.succeeded(), c.report());
        VariantRules rules = c.rules();
        ChromeDriver driver = Chromium.start();
        try {
            Chromium.open(driver, dir.resolve("cylinder.html"), HtmlPage.render(c.variant().orElseThrow(), rules));
            assertEquals(List.of(), Chromium.consoleErrors(driver));
            for (String fen : List.of("4k3/8/8/8/8/RP6/8/4K3 w - - 0 1", "8/8/8/8/8/8/8/2B1K2k w - - 0 1",
                    "4k3/8/8/8/8/8/7N/4K3 w - - 0 1", "4k3/8/8/p6P/8/8/8/4K3 w - a6 0 2", "Q6k/8/8/8/8/8/8/4K3 b - - 0 1",
                    "4k3/8/8/8/8/b7/8/4K2R w K - 0 1", "rnbqkbnr/pppppppp/8/8/8/2P5/PP1PPPPP/RNBQKBNR b KQkq - 0 1")) {
                assertEquals(Boolean.TRUE, driver.executeScript("return variantcPage.loadFen(arguments[0])", fen), fen);
                Position pos = Fen.read(rules, fen);
                List<String> java = Arrays.stream(pos.legalMoves().toArray())
                        .mapToObj(m -> MoveNotation.format(pos, m)).sorted().toList();
                @SuppressWarnings("unchecked")
                List<String> browser = ((List<String>) driver.executeScript("return variantcPage.legalMoves()"))
                        .stream().sorted().toList();
                assertEquals(java, browser, "legal moves of " + fen);
            }
        } finally {
            driver.quit();
        }
    }
}
