package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.Rulebooks;
import org.variantc.runtime.notation.GameRecord;
import org.variantc.runtime.match.Match;
import org.variantc.runtime.notation.Pgn;
import org.variantc.runtime.match.SearchPlayer;
import org.variantc.runtime.rules.VariantRules;

/**
 * Self-play in the Fairy-Stockfish games that no family's self-play test covers (one-sided
 * castling, several royals, gating, men that turn over, Shatar's mate rules, royal Queens,
 * capture-only men, a race without Kings): each game ends with the result its rules give and
 * replays move for move from its PGN to that result ({@link CaptureGamesSelfPlayTest#replay}).
 */
class FairySelfPlayTest {
    private static final int GAMES = 2;

    @ParameterizedTest
    @ValueSource(strings = {"horde", "spartan", "shoshogi", "seirawan", "shouse", "kyotoshogi", "micro", "dobutsu",
            "torishogi", "yarishogi", "checkshogi", "shatar", "coregal", "clobber", "breakthrough", "fox-and-hounds"})
    void gamesEndAsTheRulesSayAndReplayFromPgn(String game) throws InterruptedException {
        VariantRules rules = Games.rules("fairy-stockfish/" + game + ".variant");
        Match match = new Match(Rulebooks.table(), rules, () -> new SearchPlayer("depth2", 2, 0, 1),
                () -> new SearchPlayer("nodes800", 0, 800, 1),
                new Match.Settings(GAMES, 2, 0, 0, 600_000, 6, 7, 200));
        List<GameRecord> records = match.run(null);
        StringBuilder pgn = new StringBuilder();
        for (GameRecord r : records) {
            pgn.append(Pgn.write(rules.name(), "self-play test", "2026.11.23", r));
        }
        List<Pgn.Parsed> parsed = Pgn.read(pgn.toString());
        assertEquals(GAMES, parsed.size());
        for (int g = 0; g < GAMES; g++) {
            CaptureGamesSelfPlayTest.replay(rules, parsed.get(g), records.get(g), game + " game " + (g + 1));
            System.out.println(game + " self-play game " + (g + 1) + ": " + parsed.get(g).result() + " ("
                    + records.get(g).termination() + ")");
        }
    }
}
