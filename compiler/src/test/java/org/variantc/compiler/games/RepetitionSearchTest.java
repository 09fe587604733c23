package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.diagnostics.SourceFile;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;
import org.variantc.runtime.search.Limits;
import org.variantc.runtime.search.Search;
import org.variantc.runtime.search.SearchResult;

/**
 * The search scores a repetition inside its tree as the rules score it. Red (White) is two
 * Chariots down and has checked twice in a row: checking again from a10 repeats the position.
 * Where a repetition only draws, that check is the best move (score 0); in Xiangqi, where the
 * perpetual checker loses, the search sees the loss and plays on a Chariot down instead. The same
 * for perpetual chase: Red, two Chariots down, chasing the Horse once more repeats; a draw without
 * the chase rule, a loss the search avoids with it.
 */
class RepetitionSearchTest {
    private static final String FEN = "5k3/9/9/9/7rr/9/9/9/9/R2K5 w - - 0 1";
    private static final String[] HISTORY = {"a1a10", "f10f9", "a10a9", "f9f10"};

    private static SearchResult search(VariantRules rules) {
        Position pos = Fen.read(rules, FEN);
        for (String move : HISTORY) {
            pos.make(MoveNotation.parse(pos, move));
        }
        return new Search(pos.rulebook(), 16).search(pos, Limits.depth(3), null);
    }

    @Test
    void aDrawByRepetitionIsTheWayOut() throws Exception {
        String text = Files.readString(Sources.definition("fairy-stockfish/xiangqi.variant"));
        Compilation drawing = VariantCompiler.compile(new SourceFile("xiangqi-drawing.variant",
                text.replace("  perpetual check loses\n", "")));
        assertTrue(drawing.succeeded(), drawing.report());
        SearchResult r = search(drawing.rules());
        assertEquals("a9a10", r.bestText());
        assertEquals(0, r.score());
    }

    /** Red is two Chariots down and has chased the Horse twice: chasing again from g2 repeats. */
    private static final String CHASE_FEN = "4k4/rr7/9/6n2/9/9/9/9/8R/3K5 w - - 0 1";
    private static final String[] CHASE_HISTORY = {"i2g2", "g7i8", "g2i2", "i8g7"};

    private static SearchResult searchChase(VariantRules rules) {
        Position pos = Fen.read(rules, CHASE_FEN);
        for (String move : CHASE_HISTORY) {
            pos.make(MoveNotation.parse(pos, move));
        }
        return new Search(pos.rulebook(), 16).search(pos, Limits.depth(3), null);
    }

    @Test
    void aPerpetualChaseLosesInsideTheSearch() throws Exception {
        String text = Files.readString(Sources.definition("fairy-stockfish/xiangqi.variant"));
        Compilation drawing = VariantCompiler.compile(new SourceFile("xiangqi-no-chase.variant",
                text.replace("  perpetual chase loses { R > N C > A B }\n", "")));
        assertTrue(drawing.succeeded(), drawing.report());
        SearchResult draw = searchChase(drawing.rules());
        assertEquals("i2g2", draw.bestText());
        assertEquals(0, draw.score());
        SearchResult r = searchChase(Games.rules("fairy-stockfish/xiangqi.variant"));
        assertNotEquals("i2g2", r.bestText());
        assertTrue(r.score() < 0, "score " + r.score());
    }

    @Test
    void aPerpetualCheckLosesInsideTheSearch() {
        SearchResult r = search(Games.rules("fairy-stockfish/xiangqi.variant"));
        assertNotEquals("a9a10", r.bestText());
        assertTrue(r.score() < 0 && r.score() > -Search.MATE_BOUND, "score " + r.score());
    }
}
