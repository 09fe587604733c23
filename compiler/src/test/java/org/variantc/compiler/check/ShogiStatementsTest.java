package org.variantc.compiler.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What check says about the Shogi statements: promote in, drop at most N per file, drop may not mate, written +P. */
class ShogiStatementsTest {
    private static final String BASE = """
            variant "Tiny Shogi"
            board 5 x 5
            piece King K "K" royal
            piece Pawn P "fW" {
              promote in rank 5 to T
              drop on ranks 1..4
              drop at most 1 per file
              drop may not mate
            }
            piece Tokin T "WfF" { written +P }
            setup "k1+p2/5/5/5/2P1K"
            drops { promoted revert }
            """;

    private static void expect(String text, String... errors) {
        assertEquals(List.of(errors), Checks.errors(text));
        assertEquals(errors.length == 0, Checks.compile(text).succeeded());
    }

    private static String base(String from, String to) {
        if (!BASE.contains(from)) {
            throw new IllegalArgumentException(from);
        }
        return BASE.replace(from, to);
    }

    @Test
    void theBaseIsClean() {
        expect(BASE);
        var rules = Checks.compile(BASE).rules();
        assertEquals(1, rules.pieces().get(1).dropLimit().perFile());
        assertEquals(true, rules.pieces().get(1).dropLimit().mayNotMate());
        assertEquals(true, rules.pieces().get(1).promotions().get(0).touching());
        assertEquals(1, rules.pieces().get(2).plusOf());
    }

    @Test
    void writtenPlusNamesAPieceThatExists() {
        expect(base("written +P", "written +X"), "10:32: 'written +X' names undefined piece 'X'",
                "11:10: '+p' is no man: no piece is written +P (say written +P in the promoted piece)");
    }

    @Test
    void writtenPlusIsNotThePieceItself() {
        expect(base("written +P", "written +T"),
                "10:32: a piece cannot be written as its own promoted form (+T); name the piece it is promoted from",
                "11:10: '+p' is no man: no piece is written +P (say written +P in the promoted piece)");
    }

    @Test
    void writtenPlusNeedsTheBaseToPromoteToItAlone() {
        expect(base("piece Tokin T \"WfF\" { written +P }", "piece Tokin T \"WfF\" { written +P }\npiece Gold G \"WfF\"")
                        .replace("to T", "to T G"),
                "10:23: T is written +P (P promoted), so P must promote to T and to nothing else: write promote in … to T in P (or let P never promote)");
    }

    @Test
    void aBaseThatNeverPromotesMayLendItsLetter() {
        // Sjaak II's Elven chess writes its Elf +B, though no Bishop promotes: the setup reads it.
        String text = """
                variant "Elves"
                board 5 x 5
                piece King K "K" royal
                piece Bishop B "B"
                piece Elf E "BW" { written +B }
                setup "k1+b2/5/5/5/1B+BK1"
                """;
        expect(text);
        assertEquals(1, Checks.compile(text).rules().pieces().get(2).plusOf());
    }

    @Test
    void twoPiecesAreNotWrittenAlike() {
        expect(base("piece Tokin T \"WfF\" { written +P }",
                        "piece Tokin T \"WfF\" { written +P }\npiece Gold G \"WfF\" { written +P }"),
                "11:22: both T and G are written +P; a FEN could not tell them apart",
                "11:22: G is written +P (P promoted), so P must promote to G and to nothing else: write promote in … to G in P (or let P never promote)");
    }

    @Test
    void aPlusInTheSetupNeedsAPromotedForm() {
        expect(base("k1+p2", "k1+k2"), "11:10: '+k' is no man: no piece is written +K (say written +K in the promoted piece)");
    }

    @Test
    void aFileLimitIsAtLeastOne() {
        expect(base("at most 1 per", "at most 0 per"),
                "7:16: a drop limit per file must be at least 1 (leave the line out for no limit; 'drop on' says where drops may go)");
    }

    @Test
    void dropRulesNeedDrops() {
        expect(base("drops { promoted revert }", "").replace("  drop on ranks 1..4\n", ""),
                "6:3: 'drop at most 1 per file' needs drops to be on: add drops { promoted revert }",
                "7:3: 'drop may not mate' needs drops to be on: add drops { promoted revert }");
    }
}
