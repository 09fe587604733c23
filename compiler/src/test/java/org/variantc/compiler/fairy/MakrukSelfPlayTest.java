package org.variantc.compiler.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
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
 * Self-play in the Makruk family: every game ends (or is adjudicated at the ply limit), its PGN
 * replays move by move through SAN to a position whose status gives the recorded result; from a
 * Rook-against-King ending, weak players let the pieces' honour run out, and the count ends games.
 */
class MakrukSelfPlayTest {
    private static final int GAMES = 4;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"makruk", "makpong", "cambodian", "karouk", "asean", "ai-wok"})
    void gamesFromTheStartEndAndReplayFromPgn(String variant) throws InterruptedException {
        List<GameStatus.Reason> reasons = play(FairyReference.rules(variant), GAMES, 300);
        System.out.println(variant + " self-play: " + reasons);
    }

    @Test
    void theCountEndsGamesTheStrongerSideCannotFinish() throws InterruptedException {
        VariantRules makruk = FairyReference.rules("makruk");
        VariantRules ending = makruk.withStartFen("3k4/8/8/8/8/8/8/R3K3 w - - 0 1");
        List<GameStatus.Reason> reasons = play(ending, 6, 400);
        System.out.println("makruk Rook ending self-play: " + reasons);
        assertTrue(reasons.contains(GameStatus.Reason.COUNTING), reasons.toString());
    }

    /** Plays and replays; the reasons the finished games ended for. */
    private static List<GameStatus.Reason> play(VariantRules rules, int games, int maxPlies) throws InterruptedException {
        Match match = new Match(Rulebooks.table(), rules, () -> new SearchPlayer("depth1", 1, 0, 1),
                () -> new SearchPlayer("nodes300", 0, 300, 1),
                new Match.Settings(games, 2, 0, 0, 600_000, 4, 15, maxPlies));
        List<GameRecord> records = match.run(null);
        StringBuilder pgn = new StringBuilder();
        for (GameRecord r : records) {
            pgn.append(Pgn.write(rules.name(), "Makruk family self-play", "2026.11.23", r));
        }
        List<Pgn.Parsed> parsed = Pgn.read(pgn.toString());
        assertEquals(games, parsed.size());
        List<GameStatus.Reason> reasons = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            Pgn.Parsed game = parsed.get(g);
            String label = rules.name() + " game " + (g + 1) + " (" + records.get(g).termination() + ")";
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
            reasons.add(status.reason());
        }
        return reasons;
    }
}
