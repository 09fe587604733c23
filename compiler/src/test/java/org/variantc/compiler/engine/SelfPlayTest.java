package org.variantc.compiler.engine;

import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.Rulebooks;
import org.variantc.compiler.check.Sources;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.notation.San;
import org.variantc.runtime.notation.GameRecord;
import org.variantc.runtime.match.Match;
import org.variantc.runtime.notation.Pgn;
import org.variantc.runtime.match.SearchPlayer;
import org.variantc.runtime.rules.VariantRules;

/**
 * For every shipped game: fast self-play games (two settings of our engine, random openings)
 * all end with a result the rules confirm, and every move of their PGN, read back as SAN, is
 * legal, is the move played, and is written exactly as SAN formats it.
 */
class SelfPlayTest {
    private static final int GAMES = 6;
    private static final int MAX_PLIES = 400;

    static List<String> definitions() {
        return Sources.shippedNames();
    }

    @ParameterizedTest
    @MethodSource("definitions")
    void gamesEndCorrectlyAndReplayLegally(String name) throws InterruptedException {
        VariantRules rules = Games.rules(name);
        Match match = new Match(Rulebooks.table(), rules, () -> new SearchPlayer("depth2", 2, 0, 1),
                () -> new SearchPlayer("nodes800", 0, 800, 1),
                new Match.Settings(GAMES, 2, 0, 0, 600_000, 6, 7, MAX_PLIES));
        List<GameRecord> records = match.run(null);
        assertEquals(GAMES, records.size());
        StringBuilder pgn = new StringBuilder();
        for (GameRecord r : records) {
            assertFalse(r.termination().contains("crashed") || r.termination().contains("failed"),
                    name + " game " + r.round() + ": " + r.termination());
            pgn.append(Pgn.write(rules.name(), "self-play test", "2024.01.01", r));
        }
        List<Pgn.Parsed> parsed = Pgn.read(pgn.toString());
        assertEquals(GAMES, parsed.size());
        for (int g = 0; g < GAMES; g++) {
            Pgn.Parsed game = parsed.get(g);
            assertEquals(rules.name(), game.tags().get("Variant"));
            assertEquals(records.get(g).san(), game.moves(), name + " game " + (g + 1) + ": PGN round trip");
            replay(rules, game, records.get(g), name + " game " + (g + 1));
        }
    }

    /** Issue 14's exploding and petrifying games ({@code definitions/fairy-stockfish/}). */
    @ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"fairy-stockfish/atomic.variant",
        "fairy-stockfish/nocheckatomic.variant", "fairy-stockfish/atomar.variant", "fairy-stockfish/petrified.variant"})
    void captureEffectGamesEndCorrectlyAndReplayLegally(String name) throws InterruptedException {
        gamesEndCorrectlyAndReplayLegally(name);
    }

    /**
     * Plays the PGN's SAN from its FEN, each move checked against the legal moves and against the
     * move the match recorded in coordinates, then checks the result.
     */
    private static void replay(VariantRules rules, Pgn.Parsed game, GameRecord record, String label) {
        String termination = record.termination();
        Position pos = Fen.read(rules, game.tags().get("FEN"));
        for (int i = 0; i < game.moves().size(); i++) {
            String text = game.moves().get(i);
            assertFalse(GameStatus.of(pos).isOver(), label + ": a move after the end");
            MoveList legal = pos.legalMoves();
            long move = San.parse(pos, text);
            assertTrue(legal.contains(move), label + ": " + text + " is not legal in " + Fen.write(pos));
            assertEquals(record.moves().get(i), MoveNotation.format(pos, move), label + ": " + text + " in " + Fen.write(pos));
            assertEquals(San.format(pos, move), text, label + ": the PGN holds canonical SAN");
            pos.make(move);
        }
        GameStatus status = GameStatus.of(pos);
        if (termination.startsWith("adjudicated")) {
            assertEquals("1/2-1/2", game.result(), label);
            assertFalse(status.isOver(), label + ": adjudicated but over");
            return;
        }
        assertTrue(status.isOver(), label + ": ended (" + termination + ") but the rules say it goes on");
        assertEquals(expected(status), game.result(), label + ": " + termination);
        if (status.reason() == GameStatus.Reason.CHECKMATE) {
            assertTrue(pos.inCheck() && pos.legalMoves().isEmpty(), label);
        }
    }

    private static String expected(GameStatus status) {
        switch (status.result()) {
            case WHITE_WINS: return "1-0";
            case BLACK_WINS: return "0-1";
            default: return "1/2-1/2";
        }
    }
}
