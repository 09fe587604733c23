package org.variantc.compiler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.notation.San;
import org.variantc.runtime.notation.Pgn;
import org.variantc.runtime.rules.VariantRules;

/**
 * Issue 19 (Build 4): {@code match --pgn} appends each game as it ends, refuses an unwritable
 * path before the first game, and a match killed with SIGTERM leaves a PGN of whole games that
 * replay legally.
 */
class MatchPgnTest {
    private static final int GAMES = 40;

    @Test
    void aMatchKilledWithSigtermLeavesWholeGamesThatReplayLegally(@TempDir Path dir) throws Exception {
        Path pgn = dir.resolve("match.pgn");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process match = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                "org.variantc.compiler.cli.Main", "match", Sources.definition("fide.variant").toString(),
                "--first", "self:depth=1", "--second", "self:depth=1", "--games", String.valueOf(GAMES),
                "--threads", "1", "--max-plies", "80", "--pgn", pgn.toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve("match.log").toFile()).start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (games(pgn) < 3 && match.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        assertTrue(match.isAlive(), "the match ended before it could be killed: " + log(dir));
        match.destroy(); // SIGTERM
        assertTrue(match.waitFor(60, TimeUnit.SECONDS), "the match did not stop on SIGTERM");
        assertEquals(143, match.exitValue(), "killed by SIGTERM");

        String text = Files.readString(pgn, StandardCharsets.UTF_8);
        List<Pgn.Parsed> games = Pgn.read(text);
        assertTrue(games.size() >= 3 && games.size() < GAMES, games.size() + " games");
        assertTrue(text.endsWith("\n\n"), "the file ends after a whole game");
        VariantRules rules = Games.rules("fide.variant");
        for (Pgn.Parsed game : games) {
            replay(rules, game);
        }
        System.out.printf("match killed with SIGTERM after %d games: all %d in the PGN replay legally%n",
                games.size(), games.size());
    }

    @Test
    void anUnwritablePathIsToldBeforeAnyGame(@TempDir Path dir) throws IOException {
        Path blocker = dir.resolve("file");
        Files.writeString(blocker, "a file, not a directory");
        Path pgn = blocker.resolve("out.pgn");
        long started = System.nanoTime();
        MainTest.Run r = MainTest.run("match", Sources.definition("fide.variant").toString(), "--games", "1000",
                "--pgn", pgn.toString());
        long millis = (System.nanoTime() - started) / 1_000_000;
        assertEquals(1, r.status(), r.err());
        assertTrue(r.err().startsWith("variantc: cannot write " + pgn + ": "), r.err());
        assertFalse(r.out().contains("game 1/"), "no game was played: " + r.out());
        System.out.printf("unwritable --pgn refused in %d ms: %s", millis, r.err());
    }

    @Test
    void eachGameIsInTheFileWhenItEnds(@TempDir Path dir) throws IOException {
        Path pgn = dir.resolve("m.pgn");
        MainTest.Run r = MainTest.run("match", Sources.definition("fide.variant").toString(), "--first", "self:depth=1",
                "--second", "self:depth=1", "--games", "2", "--threads", "1", "--max-plies", "20", "--pgn",
                pgn.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("2 games written to " + pgn), r.out());
        List<Pgn.Parsed> games = Pgn.read(Files.readString(pgn));
        assertEquals(2, games.size());
        VariantRules rules = Games.rules("fide.variant");
        games.forEach(g -> replay(rules, g));
    }

    private static void replay(VariantRules rules, Pgn.Parsed game) {
        Position pos = Fen.read(rules, game.tags().get("FEN"));
        String label = "round " + game.tags().get("Round");
        for (String text : game.moves()) {
            assertFalse(GameStatus.of(pos).isOver(), label + ": a move after the end");
            long move = San.parse(pos, text);
            assertTrue(pos.legalMoves().contains(move), label + ": " + text + " is not legal in " + Fen.write(pos));
            pos.make(move);
        }
        GameStatus status = GameStatus.of(pos);
        String termination = game.tags().get("Termination");
        if (termination.startsWith("adjudicated")) {
            assertEquals("1/2-1/2", game.result(), label);
        } else {
            assertTrue(status.isOver(), label + ": ended (" + termination + ") but the rules say it goes on");
        }
    }

    private static int games(Path pgn) throws IOException {
        if (!Files.exists(pgn)) {
            return 0;
        }
        return Pgn.read(Files.readString(pgn, StandardCharsets.UTF_8)).size();
    }

    private static String log(Path dir) throws IOException {
        return Files.readString(dir.resolve("match.log"));
    }
}
