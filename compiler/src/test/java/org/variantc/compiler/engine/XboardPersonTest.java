package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.compiler.check.Sources;

/**
 * A person's moves, as XBoard reads them from a game file ({@code -lgf}, played out at once),
 * reach our engine and are all accepted, a few moves in every shipped game: a drop in Crazyhouse,
 * Chessgi and Halfgi, the Knight's double leap of Chess and a Half, army pieces' moves (an
 * Augmented Knight + Alfil's Alfil leap c3e5, a Crab's narrow leap b1c3). (An overtake and a promotion choice come from
 * hand-built positions in {@link XboardSpellingTest}: XBoard 4.9.1 crashes on a game file that
 * spells legs, and its game files are read before the engine has described a board.)
 */
class XboardPersonTest {
    private static final Path XBOARD = Stream.of("/usr/games/xboard", "/usr/bin/xboard").map(Path::of)
            .filter(Files::isExecutable).findFirst().orElse(null);
    private static final Path XVFB_RUN = Path.of("/usr/bin/xvfb-run");
    /** XBoard reads a game file before the engine describes the board: so it is told the board's shape. */
    private static final List<String> HOLDINGS = List.of("-boardWidth", "8", "-boardHeight", "8", "-holdingsSize", "5");
    private static final List<String> SQUARE_8 = List.of("-boardWidth", "8", "-boardHeight", "8");
    private static final List<String> SQUARE_11 = List.of("-boardWidth", "11", "-boardHeight", "11");
    private static final String CAPTURES_THEN_DROP = "1. e2e4 d7d5 2. e4d5 e7e6 3. d5e6 f7e6 4. P@d5 e8e7 *";

    static Stream<Arguments> games() {
        return Stream.of(
                Arguments.of("crazyhouse.variant", "crazyhouse", List.of(), CAPTURES_THEN_DROP, "P@d5"),
                Arguments.of("chessgi.variant", "chessgi", HOLDINGS, CAPTURES_THEN_DROP, "P@d5"),
                Arguments.of("halfgi.variant", "halfgi", HOLDINGS, CAPTURES_THEN_DROP, "P@d5"),
                Arguments.of("chess-and-a-half.variant", "chess-and-a-half",
                        List.of("-boardWidth", "12", "-boardHeight", "12"),
                        "1. b1d5 f11f7 2. e1e3 a11a10 3. e3e5 f7f6 *", "b1d5"),
                Arguments.of("fide.variant", "normal", List.of(), "1. e2e4 e7e5 2. g1f3 b8c6 3. f1c4 g8f6 *", "f1c4"),
                // the default armies: Knight + Alfil (Augmented) and Crab + Alfil (Augmented Half) on b1 and g1
                Arguments.of("augmented-chess.variant", "augmented-chess", SQUARE_8, "1. e2e4 e7e5 2. b1c3 g8f6 3. c3e5 f6e4 *", "c3e5"),
                Arguments.of("augmented-half-chess.variant", "augmented-half-chess", SQUARE_8,
                        "1. e2e4 e7e5 2. b1c3 g8f6 3. d2d4 d7d6 *", "b1c3"),
                Arguments.of("cwda.variant", "chess-with-different-armies", SQUARE_8, "1. e2e4 e7e5 2. g1f3 b8c6 *", "g1f3"),
                Arguments.of("half-chess.variant", "half-chess", SQUARE_8, "1. e2e4 e7e5 2. b1c3 g8f6 *", "b1c3"),
                Arguments.of("nearlydouble-chess.variant", "nearlydouble-chess", SQUARE_11, "1. e4e5 e8e7 2. f4f5 a8a7 *", "f4f5"),
                Arguments.of("nearlydouble-overkill.variant", "nearlydouble-overkill", SQUARE_11,
                        "1. e4e5 e8e7 2. f4f5 a8a7 *", "f4f5"));
    }

    @ParameterizedTest
    @MethodSource("games")
    void aPersonsMovesFromAGameFileAreAccepted(String name, String variant, List<String> board, String moves,
                                                String special, @TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(XBOARD != null && Files.isExecutable(XVFB_RUN),
                "skipped: Debian's xboard and xvfb-run are not installed (apt-get install xboard xvfb)");
        Path game = dir.resolve("person.pgn");
        Files.writeString(game, "[Event \"a person\"]\n[Variant \"" + variant + "\"]\n\n" + moves + "\n");
        // the engine's input is kept, to see what XBoard passed on, and its output, to see its answers
        Path engine = XboardMatchTest.loggedEngineScript(dir, Sources.definition(name));
        List<String> command = new java.util.ArrayList<>(List.of(XVFB_RUN.toString(), "-a", XBOARD.toString(),
                "-fcp", engine.toString(), "-variant", variant, "-lgf", game.toString(), "-td", "0",
                "-testLegality", String.valueOf(name.equals("crazyhouse.variant") || name.equals("fide.variant"))));
        command.addAll(board);
        Process xboard = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(dir.resolve("xboard.log").toFile()).start();
        Path toEngine = dir.resolve("to-engine.log");
        long deadline = System.currentTimeMillis() + 120_000;
        String lastMove = moves.replaceAll(".* (\\S+) \\*$", "$1");
        while (System.currentTimeMillis() < deadline
                && !(Files.exists(toEngine) && Files.readString(toEngine).contains("usermove " + lastMove))) {
            Thread.sleep(200);
        }
        xboard.descendants().forEach(ProcessHandle::destroy);
        xboard.destroy();
        xboard.waitFor(10, TimeUnit.SECONDS);
        String sent = Files.readString(toEngine, StandardCharsets.UTF_8);
        // the engine's answer to every line XBoard sent, the last move's too: the same lines given
        // to a fresh engine, which has answered them all when it ends at the end of its input
        String answers = Files.readString(dir.resolve("from-engine.log"), StandardCharsets.UTF_8)
                + replayed(Sources.definition(name), toEngine, dir.resolve("replayed.log"));
        for (String move : moves.replaceAll("\\d+\\.|\\*", " ").trim().split("\\s+")) {
            assertTrue(sent.contains("usermove " + move), name + ": XBoard did not pass on " + move + ":\n" + sent
                    + "\nXBoard said:\n" + Files.readString(dir.resolve("xboard.log")));
        }
        assertTrue(sent.contains("usermove " + special), sent);
        assertFalse(answers.contains("Illegal move") || answers.contains("Error ("), name + ":\n" + answers);
        System.out.printf("XBoard person %s: %d moves from a game file accepted, among them %s%n", name,
                moves.replaceAll("\\d+\\.|\\*", " ").trim().split("\\s+").length, special);
    }

    /** What the engine says to {@code input}'s lines, once it has read them all and ended. */
    private static String replayed(Path definition, Path input, Path output) throws Exception {
        Path lines = input.resolveSibling("replay-input.log");
        // without its quit, XBoard's log ends where it was stopped: the replay ends there too
        Files.writeString(lines, Files.readString(input, StandardCharsets.UTF_8).replaceAll("(?m)^quit$", "") + "\nquit\n");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process replay = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                "org.variantc.compiler.cli.Main", "xboard", definition.toString()).redirectInput(lines.toFile())
                .redirectErrorStream(true).redirectOutput(output.toFile()).start();
        assertTrue(replay.waitFor(120, TimeUnit.SECONDS), "the engine did not end after XBoard's lines");
        return Files.readString(output, StandardCharsets.UTF_8);
    }
}
