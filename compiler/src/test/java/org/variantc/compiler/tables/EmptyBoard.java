package org.variantc.compiler.tables;

import java.util.List;
import java.util.TreeSet;
import org.variantc.compiler.betza.Betza;
import org.variantc.compiler.betza.BetzaResult;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.MoveClause;
import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.Modes;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.SquareMoves;
import org.variantc.runtime.rules.Step;

/** Where a Betza piece can go from one square of an empty board: the tables, read back as square names. */
public final class EmptyBoard {
    private final Board board;

    public EmptyBoard(int files, int ranks) {
        this.board = new Board(files, ranks);
    }

    public SquareMoves moves(String betza, String from, int side) {
        BetzaResult result = Betza.parse(betza);
        if (!(result instanceof BetzaResult.Parsed parsed)) {
            throw new AssertionError(betza + ": " + result);
        }
        SquareMoves[] table = new MoveTableBuilder(board, side, false)
            .build(List.of(new MoveClause(parsed.move(), null)));
        return table[square(from)];
    }

    /** Non-capturing destinations on an empty board, sorted ("d6 f6"). */
    public String destinations(String betza, String from) {
        return destinations(betza, from, 0);
    }

    public String destinations(String betza, String from, int side) {
        SquareMoves m = moves(betza, from, side);
        TreeSet<String> out = new TreeSet<>();
        for (Leap l : m.leaps()) {
            if (Modes.has(l.modes(), Modes.MOVE)) {
                out.add(name(l.target()));
            }
        }
        for (Ray r : m.rays()) {
            for (int i = 0; i < r.squares().length; i++) {
                if (r.squareModes()[i] != Ray.PASS && (r.squareModes()[i] & Modes.MOVE) != 0) {
                    out.add(name(r.squares()[i]));
                }
            }
        }
        for (Path p : m.paths()) {
            boolean free = true;
            for (byte c : p.conditions()) {
                free &= c == Step.EMPTY || c == Step.ANY;
            }
            if (free && Modes.has(p.modes(), Modes.MOVE)) {
                out.add(name(p.destination()));
            }
        }
        return String.join(" ", out);
    }

    public int square(String name) {
        return board.square(name.charAt(0) - 'a', Integer.parseInt(name.substring(1)) - 1);
    }

    public String name(int square) {
        return (char) ('a' + square % board.files()) + Integer.toString(square / board.files() + 1);
    }
}
