package org.variantc.compiler.games;

import org.variantc.runtime.notation.Preparation;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.EndJudgment;
import org.variantc.runtime.GameEnd;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.GameStatus.Reason;
import org.variantc.runtime.GameStatus.Result;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.Outcome;
import org.variantc.runtime.rules.VariantRules;
import org.variantc.runtime.search.Limits;
import org.variantc.runtime.search.Search;
import org.variantc.runtime.search.SearchResult;

/**
 * Where two ends hold at once, the board ({@link GameStatus}) and the search judge them in the
 * one order of {@link EndJudgment}. Each position here was judged one way by the board and the
 * other by the search before they shared the judgment (issue 25); the comment says which rule
 * decides, and why.
 */
class EndOrderTest {

    /**
     * A lost royal man before a goal. Fairy-Stockfish judges extinction (which Atomic's King
     * obeys) before its flags, and a side without its royal man has lost whatever else stands on
     * the board. The board said so; the search's root read the goal first and scored Black lost.
     */
    @Test
    void aSideBlownUpHasLostThoughItsGoalIsReached() {
        Position pos = Fen.read(variant("fairy-stockfish/atomic.variant", "win when N reaches rank 8"),
                "N3k3/8/8/8/8/8/8/8 b - - 0 1");
        assertEquals(new GameStatus(Result.BLACK_WINS, Reason.ROYAL_LOST), GameStatus.of(pos));
        assertEquals(Search.MATE, search(pos, 1).score(), "Black, to move, has won");
    }

    /**
     * A lost royal man before the checks that win: Fairy-Stockfish's extinction comes before its
     * n-check, so White, whose King is gone, has lost though it gave its three checks.
     */
    @Test
    void aSideBlownUpHasLostThoughItGaveTheChecksThatWin() {
        Position pos = Fen.read(variant("fairy-stockfish/atomic.variant", "win on 3 checks"),
                "4k3/8/8/8/8/8/8/8 b - - 0+3 0 1");
        assertEquals(new GameStatus(Result.BLACK_WINS, Reason.ROYAL_LOST), GameStatus.of(pos));
        assertEquals(Search.MATE, search(pos, 1).score(), "Black, to move, has won");
    }

    /**
     * A lost royal man before men run out. In No-check Atomic a King may capture, and blows
     * itself up: Kxe2 takes Black's last Knight (Black's men of the extinction rule run out) and
     * White's own King. White has lost (as the board said): the search inside the tree read the
     * extinction first and played Kxe2 as a win.
     */
    @Test
    void aKingThatBlowsItselfUpLosesThoughItTookTheLastKnight() {
        Position pos = Fen.read(variant("fairy-stockfish/nocheckatomic.variant", "lose when no N left"),
                "4k3/8/8/8/8/8/4n3/N3K3 w - - 0 1");
        pos.make(MoveNotation.parse(pos, "e1e2"));
        assertEquals(new GameStatus(Result.BLACK_WINS, Reason.ROYAL_LOST), GameStatus.of(pos));
        pos.unmake();
        for (int depth = 1; depth <= 3; depth++) {
            SearchResult result = search(pos, depth);
            assertNotEquals("e1e2", result.bestText(), "depth " + depth);
            assertTrue(result.score() < Search.MATE_BOUND, "depth " + depth + ": " + result.score());
        }
    }

    /**
     * The move rule before repetition. Fairy-Stockfish's optional ends test the n-move rule
     * first: a perpetual check that repeats on the very move the fifty moves run out is a draw
     * by the move rule, not the checker's loss. The board judged so; the search, where a second
     * occurrence counts, read the repetition first and scored White lost.
     */
    @Test
    void theMoveRuleRunningOutOnARepetitionDraws() {
        VariantRules rules = variant("fide.variant", "perpetual check loses");
        // 1.Nf7+ Kg8 2.Nh6+ Kh8 3.Nf7+: White checks on every move; the position after 1.Nf7+
        // stands again after 3.Nf7+ (a second time) and 5.Nf7+ (a third).
        String[] line = {"g5f7", "h8g8", "f7h6", "g8h8", "h6f7", "h8g8", "f7h6", "g8h8", "h6f7"};
        Position inside = play(Fen.read(rules, "7k/6pp/8/6N1/8/8/8/K7 w - - 95 60"), line, 5);
        assertEquals(100, inside.halfmoveClock());
        assertEquals(new GameEnd(Outcome.DRAW, Reason.MOVE_RULE), EndJudgment.of(inside, EndJudgment.Scope.SEARCH));
        Position earlier = play(Fen.read(rules, "7k/6pp/8/6N1/8/8/8/K7 w - - 0 60"), line, 5);
        assertEquals(new GameEnd(Outcome.WIN, Reason.PERPETUAL_CHECK), EndJudgment.of(earlier, EndJudgment.Scope.SEARCH),
                "without the move rule the checker loses: Black, to move, wins");

        Position board = play(Fen.read(rules, "7k/6pp/8/6N1/8/8/8/K7 w - - 91 60"), line, 9);
        assertEquals(100, board.halfmoveClock());
        assertEquals(new GameStatus(Result.DRAW, Reason.MOVE_RULE), GameStatus.of(board));
        Position repeated = play(Fen.read(rules, "7k/6pp/8/6N1/8/8/8/K7 w - - 0 60"), line, 9);
        assertEquals(new GameStatus(Result.BLACK_WINS, Reason.PERPETUAL_CHECK), GameStatus.of(repeated));
    }

    /**
     * A count run out is a plain draw, not one decided by points: Fairy-Stockfish's counting rule
     * draws outright, and only the ends its material counting decides (the move rule,
     * repetition, passes) go to points. The board judged so; the search gave the count to the
     * side ahead on points, so White, a Rook up, saw a win in any move that ran the count out.
     */
    @Test
    void aCountRunOutDrawsThoughOneSideIsAheadOnPoints() {
        VariantRules rules = variant("fairy-stockfish/makruk.variant", "points R 5");
        Position pos = Fen.read(rules, "k7/8/8/8/8/4R3/8/3K4 w - 32 32 2");
        assertEquals(GameStatus.ONGOING, GameStatus.of(pos));
        assertEquals(0, search(pos, 2).score(), "every move runs the count out: a draw");
        pos.make(MoveNotation.parse(pos, "d1d2"));
        assertEquals(new GameStatus(Result.DRAW, Reason.COUNTING), GameStatus.of(pos));
        assertEquals(new GameEnd(Outcome.DRAW, Reason.COUNTING), EndJudgment.of(pos, EndJudgment.Scope.SEARCH));
    }

    /**
     * A goal held before the move rule. Fairy-Stockfish judges its flags among the immediate ends,
     * before the n-move rule: White's Knight still on e5 at White's turn wins though the fifty
     * moves have run out, for the board and the search alike.
     */
    @Test
    void aKnightThatHeldTheCentreWinsThoughTheFiftyMovesHaveRunOut() {
        Position pos = Fen.read(variant("fairy-stockfish/jesonmor.variant", ""),
                "4n4/9/9/9/4N4/9/9/9/9 w - - 100 60");
        assertEquals(new GameStatus(Result.WHITE_WINS, Reason.GOAL), GameStatus.of(pos));
        assertEquals(Search.MATE, search(pos, 1).score(), "White, to move, has won");
    }

    private static Position play(Position pos, String[] line, int plies) {
        for (int i = 0; i < plies; i++) {
            pos.make(MoveNotation.parse(pos, line[i]));
        }
        return pos;
    }

    private static SearchResult search(Position pos, int depth) {
        return new Search(Preparation.table(pos.rules()), 1).search(pos, Limits.depth(depth), null);
    }

    /** A shipped definition with one more line in its {@code end} block. */
    private static VariantRules variant(String name, String endLine) {
        try {
            String text = Files.readString(Sources.definition(name)).replace("end {", "end {\n  " + endLine);
            Compilation c = VariantCompiler.compile(Sources.source(name, text));
            if (!c.succeeded()) {
                throw new AssertionError(c.report());
            }
            return c.rules();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
