package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.rules.VariantRules;
import org.variantc.runtime.search.EvalWeights;
import org.variantc.runtime.search.Evaluation;
import org.variantc.runtime.search.Limits;
import org.variantc.runtime.search.PieceValues;
import org.variantc.runtime.search.Search;
import org.variantc.runtime.search.SearchResult;
import org.variantc.runtime.search.TranspositionTable;

/**
 * The evaluation's terms are derived once from the rule tables both engines play from: the table
 * engine and the generated one score every position of random games alike (with the committed
 * weights and with every royal-safety, activity, threat, open-file, pawn-structure (shield and storm too), taper and royal-danger term on), and a search on each chooses the same move
 * after the same nodes.
 */
class EvaluationAgreementTest {
    private static final EvalWeights ALL_ON = EvalWeights.UNTUNED.with(
            "kingZone=24,dropThreat=24,dropChecks=12,material=80,promoter=120,spread=-40,mobility=12,mobilityEnd=9,attack=15,threat=20,openFile=15,"
            + "isolated=10,backward=8,connected=6,passedRank=60,passedRankEnd=120,passedFree=30,passedKing=20,"
            + "phaseEnd=20,phaseMid=10,danger=80,shield=25,storm=30");

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"halfgi.variant", "chess-and-a-half.variant", "fide.variant", "crazyhouse.variant"})
    void bothEnginesScoreAndSearchAlike(String name) {
        VariantRules rules = Games.rules(name);
        Rulebook generated = GeneratedEngines.rulebook(name);
        Rulebook table = Fen.start(rules).rulebook();
        Random random = new Random(2026_11_27L ^ name.hashCode());
        int compared = 0;
        for (EvalWeights weights : new EvalWeights[] {EvalWeights.defaults(rules), ALL_ON}) {
            Evaluation a = new Evaluation(table, PieceValues.of(table), weights);
            Evaluation b = new Evaluation(generated, PieceValues.of(generated), weights);
            for (int game = 0; game < 2; game++) {
                Position mine = Fen.start(rules);
                Position theirs = Fen.start(generated);
                for (int ply = 0; ply < 60; ply++) {
                    assertEquals(a.evaluate(mine), b.evaluate(theirs), () -> Fen.write(mine));
                    compared++;
                    if (ply == 30) {
                        SearchResult x = new Search(table, new TranspositionTable(4), weights)
                                .search(mine, Limits.nodes(1500), null);
                        SearchResult y = new Search(generated, new TranspositionTable(4), weights)
                                .search(theirs, Limits.nodes(1500), null);
                        assertEquals(x.bestMove(), y.bestMove(), () -> Fen.write(mine));
                        assertEquals(x.score(), y.score(), () -> Fen.write(mine));
                        assertEquals(x.nodes(), y.nodes(), () -> Fen.write(mine));
                    }
                    long[] moves = mine.legalMoves().toArray();
                    if (moves.length == 0) {
                        break;
                    }
                    long move = moves[random.nextInt(moves.length)];
                    mine.make(move);
                    theirs.make(move);
                }
            }
        }
        assertTrue(compared > 100, name + ": only " + compared + " positions compared");
    }
}
