package org.variantc.compiler.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;

/**
 * Every Fairy-Stockfish game of {@code definitions/fairy-stockfish/} played in headless Chromium:
 * the page (the TeaVM-compiled runtime) gives the JVM's legal moves and result on every position
 * of the Fairy-Stockfish reference files for that game (start and midgames, FENs as
 * Fairy-Stockfish writes them), and along a seeded random game played move by move in the page
 * to its end (or 300 plies), the page's FEN, legal moves and result match the JVM's after every
 * ply: explosions, compulsory captures, check counts, goals, drops and every other rule.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class FairyGamesBrowserTest {
    private static final int PLIES = 120;
    private static final Path REFERENCE = Path.of("compiler/src/test/resources/reference");
    private ChromeDriver driver;
    private Path dir;

    @BeforeAll
    void start() throws IOException {
        driver = Chromium.start();
        dir = Files.createTempDirectory("variantc-fairy-pages");
    }

    @AfterAll
    void stop() {
        if (driver != null) {
            driver.quit();
        }
    }

    @TestFactory
    Stream<DynamicTest> everyFairyStockfishGamePlaysInTheBrowserAsOnTheJvm() throws IOException {
        return games().map(name -> DynamicTest.dynamicTest(name, () -> {
            Compilation c = VariantCompiler.compile(Sources.definition("fairy-stockfish/" + name + ".variant"));
            assertTrue(c.succeeded(), c.report());
            VariantRules rules = c.rules();
            Path page = dir.resolve(name + ".html");
            Chromium.open(driver, page, HtmlPage.render(c.variant().orElseThrow(), rules));
            assertEquals(List.of(), Chromium.consoleErrors(driver), "console errors on loading");
            new Select(driver.findElement(By.id("computer"))).selectByValue("none"); // the moves here are the test's
            List<String> fens = referenceFens(name);
            assertTrue(fens.size() >= 4, name + ": reference positions " + fens.size());
            for (String fen : fens) {
                assertEquals(Boolean.TRUE, driver.executeScript("return variantcPage.loadFen(arguments[0])", fen), fen);
                agrees(Fen.read(rules, fen), fen);
            }
            randomGame(rules, name);
            Files.createDirectories(Path.of("target", "screenshots", "fairy-stockfish"));
            Files.write(Path.of("target", "screenshots", "fairy-stockfish", name + ".png"), driver.getScreenshotAs(OutputType.BYTES));
            assertEquals(List.of(), Chromium.consoleErrors(driver), "console errors while playing");
        }));
    }

    /**
     * A game of random moves chosen on the JVM, then played in the page in one script call that
     * returns the page's FEN, result and legal moves after every ply (one round trip per game, not
     * four per ply), compared ply by ply with what the JVM saw after the same ply.
     */
    private void randomGame(VariantRules rules, String name) {
        Position pos = Fen.start(rules);
        String startFen = Fen.write(pos);
        Random random = new Random(name.hashCode());
        List<String> texts = new ArrayList<>();
        List<List<Object>> jvm = new ArrayList<>();
        for (int ply = 0; ply < PLIES && !GameStatus.of(pos).isOver(); ply++) {
            MoveList moves = pos.legalMoves();
            long move = moves.get(random.nextInt(moves.size()));
            texts.add(MoveNotation.format(pos, move));
            pos.make(move);
            jvm.add(List.of(Fen.write(pos), result(pos), legalMoves(pos)));
        }
        assertEquals(Boolean.TRUE, driver.executeScript("return variantcPage.loadFen(arguments[0])", startFen));
        @SuppressWarnings("unchecked")
        List<List<Object>> page = (List<List<Object>>) driver.executeScript(PLAY_ALL, texts);
        assertEquals(texts.size(), page.size(), name + ": plies the page played of " + texts);
        for (int i = 0; i < texts.size(); i++) {
            List<Object> p = page.get(i);
            @SuppressWarnings("unchecked")
            List<Object> played = List.of(p.get(0), p.get(1), sorted((List<String>) p.get(2)));
            assertEquals(jvm.get(i), played, "FEN, result and legal moves of " + name + " after " + texts.subList(0, i + 1));
        }
        System.out.printf("browser %s: random game of %d plies, %s%n", name, texts.size(), GameStatus.of(pos));
    }

    /** Plays the moves in the page; after each, [FEN, result, legal moves]; stops at a refused move. */
    private static final String PLAY_ALL = """
            var moves = arguments[0], plies = [];
            for (var i = 0; i < moves.length; i++) {
                if (!variantcPage.play(moves[i])) break;
                plies.push([variantcPage.fen(), variantcPage.result(), variantcPage.legalMoves()]);
            }
            return plies;""";

    private void agrees(Position pos, String where) {
        assertEquals(result(pos), driver.executeScript("return variantcPage.result()"), "result of " + where);
        @SuppressWarnings("unchecked")
        List<String> browser = (List<String>) driver.executeScript("return variantcPage.legalMoves()");
        assertEquals(legalMoves(pos), sorted(browser), "legal moves of " + where);
    }

    private static String result(Position pos) {
        GameStatus status = GameStatus.of(pos);
        return status.result() + " " + status.reason();
    }

    /** The legal moves in coordinates, sorted; none once the game is over (the page offers none). */
    private static List<String> legalMoves(Position pos) {
        return GameStatus.of(pos).isOver() ? List.of()
                : sorted(Arrays.stream(pos.legalMoves().toArray()).mapToObj(m -> MoveNotation.format(pos, m)).toList());
    }

    private static List<String> sorted(List<String> moves) {
        return moves.stream().sorted().toList();
    }

    /** The games: every definition in {@code definitions/fairy-stockfish}. */
    private static Stream<String> games() throws IOException {
        try (Stream<Path> files = Files.list(Sources.projectRoot().resolve("definitions/fairy-stockfish"))) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".variant"))
                    .map(n -> n.substring(0, n.length() - ".variant".length())).sorted().toList().stream();
        }
    }

    /** The FENs of every reference file's rows for the game (perft.tsv and the upstream files). */
    private static List<String> referenceFens(String name) {
        List<String> fens = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Sources.projectRoot().resolve(REFERENCE))) {
            for (Path file : files.filter(p -> p.toString().endsWith(".tsv") && p.toString().contains("fairy-stockfish")).sorted().toList()) {
                for (String line : Files.readAllLines(file)) {
                    String[] row = line.split("\t");
                    if (!line.startsWith("#") && row.length >= 2 && row[0].equals(name) && !fens.contains(row[1])) {
                        fens.add(row[1]);
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return fens;
    }
}
