package org.variantc.compiler.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.notation.San;
import org.variantc.runtime.rules.ArmyChoice;
import org.variantc.runtime.rules.VariantRules;
import org.variantc.runtime.search.SearchResult;
import org.variantc.web.Opponent;

/**
 * The page as a player meets it, in headless Chromium: the computer answers a first move
 * without being asked, thinks in a worker so the page answers clicks while it searches (the
 * 12 × 12 board at the highest strength), can be told to move now or stop, a game goes out as
 * PGN and comes back into a fresh page in the same position, a PGN with an illegal move is
 * refused by name, and the army games' legend names their armies and promotion choices.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PlayPageTest {
    /** The answer to a click that counts as responsive. */
    private static final long RESPONSIVE_MILLIS = 200;
    private ChromeDriver driver;
    private Path dir;

    @BeforeAll
    void start() throws IOException {
        driver = Chromium.start();
        dir = Files.createTempDirectory("variantc-play-pages");
    }

    @AfterAll
    void stop() {
        if (driver != null) {
            driver.quit();
        }
    }

    /** Nothing chosen: the computer plays Black and answers White's first move with its search's move. */
    @Test
    void theComputerPlaysBlackByDefault() throws IOException {
        Compilation c = open("fide.variant");
        assertEquals("1", new Select(driver.findElement(By.id("computer"))).getFirstSelectedOption().getAttribute("value"));
        click("e2");
        click("e4");
        new WebDriverWait(driver, Duration.ofSeconds(60)).until(d -> played().size() == 2);
        Position pos = Fen.start(c.rules());
        pos.make(MoveNotation.parse(pos, "e2e4"));
        SearchResult java = Opponent.think(pos, 2);
        assertEquals(List.of("e2e4", java.bestText()), played(), "the default strength's reply, as the JVM searches it");
        assertEquals("worker", page("return variantcPage.thinker()"), "it thought in a Web Worker");
        assertEquals(List.of(), Chromium.consoleErrors(driver));
    }

    /**
     * The strongest setting on the 12 × 12 board searches for seconds; all the while the page
     * answers a click on the legend (drawing a move diagram through the page's own runtime) and
     * a timer within {@value #RESPONSIVE_MILLIS} ms, the progress line shows the search, and the
     * move played in the end is the JVM's.
     */
    @Test
    void thePageAnswersClicksWhileTheComputerThinksOnTwelveByTwelve() throws IOException {
        Compilation c = open("chess-and-a-half.variant");
        new Select(driver.findElement(By.id("strength"))).selectByValue("3");
        long started = System.nanoTime();
        new Select(driver.findElement(By.id("computer"))).selectByValue("0");
        new WebDriverWait(driver, Duration.ofSeconds(30)).until(d -> ((String) page("return variantcPage.progress()")).contains("depth"));
        // in the page: from the click's event time to the end of its handlers (a listener on the
        // document runs after the legend card's own); the round trips through chromedriver are
        // reported beside it, they add the driver's and a loaded machine's delays
        page("window.clickMillis = []; document.addEventListener('click', function (e) {"
                + " window.clickMillis.push(performance.now() - e.timeStamp); })");
        List<Long> clicks = new ArrayList<>();
        List<Long> calls = new ArrayList<>();
        List<Long> timers = new ArrayList<>();
        List<org.openqa.selenium.WebElement> cards = driver.findElements(By.cssSelector(".legend-piece"));
        for (int i = 0; i < 10 && Boolean.TRUE.equals(page("return variantcPage.thinking()")); i++) {
            long t0 = System.nanoTime();
            cards.get(i % cards.size()).click();
            String title = (String) page("return document.getElementById('diagram-title').textContent");
            clicks.add((System.nanoTime() - t0) / 1_000_000);
            assertTrue(title.startsWith(c.rules().pieces().get(i % cards.size()).name() + " on "), title);
            long t1 = System.nanoTime();
            assertEquals("w", ((String) page("return variantcPage.fen()")).split(" ")[1]);
            calls.add((System.nanoTime() - t1) / 1_000_000);
            timers.add(((Number) driver.executeAsyncScript(
                    "var done = arguments[0], t = performance.now(); setTimeout(function () { done(performance.now() - t); }, 0);"))
                    .longValue());
        }
        assertTrue(Boolean.TRUE.equals(page("return variantcPage.thinking()")), "the search was still running after the clicks");
        assertTrue(clicks.size() == 10, "ten clicks while it searched");
        @SuppressWarnings("unchecked")
        List<Number> inPage = (List<Number>) page("return window.clickMillis");
        List<Long> handled = inPage.stream().map(Number::longValue).toList();
        String progress = (String) page("return variantcPage.progress()");
        screenshot("page-chess-and-a-half-thinking.png");
        new WebDriverWait(driver, Duration.ofSeconds(180)).until(d -> played().size() == 1);
        long searchMillis = (System.nanoTime() - started) / 1_000_000;
        SearchResult java = Opponent.think(Fen.start(c.rules()), 3);
        assertEquals(List.of(java.bestText()), played(), "the worker's search is the JVM's");
        long worstHandled = handled.stream().mapToLong(Long::longValue).max().orElseThrow();
        long worstTimer = timers.stream().mapToLong(Long::longValue).max().orElseThrow();
        long medianCall = calls.stream().sorted().toList().get(calls.size() / 2);
        System.out.printf("12 x 12 (Chess and a Half), strength 3, %d nodes, depth %d: the search took %d ms in the worker; "
                + "while it ran, clicks on the legend were handled in the page %s ms after the event (worst %d), "
                + "a timer fired after %s ms (worst %d), a script call's round trip through chromedriver took %s ms (median %d), "
                + "a click's round trip through chromedriver %s ms; progress: %s%n",
                java.nodes(), java.depth(), searchMillis, handled, worstHandled, timers, worstTimer, calls, medianCall, clicks, progress);
        assertEquals(clicks.size(), handled.size(), "every click reached the page");
        assertTrue(worstHandled < RESPONSIVE_MILLIS, "clicks handled " + handled + " ms after the event");
        assertTrue(worstTimer < RESPONSIVE_MILLIS, "timers fired after " + timers + " ms");
        assertTrue(medianCall < RESPONSIVE_MILLIS, "script calls answered in " + calls + " ms");
        assertTrue(progress.matches("White is thinking: depth \\d+, score .*best so far .*"), progress);
        assertEquals(List.of(), Chromium.consoleErrors(driver));
    }

    /** "Move now" plays the best move found so far at once; "Stop" ends the search and leaves the move to the person. */
    @Test
    void moveNowAndStop() throws IOException {
        Compilation c = open("chess-and-a-half.variant");
        new Select(driver.findElement(By.id("strength"))).selectByValue("3");
        new Select(driver.findElement(By.id("computer"))).selectByValue("0");
        new WebDriverWait(driver, Duration.ofSeconds(30)).until(d -> driver.findElement(By.id("move-now")).isEnabled());
        long t0 = System.nanoTime();
        driver.findElement(By.id("move-now")).click();
        long millis = (System.nanoTime() - t0) / 1_000_000;
        List<String> played = played();
        assertEquals(1, played.size(), "moved at once (" + millis + " ms)");
        Position pos = Fen.start(c.rules());
        assertTrue(legal(pos).contains(played.get(0)), played.get(0) + " is legal");
        assertFalse(Boolean.TRUE.equals(page("return variantcPage.thinking()")));
        new Select(driver.findElement(By.id("computer"))).selectByValue("both");
        new WebDriverWait(driver, Duration.ofSeconds(30)).until(d -> Boolean.TRUE.equals(page("return variantcPage.thinking()")));
        driver.findElement(By.id("stop")).click();
        assertFalse(Boolean.TRUE.equals(page("return variantcPage.thinking()")));
        assertEquals("none", new Select(driver.findElement(By.id("computer"))).getFirstSelectedOption().getAttribute("value"));
        assertEquals("Black to move.", page("return variantcPage.status()"));
        System.out.printf("Move now played %s %d ms after the click%n", played.get(0), millis);
        assertEquals(List.of(), Chromium.consoleErrors(driver));
    }

    /**
     * A game out as PGN and into a fresh page: the same position, moves and move list, for a
     * drop game, the 12 × 12 board, and an armies game begun from two chosen armies (its FEN tag
     * names them); the PGN's moves are the JVM's SAN of the same game.
     */
    @Test
    void pgnRoundTrip() throws IOException {
        for (String file : List.of("halfgi.variant", "chess-and-a-half.variant", "augmented-chess.variant", "nearlydouble-chess.variant")) {
            Compilation c = open(file);
            // the test moves both sides: the page's computer, Black by default, would race its moves
            new Select(driver.findElement(By.id("computer"))).selectByValue("none");
            VariantRules rules = c.rules();
            String name = c.variant().orElseThrow().metadata().name();
            Position pos = Fen.start(rules);
            if (rules.start().armies() != null) {
                int white = rules.start().armies().armies().size() - 1;
                int black = 3;
                rules = rules.withArmies(white, black);
                pos = Fen.start(rules);
                assertEquals(Fen.write(pos), page("return variantcPage.startArmies(" + white + ", " + black + ")"));
            }
            String begun = Fen.write(pos);
            List<String> sans = new ArrayList<>();
            long seed = file.hashCode();
            Random random = new Random(seed);
            for (int ply = 0; ply < 30 && !GameStatus.of(pos).isOver(); ply++) {
                MoveList moves = pos.legalMoves();
                long move = moves.get(random.nextInt(moves.size()));
                sans.add(San.format(pos, move));
                String text = MoveNotation.format(pos, move);
                String fen = Fen.write(pos);
                assertEquals(Boolean.TRUE, driver.executeScript("return variantcPage.play(arguments[0])", text),
                        () -> file + " (seed " + seed + "): the page refused " + text + " in " + fen + ": " + page("return variantcPage.status()"));
                pos.make(move);
            }
            String pgn = (String) page("return variantcPage.exportPgn()");
            assertTrue(pgn.contains("[Variant \"" + name + "\"]"), pgn);
            assertEquals(rules.start().armies() != null, pgn.contains("[FEN \"" + begun + "\"]"), "a FEN tag only for a game begun elsewhere: " + pgn);
            for (String san : sans) {
                assertTrue(pgn.contains(" " + san + " ") || pgn.contains(" " + san + "\n") || pgn.contains("\n" + san + " "), san + " in " + pgn);
            }
            List<String> played = played();
            open(file);
            new Select(driver.findElement(By.id("computer"))).selectByValue("none");
            assertEquals(Boolean.TRUE, driver.executeScript("return variantcPage.importPgn(arguments[0])", pgn), pgn);
            assertEquals(Fen.write(pos), page("return variantcPage.fen()"), "the same position after import");
            assertEquals(played, played());
            assertEquals(sans, page("return variantcPage.playedSan()"));
            assertEquals("", page("return variantcPage.pgnError()"));
            System.out.printf("PGN round trip, %s: %d plies, %d characters%n", file, sans.size(), pgn.length());
            illegalPgnIsRefused(file, pgn, sans, Fen.write(pos));
            assertEquals(List.of(), Chromium.consoleErrors(driver));
        }
    }

    /** A PGN whose sixth move is made illegal, and one of another variant, change nothing and say why. */
    private void illegalPgnIsRefused(String file, String pgn, List<String> sans, String fen) {
        int movetext = pgn.indexOf("\n\n");
        StringBuilder bad = new StringBuilder(pgn.substring(0, movetext)).append("\n\n");
        int moves = 0;
        for (String token : pgn.substring(movetext).trim().split("\\s+")) {
            boolean move = !token.matches("\\d+\\.+");
            bad.append(move && moves++ == 5 ? "Ka1a1" : token).append(' ');
        }
        assertEquals(Boolean.FALSE, driver.executeScript("return variantcPage.importPgn(arguments[0])", bad.toString()));
        String error = (String) page("return variantcPage.pgnError()");
        assertTrue(error.startsWith("Move 3... Ka1a1 (Black's) is not legal here: "), file + ": " + error);
        assertEquals(fen, page("return variantcPage.fen()"), "the game on the board is unchanged");
        String other = pgn.replaceFirst("\\[Variant \"[^\"]*\"\\]", "[Variant \"Shatranj\"]");
        assertEquals(Boolean.FALSE, driver.executeScript("return variantcPage.importPgn(arguments[0])", other));
        assertTrue(((String) page("return variantcPage.pgnError()")).contains("\"Shatranj\""));
        assertEquals(fen, page("return variantcPage.fen()"));
    }

    /**
     * Both army games: the Pawn's promotion sentence names no empty list, the legend lists the
     * chosen armies' types as the JVM's rules offer them, and the chooser shows names.
     */
    @Test
    void armyGamesListTheirPromotionChoicesAndArmyNames() throws IOException {
        for (String file : List.of("augmented-chess.variant", "augmented-half-chess.variant")) {
            Compilation c = open(file);
            String legend = driver.findElement(By.id("legend")).getText();
            assertFalse(legend.contains("to ."), legend);
            assertTrue(legend.contains("Promotes on reaching rank 8 to any type either army in the game has"), legend);
            VariantRules rules = c.rules();
            assertEquals(offered(rules, rules.start().armies().white(), rules.start().armies().black()), armyPromotion());
            int white = rules.start().armies().armies().size() - 1;
            page("return variantcPage.startArmies(" + white + ", 2)");
            assertEquals(offered(rules, white, 2), armyPromotion(), "follows the armies chosen");
            ArmyChoice first = rules.start().armies().armies().get(0);
            String option = driver.findElement(By.cssSelector("#army-white option")).getText();
            assertTrue(option.startsWith("1. " + rules.pieces().get(first.pieces()[0]).name() + ", "), option);
            assertTrue(option.endsWith("(" + first.code() + ")"), option);
            if (file.equals("augmented-chess.variant")) {
                assertTrue(option.startsWith("1. Rook + Ferz, "), option);
                screenshot("page-augmented-chess.png");
            }
            assertEquals(List.of(), Chromium.consoleErrors(driver));
        }
    }

    /** The legend line of the army promotion, as the reader sees it. */
    private String armyPromotion() {
        return driver.findElement(By.cssSelector(".army-promotion")).getText();
    }

    /** The line the legend should show: the types the JVM's rules for these armies let a Pawn promote to. */
    private static String offered(VariantRules rules, int white, int black) {
        VariantRules pair = rules.withArmies(white, black);
        int pawn = San.pawnType(pair);
        Set<String> names = new LinkedHashSet<>();
        pair.pieces().get(pawn).promotions().forEach(p -> {
            for (int t : p.choices()) {
                names.add(pair.pieces().get(t).name());
            }
        });
        String[] codes = pair.start().armies().fenField().split("/");
        return "With the armies now chosen (" + codes[0] + " against " + codes[1] + "), that is: " + String.join(", ", names) + ".";
    }

    /**
     * The board fills the window and stays inside it: 8 × 8, 11 × 11 and 12 × 12, in the test's
     * 1300 × 1400 window and in a small 800 × 600 one, where its squares shrink.
     */
    @Test
    void theBoardFitsTheWindow() throws IOException {
        for (String file : List.of("fide.variant", "nearlydouble-chess.variant", "chess-and-a-half.variant")) {
            open(file);
            double large = square(file);
            assertTrue(large > 56, file + ": squares larger than the old fixed 56 px: " + large);
            driver.manage().window().setSize(new org.openqa.selenium.Dimension(800, 600));
            double small = square(file);
            assertTrue(small < large, file + ": squares shrink with the window, " + large + " to " + small);
            driver.manage().window().setSize(new org.openqa.selenium.Dimension(1300, 1400));
            System.out.printf("%s: a square is %.0f px in a 1300 x 1400 window, %.0f px in 800 x 600%n", file, large, small);
        }
    }

    /** The side of a square, after checking the whole board is inside the window. */
    private double square(String file) {
        @SuppressWarnings("unchecked")
        java.util.Map<String, Number> box = (java.util.Map<String, Number>) page("var r = document.getElementById('board').getBoundingClientRect();"
                + " var s = document.querySelector('#board .square').getBoundingClientRect();"
                + " return {right: r.right, bottom: r.bottom, width: window.innerWidth, height: window.innerHeight, side: s.width};");
        assertTrue(box.get("right").doubleValue() <= box.get("width").doubleValue(), file + ": the board is inside the window's width " + box);
        assertTrue(box.get("bottom").doubleValue() <= box.get("height").doubleValue(), file + ": the board is inside the window's height " + box);
        return box.get("side").doubleValue();
    }

    /** The 11 × 11 board for people to look at, with a man selected. */
    @Test
    void nearlydoubleScreenshot() throws IOException {
        open("nearlydouble-chess.variant");
        click("f4");
        assertTrue(driver.findElements(By.cssSelector("#board .square.target")).size() > 0, "the Pawn's moves are marked");
        screenshot("page-nearlydouble-chess.png");
        assertEquals(List.of(), Chromium.consoleErrors(driver));
    }

    private Compilation open(String file) throws IOException {
        Path definition = ShippedDefinitions.files().stream().filter(p -> p.getFileName().toString().equals(file)).findFirst().orElseThrow();
        Compilation c = ShippedDefinitions.compile(definition);
        Path page = dir.resolve(file + ".html");
        Chromium.open(driver, page, HtmlPage.render(c.variant().orElseThrow(), c.rules()));
        return c;
    }

    private void screenshot(String name) throws IOException {
        Path shots = Path.of("target", "screenshots");
        Files.createDirectories(shots);
        driver.executeScript("window.scrollTo(0, 0)");
        Files.write(shots.resolve(name), driver.getScreenshotAs(OutputType.BYTES));
    }

    private Object page(String script) {
        return driver.executeScript(script);
    }

    @SuppressWarnings("unchecked")
    private List<String> played() {
        return (List<String>) page("return variantcPage.played()");
    }

    private void click(String square) {
        driver.findElement(By.cssSelector("#board .square[data-square='" + square + "']")).click();
    }

    private static List<String> legal(Position pos) {
        List<String> out = new ArrayList<>();
        for (long m : pos.legalMoves().toArray()) {
            out.add(MoveNotation.format(pos, m));
        }
        return out;
    }
}
