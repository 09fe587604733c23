package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
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
 * Self-play in Duck chess: the games end with the result the rules give (a King taken, as a rule)
 * and replay move for move from their PGN, whose SAN carries the Duck ({@code Nf3,e5}).
 */
class DuckSelfPlayTest {
    private static final int GAMES = 2;

    @Test
    void gamesEndAsTheRulesSayAndReplayFromPgn() throws InterruptedException {
        VariantRules rules = Games.rules("fairy-stockfish/duck.variant");
        Match match = new Match(Rulebooks.table(), rules, () -> new SearchPlayer("nodes600", 0, 600, 1),
                () -> new SearchPlayer("nodes300", 0, 300, 1),
                new Match.Settings(GAMES, 1, 0, 0, 600_000, 6, 7, 200));
        List<GameRecord> records = match.run(null);
        StringBuilder pgn = new StringBuilder();
        for (GameRecord r : records) {
            pgn.append(Pgn.write(rules.name(), "self-play test", "2026.11.23", r));
        }
        List<Pgn.Parsed> parsed = Pgn.read(pgn.toString());
        assertEquals(GAMES, parsed.size());
        int ended = 0;
        for (int g = 0; g < GAMES; g++) {
            Pgn.Parsed game = parsed.get(g);
            Position pos = Fen.read(rules, game.tags().get("FEN"));
            for (String text : game.moves()) {
                assertFalse(GameStatus.of(pos).isOver(), "a move after the end");
                assertTrue(text.contains(","), "every move places the Duck: " + text);
                pos.make(San.parse(pos, text));
            }
            if (records.get(g).termination().startsWith("adjudicated")) {
                assertEquals("1/2-1/2", game.result());
                continue;
            }
            GameStatus status = GameStatus.of(pos);
            assertTrue(status.isOver(), records.get(g).termination());
            String expected = switch (status.result()) {
                case WHITE_WINS -> "1-0";
                case BLACK_WINS -> "0-1";
                default -> "1/2-1/2";
            };
            assertEquals(expected, game.result());
            ended++;
        }
        assertTrue(ended > 0, "no game ended by the rules within 200 plies");
    }
}
