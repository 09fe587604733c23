package org.variantc.compiler.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.betza.Betza;
import org.variantc.compiler.betza.BetzaResult;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.MoveClause;
import org.variantc.compiler.model.MoveSet;
import org.variantc.compiler.model.PieceType;
import org.variantc.compiler.model.Variant;
import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.Modes;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.RayKind;
import org.variantc.runtime.rules.SquareMoves;
import org.variantc.runtime.rules.Step;

/**
 * The checker compares armies on the parsed moves ({@link MoveSet}); the runtime plays from the
 * tables. Both must see the same plain moves (destination, mode, unmoved condition, squares to
 * pass) from every square, with the moves another one makes redundant left out by both.
 */
class MoveSetAgreementTest {
    private static final List<String> ZOO = List.of(
        "R", "B", "Q", "N", "K", "RD", "WR", "DR", "fmWfceFifmnD", "ifmR4fmW", "nD", "nA", "jD", "jR",
        "hhR", "hhQ", "hhB", "afsW", "mafsmafW", "NimafN", "ffNsbN", "fbNFA", "R4", "BW", "ifmW2", "vRsW");

    @Test
    void everyShippedPieceMovesAlikeInTheModelAndTheTables() throws IOException {
        int pieces = 0;
        for (Path file : Sources.shippedDefinitions()) {
            Compilation c = VariantCompiler.compile(file);
            Variant v = c.variant().orElseThrow(() -> new AssertionError(c.report()));
            for (PieceType piece : v.pieces()) {
                assertAgree(file.getFileName() + " " + piece.id() + " " + piece.betza(), v.board(), piece.moves());
                pieces++;
            }
        }
        assertTrue(pieces > 50, pieces + " pieces compared");
    }

    @Test
    void zooPiecesMoveAlikeOnSmallAndLargeBoards() {
        for (String betza : ZOO) {
            BetzaResult.Parsed parsed = (BetzaResult.Parsed) Betza.parse(betza);
            for (Board board : List.of(new Board(8, 8), new Board(12, 12))) {
                assertAgree(betza + " on " + board, board, List.of(new MoveClause(parsed.move(), null)));
            }
        }
    }

    private static void assertAgree(String what, Board board, List<MoveClause> clauses) {
        TreeSet<String> model = new TreeSet<>(MoveSet.of(board, clauses).moves());
        model.removeIf(m -> !m.contains(">") || m.contains(" jump "));
        assertEquals(fromTables(board, clauses), model, what);
    }

    /** The plain moves (leaps, slides, paths that only pass empty squares) of White's tables. */
    private static TreeSet<String> fromTables(Board board, List<MoveClause> clauses) {
        SquareMoves[] table = new MoveTableBuilder(board, 0, false).build(clauses);
        TreeSet<String> out = new TreeSet<>();
        for (int from = 0; from < table.length; from++) {
            for (Leap l : table[from].leaps()) {
                plain(from, l.target(), l.modes(), new BitSet(), out);
            }
            for (Ray r : table[from].rays()) {
                if (r.kind() != RayKind.SLIDE) {
                    continue;
                }
                BitSet before = new BitSet();
                for (int i = 0; i < r.squares().length; i++) {
                    byte mode = r.squareModes()[i];
                    if (mode != Ray.PASS && mode != 0) {
                        plain(from, r.squares()[i], mode | r.flags(), before, out);
                    }
                    if (mode != Ray.PASS) {
                        before.set(r.squares()[i]);
                    }
                }
            }
            for (org.variantc.runtime.rules.Path p : table[from].paths()) {
                BitSet empty = new BitSet();
                boolean plain = true;
                for (int i = 0; i < p.conditions().length; i++) {
                    plain &= p.conditions()[i] == Step.EMPTY;
                    empty.set(p.squares()[i]);
                }
                if (plain) {
                    plain(from, p.destination(), p.modes(), empty, out);
                }
            }
        }
        return out;
    }

    private static void plain(int from, int to, int modes, BitSet empty, TreeSet<String> out) {
        String initial = Modes.has(modes, Modes.INITIAL) ? " initial " : " ";
        if (Modes.has(modes, Modes.MOVE)) {
            out.add(from + ">" + to + " move" + initial + empty);
        }
        if (Modes.has(modes, Modes.CAPTURE)) {
            out.add(from + ">" + to + " capture" + initial + empty);
        }
        if (Modes.has(modes, Modes.EN_PASSANT)) {
            out.add(from + ">" + to + " en passant" + initial + empty);
        }
    }
}
