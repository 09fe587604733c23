package org.variantc.compiler.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.Rulebooks;
import org.variantc.runtime.notation.San;
import org.variantc.runtime.notation.GameRecord;
import org.variantc.runtime.match.Match;
import org.variantc.runtime.notation.Pgn;
import org.variantc.runtime.match.SearchPlayer;
import org.variantc.runtime.protocol.Game;
import org.variantc.runtime.rules.VariantRules;

/**
 * Self-play in the check and goal games: every game ends, its PGN (with the check count in the
 * FEN tag) replays move by move through SAN to a position whose status gives the recorded result,
 * and the game's own rule (the last check, a goal) ends at least one of them.
 */
class CheckAndGoalSelfPlayTest {
    private static final int GAMES = 6;

    @ParameterizedTest(name = "{0}")
    @CsvSource({"kingofthehill, GOAL", "3check, CHECKS", "5check, CHECKS", "racingkings, GOAL"})
    void gamesEndByTheRulesAndReplayFromPgn(String variant, GameStatus.Reason ownRule) throws InterruptedException {
        VariantRules rules = FairyReference.rules(variant);
        Match match = new Match(Rulebooks.table(), rules, () -> new SearchPlayer("depth2", 2, 0, 1),
                () -> new SearchPlayer("nodes800", 0, 800, 1),
                new Match.Settings(GAMES, 2, 0, 0, 600_000, 4, 11, 400));
        List<GameRecord> records = match.run(null);
        StringBuilder pgn = new StringBuilder();
        for (GameRecord r : records) {
            pgn.append(Pgn.write(rules.name(), "check and goal self-play", "2026.11.23", r));
        }
        List<Pgn.Parsed> parsed = Pgn.read(pgn.toString());
        assertEquals(GAMES, parsed.size());
        int byOwnRule = 0;
        for (int g = 0; g < GAMES; g++) {
            Pgn.Parsed game = parsed.get(g);
            String label = variant + " game " + (g + 1) + " (" + records.get(g).termination() + ")";
            Position pos = Fen.read(rules, game.tags().get("FEN"));
            for (String text : game.moves()) {
                assertFalse(GameStatus.of(pos).isOver(), label + ": a move after the end");
                long move = San.parse(pos, text);
                assertTrue(pos.legalMoves().contains(move), label + ": " + text);
                pos.make(move);
            }
            GameStatus status = GameStatus.of(pos);
            if (records.get(g).termination().startsWith("adjudicated")) {
                assertFalse(status.isOver(), label);
                continue;
            }
            assertTrue(status.isOver(), label);
            assertEquals(Game.pgnResult(status), game.result(), label);
            if (status.reason() == ownRule) {
                byOwnRule++;
            }
        }
        System.out.println(variant + " self-play: " + byOwnRule + " of " + GAMES + " games ended by " + ownRule + "; "
                + records.stream().map(GameRecord::termination).toList());
        assertTrue(byOwnRule > 0, variant + ": no game ended by " + ownRule);
    }
}
