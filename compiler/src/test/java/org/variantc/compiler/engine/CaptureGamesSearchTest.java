package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.variantc.compiler.games.CaptureGames;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.search.Evaluation;
import org.variantc.runtime.search.Limits;
import org.variantc.runtime.search.Search;
import org.variantc.runtime.search.SearchResult;

/**
 * The search scores the capture-and-count games as their rules do, with no per-variant code:
 * an Antichess engine gives its men away, a Misere engine walks into mate, the men left decide.
 */
class CaptureGamesSearchTest {
    private static Position position(String game, String fen) {
        return Games.position(CaptureGames.definition(game), fen);
    }

    private static SearchResult search(Position pos, int depth) {
        return new Search(pos.rulebook(), 16).search(pos, Limits.depth(depth), null);
    }

    /** White's last man offered where the Pawn must take it: the win by running out of men, seen at once. */
    @Test
    void antichessGivesItsLastManAway() {
        Position pos = position("antichess", "8/8/8/8/8/1p6/8/R7 w - - 0 1");
        SearchResult result = search(pos, 4);
        assertEquals("a1a2", result.bestText());
        assertEquals(Search.MATE - 2, result.score(), "a win two plies ahead: White moves, Black must capture");
    }

    /** Material counts against its owner where losing every man wins. */
    @Test
    void antichessEvaluationPrefersFewerMen() {
        Evaluation antichess = new Evaluation(position("antichess", null).rulebook());
        Position more = position("antichess", "4k3/8/8/8/8/8/8/QQQ1K3 w - - 0 1");
        assertTrue(antichess.evaluate(more) < 0, "three extra Queens are a burden: " + antichess.evaluate(more));
        Evaluation chess = new Evaluation(position("extinction", null).rulebook());
        Position extinction = position("extinction", "4k3/pppppppp/8/8/8/8/PPPPPPPP/QQQ1K3 w - - 0 1");
        assertTrue(chess.evaluate(extinction) > 0, "in Extinction chess they are an asset");
    }

    /** Misere: a mate in one is there for Black, but mating loses; a FIDE search plays it, this one does not. */
    @Test
    void misereDeclinesToMate() {
        String fen = "r5k1/8/8/8/8/8/6PP/7K b - - 0 1";
        Position mated = position("misere", fen);
        mated.make(org.variantc.runtime.notation.MoveNotation.parse(mated, "a8a1"));
        assertEquals(new GameStatus(GameStatus.Result.WHITE_WINS, GameStatus.Reason.MISERE_MATE), GameStatus.of(mated));
        assertEquals("a8a1", search(Games.position("fide.variant", fen), 2).bestText());
        SearchResult misere = search(position("misere", fen), 2);
        assertTrue(!misere.bestText().equals("a8a1") && misere.score() > -Search.MATE_BOUND, misere.bestText());
    }

    /** Codrus: the search runs to have its own King captured. */
    @Test
    void codrusOffersItsKing() {
        Position pos = position("codrus", "4k3/8/8/8/8/2p5/8/4K3 w - - 0 1");
        SearchResult result = search(pos, 4);
        assertTrue(result.score() >= Search.MATE_BOUND, result.bestText() + " scores " + result.score());
    }
}
