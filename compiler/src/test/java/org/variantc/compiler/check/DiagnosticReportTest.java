package org.variantc.compiler.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;
import org.variantc.compiler.pipeline.Compilation;

/** The exact text a person reads: every error of a run, each with its line and a caret. */
class DiagnosticReportTest {
    @Test
    void everySemanticErrorOfARunWithItsCaret() {
        String text = """
                variant "Broken" {
                  year "2024"
                  year "2025"
                }
                board 2 x 20
                piece King K "K" royal
                piece Queen Q "Q"
                piece Queen Qx "Q"
                piece Pawn P "fmWfceF" pawn {
                  promote on rank 8 to Q Z
                }
                setup "rnbqkbnr/8/8"
                armies {
                  slot Rook on squares a1 h1 { RF = Rook + Ferz }
                }
                """;
        Compilation c = Checks.compile(text);
        assertFalse(c.succeeded());
        assertEquals("""
                test.variant:3:3: error: year is given twice
                  year "2025"
                  ^
                test.variant:5:7: error: a board has 3 to 16 files, not 2
                board 2 x 20
                      ^
                test.variant:5:11: error: a board has 3 to 16 ranks, not 20
                          ^
                test.variant:8:7: error: duplicate piece name 'Queen'; the first is at line 7
                piece Queen Qx "Q"
                      ^
                test.variant:8:13: error: piece id 'Qx' must be one or two upper-case letters
                            ^
                test.variant:10:26: error: promotion to undefined piece 'Z'
                  promote on rank 8 to Q Z
                                         ^""", c.report());
    }

    @Test
    void severalSyntaxErrorsInPlainWords() {
        String text = """
                variant "Broken" {
                  colour "red"
                }
                board 8 by 8
                piece King K "K" royal @
                setup "8/8/8/8/8/8/8/8
                """;
        assertEquals("""
                test.variant:2:3: error: unexpected 'colour'; expected 'author', 'year', 'source', 'description' or '}'
                  colour "red"
                  ^
                test.variant:4:9: error: unexpected 'by'; expected 'x'
                board 8 by 8
                        ^
                test.variant:5:24: error: unexpected character '@'; expected 'variant', 'board', 'piece', 'royal', 'setup', \
                'hand', 'castling', 'moves', 'drops', 'end', 'after', 'armies', 'extends', 'captures', 'shuffle', 'explosion', 'petrify', 'lion', 'burning', 'range', 'zones', 'flying', 'duple', 'checked', 'unmoved', 'gating', 'pass', 'bikjang' or end of file
                piece King K "K" royal @
                                       ^
                test.variant:6:7: error: unterminated string: a string must end with " on the line where it starts
                setup "8/8/8/8/8/8/8/8
                      ^""", Checks.compile(text).report());
    }

    @Test
    void aBetzaTypoPointsAtTheCharacter() {
        String text = Checks.base("piece Rook R \"R\"", "piece Rook R \"RfbNX\"");
        assertEquals("""
                test.variant:4:19: error: Betza: 'X' is not an atom; the atoms are W F D N A H C Z G L J, K R B Q and (x,y)
                piece Rook R "RfbNX"
                                  ^""", Checks.compile(text).report());
    }

    @Test
    void aBetzaErrorAfterAnEscapeOrAJoinStillPointsAtTheCharacter() {
        String text = Checks.base("move \"ifmnD\" from rank 2", "move \"ifm\" \"nX\" from rank 2");
        assertEquals("6:16: Betza: 'X' is not an atom; the atoms are W F D N A H C Z G L J, K R B Q and (x,y)",
                Checks.errors(text).get(0));
    }

    @Test
    void tabsAreKeptInTheCaretLine() {
        String text = Checks.base("piece Rook R \"R\"", "piece Rook\tR \"R\" value 1\tpiece Rook S \"R\"");
        String caret = " ".repeat(10) + "\t" + " ".repeat(13) + "\t" + " ".repeat(6) + "^";
        assertEquals("test.variant:4:32: error: duplicate piece name 'Rook'; the first is at line 4\n"
                + "piece Rook\tR \"R\" value 1\tpiece Rook S \"R\"\n" + caret,
                Checks.compile(text).report());
    }
}
