package org.variantc.compiler.html;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.chrome.ChromeDriver;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.rules.CastlingMove;
import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.Modes;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.RayKind;
import org.variantc.runtime.rules.SquareMoves;
import org.variantc.runtime.rules.Step;
import org.variantc.runtime.rules.VariantRules;

/**
 * Every Interactive Diagram block the export writes, run in Chromium with H.G. Muller's own
 * diagram script (the {@code betza.js} of chessvariants.com, which is not ours to ship: the file
 * is given with {@code -Didiagram.script=PATH}, and {@code mvn -P idiagram} runs this class; the
 * default build neither runs nor counts it). For each block and each piece type the script's own
 * move diagram (what a click on the piece's name in its piece table shows: the man, as one that
 * has moved, alone on the script's middle square of an empty board) is read from the cells'
 * colours and compared with our tables' moves of a White man from that square
 * ({@link MoveDiagram}; hops, which need a man to hop over, are left out on both sides). A block
 * written without {@code --lossy} must show every piece's moves exactly; a lossy block may differ
 * only for a piece its comment names.
 */
class RealDiagramScriptCheck {
    private static final java.nio.file.Path DEFINITIONS = java.nio.file.Path.of("..", "definitions");

    @Test
    void theScriptShowsOurMovesForEveryPieceOfEveryBlock() throws IOException {
        String property = System.getProperty("idiagram.script", "");
        Assumptions.assumeTrue(!property.isBlank() && Files.isRegularFile(java.nio.file.Path.of(property)),
                "SKIPPED: give the diagram script with -Didiagram.script=PATH (mvn -P idiagram)");
        java.nio.file.Path script = java.nio.file.Path.of(property).toAbsolutePath();
        List<java.nio.file.Path> files;
        try (Stream<java.nio.file.Path> walk = Files.walk(DEFINITIONS)) {
            // -Didiagram.only=TEXT keeps the definitions whose path contains TEXT, to look at a few.
            String only = System.getProperty("idiagram.only", "");
            files = walk.filter(p -> p.toString().endsWith(".variant") && p.toString().contains(only)).sorted().toList();
        }
        java.nio.file.Path dir = Files.createTempDirectory("variantc-idiagram");
        List<String> failures = new ArrayList<>();
        Map<String, int[]> figures = new TreeMap<>();
        ChromeDriver driver = Chromium.start();
        try {
            for (java.nio.file.Path file : files) {
                String name = DEFINITIONS.relativize(file).toString();
                Compilation c = VariantCompiler.compile(file);
                if (!c.succeeded()) {
                    continue;
                }
                InteractiveDiagram.Export exact = InteractiveDiagram.of(c.variant().orElseThrow(), false);
                InteractiveDiagram.Export export = exact instanceof InteractiveDiagram.Block ? exact
                        : InteractiveDiagram.of(c.variant().orElseThrow(), true);
                if (!(export instanceof InteractiveDiagram.Block block)) {
                    continue;
                }
                boolean lossy = block != exact;
                String page = "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>diagram</title></head><body>\n"
                        + block.text() + "<script src=\"" + script.toUri() + "\"></script>\n</body></html>\n";
                java.nio.file.Path html = dir.resolve(name.replace('/', '_') + ".html");
                Files.writeString(html, page);
                driver.get(html.toUri().toString());
                Chromium.consoleErrors(driver);
                Object started = driver.executeScript("if (typeof Init !== 'function') return 'no script';"
                        + "if (!document.getElementById('0y0y0')) { clearTimeout(timer); Init(); }"
                        + "return document.getElementById('0y0y0') ? 'ok' : 'no board';");
                List<String> errors = scriptErrors(driver);
                if (!"ok".equals(started) || !errors.isEmpty()) {
                    failures.add(name + ": the script did not draw the block: " + started + " " + errors);
                    continue;
                }
                int[] counts = compare(driver, name, lossy, block, c.rules(), failures);
                castlings(driver, name, block, c.rules(), failures);
                figures.put(name + (lossy ? " (lossy)" : ""), counts);
                List<String> late = scriptErrors(driver);
                if (!late.isEmpty()) {
                    failures.add(name + ": script errors while showing moves: " + late);
                }
            }
        } finally {
            driver.quit();
        }
        int exactBlocks = 0;
        int lossyBlocks = 0;
        int[] total = new int[3];
        for (Map.Entry<String, int[]> e : figures.entrySet()) {
            if (e.getKey().endsWith("(lossy)")) {
                lossyBlocks++;
            } else {
                exactBlocks++;
            }
            for (int i = 0; i < 3; i++) {
                total[i] += e.getValue()[i];
            }
            System.out.println("  " + e.getKey() + ": " + e.getValue()[0] + " piece types equal, " + e.getValue()[1]
                    + " differ as the block's comment says, " + e.getValue()[2] + " differ unlisted");
        }
        System.out.println("real diagram script (" + script + "): " + exactBlocks + " exact blocks and " + lossyBlocks
                + " lossy blocks drawn; piece types: " + total[0] + " equal, " + total[1] + " differing as listed, "
                + total[2] + " differing unlisted");
        System.out.println("every square of the board, every piece of every block: " + everySquareCount[0]
                + " squares where the script's moves equal ours, " + everySquareCount[1] + " where they differ");
        System.out.println("castlings of White's start, one partner at a time: " + castlingCount[0]
                + " as the game has them, " + castlingCount[1] + " differing");
        failures.forEach(f -> System.out.println("  FAIL " + f));
        assertEquals(List.of(), failures);
    }

    /** Each piece type's moves in the script beside ours; counts equal, listed and unlisted differences. */
    private int[] compare(ChromeDriver driver, String name, boolean lossy, InteractiveDiagram.Block block,
                                 VariantRules rules, List<String> failures) {
        @SuppressWarnings("unchecked")
        List<Object> ids = (List<Object>) driver.executeScript("return ids.slice(1, nType + 1);");
        int files = rules.files();
        int square = (files >> 1) + ((rules.ranks() - 1) >> 1) * files;
        int[] counts = new int[3];
        for (int i = 0; i < ids.size(); i++) {
            int type = typeOf(rules, String.valueOf(ids.get(i)));
            if (type < 0) {
                failures.add(name + ": the script's piece " + ids.get(i) + " is none of ours");
                continue;
            }
            @SuppressWarnings("unchecked")
            List<List<Object>> shown = (List<List<Object>>) driver.executeScript(SHOW_MOVES, i + 1);
            Map<String, String> theirs = new TreeMap<>();
            Map<String, Integer> theirModes = new TreeMap<>();
            for (List<Object> h : shown) {
                int sq = ((Number) h.get(1)).intValue() * files + ((Number) h.get(0)).intValue();
                String colour = String.valueOf(h.get(2)).toUpperCase();
                int modes = modes(colour);      // 0: a hop's landing square, shown before any man to hop over
                if (modes < 0) {
                    theirs.put(squareName(files, sq), "OTHER " + colour);
                } else if (modes > 0) {
                    theirModes.merge(squareName(files, sq), modes, (a, b) -> a | b);
                }
            }
            theirModes.forEach((sq, m) -> theirs.putIfAbsent(sq, markName(m)));
            Map<String, String> ours = new TreeMap<>();
            ourModes(rules, type, square).forEach((sq, m) -> ours.put(squareName(files, sq), markName(m)));
            String piece = rules.pieces().get(type).name();
            everySquare(driver, name, i + 1, type, rules, lossy, block, failures);
            if (theirs.equals(ours)) {
                counts[0]++;
                System.out.println("    " + name + " " + piece + " from " + squareName(files, square) + ": equal, "
                        + ours.size() + " squares");
                continue;
            }
            boolean listed = lossy && block.lost().stream().anyMatch(l -> l.startsWith(piece + ":"));
            counts[listed ? 1 : 2]++;
            String difference = name + " " + piece + " from " + squareName(files, square) + ": " + difference(ours, theirs);
            System.out.println("    " + difference + (listed ? " (listed in the block's comment)" : ""));
            if (!listed) {
                failures.add(difference);
            }
        }
        return counts;
    }

    /**
     * A function making the stand-in for the script's Highlight that reports each highlight the
     * script applies. Made by the Function constructor so that it is sloppy-mode code as the
     * script's own: chromedriver's scripts are strict, and a strict caller would hide the script's
     * GenInner from the block's BadZone, which finds the square moved from through Function.caller.
     */
    private static final String WATCH = "(new Function('original', 'probe', 'report', 'return function(x, y, colour) {"
            + " original(x, y, colour);"
            + " if (!colour || x >= 100) return;"
            + " probe.style.backgroundColor = colour;"
            + " var cell = document.getElementById(active + \\'y\\' + y + \\'y\\' + x);"
            + " if (cell && cell.style.backgroundColor === probe.style.backgroundColor) report(x, y, colour);"
            + " };'))";

    /**
     * The script's move diagram of piece number arguments[0] as one that has moved: every highlight
     * it applies, as [file, rank, colour]. Highlight is wrapped to see each one, as a square
     * reached two ways keeps only the last colour.
     */
    private static final String SHOW_MOVES = "var seen = [], original = Highlight, probe = document.createElement('div');"
            + "Highlight = " + WATCH + "(original, probe, function(x, y, colour) { seen.push([x, y, colour]); });"
            + "try { ShowMoves2(0, arguments[0] | 512, -2, 0); } finally { Highlight = original; }"
            + "ShowMoves2(0, 0, -2, 0);"
            + "return seen;";

    /**
     * White's castlings at the start, one partner at a time: every other man of the King's rank
     * taken off, the King clicked; the castlings the script highlights (a King's square, or the
     * partner's own square for a one-step castling), as a click on the King shows them, beside ours with that partner. One the script
     * shows and the game lacks fails; one the game has and the script does not show must be named in
     * the block's comment (itself, or as a castling of another start, or as a castling of a King the
     * diagram does not take as royal).
     */
    private void castlings(ChromeDriver driver, String name, InteractiveDiagram.Block block, VariantRules rules,
                           List<String> failures) {
        int files = rules.files();
        List<CastlingMove> white = rules.moves().castlings().stream().filter(m -> m.side() == 0).toList();
        java.util.Set<Integer> partners = new java.util.TreeSet<>();
        white.forEach(m -> partners.add(m.rookFrom()));
        for (int partner : partners) {
            int king = white.stream().filter(m -> m.rookFrom() == partner).findFirst().orElseThrow().kingFrom();
            java.util.Set<String> ours = new java.util.TreeSet<>();
            white.stream().filter(m -> m.rookFrom() == partner && m.kingFrom() == king)
                    .forEach(m -> ours.add(squareName(files, m.kingTo())));
            @SuppressWarnings("unchecked")
            List<List<Object>> shown = (List<List<Object>>) driver.executeScript(CASTLE, king % files, king / files,
                    partner % files);
            java.util.Set<String> theirs = new java.util.TreeSet<>();
            for (List<Object> h : shown) {
                int x = ((Number) h.get(0)).intValue();
                int to = x == partner % files ? king + Integer.signum(partner - king) : x + (king / files) * files;
                theirs.add(squareName(files, to));
            }
            castlingCount[theirs.equals(ours) ? 0 : 1]++;
            String text = name + " castling of " + squareName(files, king) + " with " + squareName(files, partner)
                    + ": ours " + ours + ", the diagram's " + theirs;
            System.out.println("    " + text);
            for (String sq : theirs) {
                if (!ours.contains(sq)) {
                    failures.add(text + ": the diagram offers a castling to " + sq + " the game lacks");
                }
            }
            for (String sq : ours) {
                String note = "Castling " + squareName(files, king) + "-" + sq + " with " + squareName(files, partner);
                if (!theirs.contains(sq) && block.unenforced().stream().noneMatch(u -> u.startsWith(note)
                        || u.startsWith("Castlings from the other start positions") || u.startsWith("Castling: the diagram castles only"))) {
                    failures.add(text + ": the castling to " + sq + " is neither shown nor listed");
                }
            }
        }
    }

    /** Castlings of White's start checked with one partner, equal and differing. */
    private final int[] castlingCount = new int[2];

    /**
     * The start with every man of the King's rank (arguments[1]) off but the King (file
     * arguments[0]) and the partner (file arguments[2]); the King's castling highlights as [x, y].
     */
    private static final String CASTLE = "if (typeof aSide === 'undefined') return [];"     // no royal man with an O atom
            + "var seen = [], original = Highlight, probe = document.createElement('div'), save = [],"
            + " kx = arguments[0], ky = arguments[1], px = arguments[2];"
            + "for (var y = 0; y < ranks; y++) { save[y] = board[y].slice(); if (!spare[y]) spare[y] = [];"
            + "  for (var x = 0; x < files; x++) { spare[y][x] = 0; board[y][x] = start[y][x];"
            + "    document.getElementById(active + 'y' + y + 'y' + x).style.backgroundColor = ''; } }"
            + "for (var x = 0; x < files; x++) if (x !== kx && x !== px) board[ky][x] = 0;"
            + "Highlight = " + WATCH + "(original, probe, function(x, y, colour) {"
            + "  if (colour.toUpperCase() === '#00A000') seen.push([x, y]); });"
            + "try { GenMoves(kx, ky, 1); } finally { Highlight = original; for (var y = 0; y < ranks; y++) board[y] = save[y]; Display(); }"
            + "return seen;";

    /**
     * The man (as one that has moved) on every square of an otherwise empty board in turn, his
     * highlights as the script shows them beside our moves from there: the squares where they
     * differ are reported, and fail the check where the block's comment does not name the piece.
     */
    private void everySquare(ChromeDriver driver, String name, int number, int type, VariantRules rules,
                                    boolean lossy, InteractiveDiagram.Block block, List<String> failures) {
        @SuppressWarnings("unchecked")
        List<List<Object>> shown = (List<List<Object>>) driver.executeScript(EVERY_SQUARE, number);
        @SuppressWarnings("unchecked")
        List<Object> starts = (List<Object>) driver.executeScript("var out = [];"
                + "for (var y = 0; y < ranks; y++) for (var x = 0; x < files; x++) if (start[y][x] === arguments[0]) out.push(y * files + x);"
                + "return out;", number);
        java.util.Set<Integer> virgin = new java.util.HashSet<>();
        starts.forEach(o -> virgin.add(((Number) o).intValue()));
        int files = rules.files();
        int squares = files * rules.ranks();
        List<Map<Integer, Integer>> theirs = new ArrayList<>();
        for (int sq = 0; sq < squares; sq++) {
            theirs.add(new TreeMap<>());
        }
        for (List<Object> h : shown) {
            int from = ((Number) h.get(0)).intValue();
            int to = ((Number) h.get(2)).intValue() * files + ((Number) h.get(1)).intValue();
            int modes = modes(String.valueOf(h.get(3)));
            if (modes != 0) {
                theirs.get(from).merge(to, modes, (a, b) -> a | b);
            }
        }
        List<String> differing = new ArrayList<>();
        String first = "";
        for (int sq = 0; sq < squares; sq++) {
            Map<Integer, Integer> ours = ourModes(rules, type, sq, virgin.contains(sq));
            if (!theirs.get(sq).equals(ours)) {
                differing.add(squareName(files, sq));
                if (first.isEmpty()) {
                    first = "; from " + squareName(files, sq) + ": " + difference(named(files, ours), named(files, theirs.get(sq)));
                }
            }
        }
        String piece = rules.pieces().get(type).name();
        everySquareCount[0] += squares - differing.size();
        everySquareCount[1] += differing.size();
        if (!differing.isEmpty()) {
            boolean listed = lossy && block.lost().stream().anyMatch(l -> l.startsWith(piece + ":"));
            String text = name + " " + piece + ": on " + differing.size() + " of " + squares
                    + " squares the diagram's moves differ from ours: " + differing + first;
            System.out.println("    every square: " + text + (listed ? " (listed in the block's comment)" : ""));
            if (!listed) {
                failures.add(text);
            }
        }
    }

    /** Squares over all pieces of all blocks where the script's moves equal ours, and where they differ. */
    private final int[] everySquareCount = new int[2];

    /** The script's moves of piece number arguments[0] from every square (unmoved on its start squares): [from, x, y, colour]. */
    private static final String EVERY_SQUARE = "var type = arguments[0], seen = [], original = Highlight,"
            + " probe = document.createElement('div'), save = [], current = -1;"
            + "for (var y = 0; y < ranks; y++) { save[y] = board[y].slice(); if (!spare[y]) spare[y] = [];"
            + "  for (var x = 0; x < files; x++) spare[y][x] = 0; }"
            + "Highlight = " + WATCH + "(original, probe, function(x, y, colour) { seen.push([current, x, y, colour]); });"
            + "try {"
            + "  for (var sy = 0; sy < ranks; sy++) for (var sx = 0; sx < files; sx++) {"
            + "    for (var y = 0; y < ranks; y++) for (var x = 0; x < files; x++) {"
            + "      board[y][x] = 0; document.getElementById(active + 'y' + y + 'y' + x).style.backgroundColor = ''; }"
            + "    board[sy][sx] = start[sy][sx] === type ? type : type | 512; current = sy * files + sx;"
            + "    GenMoves(sx, sy, 17);"
            + "  }"
            + "} finally { Highlight = original; for (var y = 0; y < ranks; y++) board[y] = save[y]; Display(); }"
            + "return seen;";

    /** The move modes a highlight colour of the script means: 3 move or capture, 1 move, 2 capture, 0 no move of its own, -1 other. */
    private static int modes(String colour) {
        return switch (colour.toUpperCase()) {
            case "#FFFF00", "#FFC000", "#C0C000" -> 3;     // the last: an unmoved man's only
            case "#00FF00", "#00C000" -> 1;
            case "#FF0000" -> 2;
            case "#C0C0C0", "#00FFFF", "#00A000" -> 0;      // a hop's or a locust's square, a castling (checked apart)
            default -> -1;
        };
    }

    /** Our White man's moves from the square on an empty board, as one that has moved: no first moves, no hops. */
    private static Map<Integer, Integer> ourModes(VariantRules rules, int type, int square) {
        return ourModes(rules, type, square, false);
    }

    private static Map<String, String> named(int files, Map<Integer, Integer> modes) {
        Map<String, String> out = new TreeMap<>();
        modes.forEach((sq, m) -> out.put(squareName(files, sq), m < 0 ? "OTHER" : markName(m)));
        return out;
    }

    /** As above; an unmoved man ({@code first}) has his first moves too. */
    private static Map<Integer, Integer> ourModes(VariantRules rules, int type, int square, boolean first) {
        int skip = first ? 0 : Modes.INITIAL;
        SquareMoves moves = rules.pieces().get(type).moves()[0][square];
        Map<Integer, Integer> out = new TreeMap<>();
        for (Leap leap : moves.leaps()) {
            if ((leap.modes() & skip) == 0 && (leap.modes() & Modes.MOVE_OR_CAPTURE) != 0) {
                out.merge(leap.target(), leap.modes() & Modes.MOVE_OR_CAPTURE, (a, b) -> a | b);
            }
        }
        for (Ray ray : moves.rays()) {
            if ((ray.flags() & skip) != 0 || ray.kind() != RayKind.SLIDE) {
                continue;
            }
            for (int k = 0; k < ray.squares().length; k++) {
                int m = ray.squareModes()[k];
                if ((m & Ray.PASS) == 0 && (m & Modes.MOVE_OR_CAPTURE) != 0) {
                    out.merge(ray.squares()[k], m & Modes.MOVE_OR_CAPTURE, (a, b) -> a | b);
                }
            }
        }
        for (Path path : moves.paths()) {
            if ((path.modes() & skip) == 0 && (path.modes() & Modes.MOVE_OR_CAPTURE) != 0 && openOnEmptyBoard(path)) {
                out.merge(path.destination(), path.modes() & Modes.MOVE_OR_CAPTURE, (a, b) -> a | b);
            }
        }
        return out;
    }

    /** Whether a multi-leg move can be made on an empty board: no leg needs a man to take or pass. */
    private static boolean openOnEmptyBoard(Path path) {
        for (byte c : path.conditions()) {
            if (c != Step.EMPTY && c != Step.ANY) {
                return false;
            }
        }
        return true;
    }

    private static String markName(int modes) {
        return modes == 3 ? "BOTH" : modes == 1 ? "MOVE" : "CAPTURE";
    }

    private static int typeOf(VariantRules rules, String id) {
        for (int t = 0; t < rules.pieces().size(); t++) {
            if (rules.pieces().get(t).id().equals(id)) {
                return t;
            }
        }
        return -1;
    }

    private static String difference(Map<String, String> ours, Map<String, String> theirs) {
        List<String> out = new ArrayList<>();
        ours.forEach((sq, m) -> {
            if (!m.equals(theirs.get(sq))) {
                out.add(sq + " ours " + m + " diagram " + theirs.getOrDefault(sq, "none"));
            }
        });
        theirs.forEach((sq, m) -> {
            if (!ours.containsKey(sq)) {
                out.add(sq + " ours none diagram " + m);
            }
        });
        return "ours " + ours.size() + " squares, the diagram's " + theirs.size() + "; " + String.join(", ", out);
    }

    private static String squareName(int files, int square) {
        return (char) ('a' + square % files) + String.valueOf(square / files + 1);
    }

    /** Console errors other than the images the page cannot load (the Alfaerie set lives on chessvariants.com). */
    private static List<String> scriptErrors(ChromeDriver driver) {
        return Chromium.consoleErrors(driver).stream().filter(e -> !e.contains("Failed to load resource")).toList();
    }
}
