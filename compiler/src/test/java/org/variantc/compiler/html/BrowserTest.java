package org.variantc.compiler.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.notation.San;
import org.variantc.runtime.rules.VariantRules;
import org.variantc.runtime.search.Search;
import org.variantc.runtime.search.SearchResult;
import org.variantc.web.Opponent;

/**
 * Every shipped variant's page in headless Chromium: it loads without console errors, a legal
 * move is played by clicking, an illegal one is refused, the computer answers with the move the
 * Java engine's search finds under the same limits, the move list is in SAN, and on a set of
 * positions per variant the legal moves the page computes (the TeaVM-compiled runtime) are the
 * Java engine's, move for move.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class BrowserTest {
    private static final int POSITIONS = 8;
    private ChromeDriver driver;
    private Path dir;

    @BeforeAll
    void start() throws IOException {
        driver = Chromium.start();
        dir = Files.createTempDirectory("variantc-pages");
    }

    @AfterAll
    void stop() {
        if (driver != null) {
            driver.quit();
        }
    }

    @TestFactory
    Stream<DynamicTest> everyVariantPlaysInTheBrowserAsOnTheJvm() {
        return ShippedDefinitions.files().stream().map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
            Compilation c = ShippedDefinitions.compile(file);
            VariantRules rules = c.rules();
            open(HtmlPage.render(c.variant().orElseThrow(), rules), file.getFileName() + ".html");
            assertEquals(List.of(), Chromium.consoleErrors(driver), "console errors on loading");

            Position start = Fen.start(rules);
            assertEquals(Fen.write(start), page("return variantcPage.fen()"));
            refusesAnIllegalClick(start);
            playsALegalMoveByClicking(start);
            for (String fen : positions(rules, file.getFileName().toString())) {
                assertEquals(Boolean.TRUE, driver.executeScript("return variantcPage.loadFen(arguments[0])", fen), fen);
                assertEquals(javaMoves(Fen.read(rules, fen)), pageMoves(), "legal moves of " + fen);
            }
            if (rules.placing().drops().enabled()) {
                dropsByClicking(rules);
            }
            if (rules.start().armies() != null) {
                armiesChosenInThePage(rules);
            }
            computerAnswers(start);
            screenshot(start, file.getFileName().toString().replace(".variant", ".png"));
            assertEquals(List.of(), Chromium.consoleErrors(driver), "console errors while playing");
        }));
    }

    /** Two other armies chosen in the page start the game Java starts for them, and play alike. */
    private void armiesChosenInThePage(VariantRules rules) {
        int white = rules.start().armies().armies().size() - 1;
        int black = rules.start().armies().armies().size() / 2;
        VariantRules pair = rules.withArmies(white, black);
        assertEquals(Fen.write(Fen.start(pair)), driver.executeScript("return variantcPage.startArmies(arguments[0], arguments[1])", white, black));
        for (String fen : positions(pair, "armies")) {
            assertEquals(Boolean.TRUE, driver.executeScript("return variantcPage.loadFen(arguments[0])", fen), fen);
            assertEquals(javaMoves(Fen.read(pair, fen)), pageMoves(), "legal moves of " + fen);
        }
    }

    /** A man put in hand, clicked there, then dropped by clicking an empty square. */
    private void dropsByClicking(VariantRules rules) {
        int type = 0;
        while (rules.pieces().get(type).royal() || rules.pieces().get(type).dropZone() == null) {
            type++;
        }
        String id = rules.pieces().get(type).id();
        String fen = Fen.write(Fen.start(rules)).replaceFirst("\\[[^\\]]*\\]", "[" + (id.length() > 1 ? "(" + id + ")" : id) + "]");
        Position pos = Fen.read(rules, fen);
        long drop = -1;
        for (long move : pos.legalMoves().toArray()) {
            if (Move.isDrop(move)) {
                drop = move;
                break;
            }
        }
        assertTrue(drop != -1, "a drop in " + fen);
        assertEquals(Boolean.TRUE, driver.executeScript("return variantcPage.loadFen(arguments[0])", fen));
        driver.findElement(By.cssSelector("#hand-bottom button[data-hand='" + id + "']")).click();
        click(rules.squareName(Move.to(drop)));
        assertEquals(List.of(MoveNotation.format(pos, drop)), page("return variantcPage.played()"));
        assertEquals(List.of(San.format(pos, drop)), page("return variantcPage.playedSan()"));
    }

    /** Several moves between two squares: the chooser offers each, and the one clicked is played. */
    @Test
    void promotionIsChosenInADialog() throws IOException {
        Path fide = ShippedDefinitions.files().stream().filter(p -> p.getFileName().toString().equals("fide.variant"))
                .findFirst().orElseThrow();
        Compilation c = ShippedDefinitions.compile(fide);
        open(HtmlPage.render(c.variant().orElseThrow(), c.rules()), "promotion.html");
        assertEquals(Boolean.TRUE, driver.executeScript("return variantcPage.loadFen('7k/P7/8/8/8/8/8/K7 w - - 0 1')"));
        click("a7");
        click("a8");
        assertEquals(Boolean.TRUE, page("var d = document.getElementById('choice'); return !d.hidden && d.offsetWidth > 0"),
                "the chooser is open");
        List<String> offered = driver.findElements(By.cssSelector("#choice-options button")).stream()
                .map(b -> b.getAttribute("data-move")).sorted().toList();
        assertEquals(List.of("a7a8b", "a7a8n", "a7a8q", "a7a8r"), offered);
        assertEquals(List.of("a8=Q+ Queen", "a8=R+ Rook", "a8=B Bishop", "a8=N Knight"), choiceLabels(),
                "each choice says its SAN and the piece, in the definition's order");
        Files.createDirectories(Path.of("target", "screenshots"));
        Files.write(Path.of("target", "screenshots", "promotion-dialog.png"), driver.getScreenshotAs(OutputType.BYTES));
        driver.findElement(By.cssSelector("#choice-options button[data-move='a7a8n']")).click();
        assertEquals(List.of("a7a8n"), page("return variantcPage.played()"));
        assertTrue(((String) page("return variantcPage.fen()")).matches("N~?6k/.*"), "a Knight on a8");
        driver.findElement(By.id("undo")).click();
        assertEquals(List.of(), page("return variantcPage.played()"));
        assertEquals(List.of(), Chromium.consoleErrors(driver));
    }

    /** A declined optional promotion and a promotion with its SAN, as the JVM's San writes them. */
    @Test
    void anOptionalPromotionIsLabelledInSan() throws IOException {
        Path file = ShippedDefinitions.files().stream()
                .filter(p -> p.getFileName().toString().equals("chess-and-a-half.variant")).findFirst().orElseThrow();
        Compilation c = ShippedDefinitions.compile(file);
        open(HtmlPage.render(c.variant().orElseThrow(), c.rules()), "optional-promotion.html");
        String fen = "11k/2G9/12/12/12/12/12/12/12/12/12/K11 w - - 0 1";
        assertEquals(Boolean.TRUE, driver.executeScript("return variantcPage.loadFen(arguments[0])", fen));
        click("c11");
        click("c12");
        Position pos = Fen.read(c.rules(), fen);
        List<String> expected = new ArrayList<>();
        for (long move : pos.legalMoves().toArray()) {
            if (pos.rules().squareName(Move.from(move)).equals("c11") && pos.rules().squareName(Move.to(move)).equals("c12")) {
                expected.add(San.format(pos, move) + " " + (Move.promotion(move) >= 0
                        ? pos.rules().pieces().get(Move.promotion(move)).name() : "do not promote"));
            }
        }
        assertEquals(2, expected.size(), "promote or not: " + expected);
        assertEquals(expected.stream().sorted().toList(), choiceLabels().stream().sorted().toList());
        assertEquals(List.of("Gc12=X Eques Rex", "Gc12= do not promote"), choiceLabels(), "the SAN of a declined promotion ends in a bare =");
        assertEquals(List.of(), Chromium.consoleErrors(driver));
    }

    /** Each chooser button's SAN and words, as a reader sees them. */
    private List<String> choiceLabels() {
        return driver.findElements(By.cssSelector("#choice-options button")).stream()
                .map(b -> b.findElement(By.cssSelector(".choice-san")).getText() + " "
                        + b.findElement(By.cssSelector(".choice-name")).getText())
                .toList();
    }

    /**
     * The real search plays for the computer, in the browser: it takes a hanging Queen and finds a
     * mate in two (three plies, beyond any two-ply material stand-in) at every strength, with the
     * JVM's move, depth and node count.
     */
    @Test
    void theComputerIsTheEnginesSearch() throws IOException {
        Path fide = ShippedDefinitions.files().stream().filter(p -> p.getFileName().toString().equals("fide.variant"))
                .findFirst().orElseThrow();
        Compilation c = ShippedDefinitions.compile(fide);
        open(HtmlPage.render(c.variant().orElseThrow(), c.rules()), "search.html");
        assertTrue(driver.findElement(By.id("opponent-label")).getText().contains("search"));
        assertFalse(driver.findElement(By.id("opponent-label")).getText().toLowerCase().contains("fallback"));
        for (int strength = 1; strength <= 3; strength++) {
            String hanging = "4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1";
            assertEquals("Rxd5", computerMove(c.rules(), hanging, strength).get("san"), "takes the Queen");
            String mateInTwo = "k7/8/2K5/8/8/8/8/7R w - - 0 1";
            Map<String, Object> thought = computerMove(c.rules(), mateInTwo, strength);
            Position pos = Fen.read(c.rules(), mateInTwo);
            long move = MoveNotation.parse(pos, (String) thought.get("move"));
            assertTrue(((Number) thought.get("score")).intValue() >= Search.MATE_BOUND, "a mate is announced: " + thought);
            pos.make(move);
            for (long reply : pos.legalMoves().toArray()) {
                pos.make(reply);
                assertTrue(matesInOne(pos), thought.get("san") + " " + MoveNotation.format(pos, reply) + " leaves no mate");
                pos.unmake();
            }
        }
        // the figure to watch: how long the strongest setting takes in a full middle game
        computerMove(c.rules(), "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4", 3);
        assertEquals(List.of(), Chromium.consoleErrors(driver));
    }

    /** The page's computer plays White from {@code fen}; its move and report equal the JVM's search. */
    @SuppressWarnings("unchecked")
    private Map<String, Object> computerMove(VariantRules rules, String fen, int strength) {
        new Select(driver.findElement(By.id("computer"))).selectByValue("none");
        assertEquals(Boolean.TRUE, driver.executeScript("return variantcPage.loadFen(arguments[0])", fen));
        new Select(driver.findElement(By.id("strength"))).selectByValue(String.valueOf(strength));
        new Select(driver.findElement(By.id("computer"))).selectByValue("0");
        new WebDriverWait(driver, Duration.ofSeconds(120)).until(d -> ((List<?>) ((ChromeDriver) d)
                .executeScript("return variantcPage.played()")).size() == 1);
        new Select(driver.findElement(By.id("computer"))).selectByValue("none");
        Map<String, Object> thought = (Map<String, Object>) page("return variantcPage.lastThought()");
        Position pos = Fen.read(rules, fen);
        SearchResult java = Opponent.think(pos, strength);
        assertEquals(java.bestText(), thought.get("move"), "strength " + strength + " in " + fen);
        assertEquals(List.of(java.bestText()), page("return variantcPage.played()"));
        assertEquals(List.of(San.format(pos, java.bestMove())), page("return variantcPage.playedSan()"));
        assertEquals((long) java.depth(), ((Number) thought.get("depth")).longValue(), "depth at strength " + strength);
        assertEquals(java.nodes(), ((Number) thought.get("nodes")).longValue(), "nodes at strength " + strength);
        assertTrue(driver.findElement(By.id("opponent-label")).getText().contains(java.nodes() + " positions"));
        System.out.printf("browser search, strength %d, %s: %s depth %d, %d nodes, score %d, %s ms in Chromium%n",
                strength, fen, thought.get("san"), java.depth(), java.nodes(), java.score(), thought.get("millis"));
        return thought;
    }

    private static boolean matesInOne(Position pos) {
        for (long m : pos.legalMoves().toArray()) {
            pos.make(m);
            boolean mate = pos.inCheck() && pos.legalMoves().isEmpty();
            pos.unmake();
            if (mate) {
                return true;
            }
        }
        return false;
    }

    /** A definition whose texts carry markup and script: the page shows them as text and runs none of it. */
    @Test
    void aHostileDefinitionRendersAsText() throws IOException {
        String name = "<script>window.pwned=1</script> \\\"quoted\\\" ]]> </script> '\u2028\u2029 <!--";
        String description = "<img src=x onerror=\\\"window.pwned=2\\\"> & </SCRIPT><script>window.pwned=3</script>";
        String definition = "variant \"" + name + "\" { author \"<b>bold</b>\" source \"javascript:window.pwned=4\" "
                + "description \"" + description + "\" }\n"
                + "board 8 x 8\n"
                + "piece \"<i>King</i>\" K \"K\" royal\n"
                + "piece \"</script><script>window.pwned=5</script>\" R \"R\"\n"
                + "setup \"4k3/8/8/8/8/8/8/R3K3\"\n";
        Path file = dir.resolve("hostile.variant");
        Files.writeString(file, definition, StandardCharsets.UTF_8);
        Compilation c = VariantCompiler.compile(file);
        assertTrue(c.succeeded(), c.report());
        String html = HtmlPage.render(c.variant().orElseThrow(), c.rules());
        assertFalse(html.contains("window.pwned=1</script>"), "the name's script is escaped in the file");
        open(html, "hostile.html");
        assertEquals(List.of(), Chromium.consoleErrors(driver));
        assertEquals(null, driver.executeScript("return window.pwned"), "no script from the definition ran");
        String expectedName = "<script>window.pwned=1</script> \"quoted\" ]]> </script> '\u2028\u2029 <!--";
        assertEquals(expectedName, driver.findElement(By.id("variant-name")).getAttribute("textContent"));
        assertEquals(expectedName + " — playable diagram", driver.getTitle());
        assertEquals("<img src=x onerror=\"window.pwned=2\"> & </SCRIPT><script>window.pwned=3</script>",
                driver.findElement(By.id("variant-description")).getAttribute("textContent"));
        assertEquals(0, driver.findElements(By.cssSelector("header a")).size(), "no javascript: link");
        assertTrue(driver.findElement(By.id("legend")).getAttribute("textContent").contains("</script><script>window.pwned=5</script>"));
        assertEquals(2L, driver.executeScript("return document.scripts.length - 1"), "only the page's own scripts");
    }

    private void open(String html, String name) throws IOException {
        Path page = dir.resolve(name);
        Chromium.open(driver, page, html);
        // the page's computer plays Black by default (PlayPageTest shows it); these tests choose when it plays
        new Select(driver.findElement(By.id("computer"))).selectByValue("none");
    }

    private Object page(String script) {
        return driver.executeScript(script);
    }

    private void click(String square) {
        driver.findElement(By.cssSelector("#board .square[data-square='" + square + "']")).click();
    }

    /** The first legal move of the start position whose two squares no other move shares, clicked. */
    private void playsALegalMoveByClicking(Position start) {
        long move = clickable(start);
        clickMove(start, move);
        assertEquals(List.of(MoveNotation.format(start, move)), page("return variantcPage.played()"));
        assertEquals(List.of(San.format(start, move)), page("return variantcPage.playedSan()"), "the move list is SAN");
        assertEquals(San.format(start, move), page("return document.querySelector('#move-list .san').textContent"));
        start.make(move);
        assertEquals(Fen.write(start), page("return variantcPage.fen()"));
        start.unmake();
        driver.findElement(By.id("new-game")).click();
        assertEquals(List.of(), page("return variantcPage.played()"));
    }

    private void clickMove(Position pos, long move) {
        click(pos.rules().squareName(Move.from(move)));
        click(pos.rules().squareName(Move.to(move)));
    }

    private static long clickable(Position start) {
        MoveList moves = start.legalMoves();
        for (int i = 0; i < moves.size(); i++) {
            long move = moves.get(i);
            if (!Move.isDrop(move) && !sharedSquares(moves, move)) {
                return move;
            }
        }
        throw new AssertionError("no plain move to click in the start position");
    }

    private static boolean sharedSquares(MoveList moves, long move) {
        int n = 0;
        for (int i = 0; i < moves.size(); i++) {
            long other = moves.get(i);
            n += Move.from(other) == Move.from(move) && Move.to(other) == Move.to(move) && !Move.isDrop(other) ? 1 : 0;
        }
        return n > 1;
    }

    /** A man of the side to move, clicked, then a square none of its moves reaches: nothing is played. */
    private void refusesAnIllegalClick(Position start) {
        VariantRules rules = start.rules();
        MoveList moves = start.legalMoves();
        for (int i = 0; i < moves.size(); i++) {
            long move = moves.get(i);
            if (Move.isDrop(move)) {
                continue;
            }
            int from = Move.from(move);
            for (int sq = 0; sq < rules.squares(); sq++) {
                if (start.sideAt(sq) < 0 && !reaches(moves, from, sq)) {
                    click(rules.squareName(from));
                    click(rules.squareName(sq));
                    assertEquals(List.of(), page("return variantcPage.played()"));
                    assertEquals(Fen.write(start), page("return variantcPage.fen()"));
                    assertEquals("Not a legal move.", page("return variantcPage.status()"));
                    return;
                }
            }
        }
        throw new AssertionError("no illegal destination found");
    }

    private static boolean reaches(MoveList moves, int from, int to) {
        for (int i = 0; i < moves.size(); i++) {
            if (!Move.isDrop(moves.get(i)) && Move.from(moves.get(i)) == from && Move.to(moves.get(i)) == to) {
                return true;
            }
        }
        return false;
    }

    /**
     * The computer, set to play the other side at strength 1, answers a clicked move with a legal
     * move, and it is the move the engine's search picks on the JVM under the page's limits.
     */
    private void computerAnswers(Position start) {
        assertEquals(Boolean.TRUE, driver.executeScript("return variantcPage.loadFen(arguments[0])", Fen.write(start)));
        new Select(driver.findElement(By.id("strength"))).selectByValue("1");
        new Select(driver.findElement(By.id("computer"))).selectByValue(start.sideToMove() == 0 ? "1" : "0");
        long move = clickable(start);
        clickMove(start, move);
        new WebDriverWait(driver, Duration.ofSeconds(60)).until(d -> ((List<?>) ((ChromeDriver) d)
                .executeScript("return variantcPage.played()")).size() == 2);
        @SuppressWarnings("unchecked")
        List<String> played = (List<String>) page("return variantcPage.played()");
        String clicked = San.format(start, move);
        start.make(move);
        List<String> answers = javaMoves(start);
        SearchResult java = Opponent.think(start, 1);
        String javaSan = San.format(start, java.bestMove());
        start.unmake();
        assertTrue(answers.contains(played.get(1)), "the computer's " + played.get(1) + " is legal");
        assertEquals(java.bestText(), played.get(1), "the page's search and the JVM's agree");
        assertEquals(List.of(clicked, javaSan), page("return variantcPage.playedSan()"));
        new Select(driver.findElement(By.id("computer"))).selectByValue("none");
    }

    /**
     * A picture of the page for people to look at, in target/screenshots: a man selected with its
     * destinations marked, and the first legend piece's move diagram open.
     */
    private void screenshot(Position start, String name) throws IOException {
        driver.executeScript("return variantcPage.loadFen(arguments[0])", Fen.write(start));
        driver.findElement(By.cssSelector(".legend-piece")).click();
        long move = clickable(start);
        click(start.rules().squareName(Move.from(move)));
        Path shots = Path.of("target", "screenshots");
        Files.createDirectories(shots);
        driver.executeScript("window.scrollTo(0, 0)");
        Files.write(shots.resolve(name), driver.getScreenshotAs(OutputType.BYTES));
        driver.executeScript("document.getElementById('legend-area').scrollIntoView()");
        Files.write(shots.resolve(name.replace(".png", "-legend.png")), driver.getScreenshotAs(OutputType.BYTES));
    }

    /** The start position and positions along a seeded random game, every few plies. */
    private static List<String> positions(VariantRules rules, String seed) {
        List<String> fens = new ArrayList<>();
        Position pos = Fen.start(rules);
        Random random = new Random(seed.hashCode());
        fens.add(Fen.write(pos));
        for (int ply = 1; ply <= 60 && fens.size() < POSITIONS; ply++) {
            MoveList moves = pos.legalMoves();
            if (moves.isEmpty() || GameStatus.of(pos).isOver()) {
                break;
            }
            pos.make(moves.get(random.nextInt(moves.size())));
            if (ply % 7 == 0) {
                fens.add(Fen.write(pos));
            }
        }
        return fens;
    }

    private static List<String> javaMoves(Position pos) {
        if (GameStatus.of(pos).isOver()) {
            return List.of();
        }
        return Arrays.stream(pos.legalMoves().toArray()).mapToObj(m -> MoveNotation.format(pos, m)).sorted().toList();
    }

    @SuppressWarnings("unchecked")
    private List<String> pageMoves() {
        return ((List<String>) page("return variantcPage.legalMoves()")).stream().sorted().toList();
    }
}
