package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.awt.image.BufferedImage;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.check.Sources;

/**
 * A person plays our engine in real XBoard 4.9 (Debian's {@code xboard} under {@code xvfb-run}) with
 * mouse clicks ({@code xdotool}), XBoard's legality testing off so that the engine's
 * {@code highlight} marks are the only moves XBoard lets the person make: in Chess and a Half a
 * Cat's overtake entered leg by leg (c3, the victim d4 marked cyan, then e5) and a Pawn promoted to
 * a Cat, not the default Queen, by pulling it back on the promotion square (XBoard's sweep, offered
 * from the engine's {@code choice}). XBoard's saved PGN must hold both moves and the engine's
 * replies, and no illegal-move claim or forfeit. The position is pasted (Edit, Paste Position):
 * XBoard reads a position file before the engine has described the board, then replaces it with
 * the engine's start. Screenshots and both sides' logs are kept in {@code compiler/target/xboard-clicks/}.
 */
class XboardClicksTest {
    private static final Path XBOARD = Path.of("/usr/games/xboard");
    private static final List<String> TOOLS = List.of("/usr/bin/xvfb-run", "/usr/bin/xdotool", "/usr/bin/xclip", "/usr/bin/import");
    /** White: King a1, Cat c3, Pawn a11; Black: King l12, Pawn d4. */
    private static final String POSITION = "11k/P11/12/12/12/12/12/12/3p8/2C9/12/K11 w - - 0 1";
    private static final int FILES = 12;
    private static final int RANKS = 12;
    /** How long a wait for XBoard or the engine may take before the test says what it waited for. */
    private static final long HANG_GUARD = 120_000;

    private Path dir;
    private String display;
    private String authority;
    private int[] fileLines;
    private int[] rankLines;

    @Test
    void aPersonsClicksEnterAnOvertakeAndAPromotionChoice() throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(XBOARD) && TOOLS.stream().allMatch(t -> Files.isExecutable(Path.of(t))),
                "skipped: needs Debian's xboard, xvfb, xdotool, xclip and imagemagick");
        Path shots = Sources.projectRoot().resolve("compiler/target/xboard-clicks");
        dir = shots;
        Files.createDirectories(shots);
        try (Stream<Path> old = Files.list(shots)) {
            for (Path file : old.toList()) {
                Files.delete(file);
            }
        }
        // xvfb-run picks a free display and an authority file, as the other XBoard tests' servers do;
        // the shell it runs says which, and keeps the server up while the person plays
        Process xvfb = new ProcessBuilder("xvfb-run", "-a", "-s", "-screen 0 1280x1024x24", "sh", "-c",
                "echo \"$DISPLAY $XAUTHORITY\"; exec sleep 600").redirectError(ProcessBuilder.Redirect.DISCARD).start();
        Process xboard = null;
        try {
            String[] server = new BufferedReader(new InputStreamReader(xvfb.getInputStream(), StandardCharsets.UTF_8))
                    .readLine().trim().split(" ");
            display = server[0];
            authority = server.length > 1 ? server[1] : "";
            Path pgn = dir.resolve("game.pgn");
            ProcessBuilder gui = new ProcessBuilder(XBOARD.toString(), "-fcp", engineScript().toString(),
                    "-variant", "chess-and-a-half", "-testLegality", "false", "-showTargetSquares", "true",
                    "-sweepPromotions", "true", "-popupMoveErrors", "false", "-saveSettingsOnExit", "false",
                    "-boardSize", "Teeny",
                    "-tc", "10", "-depth", "3", "-sgf", pgn.toString())
                    .directory(dir.toFile()).redirectErrorStream(true).redirectOutput(dir.resolve("xboard.log").toFile());
            gui.environment().put("DISPLAY", display);
            gui.environment().put("XAUTHORITY", authority);
            xboard = gui.start();
            String window = waitFor(() -> run("xdotool", "search", "--name", "xboard: Variantc").trim(), s -> !s.isEmpty(), "XBoard's window")
                    .lines().findFirst().orElseThrow();
            waitFor(() -> read("from-engine.log"), s -> s.contains("pong 1"), "the engine's setup");
            // XBoard sends new, variant and setboard on a paste without waiting: an engine still slow
            // from its start answers variant with setup after that, and XBoard takes the setup's start;
            // so the paste waits for the engine's setup and for XBoard to have drawn its board
            waitFor(() -> read("from-engine.log"), s -> s.lines().anyMatch(l -> l.startsWith("setup ")), "the engine's setup command");
            settled();

            // the person pastes the position: Edit, Paste Position
            Process clip = command("xclip", "-selection", "clipboard", "-loops", "1").start();
            clip.getOutputStream().write(POSITION.getBytes(StandardCharsets.UTF_8));
            clip.getOutputStream().close();
            clip.waitFor(5, TimeUnit.SECONDS);
            run("xdotool", "windowfocus", "--sync", window, "key", "ctrl+shift+v");
            waitFor(() -> read("to-engine.log"), s -> s.contains("setboard " + POSITION), "the pasted position");
            waitFor(() -> read("from-engine.log"), s -> s.contains("pong 2"), "the engine's answer to the paste");
            settled();
            findBoard(screenshot(shots.resolve("0-pasted.png")));

            // 1. the Cat's overtake, leg by leg: c3, then the victim d4 (cyan), then e5
            lift("c3");
            BufferedImage lifted = screenshot(shots.resolve("1-cat-lifted.png"));
            assertTrue(isCyan(lifted, "d4"), "XBoard marks the victim d4 cyan, a leg to come");
            click("d4");
            screenshot(shots.resolve("2-leg-chosen.png"));
            click("e5");
            waitFor(() -> read("to-engine.log"), s -> s.contains("usermove c3d4,d4e5"), "the overtake c3d4,d4e5");
            screenshot(shots.resolve("3-overtaken.png"));
            // the engine takes Black (Mode, Machine Black) and answers
            run("xdotool", "windowfocus", "--sync", window, "key", "ctrl+b");
            waitFor(() -> read("from-engine.log"), s -> s.lines().anyMatch(l -> l.startsWith("move ")), "the engine's first move");
            settled();

            // 2. a11a12 promoting to a Cat: press on a12 (XBoard shows the default Queen), pull back twice
            lift("a11");
            int[] a12 = centre("a12");
            run("xdotool", "mousemove", "" + a12[0], "" + a12[1], "mousedown", "1");
            settled();
            screenshot(shots.resolve("4-promotion-pressed.png"));
            run("xdotool", "mousemove", "" + a12[0], "" + (a12[1] + 30));
            settled();
            run("xdotool", "mousemove", "" + a12[0], "" + (a12[1] + 60));
            settled();
            screenshot(shots.resolve("5-promotion-swept.png"));
            run("xdotool", "mouseup", "1");
            waitFor(() -> read("to-engine.log"), s -> s.contains("usermove a11a12"), "the promotion");
            waitFor(() -> read("from-engine.log"), s -> s.lines().filter(l -> l.startsWith("move ")).count() >= 2,
                    "the engine's second move");
            settled();
            screenshot(shots.resolve("6-promoted.png"));
            run("xdotool", "windowfocus", "--sync", window, "key", "ctrl+q");
            assertTrue(xboard.waitFor(20, TimeUnit.SECONDS), "XBoard quits on Ctrl+Q");

            String sent = read("to-engine.log");
            String answers = read("from-engine.log");
            assertTrue(sent.contains("usermove a11a12c"), "the Cat chosen, not the default Queen:\n" + sent);
            assertTrue(answers.contains("highlight 12/12/12/12/12/12/12/4R7/12/12/12/12"),
                    "after the leg d4 only e5 is marked:\n" + answers);
            assertTrue(answers.contains("choice QCRGBN"), answers);
            assertFalse(answers.contains("Illegal move") || answers.contains("Error ("), answers);
            String game = Files.readString(pgn, StandardCharsets.UTF_8);
            assertTrue(game.contains("1. Cxd4-e5 K") && game.contains("2. a12=C K"), game);
            for (String claim : List.of("llegal", "orfeit", "invalid move")) {
                assertFalse(game.contains(claim), claim + " in\n" + game);
            }
            String moves = game.substring(game.lastIndexOf("--}") + 3).trim();
            System.out.printf("XBoard clicks: %s; screenshots in %s%n", moves.replaceAll("\\s+", " "), shots);
        } finally {
            if (xboard != null && xboard.isAlive()) {
                xboard.descendants().forEach(ProcessHandle::destroy);
                xboard.destroy();
            }
            xvfb.descendants().forEach(ProcessHandle::destroy);
            xvfb.destroy();
            xvfb.waitFor(10, TimeUnit.SECONDS);
        }
    }

    /** XBoard runs a command line: our engine, its input and output kept to see what passed. */
    private Path engineScript() throws IOException {
        return XboardMatchTest.loggedEngineScript(dir, Sources.definition("chess-and-a-half.variant"));
    }

    /**
     * Clicks a man until XBoard tells the engine it was lifted and the engine's marks are back: on
     * a loaded machine the first click can come before XBoard has settled after the paste.
     */
    private void lift(String square) throws Exception {
        for (int attempt = 0; attempt < 3; attempt++) {
            long lifts = count(read("to-engine.log"), "lift " + square);
            long highlights = count(read("from-engine.log"), "highlight ");
            click(square);
            if (count(read("to-engine.log"), "lift " + square) > lifts) {
                // the engine's highlight comes back and is drawn
                waitFor(() -> read("from-engine.log"), s -> count(s, "highlight ") > highlights, "the engine's highlight");
                settled();
                return;
            }
        }
        fail("XBoard never told the engine 'lift " + square + "'; engine got:\n" + read("to-engine.log"));
    }

    /**
     * Clicks a square and waits until XBoard has told the engine (lift, put or the move; a click
     * XBoard missed while busy says nothing, which {@link #lift} tries again) and the screen is still.
     */
    private void click(String square) throws Exception {
        int[] c = centre(square);
        String before = read("to-engine.log");
        run("xdotool", "mousemove", "" + c[0], "" + c[1], "click", "1");
        long deadline = System.currentTimeMillis() + 20_000;
        while (read("to-engine.log").equals(before) && System.currentTimeMillis() < deadline) {
            Thread.sleep(100);
        }
        settled();
    }

    /** How many lines of the text begin with {@code start}. */
    private static long count(String text, String start) {
        return text.lines().filter(l -> l.startsWith(start)).count();
    }

    /**
     * Waits until XBoard has drawn what it had to: two screenshots in a row alike (at most
     * {@value #HANG_GUARD} ms, so a loaded machine is slower, never wrong). Once the board is
     * found only the board is compared: a running clock redraws every second, and on a loaded
     * machine two screenshots may never fall inside one second.
     */
    private void settled() throws Exception {
        Path file = dir.resolve("settling.png");
        long deadline = System.currentTimeMillis() + HANG_GUARD;
        int[] last = pixels(screenshot(file));
        while (System.currentTimeMillis() < deadline) {
            Thread.sleep(150);
            int[] now = pixels(screenshot(file));
            if (java.util.Arrays.equals(last, now)) {
                return;
            }
            last = now;
        }
        fail("XBoard's screen did not settle in " + HANG_GUARD + " ms");
    }

    private int[] pixels(BufferedImage shot) {
        if (fileLines == null) {
            return shot.getRGB(0, 0, shot.getWidth(), shot.getHeight(), null, 0, shot.getWidth());
        }
        int x = fileLines[0];
        int y = rankLines[0];
        int width = fileLines[FILES] - x + 1;
        return shot.getRGB(x, y, width, rankLines[RANKS] - y + 1, null, 0, width);
    }

    private int[] centre(String square) {
        int file = square.charAt(0) - 'a';
        int rank = Integer.parseInt(square.substring(1)) - 1;
        int row = RANKS - 1 - rank;
        return new int[] {(fileLines[file] + fileLines[file + 1]) / 2, (rankLines[row] + rankLines[row + 1]) / 2};
    }

    /** The board's grid lines: rows and columns of the screen dark across the board's width. */
    private void findBoard(BufferedImage shot) {
        rankLines = evenlySpaced(darkLines(shot, true), RANKS + 1);
        fileLines = evenlySpaced(darkLines(shot, false), FILES + 1);
    }

    private static List<Integer> darkLines(BufferedImage shot, boolean rows) {
        int length = rows ? shot.getHeight() : shot.getWidth();
        int across = rows ? shot.getWidth() : shot.getHeight();
        List<Integer> lines = new ArrayList<>();
        for (int i = 0; i < length; i++) {
            int dark = 0;
            int run = 0;
            for (int j = 0; j < across && dark < 150; j++) {
                int rgb = rows ? shot.getRGB(j, i) : shot.getRGB(i, j);
                boolean lit = (rgb >> 16 & 255) + (rgb >> 8 & 255) + (rgb & 255) >= 150;
                // a grid line is a long dark run with light after it: not the black screen beyond the window
                dark = lit ? Math.max(dark, run) : dark;
                run = lit ? 0 : run + 1;
            }
            if (dark >= 150) {
                lines.add(i);
            }
        }
        return lines;
    }

    private static int[] evenlySpaced(List<Integer> lines, int count) {
        for (int i = 0; i < lines.size(); i++) {
            for (int j = i + 1; j < lines.size(); j++) {
                int step = lines.get(j) - lines.get(i);
                int[] found = new int[count];
                int k = 0;
                while (k < count && step >= 10 && lines.contains(lines.get(i) + k * step)) {
                    found[k] = lines.get(i) + k * step;
                    k++;
                }
                if (k == count) {
                    return found;
                }
            }
        }
        throw new AssertionError("no board of " + (count - 1) + " squares found on the screen; lines at " + lines);
    }

    private boolean isCyan(BufferedImage shot, String square) {
        int[] c = centre(square);
        int rgb = shot.getRGB(c[0], c[1]);
        return (rgb >> 16 & 255) < 120 && (rgb >> 8 & 255) > 180 && (rgb & 255) > 180;
    }

    private BufferedImage screenshot(Path file) throws Exception {
        run("import", "-window", "root", file.toString());
        return ImageIO.read(file.toFile());
    }

    private ProcessBuilder command(String... words) {
        ProcessBuilder pb = new ProcessBuilder(words).directory(dir.toFile());
        pb.environment().put("DISPLAY", display);
        pb.environment().put("XAUTHORITY", authority);
        return pb;
    }

    private String run(String... words) throws Exception {
        Process p = command(words).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(20, TimeUnit.SECONDS), String.join(" ", words) + " did not finish");
        return out;
    }

    private String read(String log) throws IOException {
        Path file = dir.resolve(log);
        return Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
    }

    private interface Source {
        String get() throws Exception;
    }

    private String waitFor(Source source, Predicate<String> done, String what) throws Exception {
        long deadline = System.currentTimeMillis() + HANG_GUARD;
        String last = source.get();
        while (!done.test(last) && System.currentTimeMillis() < deadline) {
            Thread.sleep(300);
            last = source.get();
        }
        assertTrue(done.test(last), "waited " + HANG_GUARD / 1000 + " s for " + what + "; engine got:\n" + read("to-engine.log")
                + "\nXBoard said:\n" + read("xboard.log"));
        return last;
    }
}
