package org.variantc.compiler.javagen;

import java.util.LinkedHashMap;
import java.util.Map;
import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.SquareMoves;
import org.variantc.runtime.rules.VariantRules;

/**
 * The move tables of one side flattened into int arrays, the shape the generated code walks.
 * Everything is indexed by {@code type * squares + from}; a {@code *First} table holds where
 * each (type, square)'s entries start, with one more entry for the end. Tables a variant does
 * not need (no paths, say) are left out.
 */
final class FlatTables {
    private FlatTables() {
    }

    /** Table name → values, for one side, in a stable order. */
    static Map<String, int[]> of(VariantRules rules, int side) {
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
            }
        }
        leapFirst.add(leapTo.size());
        rayFirst.add(rayFlags.size());
        raySquareFirst.add(raySquare.size());
        pathFirst.add(pathModes.size());
        pathSquareFirst.add(pathSquare.size());
        assert leapFirst.size() == cells + 1;
        Map<String, int[]> tables = new LinkedHashMap<>();
        tables.put("LEAP_FIRST", leapFirst.toArray());
        tables.put("LEAP_TO", leapTo.toArray());
        tables.put("LEAP_MODE", leapMode.toArray());
        tables.put("LEAP_MASK", leapMask.toArray());
        tables.put("RAY_FIRST", rayFirst.toArray());
        tables.put("RAY_SQUARE_FIRST", raySquareFirst.toArray());
        tables.put("RAY_SQUARE", raySquare.toArray());
        tables.put("RAY_SQUARE_MODE", raySquareMode.toArray());
        tables.put("RAY_FLAGS", rayFlags.toArray());
        tables.put("RAY_KIND", rayKind.toArray());
        tables.put("PATH_FIRST", pathFirst.toArray());
        tables.put("PATH_SQUARE_FIRST", pathSquareFirst.toArray());
        tables.put("PATH_SQUARE", pathSquare.toArray());
        tables.put("PATH_CONDITION", pathCondition.toArray());
        tables.put("PATH_MODES", pathModes.toArray());
        return tables;
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
