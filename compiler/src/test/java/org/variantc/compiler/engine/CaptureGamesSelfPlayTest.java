package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.compiler.games.CaptureGames;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.Rulebooks;
import org.variantc.runtime.notation.San;
import org.variantc.runtime.notation.GameRecord;
import org.variantc.runtime.match.Match;
import org.variantc.runtime.notation.Pgn;
import org.variantc.runtime.match.SearchPlayer;
import org.variantc.runtime.rules.VariantRules;

/**
 * Self-play in each capture-and-count game: every game ends with the result its rules give,
 * and replays move for move from its PGN to that result.
 */
class CaptureGamesSelfPlayTest {
    private static final int GAMES = 4;
    private static final int MAX_PLIES = 300;
    private static final Set<GameStatus.Reason> SEEN = EnumSet.noneOf(GameStatus.Reason.class);

    static List<String> games() {
        return CaptureGames.NAMES;
    }

    @ParameterizedTest
    @MethodSource("games")
    void gamesEndAsTheRulesSayAndReplayFromPgn(String game) throws InterruptedException {
        VariantRules rules = Games.rules(CaptureGames.definition(game));
        Match match = new Match(Rulebooks.table(), rules, () -> new SearchPlayer("depth2", 2, 0, 1),
                () -> new SearchPlayer("nodes800", 0, 800, 1),
                new Match.Settings(GAMES, 2, 0, 0, 600_000, 6, 7, MAX_PLIES));
        List<GameRecord> records = match.run(null);
        StringBuilder pgn = new StringBuilder();
        for (GameRecord r : records) {
            pgn.append(Pgn.write(rules.name(), "self-play test", "2026.11.23", r));
        }
        List<Pgn.Parsed> parsed = Pgn.read(pgn.toString());
        assertEquals(GAMES, parsed.size());
        for (int g = 0; g < GAMES; g++) {
            replay(rules, parsed.get(g), records.get(g), game + " game " + (g + 1));
        }
    }

    static void replay(VariantRules rules, Pgn.Parsed game, GameRecord record, String label) {
        Position pos = Fen.read(rules, game.tags().get("FEN"));
        for (String text : game.moves()) {
            assertFalse(GameStatus.of(pos).isOver(), label + ": a move after the end");
            pos.make(San.parse(pos, text));
        }
        GameStatus status = GameStatus.of(pos);
        if (record.termination().startsWith("adjudicated")) {
            assertEquals("1/2-1/2", game.result(), label);
            return;
        }
        assertTrue(status.isOver(), label + ": ended (" + record.termination() + ") but the rules say it goes on");
        String expected = switch (status.result()) {
            case WHITE_WINS -> "1-0";
            case BLACK_WINS -> "0-1";
            default -> "1/2-1/2";
        };
        assertEquals(expected, game.result(), label + ": " + record.termination());
        synchronized (SEEN) {
            SEEN.add(status.reason());
        }
    }

    /** Run after the games (JUnit orders methods deterministically, not by writing): the new endings occurred. */
    @Test
    void newEndingsOccurInSelfPlay() throws InterruptedException {
        List<String> ended = new ArrayList<>();
        for (String game : List.of("antichess", "extinction")) {
            gamesEndAsTheRulesSayAndReplayFromPgn(game);
            ended.add(game);
        }
        assertTrue(SEEN.contains(GameStatus.Reason.EXTINCTION), "no game ended by men running out: " + SEEN + " " + ended);
    }
}
