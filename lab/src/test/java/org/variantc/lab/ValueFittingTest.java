package org.variantc.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.rules.VariantRules;

/**
 * The joint fit and the bracket design on games drawn from a known model, so what they give back
 * can be checked: Muller's Capablanca values (his "Piece values" page, chessvariants.com: N 3, B
 * 3.5, R 5, A 8.75, C 9, Q 9.5 Pawns) and a Pawn worth 0.35 in the logistic (an even game 58.7%
 * a Pawn up, about what 8,000 nodes gave two-Pawn odds in this lab's probe).
 */
class ValueFittingTest {
    private static final double SCALE = 0.35;

    private static VariantRules capablanca() throws Exception {
        Compilation c = VariantCompiler.compile(Path.of("../definitions/fairy-stockfish/capablanca.variant"));
        assertTrue(c.succeeded(), c.report());
        return c.rules();
    }

    @Test
    void theBracketDesignGivesBackTheValuesItWasPlayedWith() throws Exception {
        VariantRules rules = capablanca();
        Map<String, Double> truth = new HashMap<>(Map.of("P", 1.0, "N", 3.0, "B", 3.5, "R", 5.0, "A", 8.75,
                "C", 9.0, "Q", 9.5));
        List<Imbalance> design = ValueTrials.of(rules, List.of("Q vs AP"), ValueDesign.bracket);
        MeasuredValues m = ValueFitting.of(rules, design, ModelGames.draw(rules, design, truth, SCALE, 400, 5), 1);
        assertTrue(m.scaleResolved(), m.scale());
        assertEquals(List.of("Queen", "Chancellor", "Archbishop", "Rook", "Bishop", "Knight", "Pawn"),
                m.values().stream().map(PieceValue::name).toList(), "dearest first by the static estimate");
        for (PieceValue v : m.values()) {
            double t = truth.get(v.id());
            assertTrue(v.low() <= t && t <= v.high(), v + " leaves out " + t);
            assertTrue(v.bootLow() <= t && t <= v.bootHigh(), v + ": the bootstrap leaves out " + t);
            assertTrue(v.high() - v.low() < 3, v + ": 400 pairs an imbalance tell a value to within 1.5 Pawns");
        }
    }

    @Test
    void aPawnWorthNothingLeavesTheValuesUnbounded() throws Exception {
        VariantRules rules = capablanca();
        Map<String, Double> truth = new HashMap<>(Map.of("P", 0.0, "N", 3.0));
        List<Imbalance> design = ValueTrials.of(rules, List.of("N vs PP", "N vs PPPP", "P vs -"), ValueDesign.none);
        MeasuredValues m = ValueFitting.of(rules, design, ModelGames.draw(rules, design, truth, SCALE, 12, 3), 1);
        assertTrue(!m.scaleResolved(), m.scale());
        PieceValue knight = m.values().get(0);
        assertEquals("Knight", knight.name());
        assertTrue(Double.isInfinite(knight.bootHigh()) || Double.isInfinite(knight.bootLow()),
                "some resampled games leave the Pawn worth nothing, the Knight worth unbounded Pawns: " + knight);
    }

    @Test
    void powerTellsHowTheIntervalsNarrowWithGames() {
        ValuesJobTest.Run run = ValuesJobTest.lab("power", ValuesJobTest.FIDE.toString(), "--values", "N=3,B=3,R=5,Q=9",
                "--games", "48,400");
        assertEquals(0, run.status(), run.err());
        List<String> rows = run.out().lines().filter(l -> l.matches(" +\\d+ +\\d+( +\\d+\\.\\d\\d)+")).toList();
        assertEquals(2, rows.size(), run.out());
        assertTrue(run.out().contains("     Q      R      B      N      P"), run.out());
        double few = Double.parseDouble(rows.get(0).trim().split(" +")[2]);
        double many = Double.parseDouble(rows.get(1).trim().split(" +")[2]);
        assertTrue(many < few / 2, "the Queen's half-width, 48 games against 400: " + few + ", " + many);
        assertEquals(List.of("400", "3200"), List.of(rows.get(1).trim().split(" +")).subList(0, 2),
                "eight imbalances, 400 games each: " + rows.get(1));
    }
}
