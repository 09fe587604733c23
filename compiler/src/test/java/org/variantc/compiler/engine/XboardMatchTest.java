package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.compiler.check.Sources;

/**
 * Real XBoard (Debian's {@code xboard} 4.9, under {@code xvfb-run}) plays every shipped
 * definition with our engine on both sides, adjudicated as a draw after 15 moves when nobody
 * wins sooner; XBoard's saved PGN must show no forfeit and no illegal-move claim. XBoard tests
 * legality itself only for the games it knows (FIDE, Crazyhouse); for the others it cannot check
 * every piece (halflings, multi-leg moves, promotion of non-Pawns), so its legality testing is off,
 * as a person must set it, and the engine's moves are what XBoard plays.
 */
class XboardMatchTest {
    private static final Path XBOARD = Stream.of("/usr/games/xboard", "/usr/bin/xboard").map(Path::of)
            .filter(Files::isExecutable).findFirst().orElse(null);
    private static final Path XVFB_RUN = Path.of("/usr/bin/xvfb-run");
    private static final List<String> GAMES_XBOARD_KNOWS = List.of("fide.variant", "crazyhouse.variant");

    static Stream<String> definitions() throws IOException {
        try (Stream<Path> files = Files.list(Sources.projectRoot().resolve("definitions"))) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".variant")).sorted().toList().stream();
        }
    }

    @ParameterizedTest
    @MethodSource("definitions")
    void xboardPlaysOurEngineOnBothSides(String name, @TempDir Path dir) throws Exception {
        xboardGame(name, GAMES_XBOARD_KNOWS.contains(name), dir);
    }

    /**
     * XBoard plays {@code definitions/NAME} with our engine on both sides, testing the moves
     * itself when {@code legality}; its saved game must show no forfeit or illegal-move claim.
     */
    static void xboardGame(String name, boolean legality, Path dir) throws Exception {
        xboardGame(name, legality, dir, List.of());
    }

    /**
     * As {@link #xboardGame(String, boolean, Path)}, with XBoard's {@code start} options (a
     * shuffled start's fixed array, an opening to play first), which a failure names; the game XBoard saved.
     */
    static String xboardGame(String name, boolean legality, Path dir, List<String> start) throws Exception {
        return xboardGame(name, legality, dir, start, null, 15);
    }

    /**
     * As above; when {@code keep} is given, XBoard's debug log, its saved game and screenshots of
     * its window (ImageMagick's {@code import} on the same Xvfb display, every 3 s, at most 20)
     * are kept there, and the game is adjudicated a draw after {@code drawAfter} moves.
     */
    static String xboardGame(String name, boolean legality, Path dir, List<String> start, Path keep, int drawAfter) throws Exception {
        Assumptions.assumeTrue(XBOARD != null && Files.isExecutable(XVFB_RUN),
                "skipped: Debian's xboard and xvfb-run are not installed (apt-get install xboard xvfb)");
        Path engine = engineScript(dir, Sources.definition(name));
        Path pgn = dir.resolve("game.pgn");
        List<String> xboardCommand = new ArrayList<>(List.of(XBOARD.toString(),
                "-fcp", engine.toString(), "-scp", engine.toString(), "-variant", variantName(engine),
                "-mg", "1", "-tc", "0:02", "-inc", "0", "-xponder", "-xexit", "-adjudicateDrawMoves", String.valueOf(drawAfter),
                "-testLegality", String.valueOf(legality), "-sgf", pgn.toString()));
        xboardCommand.addAll(start);
        List<String> command = new ArrayList<>(List.of(XVFB_RUN.toString(), "-a"));
        if (keep == null) {
            command.addAll(xboardCommand);
        } else {
            keep = keep.toAbsolutePath();
            Files.createDirectories(keep);
            xboardCommand.addAll(List.of("-debug", "-nameOfDebugFile", keep.resolve("xboard.debug").toString(), "-boardSize", "Small"));
            StringBuilder shell = new StringBuilder();
            for (String word : xboardCommand) {
                shell.append('\'').append(word.replace("'", "'\\''")).append("' ");
            }
            String shots = keep.toAbsolutePath().toString().replace("'", "'\\''");
            command.addAll(List.of("sh", "-c", shell + "& x=$!; ( for t in 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16 17 18 19 20; do"
                    + " sleep 3; import -window root '" + shots + "'/shot-$t.png 2>/dev/null; done ) & s=$!; wait $x; r=$?; kill $s 2>/dev/null; exit $r"));
        }
        String label = start.isEmpty() ? name : name + " " + String.join(" ", start);
        ProcessBuilder xboard = new ProcessBuilder(command)
                .directory(dir.toFile()).redirectErrorStream(true).redirectOutput(dir.resolve("xboard.log").toFile());
        Process process = xboard.start();
        boolean ended = process.waitFor(300, TimeUnit.SECONDS);
        if (!ended) {
            process.descendants().forEach(ProcessHandle::destroy);
            process.destroy();
        }
        assertTrue(ended, label + ": XBoard did not finish its game in 300 s");
        assertTrue(Files.exists(pgn), label + ": XBoard saved no game; its log:\n" + Files.readString(dir.resolve("xboard.log")));
        String game = Files.readString(pgn, StandardCharsets.UTF_8);
        if (keep != null) {
            Files.writeString(keep.resolve("game.pgn"), game);
        }
        for (String claim : List.of("Forfeit", "forfeit", "llegal", "invalid move", "False illegal-move claim")) {
            assertFalse(game.contains(claim), label + ": " + claim + " in\n" + game);
        }
        int moves = lastMoveNumber(game);
        boolean decided = game.contains("mates}") || game.contains("reaches the goal}") || decisive(game) || xboardEnded(game)
                || mateXboardCannotSee(game, engine, keep);
        assertTrue(moves >= drawAfter || decided, label + ": only " + moves + " moves\n" + game);
        System.out.printf("XBoard %s (legality %s): %d moves, %s, no forfeit%n", label, legality ? "XBoard's" : "off", moves, result(game));
        return game;
    }

    /**
     * XBoard refused our engine's mate claim ({@code False win claim}) in a game where it was told
     * a piece wider than it moves: a halfling is told as its first step with the rest of the ride
     * tame, so XBoard never sees the check the ride gives. Such a claim counts as the game's end
     * only if XBoard's debug log shows the pieces told wider, and our engine, given the same start
     * and the moves the two engines made (as the log has them), says the same mate.
     */
    static boolean mateXboardCannotSee(String pgn, Path engine, Path keep) throws Exception {
        Matcher claim = Pattern.compile("\\{False win claim: '((?:White|Black) mates)'\\}\\s*(1-0|0-1)\\s*$").matcher(pgn.trim());
        if (!claim.find() || keep == null) {
            return false;
        }
        List<String> log = Files.readAllLines(keep.resolve("xboard.debug"), StandardCharsets.ISO_8859_1);
        if (log.stream().noneMatch(line -> line.contains("<first : # piece ") && line.contains("is told wider than it moves"))) {
            return false;
        }
        // the game's variant, the start XBoard set (the engine that moved first chose it), then every move made
        String variant = null;
        String start = null;
        List<String> moves = new ArrayList<>();
        Pattern told = Pattern.compile("^\\d+ >(?:first |second): (variant \\S+|setboard .*)$");
        Pattern move = Pattern.compile("^\\d+ <(?:first |second): move (\\S+)$");
        for (String line : log) {
            Matcher t = told.matcher(line);
            Matcher m = move.matcher(line);
            if (t.find() && moves.isEmpty()) {
                if (t.group(1).startsWith("variant")) {
                    variant = variant == null ? t.group(1) : variant;
                } else {
                    start = t.group(1);
                }
            } else if (m.find()) {
                moves.add("usermove " + m.group(1));
            }
        }
        StringBuilder replay = new StringBuilder("xboard\nprotover 2\nnew\n");
        for (String command : Stream.concat(Stream.of(variant, "force", start), moves.stream()).toList()) {
            if (command != null) {
                replay.append(command).append('\n');
            }
        }
        replay.append("go\nquit\n");
        Process p = new ProcessBuilder(engine.toString()).redirectErrorStream(true).start();
        p.getOutputStream().write(replay.toString().getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the replay of the refused claim did not end");
        // XBoard scored the game against the claimant; the claim itself is the other result
        String said = (claim.group(1).startsWith("White") ? "1-0" : "0-1") + " {" + claim.group(1) + "}";
        assertTrue(out.contains(said), "XBoard refused the claim '" + claim.group(1) + "' and our engine, replaying the"
                + " logged moves, does not say " + said + " either:\n" + replay + "\n" + out);
        assertFalse(out.contains("Illegal move"), "the replay of the logged moves was refused:\n" + replay + "\n" + out);
        return true;
    }

    /** A game our engine ended by a rule of the variant (its result comment names it), won or drawn. */
    private static boolean decisive(String pgn) {
        return Pattern.compile("\\{[^}]*(wins|men gone|bare King|checks?|goal|blown up|stalemate|repetition|moves)[^}]*\\}\\s*(1-0|0-1|1/2-1/2)\\s*$")
                .matcher(pgn.trim()).find();
    }

    /** A game XBoard itself ended by a rule it tests (its legality testing on): checkmate, stalemate, a draw. */
    private static boolean xboardEnded(String pgn) {
        return Pattern.compile("\\{Xboard adjudication: (Checkmate|Stalemate|3rd check|King destroyed|Bare king|repetition"
                + "|perpetual [^}]*|Insufficient mating material|Trivial draw|50-move rule|long game)\\}\\s*(1-0|0-1|1/2-1/2)\\s*$")
                .matcher(pgn.trim()).find();
    }

    /** XBoard runs a command line, not a Java class path: a script that starts our engine. */
    static Path engineScript(Path dir, Path definition) throws IOException {
        return script(dir, "exec " + engineCommand(definition));
    }

    /** As {@link #engineScript}, the engine's input kept in {@code to-engine.log} and its output in {@code from-engine.log}. */
    static Path loggedEngineScript(Path dir, Path definition) throws IOException {
        return script(dir, "tee '" + dir.resolve("to-engine.log") + "' | " + engineCommand(definition)
                + " | tee '" + dir.resolve("from-engine.log") + "'");
    }

    private static String engineCommand(Path definition) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return "'" + java + "' -cp '" + System.getProperty("java.class.path") + "' org.variantc.compiler.cli.Main xboard '"
                + definition + "'";
    }

    private static Path script(Path dir, String command) throws IOException {
        Path script = dir.resolve("engine.sh");
        // A JVM starved of the CPU on a busy machine may start after XBoard stops waiting for
        // features (then it speaks protocol 1 to it); CECP lets an engine say done=0 before
        // protover, and the script says it at once.
        Files.writeString(script, "#!/bin/sh\necho 'feature done=0'\n" + command + "\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwx------"));
        return script;
    }

    /** The name the engine offers the variant under: the first of its {@code feature variants}, the others being its catalogue. */
    private static String variantName(Path engine) throws Exception {
        Process p = new ProcessBuilder(engine.toString()).redirectErrorStream(true).start();
        p.getOutputStream().write("xboard\nprotover 2\nquit\n".getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor(30, TimeUnit.SECONDS);
        Matcher m = Pattern.compile("variants=\"([^\"]+)\"").matcher(out);
        assertTrue(m.find(), out);
        return m.group(1).split(",")[0];
    }

    private static int lastMoveNumber(String pgn) {
        Matcher m = Pattern.compile("(?m)(?:^|\\s)(\\d+)\\.\\s").matcher(pgn.substring(pgn.lastIndexOf("]\n") + 1));
        int last = 0;
        while (m.find()) {
            last = Math.max(last, Integer.parseInt(m.group(1)));
        }
        return last;
    }

    private static String result(String pgn) {
        Matcher m = Pattern.compile("\\{([^}]*)\\}\\s*(1-0|0-1|1/2-1/2|\\*)\\s*$").matcher(pgn.trim());
        return m.find() ? m.group(2) + " (" + m.group(1) + ")" : "no result";
    }
}
