package org.variantc.compiler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.Rulebooks;
import org.variantc.runtime.notation.GameRecord;
import org.variantc.runtime.match.Match;
import org.variantc.runtime.match.MatchClock;
import org.variantc.runtime.match.Player;
import org.variantc.runtime.match.SearchPlayer;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.protocol.Game;
import org.variantc.runtime.rules.VariantRules;

/**
 * Issue 31 (Build 4): {@code match} speaks to other engines as they expect and never scores a
 * game that was not really played. The real engines (Debian's {@code maxqi}, {@code fairymax},
 * {@code fairy-stockfish} 11.1) are used where installed; {@code .ci/run} installs them. The
 * engines that misbehave on purpose are small shell scripts written here.
 */
class MatchOpponentsTest {
    private static final Path MAXQI = Path.of("/usr/games/maxqi");
    private static final Path FAIRYMAX = Path.of("/usr/games/fairymax");
    private static final Path FAIRY_STOCKFISH = Path.of("/usr/games/fairy-stockfish");

    /** Our Shogi moves as Fairy-Stockfish and XBoard write them: {@code +} to promote, no {@code =}. */
    @Test
    void shogiMovesAreSpelledAsFairyStockfishSpellsThem() {
        VariantRules rules = Games.rules("fairy-stockfish/shogi.variant");
        // White's Pawn on c6 steps into the zone: it may promote or not
        Position pos = Fen.read(rules, "4k4/9/9/2P6/9/9/9/9/4K4[] w - - 0 1");
        List<String> spelled = spelled(pos, "c6c7");
        assertTrue(spelled.contains("c6c7+") && spelled.contains("c6c7"), spelled.toString());
        assertFalse(spelled.stream().anyMatch(s -> s.endsWith("=")), spelled.toString());
        for (String text : spelled) {
            assertEquals(text, MoveNotation.fairyStockfish(pos, MoveNotation.parse(pos, text)), "read back " + text);
        }
        VariantRules fide = Games.rules("fide.variant");
        Position chess = Fen.read(fide, "4k3/P7/8/8/8/8/8/4K2R w K - 0 1");
        assertEquals(List.of("a7a8q", "a7a8r", "a7a8b", "a7a8n"), spelled(chess, "a7a8"));
        assertEquals(List.of("e1g1"), spelled(chess, "e1g1"));
    }

    private static List<String> spelled(Position pos, String prefix) {
        List<String> out = new java.util.ArrayList<>();
        for (long m : pos.legalMoves()) {
            String text = MoveNotation.fairyStockfish(pos, m);
            if (text.startsWith(prefix)) {
                out.add(text);
            }
        }
        return out;
    }

    /** MaxQi numbers Xiangqi's ranks from 0, as XBoard does: games finish, no move refused either way. */
    @Test
    void xiangqiAgainstMaxQiOverXboard(@TempDir Path dir) throws IOException {
        assumeTrue(Files.isExecutable(MAXQI), "no /usr/games/maxqi (Debian's fairymax package): skipped");
        Path pgn = dir.resolve("x.pgn");
        MainTest.Run r = MainTest.run("match", Sources.definition("fairy-stockfish/xiangqi.variant").toString(),
                "--second", "cecp:" + MAXQI, "--games", "2", "--movetime", "50", "--threads", "1",
                "--max-plies", "120", "--pgn", pgn.toString());
        assertEquals(0, r.status(), r.err() + r.out());
        assertTrue(r.out().contains("vs MaxQi"), r.out());
        assertEquals(2, Files.readString(pgn).split("\\[Event ").length - 1, r.out());
        System.out.println("xiangqi against MaxQi: " + r.out().lines().reduce((a, b) -> b).orElse(""));
    }

    /** Fairy-Stockfish over UCI, told Shogi by its own name and our moves in its spelling. */
    @Test
    void shogiAgainstFairyStockfishOverUci() {
        assumeTrue(Files.isExecutable(FAIRY_STOCKFISH), "no /usr/games/fairy-stockfish: skipped");
        MainTest.Run r = MainTest.run("match", Sources.definition("fairy-stockfish/shogi.variant").toString(),
                "--second", "uci:" + FAIRY_STOCKFISH, "--second-option", "Hash=8", "--games", "2",
                "--movetime", "50", "--threads", "1", "--max-plies", "160");
        assertEquals(0, r.status(), r.err() + r.out());
        assertTrue(r.out().contains("vs Fairy-Stockfish"), r.out());
    }

    /** An engine that does not list the game stops the match before any game, with what it plays. */
    @Test
    void anEngineThatLacksTheVariantStopsTheMatch() {
        assumeTrue(Files.isExecutable(FAIRYMAX), "no /usr/games/fairymax: skipped");
        MainTest.Run r = MainTest.run("match", Sources.definition("chess-and-a-half.variant").toString(),
                "--second", "cecp:" + FAIRYMAX, "--games", "2", "--movetime", "50");
        assertEquals(1, r.status(), r.out());
        assertTrue(r.err().contains("does not know the variant 'chess-and-a-half'")
                && r.err().contains("capablanca") && r.err().contains("--variant"), r.err());
        assertFalse(r.out().contains("score"), "no score for games never played: " + r.out());
    }

    /** A UCI engine without UCI_Variant plays chess only: told, not scored. */
    @Test
    void aChessOnlyUciEngineStopsAVariantMatch(@TempDir Path dir) throws IOException {
        Path liar = script(dir, "chessonly", "uci) echo 'id name chessonly'; echo uciok ;;",
                "isready) echo readyok ;;", "go*) echo 'bestmove e2e4' ;;");
        MainTest.Run r = MainTest.run("match", Sources.definition("fairy-stockfish/capablanca.variant").toString(),
                "--second", "uci:" + liar, "--games", "2", "--movetime", "50");
        assertEquals(1, r.status(), r.out());
        assertTrue(r.err().contains("has no UCI_Variant option"), r.err());
    }

    /** An engine answering a position it was not given: the match stops, the game is not scored. */
    @Test
    void anIllegalAnswerStopsTheMatchUnscored(@TempDir Path dir) throws IOException {
        Path liar = script(dir, "liar", "uci) echo 'id name liar'; echo uciok ;;", "isready) echo readyok ;;",
                "go*) echo 'bestmove a1a5' ;;");
        Path pgn = dir.resolve("m.pgn");
        MainTest.Run r = MainTest.run("match", Sources.definition("fide.variant").toString(),
                "--second", "uci:" + liar, "--games", "4", "--movetime", "50", "--threads", "1",
                "--pgn", pgn.toString());
        assertEquals(1, r.status(), r.out());
        assertTrue(r.err().contains("'liar' answered 'a1a5', not a legal move in"), r.err());
        assertTrue(r.err().contains("the match stopped after 0 scored games"), r.err());
        assertFalse(Files.readString(pgn).contains("[Event"), "no game written: " + Files.readString(pgn));
    }

    /**
     * An XBoard engine that refuses our move as Sjaak II 1.4.1 does ("Error (Illegal move or unknown
     * command): MOVE", not CECP's "Illegal move: MOVE") stops the match; it is not taken as silence.
     */
    @Test
    void aMoveRefusedAsSjaakRefusesStopsTheMatch(@TempDir Path dir) throws IOException {
        Path refuser = script(dir, "refuser", "protover*) echo 'feature myname=\"refuser\" done=1' ;;",
                "ping*) echo \"pong ${line#ping }\" ;;", "go) echo 'move e7e5' ;;",
                "[a-h][1-8][a-h][1-8]*) echo \"Error (Illegal move or unknown command): $line\" ;;");
        MainTest.Run r = MainTest.run("match", Sources.definition("fide.variant").toString(),
                "--second", "cecp:" + refuser, "--first", "self:depth=1", "--games", "2", "--threads", "1");
        assertEquals(1, r.status(), r.out());
        assertTrue(r.err().contains("'refuser' refused a move of the game: 'Error (Illegal move"), r.err());
    }

    /** Sjaak II 1.4.1 sends Omega's castlings as O-O and O-O-O: read as the King's move towards h or a. */
    @Test
    void castlingSentAsOhOhIsTheLegalCastlingThatWay() {
        VariantRules omega = Games.rules("sjaak/omega.variant");
        Position pos = Fen.read(omega, "w**********w/*crnbqkbnrc*/*pppppppppp*/*10*/*10*/*10*/*10*/*10*/*10*/"
                + "*PPPPPPPPPP*/*CR3K2RC*/W**********W w KQkq - 0 1");
        assertEquals("g2i2", org.variantc.runtime.match.CecpPlayer.castling(pos, "O-O"));
        assertEquals("g2e2", org.variantc.runtime.match.CecpPlayer.castling(pos, "O-O-O"));
        assertEquals(null, org.variantc.runtime.match.CecpPlayer.castling(pos, "g2h2"));
    }

    /** A false claim of a result loses for the claimant; it is not a resignation or a crash. */
    @Test
    void aFalseDrawClaimLosesForTheClaimant(@TempDir Path dir) throws IOException, InterruptedException {
        Path claimant = script(dir, "claimant", "protover*) echo 'feature myname=\"claimant\" done=1' ;;",
                "ping*) echo \"pong ${line#ping }\" ;;", "go) echo '1/2-1/2 {I claim a draw}' ;;");
        VariantRules rules = Games.rules("fide.variant");
        Match match = new Match(Rulebooks.table(), rules, () -> new SearchPlayer("self", 1, 0, 1),
                () -> new org.variantc.runtime.match.CecpPlayer(List.of(claimant.toString()), "normal"),
                new Match.Settings(2, 1, 0, 0, 200, 0, 1, 40));
        List<GameRecord> games = match.run(null);
        assertEquals(2, games.size());
        for (GameRecord g : games) {
            assertEquals(1.0, g.firstScore(), g.termination());
            assertTrue(g.termination().contains("claimant claimed 1/2-1/2 where the rules give none"), g.termination());
        }
    }

    /**
     * A claim of one's own loss is a resignation (HaChu 0.21 resigns as Black with "1-0 {resign}"):
     * this engine answers every go with "0-1 {resign}", a resignation where it plays White and a
     * false claim of a win where it plays Black; it loses both, each named for what it was.
     */
    @Test
    void aClaimOfOnesOwnLossIsAResignation(@TempDir Path dir) throws IOException, InterruptedException {
        Path resigner = script(dir, "resigner", "protover*) echo 'feature myname=\"resigner\" done=1' ;;",
                "ping*) echo \"pong ${line#ping }\" ;;", "go) echo '0-1 {resign}' ;;");
        VariantRules rules = Games.rules("fide.variant");
        Match match = new Match(Rulebooks.table(), rules, () -> new SearchPlayer("self", 1, 0, 1),
                () -> new org.variantc.runtime.match.CecpPlayer(List.of(resigner.toString()), "normal"),
                new Match.Settings(2, 1, 0, 0, 200, 0, 1, 40));
        List<String> endings = new java.util.ArrayList<>();
        for (GameRecord g : match.run(null)) {
            assertEquals(1.0, g.firstScore(), g.termination());
            endings.add(g.termination());
        }
        assertTrue(endings.stream().anyMatch(t -> t.contains("resigner resigned ('")), endings.toString());
        assertTrue(endings.stream().anyMatch(t -> t.contains("resigner claimed 0-1 where the rules give none")),
                endings.toString());
    }

    /** A player searching a fixed effort has no clock: a slow machine does not make it lose on time. */
    @Test
    void aFixedEffortPlayerIgnoresTheClock() throws InterruptedException {
        VariantRules rules = Games.rules("fide.variant");
        Match.Settings oneMillisecond = new Match.Settings(1, 1, 1, 0, 0, 0, 1, 2);
        for (boolean clocked : new boolean[] {false, true}) {
            Match match = new Match(Rulebooks.table(), rules, () -> new SlowPlayer(clocked),
                    () -> new SlowPlayer(clocked), oneMillisecond);
            List<GameRecord> games = match.run(null);
            boolean lostOnTime = games.stream().anyMatch(g -> g.termination().contains("lost on time"));
            assertEquals(clocked, lostOnTime, (clocked ? "clocked" : "fixed effort") + ": " + games.get(0).termination());
        }
    }

    /** Takes over a second per move (past the clock's grace) and plays the first legal move. */
    private record SlowPlayer(boolean playsOnTheClock) implements Player {
        @Override
        public String name() {
            return "slow";
        }

        @Override
        public void newGame(Game game) {
        }

        @Override
        public String move(Game game, MatchClock clock) {
            try {
                Thread.sleep(1_100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return MoveNotation.format(game.position(), game.position().legalMoves().get(0));
        }

        @Override
        public void close() {
        }
    }

    /** A shell-script engine: one {@code case} arm per line given, {@code quit} ends it. */
    private static Path script(Path dir, String name, String... arms) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, "#!/bin/sh\nwhile read -r line; do\n  case \"$line\" in\n    "
                + String.join("\n    ", arms) + "\n    quit) exit 0 ;;\n  esac\ndone\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
        return file;
    }
}
