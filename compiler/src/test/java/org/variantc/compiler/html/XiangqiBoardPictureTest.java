package org.variantc.compiler.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.notation.BoardMarks;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.protocol.Diagram;
import org.variantc.runtime.rules.VariantRules;

/**
 * The terminal and the page draw Xiangqi's palaces and river, read off the move tables
 * ({@link BoardMarks}): the General's nine points at each end, the river where the Elephants
 * stop; Minixiangqi has palaces and no river, FIDE chess neither.
 */
class XiangqiBoardPictureTest {
    private static Compilation compile(String name) throws Exception {
        Compilation c = VariantCompiler.compile(Sources.definition(name));
        assertTrue(c.succeeded(), c.report());
        return c;
    }

    @Test
    void xiangqiHasTwoPalacesAndARiverAfterRank5() throws Exception {
        VariantRules rules = compile("fairy-stockfish/xiangqi.variant").rules();
        BoardMarks marks = BoardMarks.of(rules);
        assertEquals(4, marks.riverAbove());
        int palace = 0;
        for (int sq = 0; sq < rules.squares(); sq++) {
            if (marks.palace()[sq]) {
                palace++;
                int file = rules.fileOf(sq);
                int rank = rules.rankOf(sq);
                assertTrue(file >= 3 && file <= 5 && (rank <= 2 || rank >= 7), rules.squareName(sq));
            }
        }
        assertEquals(18, palace);
    }

    @Test
    void theTerminalDrawsEmptyPalacePointsAndTheRiver() throws Exception {
        VariantRules rules = compile("fairy-stockfish/xiangqi.variant").rules();
        String board = Diagram.board(Fen.start(rules), false);
        String expected = String.join("\n",
                "10  r n b a k a b n r",
                " 9  . . . + + + . . .",
                " 8  . c . + + + . c .",
                " 7  p . p . p . p . p",
                " 6  . . . . . . . . .",
                "   ~~~~~~~~~~~~~~~~~~",
                " 5  . . . . . . . . .",
                " 4  P . P . P . P . P",
                " 3  . C . + + + . C .",
                " 2  . . . + + + . . .",
                " 1  R N B A K A B N R",
                "    a b c d e f g h i",
                "");
        assertEquals(expected, board);
        String flipped = Diagram.board(Fen.start(rules), true);
        assertTrue(flipped.contains(" 5  . . . . . . . . .\n   ~~~~~~~~~~~~~~~~~~\n 6  "), flipped);
    }

    /** Janggi: the General's nine points at each end are its palaces, and no river (nothing stays on its own half). */
    @Test
    void janggiHasTwoPalacesAndNoRiver() throws Exception {
        VariantRules rules = compile("fairy-stockfish/janggi.variant").rules();
        BoardMarks marks = BoardMarks.of(rules);
        assertTrue(marks.riverAbove() < 0, "no river: " + marks.riverAbove());
        int palace = 0;
        for (int sq = 0; sq < rules.squares(); sq++) {
            if (marks.palace()[sq]) {
                palace++;
                int file = rules.fileOf(sq);
                int rank = rules.rankOf(sq);
                assertTrue(file >= 3 && file <= 5 && (rank <= 2 || rank >= 7), rules.squareName(sq));
            }
        }
        assertEquals(18, palace);
        String board = Diagram.board(Fen.start(rules), false);
        assertTrue(board.contains(" 9  . . . + k + . . .") && board.contains(" 2  . . . + K + . . .")
                && !board.contains("~"), board);
    }

    @Test
    void minixiangqiHasPalacesButNoRiverAndChessNeither() throws Exception {
        BoardMarks mini = BoardMarks.of(compile("fairy-stockfish/minixiangqi.variant").rules());
        assertEquals(-1, mini.riverAbove());
        assertTrue(mini.any());
        assertFalse(BoardMarks.of(compile("fide.variant").rules()).any());
    }

    @Test
    void thePageIsToldThePalaceSquaresAndTheRiver() throws Exception {
        Compilation c = compile("fairy-stockfish/xiangqi.variant");
        String data = HtmlPage.data(c.variant().orElseThrow(), c.rules());
        assertTrue(data.contains("\"palace\":[3,4,5,12,13,14,21,22,23,66,67,68,75,76,77,84,85,86]"), data);
        assertTrue(data.contains("\"riverAbove\":4"), data);
        String chess = HtmlPage.data(compile("fide.variant").variant().orElseThrow(), compile("fide.variant").rules());
        assertTrue(chess.contains("\"palace\":[],\"riverAbove\":-1"), chess);
    }
}
