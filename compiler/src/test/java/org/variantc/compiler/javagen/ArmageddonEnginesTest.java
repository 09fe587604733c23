package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.EndJudgment;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.Perft;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.Outcome;

/**
 * Armageddon ({@code definitions/fairy-stockfish/armageddon.variant}, {@code black wins draws}):
 * every drawn ending goes to Black, on the table engine and on the generated engine, from
 * hand-built positions; its moves are chess's, counted as upstream Fairy-Stockfish counts them.
 */
class ArmageddonEnginesTest {
    private static final FamilyEngines ENGINES = FamilyEngines.fairyStockfish("org.variantc.generated.armageddon");
    private static final GameStatus.Reason STALEMATE = GameStatus.Reason.STALEMATE;

    @TempDir
    static Path dir;

    /**
     * Upstream Fairy-Stockfish built from source at commit c19b5f6c (largeboards all):
     * {@code setoption name UCI_Variant value armageddon}, {@code position fen F}, {@code go perft N}.
     */
    @ParameterizedTest(name = "{0} depth {1}")
    @CsvSource({
        "'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 3, 8902",
        "'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 4, 197281",
        "'r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQkq - 1 5', 3, 48378",
        "'r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQkq - 1 5', 4, 1672184",
        // reference/fairy-stockfish-upstream/armageddon.tsv: tools/fairy-reference/collect.py's seeded midgames
        "'2b1k1nr/r1qnb2p/ppQ1pp2/3p4/3PPBpP/1PN4R/P1P2PP1/R3KBN1 w Qk - 0 14', 3, 84617",
        "'rnb2br1/5ppp/1pk4n/p1P1p3/2Pp3P/2N2P2/P2PP1P1/1RB1KBNR w K - 1 12', 3, 23329",
        "'rn1qkbnr/p3ppp1/2p1b3/1p1p2N1/P1P5/4P1p1/1P1P1P1P/RNBQKBR1 w Qkq - 0 8', 3, 53318",
        "'rnb3r1/p2pbp2/1q3kpp/1p6/2ppPPn1/BP1BNK2/P1PP2PP/1R1Q3R w - - 4 19', 3, 43458"})
    void bothEnginesCountWhatUpstreamFairyStockfishCounts(String fen, int depth, long expected) throws Exception {
        assertEquals(expected, Perft.perft(ENGINES.table("armageddon", fen), depth), "table engine");
        assertEquals(expected, Perft.perft(ENGINES.generated("armageddon", fen, dir), depth), "generated engine");
    }

    @Test
    void aStalemateIsBlacksWinWhoeverIsStalemated() throws Exception {
        for (Position pos : both("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")) {
            assertEquals(new GameStatus(GameStatus.Result.BLACK_WINS, STALEMATE), GameStatus.of(pos), "Black stalemated");
        }
        for (Position pos : both("8/8/8/8/8/1qk5/8/K7 w - - 0 1")) {
            assertEquals(new GameStatus(GameStatus.Result.BLACK_WINS, STALEMATE), GameStatus.of(pos), "White stalemated");
            assertEquals(Outcome.LOSS, EndJudgment.of(pos, EndJudgment.Scope.GAME).outcome(), "lost for White, to move");
        }
        assertEquals(new GameStatus(GameStatus.Result.DRAW, STALEMATE),
                GameStatus.of(Games.position("fide.variant", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")), "chess draws it");
    }

    @Test
    void aThreefoldRepetitionIsBlacksWin() throws Exception {
        for (Position pos : both("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")) {
            for (String m : new String[] {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"}) {
                pos.make(MoveNotation.parse(pos, m));
                assertEquals(GameStatus.ONGOING, GameStatus.of(pos));
            }
            pos.make(MoveNotation.parse(pos, "f6g8"));
            assertEquals(new GameStatus(GameStatus.Result.BLACK_WINS, GameStatus.Reason.REPETITION), GameStatus.of(pos));
        }
    }

    @Test
    void theFiftyMoveRuleIsBlacksWin() throws Exception {
        for (Position pos : both("4k3/8/8/8/8/8/4P3/4K3 w - - 99 80")) {
            pos.make(MoveNotation.parse(pos, "e1d1"));
            assertEquals(new GameStatus(GameStatus.Result.BLACK_WINS, GameStatus.Reason.MOVE_RULE), GameStatus.of(pos));
        }
    }

    private static Position[] both(String fen) throws Exception {
        return new Position[] {ENGINES.table("armageddon", fen), ENGINES.generated("armageddon", fen, dir)};
    }
}
