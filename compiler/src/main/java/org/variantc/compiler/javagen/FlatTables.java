package org.variantc.compiler.javagen;

import java.util.List;
import org.variantc.runtime.rules.Bend;
import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.SquareMoves;
import org.variantc.runtime.rules.VariantRules;

/**
 * The move tables of one side flattened into int arrays, the shape the generated code walks.
 * Everything is indexed by {@code type * squares + from}; a {@code *First} table holds where
 * each (type, square)'s entries start, with one more entry for the end.
 */
record FlatTables(int[] leapFirst, int[] leapTo, int[] leapMode, int[] leapMask,
                  int[] rayFirst, int[] raySquareFirst, int[] raySquare, int[] raySquareMode, int[] rayFlags,
                  int[] rayKind,
                  int[] pathFirst, int[] pathSquareFirst, int[] pathSquare, int[] pathCondition, int[] pathModes,
                  int[] bendFirst, int[] bendData) {

    /** The leap and ray tables of both sides, as the generated {@code Tables} class names them. */
    static List<TableView> leapsAndRays(FlatTables white, FlatTables black) {
        return List.of(
                TableView.ints("LEAP_FIRST", white.leapFirst, black.leapFirst),
                TableView.ints("LEAP_TO", white.leapTo, black.leapTo),
                TableView.ints("LEAP_MODE", white.leapMode, black.leapMode),
                TableView.ints("LEAP_MASK", white.leapMask, black.leapMask),
                TableView.ints("RAY_FIRST", white.rayFirst, black.rayFirst),
                TableView.ints("RAY_SQUARE_FIRST", white.raySquareFirst, black.raySquareFirst),
                TableView.ints("RAY_SQUARE", white.raySquare, black.raySquare),
                TableView.ints("RAY_SQUARE_MODE", white.raySquareMode, black.raySquareMode),
                TableView.ints("RAY_FLAGS", white.rayFlags, black.rayFlags),
                TableView.ints("RAY_KIND", white.rayKind, black.rayKind));
    }

    /** The path tables of both sides, wanted only where some man has a path. */
    static List<TableView> paths(FlatTables white, FlatTables black) {
        return List.of(
                TableView.ints("PATH_FIRST", white.pathFirst, black.pathFirst),
                TableView.ints("PATH_SQUARE_FIRST", white.pathSquareFirst, black.pathSquareFirst),
                TableView.ints("PATH_SQUARE", white.pathSquare, black.pathSquare),
                TableView.ints("PATH_CONDITION", white.pathCondition, black.pathCondition),
                TableView.ints("PATH_MODES", white.pathModes, black.pathModes));
    }

    /**
     * The bent lines of both sides: {@code BEND_FIRST[cell]} where a cell's bends begin in
     * {@code BEND_DATA}, each written as its modes, its corner count, and per corner the square,
     * the count of second legs and each leg as its length and squares.
     */
    static List<TableView> bends(FlatTables white, FlatTables black) {
        return List.of(
                TableView.ints("BEND_FIRST", white.bendFirst, black.bendFirst),
                TableView.ints("BEND_DATA", white.bendData, black.bendData));
    }

    /** The tables of {@code side}. */
    static FlatTables of(VariantRules rules, int side) {
        int squares = rules.squares();
        int cells = rules.pieces().size() * squares;
        IntArray leapFirst = new IntArray();
        IntArray leapTo = new IntArray();
        IntArray leapMode = new IntArray();
        IntArray leapMask = new IntArray();
        IntArray rayFirst = new IntArray();
        IntArray raySquareFirst = new IntArray();
        IntArray raySquare = new IntArray();
        IntArray raySquareMode = new IntArray();
        IntArray rayFlags = new IntArray();
        IntArray rayKind = new IntArray();
        IntArray pathFirst = new IntArray();
        IntArray pathSquareFirst = new IntArray();
        IntArray pathSquare = new IntArray();
        IntArray pathCondition = new IntArray();
        IntArray pathModes = new IntArray();
        IntArray bendFirst = new IntArray();
        IntArray bendData = new IntArray();
        for (PieceRules piece : rules.pieces()) {
            LeapPattern pattern = LeapPattern.of(piece);
            for (int sq = 0; sq < squares; sq++) {
                SquareMoves sm = piece.moves()[side][sq];
                leapMask.add(pattern == null ? 0 : pattern.mask(piece, side, sq));
                leapFirst.add(leapTo.size());
                for (Leap leap : sm.leaps()) {
                    leapTo.add(leap.target());
                    leapMode.add(leap.modes());
                }
                rayFirst.add(rayFlags.size());
                for (Ray ray : sm.rays()) {
                    raySquareFirst.add(raySquare.size());
                    for (int k = 0; k < ray.squares().length; k++) {
                        raySquare.add(ray.squares()[k]);
                        raySquareMode.add(ray.squareModes()[k] & 0xFF);
                    }
                    rayFlags.add(ray.flags());
                    rayKind.add(ray.kind().ordinal());
                }
                pathFirst.add(pathModes.size());
                for (Path path : sm.paths()) {
                    pathSquareFirst.add(pathSquare.size());
                    for (int k = 0; k < path.squares().length; k++) {
                        pathSquare.add(path.squares()[k]);
                        pathCondition.add(k < path.conditions().length ? path.conditions()[k] : 0);
                    }
                    pathModes.add(path.modes());
                }
                bendFirst.add(bendData.size());
                for (Bend bend : sm.bends()) {
                    bendData.add(bend.modes());
                    bendData.add(bend.squares().length);
                    for (int k = 0; k < bend.squares().length; k++) {
                        bendData.add(bend.squares()[k]);
                        bendData.add(bend.turns()[k].length);
                        for (int[] turn : bend.turns()[k]) {
                            bendData.add(turn.length);
                            for (int landing : turn) {
                                bendData.add(landing);
                            }
                        }
                    }
                }
            }
        }
        leapFirst.add(leapTo.size());
        rayFirst.add(rayFlags.size());
        raySquareFirst.add(raySquare.size());
        pathFirst.add(pathModes.size());
        pathSquareFirst.add(pathSquare.size());
        bendFirst.add(bendData.size());
        assert leapFirst.size() == cells + 1;
        return new FlatTables(leapFirst.toArray(), leapTo.toArray(), leapMode.toArray(), leapMask.toArray(),
                rayFirst.toArray(), raySquareFirst.toArray(), raySquare.toArray(), raySquareMode.toArray(),
                rayFlags.toArray(), rayKind.toArray(),
                pathFirst.toArray(), pathSquareFirst.toArray(), pathSquare.toArray(), pathCondition.toArray(),
                pathModes.toArray(), bendFirst.toArray(), bendData.toArray());
    }

    /** A growable int array. */
    private static final class IntArray {
        private int[] values = new int[64];
        private int size;

        void add(int v) {
            if (size == values.length) {
                values = java.util.Arrays.copyOf(values, size * 2);
            }
            values[size++] = v;
        }

        int size() {
            return size;
        }

        int[] toArray() {
            return java.util.Arrays.copyOf(values, size);
        }
    }
}
