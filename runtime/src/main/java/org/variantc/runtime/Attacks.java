package org.variantc.runtime;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.Modes;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.RayKind;
import org.variantc.runtime.rules.SquareMoves;
import org.variantc.runtime.rules.Step;

/**
 * Reverse attack tables: for every side and target square, every way a man of that side could
 * capture on the target, as a trie of square conditions walked outward from the target.
 *
 * <p>Each way to capture on a target is a pattern: a list of (square, condition) that must all
 * hold, ending at the source square, which must hold an attacker of one of some types. Patterns
 * of one target share prefixes in a trie, flattened in depth-first order with a skip index per
 * node: a failed condition skips the node's subtree. A node's condition is checked after its own
 * attacker test, so a slider line is one node per square: "an attacker Rook here hits; empty
 * here, walk on".
 */
final class Attacks {
    /** Node conditions on the board, from the attacker's point of view. */
    static final int EMPTY = 0;
    static final int OCCUPIED = 1;
    static final int DEFENDER = 2;
    static final int NOT_ATTACKER = 3;

    /** Sensitivity bits: a change of this square can create an attack on the target. */
    static final byte VACATE = 1;
    static final byte FILL = 2;

    private final int[][] start;    // [side][target] first node, [side][target+1] end
    private final int[][] node;     // square | condition << 8
    private final int[][] skip;
    private final long[][] mask;    // types (bit type+1) that hit from this square
    private final long[][] virginMask; // types that hit only while virgin
    private final byte[][][] sensitivity; // [side][target][square]

    Attacks(SquareMoves[][][] moves, int squares) {
        int sides = 2;
        start = new int[sides][];
        node = new int[sides][];
        skip = new int[sides][];
        mask = new long[sides][];
        virginMask = new long[sides][];
        sensitivity = new byte[sides][squares][];
        for (int side = 0; side < sides; side++) {
            TrieNode[] roots = new TrieNode[squares];
            for (int t = 0; t < squares; t++) {
                roots[t] = new TrieNode(-1, EMPTY);
            }
            for (int type = 0; type < moves.length; type++) {
                for (int src = 0; src < squares; src++) {
                    addPatterns(roots, moves[type][side][src], type, src);
                }
            }
            flatten(side, roots, squares);
        }
    }

    /** True when a man of {@code side} could capture a man standing on {@code target}. */
    boolean attacked(int[] board, int target, int side) {
        int[] nodes = node[side];
        int[] skips = skip[side];
        long[] masks = mask[side];
        long[] vmasks = virginMask[side];
        int end = start[side][target + 1];
        int i = start[side][target];
        while (i < end) {
            int n = nodes[i];
            int p = board[n & 0xFF];
            if (p != 0 && (p & 1) == side) {
                long bit = 1L << (p >>> 1);
                if ((masks[i] & bit) != 0 || ((vmasks[i] & bit) != 0 && (p & Position.VIRGIN) != 0)) {
                    return true;
                }
            }
            boolean holds;
            switch (n >>> 8) {
                case EMPTY: holds = p == 0; break;
                case OCCUPIED: holds = p != 0; break;
                case DEFENDER: holds = p != 0 && (p & 1) != side; break;
                default: holds = p == 0 || (p & 1) != side; break;
            }
            i = holds ? i + 1 : skips[i];
        }
        return false;
    }

    /**
     * Per square, which changes can create an attack by {@code side} on {@code target}:
     * {@link #VACATE} (the square emptied) or {@link #FILL} (a defender put there).
     */
    byte[] sensitivity(int side, int target) {
        return sensitivity[side][target];
    }

    // ---- building ----

    private static final class TrieNode {
        final int square;
        final int condition;
        long mask;
        long virginMask;
        final List<TrieNode> children = new ArrayList<>();
        final Map<Integer, TrieNode> byKey = new HashMap<>();

        TrieNode(int square, int condition) {
            this.square = square;
            this.condition = condition;
        }

        TrieNode child(int square, int condition) {
            return byKey.computeIfAbsent(square | condition << 8, k -> {
                TrieNode c = new TrieNode(square, condition);
                children.add(c);
                return c;
            });
        }
    }

    /** A pattern under construction: squares and conditions walked from the target. */
    private static final class Pattern {
        final int[] squares = new int[512];
        final int[] conditions = new int[512];
        int length;

        void add(int square, int condition) {
            squares[length] = square;
            conditions[length++] = condition;
        }
    }

    private static void insert(TrieNode root, Pattern pattern, int src, int type, boolean initial) {
        TrieNode n = root;
        for (int i = 0; i < pattern.length; i++) {
            n = n.child(pattern.squares[i], pattern.conditions[i]);
        }
        // The source square is keyed as an EMPTY node so that a slider's next square shares it.
        TrieNode terminal = n.child(src, EMPTY);
        long bit = 1L << (type + 1);
        if (initial) {
            terminal.virginMask |= bit;
        } else {
            terminal.mask |= bit;
        }
    }

    private static void addPatterns(TrieNode[] roots, SquareMoves sm, int type, int src) {
        Pattern pattern = new Pattern();
        for (Leap leap : sm.leaps()) {
            if (Modes.has(leap.modes(), Modes.CAPTURE)) {
                pattern.length = 0;
                insert(roots[leap.target()], pattern, src, type, Modes.has(leap.modes(), Modes.INITIAL));
            }
        }
        for (Ray ray : sm.rays()) {
            addRayPatterns(roots, ray, type, src, pattern);
        }
        for (Path path : sm.paths()) {
            addPathPatterns(roots, path, type, src, pattern);
        }
    }

    private static void addRayPatterns(TrieNode[] roots, Ray ray, int type, int src, Pattern pattern) {
        int[] walked = TableMoveGenerator.walkedIndices(ray);
        boolean initial = Modes.has(ray.flags(), Modes.INITIAL);
        for (int j = 0; j < walked.length; j++) {
            int target = ray.squares()[walked[j]];
            if (!Modes.has(ray.squareModes()[walked[j]], Modes.CAPTURE)) {
                continue;
            }
            if (ray.kind() == RayKind.SLIDE) {
                pattern.length = 0;
                emptyBetween(pattern, ray, walked, j - 1, 0);
                insert(roots[target], pattern, src, type, initial);
            } else if (ray.kind() == RayKind.HOP) {
                for (int screen = j - 1; screen >= 0; screen--) {
                    pattern.length = 0;
                    emptyBetween(pattern, ray, walked, j - 1, screen + 1);
                    pattern.add(ray.squares()[walked[screen]], OCCUPIED);
                    emptyBetween(pattern, ray, walked, screen - 1, 0);
                    insert(roots[target], pattern, src, type, initial);
                }
            } else if (j >= 1) {
                pattern.length = 0;
                pattern.add(ray.squares()[walked[j - 1]], OCCUPIED);
                emptyBetween(pattern, ray, walked, j - 2, 0);
                insert(roots[target], pattern, src, type, initial);
            }
        }
    }

    /** Adds EMPTY conditions for walked indices {@code from} down to {@code to}. */
    private static void emptyBetween(Pattern pattern, Ray ray, int[] walked, int from, int to) {
        for (int k = from; k >= to; k--) {
            pattern.add(ray.squares()[walked[k]], EMPTY);
        }
    }

    private static void addPathPatterns(TrieNode[] roots, Path path, int type, int src, Pattern pattern) {
        int[] sq = path.squares();
        int last = sq.length - 1;
        boolean initial = Modes.has(path.modes(), Modes.INITIAL);
        for (int target = 0; target <= last; target++) {
            boolean captures = target == last ? Modes.has(path.modes(), Modes.CAPTURE)
                    : path.conditions()[target] == Step.CAPTURE;
            if (!captures) {
                continue;
            }
            pattern.length = 0;
            for (int k = last; k >= 0; k--) {
                if (k == target) {
                    continue;
                }
                int condition = k == last ? destinationCondition(path.modes()) : stepCondition(path.conditions()[k]);
                if (condition >= 0) {
                    pattern.add(sq[k], condition);
                }
            }
            insert(roots[sq[target]], pattern, src, type, initial);
        }
    }

    private static int stepCondition(byte step) {
        switch (step) {
            case Step.EMPTY: return EMPTY;
            case Step.CAPTURE: return DEFENDER;
            case Step.OCCUPIED: return OCCUPIED;
            default: return -1;
        }
    }

    private static int destinationCondition(int modes) {
        boolean move = Modes.has(modes, Modes.MOVE);
        boolean capture = Modes.has(modes, Modes.CAPTURE);
        return move && capture ? NOT_ATTACKER : move ? EMPTY : DEFENDER;
    }

    private void flatten(int side, TrieNode[] roots, int squares) {
        List<TrieNode> order = new ArrayList<>();
        List<Integer> skips = new ArrayList<>();
        int[] starts = new int[squares + 1];
        for (int t = 0; t < squares; t++) {
            starts[t] = order.size();
            byte[] sens = new byte[squares];
            for (TrieNode c : roots[t].children) {
                visit(c, order, skips, sens);
            }
            sensitivity[side][t] = sens;
        }
        starts[squares] = order.size();
        int n = order.size();
        start[side] = starts;
        node[side] = new int[n];
        skip[side] = new int[n];
        mask[side] = new long[n];
        virginMask[side] = new long[n];
        for (int i = 0; i < n; i++) {
            TrieNode tn = order.get(i);
            node[side][i] = tn.square | tn.condition << 8;
            skip[side][i] = skips.get(i);
            mask[side][i] = tn.mask;
            virginMask[side][i] = tn.virginMask;
        }
    }

    private static void visit(TrieNode n, List<TrieNode> order, List<Integer> skips, byte[] sens) {
        int at = order.size();
        order.add(n);
        skips.add(0);
        if (!n.children.isEmpty()) {
            // Only a condition that leads somewhere can be switched on by a move.
            sens[n.square] |= sensitivityOf(n.condition);
        }
        for (TrieNode c : n.children) {
            visit(c, order, skips, sens);
        }
        skips.set(at, order.size());
    }

    private static byte sensitivityOf(int condition) {
        switch (condition) {
            case EMPTY: return VACATE;
            case OCCUPIED:
            case DEFENDER: return FILL;
            default: return VACATE | FILL;
        }
    }
}
