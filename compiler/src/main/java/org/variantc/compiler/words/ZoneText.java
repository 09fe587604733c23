package org.variantc.compiler.words;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.Zone;

/** A zone in words, as White sees it: "rank 8", "ranks 7 to 12", "file a", or its squares. */
public final class ZoneText {
    private ZoneText() {
    }

    public static String of(Zone zone, Board board) {
        BitSet squares = zone.squares();
        List<Integer> ranks = new ArrayList<>();
        for (int r = 0; r < board.ranks(); r++) {
            if (full(squares, board, r, true)) {
                ranks.add(r);
            }
        }
        if (!ranks.isEmpty() && ranks.size() * board.files() == squares.cardinality()) {
            return lines("rank", ranks);
        }
        List<Integer> files = new ArrayList<>();
        for (int f = 0; f < board.files(); f++) {
            if (full(squares, board, f, false)) {
                files.add(f);
            }
        }
        if (!files.isEmpty() && files.size() * board.ranks() == squares.cardinality()) {
            return lines("file", files);
        }
        List<String> names = new ArrayList<>();
        for (int sq = squares.nextSetBit(0); sq >= 0; sq = squares.nextSetBit(sq + 1)) {
            names.add(squareName(board, sq));
        }
        return (names.size() == 1 ? "square " : "squares ") + String.join(" ", names);
    }

    public static String squareName(Board board, int sq) {
        return (char) ('a' + sq % board.files()) + Integer.toString(sq / board.files() + 1);
    }

    private static boolean full(BitSet squares, Board board, int line, boolean rank) {
        int n = rank ? board.files() : board.ranks();
        for (int i = 0; i < n; i++) {
            if (!squares.get(rank ? board.square(i, line) : board.square(line, i))) {
                return false;
            }
        }
        return true;
    }

    private static String lines(String word, List<Integer> lines) {
        boolean contiguous = lines.get(lines.size() - 1) - lines.get(0) == lines.size() - 1;
        if (lines.size() == 1) {
            return word + " " + label(word, lines.get(0));
        }
        if (contiguous) {
            return word + "s " + label(word, lines.get(0)) + " to " + label(word, lines.get(lines.size() - 1));
        }
        List<String> parts = new ArrayList<>();
        for (int l : lines) {
            parts.add(label(word, l));
        }
        return word + "s " + String.join(", ", parts);
    }

    private static String label(String word, int line) {
        return word.equals("rank") ? Integer.toString(line + 1) : String.valueOf((char) ('a' + line));
    }

    /** A zone as the language writes it: whole ranks as "rank 8" or "ranks 7..12", else its squares. */
    public static String asWritten(Zone zone, Board board) {
        List<Integer> full = new ArrayList<>();
        int covered = 0;
        for (int rank = 0; rank < board.ranks(); rank++) {
            int from = board.square(0, rank);
            if (zone.squares().get(from, from + board.files()).cardinality() == board.files()) {
                full.add(rank + 1);
                covered += board.files();
            }
        }
        boolean contiguous = !full.isEmpty() && full.get(full.size() - 1) - full.get(0) == full.size() - 1;
        if (covered == zone.squares().cardinality() && contiguous) {
            return full.size() == 1 ? "rank " + full.get(0) : "ranks " + full.get(0) + ".." + full.get(full.size() - 1);
        }
        return "squares " + zone.squares().stream().mapToObj(sq -> squareName(board, sq))
                .collect(java.util.stream.Collectors.joining(" "));
    }
}
