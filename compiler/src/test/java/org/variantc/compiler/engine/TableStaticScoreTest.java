package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.search.Limits;
import org.variantc.runtime.search.Search;
import org.variantc.runtime.search.TranspositionTable;

/**
 * The search keeps each position's static score in the transposition table, so a position met
 * again is not evaluated again: after a search, the position after the chosen move is in the
 * table with the evaluation's own score for it (none when it is in check).
 */
class TableStaticScoreTest {
    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = ';', value = {
        "fide.variant; r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQ1RK1 w - - 0 9",
        "fide.variant; r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "crazyhouse.variant; r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R[] w KQkq - 4 4",
    })
    void theTableKeepsTheEvaluationsScore(String game, String fen) {
        Position pos = Games.position(game, fen);
        Search search = new Search(pos.rulebook(), 16);
        long best = search.search(pos, Limits.depth(6), null).bestMove();
        TranspositionTable table = search.table();
        pos.make(best);
        int child = table.probe(pos.hash());
        assertTrue(child >= 0, "the position after the best move is in the table");
        int expected = pos.inCheck() ? TranspositionTable.NO_EVAL : search.evaluation().evaluate(pos);
        assertEquals(expected, table.staticEval(child));
        pos.unmake();
    }
}
