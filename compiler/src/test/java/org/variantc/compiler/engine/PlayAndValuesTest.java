package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.cli.MainAccess;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.notation.San;
import org.variantc.runtime.rules.VariantRules;
import org.variantc.runtime.search.PieceValues;

/** {@code variantc play} driven by a script, and {@code variantc values}, for every shipped game. */
class PlayAndValuesTest {
    static List<String> definitions() {
        return Sources.shippedNames();
    }

    @ParameterizedTest
    @MethodSource("definitions")
    void scriptedGame(String name, @TempDir Path dir) throws Exception {
        VariantRules rules = Games.rules(name);
        Position start = Fen.start(rules);
        String first = MoveNotation.format(start, start.legalMoves().get(0));
        String firstSan = San.format(start, start.legalMoves().get(0));
        Path pgn = dir.resolve("game.pgn");
        Path fen = dir.resolve("game.fen");
        String script = String.join("\n", "help", first, "not-a-move", "hint", "flip", "undo",
                firstSan, "save " + pgn, "save " + fen, "new", "load " + pgn, "load " + dir.resolve("missing.fen"),
                "fen garbage", "level 50", "level fast", "moves", "quit") + "\n";
        // Army games: the first army for each side, the pair Games.rules starts with.
        String[] armies = rules.start().armies() == null ? new String[0] : new String[] {"--white-army", "1", "--black-army", "1"};
        String[] args = java.util.stream.Stream.concat(
            java.util.stream.Stream.of("play", Sources.definition(name).toString(), "--depth", "1"),
            java.util.Arrays.stream(armies)).toArray(String[]::new);
        String out = MainAccess.run(script, args);
        assertTrue(out.contains("You play White") || out.contains("you play White"), out);
        assertTrue(out.contains("I play "), out);
        assertTrue(out.contains("Illegal move: "), out);
        assertTrue(out.contains("Hint: "), out);
        assertTrue(out.contains("Cannot read "), out);
        assertTrue(out.contains("Bad FEN: "), out);
        assertTrue(out.contains("level takes milliseconds"), out);
        assertTrue(out.contains(" a ") || out.contains(" a\n"), "file letters are printed: " + out);
        String saved = Files.readString(pgn);
        assertTrue(saved.contains("[Variant \"" + rules.name() + "\"]") && saved.contains("[FEN \""), saved);
        assertTrue(saved.contains("1. " + firstSan), "the PGN is SAN: " + saved);
        assertTrue(out.contains("Moves: 1. " + firstSan), "the move list is SAN: " + out);
        Position reloaded = Fen.read(rules, Files.readString(fen).trim());
        assertEquals(2, reloaded.fullmoveNumber() * 2 - (reloaded.sideToMove() == 0 ? 2 : 1) + 0, 2,
                "the FEN is of the position after two plies");
    }

    /** The terminal game reads SAN, refuses an ambiguous one with both names, and writes SAN back. */
    @Test
    void sanInTheTerminalGame(@TempDir Path dir) throws Exception {
        Path pgn = dir.resolve("knights.pgn");
        String script = String.join("\n", "fen 4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "Nd2", "Nbd2",
                "save " + pgn, "new", "load " + pgn, "quit") + "\n";
        String out = MainAccess.run(script, "play", Sources.definition("fide.variant").toString(), "--depth", "1");
        assertTrue(out.contains("'Nd2' is ambiguous: it could be Nbd2 or Nfd2"), out);
        assertTrue(out.contains("Moves: 1. Nbd2 "), out);
        String saved = Files.readString(pgn);
        assertTrue(saved.contains("1. Nbd2 "), saved);
        Position played = Fen.read(Games.rules("fide.variant"), "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
        played.make(MoveNotation.parse(played, "b1d2"));
        String reply = saved.replaceAll("(?s).*1\\. Nbd2 (\\S+).*", "$1");
        assertEquals(reply, San.format(played, San.parse(played, reply)), "the reply is canonical SAN: " + saved);
        String line = "Moves: 1. Nbd2 " + reply + "\n";
        assertEquals(2, out.split(java.util.regex.Pattern.quote(line), -1).length - 1,
                "shown after the reply and again after loading the PGN back: " + out);
    }

    @ParameterizedTest
    @MethodSource("definitions")
    void valuesArePrintedForEveryPiece(String name) {
        VariantRules rules = Games.rules(name);
        String out = MainAccess.run("", "values", Sources.definition(name).toString());
        PieceValues values = PieceValues.of(rules);
        for (int t = 0; t < rules.pieces().size(); t++) {
            var p = rules.pieces().get(t);
            assertTrue(out.contains(p.id() + " "), out);
            if (p.royal()) {
                assertEquals(0, values.estimate(t), p.name() + " is royal");
            } else {
                assertTrue(values.estimate(t) > 0 && out.contains(" " + values.estimate(t) + " "), p.name() + "\n" + out);
            }
            if (p.value() > 0) {
                assertEquals(p.value(), values.value(t), "the definition's value wins");
            }
        }
    }

    @Test
    void fideEstimatesKeepTheClassicalOrder() {
        VariantRules rules = Games.rules("fide.variant");
        PieceValues v = PieceValues.of(rules);
        int p = v.estimate(rules.pieceType("P"));
        int n = v.estimate(rules.pieceType("N"));
        int b = v.estimate(rules.pieceType("B"));
        int r = v.estimate(rules.pieceType("R"));
        int q = v.estimate(rules.pieceType("Q"));
        assertTrue(p < n && n <= b && b < r && r < q, p + " " + n + " " + b + " " + r + " " + q);
        assertTrue(Math.abs(n - 320) < 40 && Math.abs(r - 500) < 60 && Math.abs(q - 950) < 100, n + " " + r + " " + q);
        assertTrue(q > r + b, "a Queen is worth more than Rook and Bishop together");
    }
}
