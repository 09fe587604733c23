package org.variantc.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.rules.VariantRules;
import org.variantc.runtime.search.EvalWeights;
import org.variantc.runtime.search.Evaluation;
import org.variantc.runtime.search.PieceValues;

/**
 * A small Texel job on embedded Spark: the same positions and the same fit on one core or two,
 * a fit that lowers the error it minimises, and, on labels drawn from known weights, the
 * weight that drew them found again.
 */
class TexelJobTest {
    private static final Path HALFGI = Path.of("../definitions/halfgi.variant");

    private static String[] small(String master, Path dir) {
        return new String[] {"texel", HALFGI.toString(), "--games", "4", "--nodes", "200", "--max-plies", "120",
                "--seed", "7", "--master", master, "-o", dir.toString(), "--passes", "3",
                "--tune", "material:16,handBonus:8,promoter:16,spread:10"};
    }

    @Test
    void samePositionsAndFitOnOneCoreAndTwo(@TempDir Path one, @TempDir Path two) throws Exception {
        ValuesJobTest.Run a = ValuesJobTest.lab(small("local[1]", one));
        ValuesJobTest.Run b = ValuesJobTest.lab(small("local[2]", two));
        assertEquals(0, a.status(), a.err());
        assertEquals(0, b.status(), b.err());
        // the file keeps pairs in the order they ended, which scheduling decides; their contents must not differ
        assertEquals(byPair(Files.readAllLines(one.resolve("positions.csv"))),
                byPair(Files.readAllLines(two.resolve("positions.csv"))));
        assertEquals(fit(a.out()), fit(b.out()));
        List<String> rows = Files.readAllLines(one.resolve("texel.csv"), StandardCharsets.UTF_8);
        double first = Double.parseDouble(rows.get(1).split(",")[1]);
        double last = Double.parseDouble(rows.get(rows.size() - 1).split(",")[1]);
        assertTrue(last < first, "the fit lowers the training error: " + first + " -> " + last);
        assertTrue(a.out().contains("fitted centre="), a.out());
    }

    /** The file's first line, then each pair's block of positions (ended by {@code end,PAIR}) by pair number. */
    private static List<Object> byPair(List<String> lines) {
        java.util.TreeMap<Integer, List<String>> blocks = new java.util.TreeMap<>();
        List<String> block = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            block.add(line);
            if (line.startsWith("end,")) {
                blocks.put(Integer.parseInt(line.substring(4).trim()), block);
                block = new ArrayList<>();
            }
        }
        assertTrue(block.isEmpty(), "a pair's block without its end line: " + block);
        return List.of(lines.get(0), blocks);
    }

    /** The output from the fit on: the time it took left out. */
    private static String fit(String out) {
        return out.substring(out.indexOf("K "), out.indexOf("fitted"));
    }

    @Test
    void theWeightThatDrewTheLabelsIsFoundAgain(@TempDir Path dir) throws Exception {
        ValuesJobTest.Run run = ValuesJobTest.lab(small("local[1]", dir));
        assertEquals(0, run.status(), run.err());
        VariantRules rules = VariantCompiler.compile(HALFGI).rules();
        Rulebook book = Fen.start(rules).rulebook();
        // Each position labelled with the prediction of weights whose men in hand count 60% above the board's
        // (untuned: 10%), at K 1: the fit, from untuned, should find handBonus near 60 again.
        Evaluation truth = new Evaluation(book, PieceValues.of(book), EvalWeights.UNTUNED.with("handBonus=60"));
        List<TexelSample> labelled = new ArrayList<>();
        List<String> lines = Files.readAllLines(dir.resolve("positions.csv"));
        for (String line : lines.subList(1, lines.size())) {
            if (line.startsWith("end,")) {
                continue;
            }
            TexelSample s = TexelSample.read(line);
            Position p = Fen.read(book, s.fen());
            int score = p.sideToMove() == 0 ? truth.evaluate(p) : -truth.evaluate(p);
            labelled.add(new TexelSample(s.pair(), s.fen(), 1 / (1 + Math.pow(10, -score / 400.0))));
        }
        TexelFit fit = new TexelFit(rules, labelled);
        int hand = EvalWeights.NAMES.indexOf("handBonus");
        EvalWeights found = fit.fit(EvalWeights.UNTUNED, new int[] {hand}, new int[] {16}, 40, pass -> { });
        assertTrue(Math.abs(found.handBonus() - 60) <= 6, "handBonus " + found.handBonus() + ", K " + fit.k());
        assertTrue(fit.trainingError(found) < fit.trainingError(EvalWeights.UNTUNED) / 4,
                "error " + fit.trainingError(found) + " against " + fit.trainingError(EvalWeights.UNTUNED));
    }
}
