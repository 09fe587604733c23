package org.variantc.runtime.position;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;


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
public final class Attacks {
    /** Node conditions on the board, from the attacker's point of view (see {@link CapturePattern}). */
    private static final int EMPTY = CapturePattern.EMPTY;
    private static final int OCCUPIED = CapturePattern.OCCUPIED;
    private static final int DEFENDER = CapturePattern.DEFENDER;

    /** Sensitivity bits: a change of this square can create an attack on the target. */
    public static final byte VACATE = 1;
    public static final byte FILL = 2;

    private final int[][] start;    // [side][target] first node, [side][target+1] end
    private final int[][] node;     // square | condition << 8
    private final int[][] skip;
    private final long[][] mask;    // types (bit type+1) that hit from this square
    private final long[][] virginMask; // types that hit only while virgin
    private final byte[][][] sensitivity; // [side][target][square]

    /** The trie of every {@link CapturePattern}, hop lines written out per screen square. */
    public Attacks(CapturePatterns patterns) {
        int sides = 2;
        int squares = patterns.squares();
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
                for (CapturePattern way : patterns.at(side, t)) {
                    for (CapturePattern plain : way.expanded()) {
                        insert(roots[t], plain);
                    }
                }
            }
            flatten(side, roots, squares);
        }
    }

    /** True when a man of {@code side} could capture a man standing on {@code target}. */
    public boolean attacked(int[] board, int target, int side) {
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
                if ((masks[i] & bit) != 0 || ((vmasks[i] & bit) != 0 && (p & Man.VIRGIN) != 0)) {
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
     * The square of the cheapest man of {@code side} that could capture on {@code target}, by
     * {@code worth} per type, or -1: the same walk as {@link #attacked}, every attacker seen
     * (the search's static exchange evaluation takes the men off one by one).
     */
    public int cheapestAttacker(int[] board, int target, int side, int[] worth) {
        int[] nodes = node[side];
        int[] skips = skip[side];
        long[] masks = mask[side];
        long[] vmasks = virginMask[side];
        int end = start[side][target + 1];
        int best = -1;
        int bestWorth = Integer.MAX_VALUE;
        int i = start[side][target];
        while (i < end) {
            int n = nodes[i];
            int sq = n & 0xFF;
            int p = board[sq];
            if (p != 0 && (p & 1) == side) {
                long bit = 1L << (p >>> 1);
                if ((masks[i] & bit) != 0 || ((vmasks[i] & bit) != 0 && (p & Man.VIRGIN) != 0)) {
                    int w = worth[Man.type(p)];
                    if (w < bestWorth) {
                        bestWorth = w;
                        best = sq;
                    }
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
        return best;
    }

    /**
     * Per square, which changes can create an attack by {@code side} on {@code target}:
     * {@link #VACATE} (the square emptied) or {@link #FILL} (a defender put there).
     */
    public byte[] sensitivity(int side, int target) {
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

    private static void insert(TrieNode root, CapturePattern pattern) {
        TrieNode n = root;
        for (int i = 0; i < pattern.squares().length; i++) {
            n = n.child(pattern.squares()[i], pattern.conditions()[i]);
        }
        // The source square is keyed as an EMPTY node so that a slider's next square shares it.
        TrieNode terminal = n.child(pattern.source(), EMPTY);
        long bit = 1L << (pattern.type() + 1);
        if (pattern.virgin()) {
            terminal.virginMask |= bit;
        } else {
            terminal.mask |= bit;
        }
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
