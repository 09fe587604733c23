package org.variantc.compiler.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;

/** {@code check}'s summary names the Duck, so a reader sees the rule the file states. */
class DuckSummaryTest {
    @Test
    void theSummaryNamesTheDuck() throws Exception {
        Compilation c = VariantCompiler.compile(Sources.definition("fairy-stockfish/duck.variant"));
        String summary = Summary.of(c.variant().orElseThrow());
        assertTrue(summary.contains("rules:    after each move, the Duck moves to an empty square"), summary);
        Compilation fide = VariantCompiler.compile(Sources.definition("fide.variant"));
        assertTrue(!Summary.of(fide.variant().orElseThrow()).contains("Duck"));
    }
}
