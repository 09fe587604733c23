package org.variantc.compiler.html;

import org.variantc.runtime.notation.Preparation;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.javagen.CastlingPositions;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.notation.StartArrays;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.CastlingMove;
import org.variantc.runtime.rules.VariantRules;

/**
 * A person castles on the page by clicking the King and then his Rook, however far either
 * goes: the first array of Chess960 and of Capablanca Random Chess (in the order of their
 * numbers) where the King stays put, where the Rook does, where they swap squares, and where
 * both move, each side, with only King and Rook left on the first ranks. The move played is the
 * JVM's castling and the position after it the JVM's.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class CastlingBrowserTest {
    private ChromeDriver driver;
    private Path dir;

    @BeforeAll
    void start() throws IOException {
        driver = Chromium.start();
        dir = Files.createTempDirectory("variantc-castling-pages");
    }

    @AfterAll
    void stop() {
        if (driver != null) {
            driver.quit();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"fischerandom", "caparandom"})
    void clickingKingThenRookCastles(String game) throws IOException {
        Compilation c = VariantCompiler.compile(Sources.definition("fairy-stockfish/" + game + ".variant"));
        assertTrue(c.succeeded(), c.report());
        Chromium.open(driver, dir.resolve(game + ".html"), HtmlPage.render(c.variant().orElseThrow(), c.rules()));
        new Select(driver.findElement(By.id("computer"))).selectByValue("none");
        Map<String, String> kinds = samples(c.rules());
        assertEquals(List.of("King stays", "Rook stays", "swap", "both move"), List.copyOf(kinds.keySet()), game);
        for (Map.Entry<String, String> kind : kinds.entrySet()) {
            for (String fen : List.of(kind.getValue(), kind.getValue().replace(" w ", " b "))) {
                Position pos = Fen.read(c.rules(), fen);
                long castle = castling(pos);
                CastlingMove cm = pos.book.castlings[Move.index(castle)];
                String what = game + ", " + kind.getKey() + ": " + fen;
                assertEquals(Boolean.TRUE, driver.executeScript("return variantcPage.loadFen(arguments[0])", fen), what);
                click(c.rules().squareName(cm.kingFrom()));
                click(c.rules().squareName(cm.rookFrom()));
                assertEquals(List.of(MoveNotation.format(pos, castle)), played(), what);
                pos.make(castle);
                assertEquals(Fen.write(pos), driver.executeScript("return variantcPage.fen()"), what);
            }
        }
        assertEquals(List.of(), Chromium.consoleErrors(driver));
    }

    /**
     * The castling positions of the first arrays, by number, where the White King stays, his
     * Rook stays, they swap, and both move: first ranks with King and that Rook only.
     */
    private static Map<String, String> samples(VariantRules rules) {
        Rulebook book = Preparation.table(rules);
        StartArrays arrays = new StartArrays(book);
        Map<String, String> found = new LinkedHashMap<>();
        for (String kind : List.of("King stays", "Rook stays", "swap", "both move")) {
            for (int n = 0; n < arrays.count() && !found.containsKey(kind); n++) {
                for (String fen : CastlingPositions.of(arrays.fen(n))) {
                    Position pos = Fen.read(book, fen);
                    if (fen.contains(" w ") && kind(pos.book.castlings[Move.index(castling(pos))]).equals(kind)) {
                        found.putIfAbsent(kind, fen);
                    }
                }
            }
        }
        return found;
    }

    private static String kind(CastlingMove c) {
        if (c.kingFrom() == c.kingTo()) {
            return "King stays";
        }
        if (c.rookFrom() == c.rookTo()) {
            return "Rook stays";
        }
        return c.kingTo() == c.rookFrom() && c.rookTo() == c.kingFrom() ? "swap" : "both move";
    }

    /** The one castling of a castling position. */
    private static long castling(Position pos) {
        for (long m : pos.legalMoves().toArray()) {
            if (Move.isCastle(m)) {
                return m;
            }
        }
        throw new AssertionError("no castling in " + Fen.write(pos));
    }

    @SuppressWarnings("unchecked")
    private List<String> played() {
        return (List<String>) driver.executeScript("return variantcPage.played()");
    }

    private void click(String square) {
        driver.findElement(By.cssSelector("#board .square[data-square='" + square + "']")).click();
    }
}
