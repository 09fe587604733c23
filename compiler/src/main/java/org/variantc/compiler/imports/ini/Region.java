package org.variantc.compiler.imports.ini;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * A set of squares as Fairy-Stockfish writes a Bitboard value ({@code *8}, {@code d4 e4 d5 e5},
 * {@code a*}), held as square numbers {@code rank * files + file} from 0; squares off the board
 * are dropped, as they are for Fairy-Stockfish's board.
 */
record Region(TreeSet<Integer> squares, int files, int ranks) {
    /** Reads a value; throws IllegalArgumentException naming the word it cannot read. */
    static Region parse(String value, int files, int ranks) {
        TreeSet<Integer> squares = new TreeSet<>();
        for (String word : value.strip().split("\\s+")) {
            if (word.isEmpty() || word.equals("-")) {
                continue;
            }
            if (!word.matches("([a-z]|\\*)([0-9]+|\\*)")) {
                throw new IllegalArgumentException("'" + word + "' is not a square, '*N' or 'f*'");
            }
            String filePart = word.substring(0, 1);
            String rankPart = word.substring(1);
            for (int f = 0; f < files; f++) {
                for (int r = 0; r < ranks; r++) {
                    boolean fileFits = filePart.equals("*") || filePart.charAt(0) - 'a' == f;
                    boolean rankFits = rankPart.equals("*") || Integer.parseInt(rankPart) - 1 == r;
                    if (fileFits && rankFits) {
                        squares.add(r * files + f);
                    }
                }
            }
        }
        return new Region(squares, files, ranks);
    }

    static Region rank(int rank, int files, int ranks) {
        return parse("*" + rank, files, ranks);
    }

    boolean isEmpty() {
        return squares.isEmpty();
    }

    /** The region seen from the other side: rank r becomes rank (ranks + 1 - r). */
    Region mirrored() {
        TreeSet<Integer> out = new TreeSet<>();
        for (int s : squares) {
            out.add((ranks - 1 - s / files) * files + s % files);
        }
        return new Region(out, files, ranks);
    }

    Region minus(Region other) {
        TreeSet<Integer> out = new TreeSet<>(squares);
        out.removeAll(other.squares);
        return new Region(out, files, ranks);
    }

    static Region all(int files, int ranks) {
        return new Region(new TreeSet<>(), files, ranks).withAll();
    }

    private Region withAll() {
        TreeSet<Integer> out = new TreeSet<>();
        for (int s = 0; s < files * ranks; s++) {
            out.add(s);
        }
        return new Region(out, files, ranks);
    }

    /** The ranks (from 1) the region fills whole, when it is exactly those; else empty. */
    List<Integer> wholeRanks() {
        List<Integer> out = new ArrayList<>();
        for (int r = 0; r < ranks; r++) {
            int count = 0;
            for (int f = 0; f < files; f++) {
                count += squares.contains(r * files + f) ? 1 : 0;
            }
            if (count == files) {
                out.add(r + 1);
            } else if (count > 0) {
                return List.of();
            }
        }
        return out;
    }

    /** A ZONE of our language: {@code rank 8}, {@code ranks 2..7}, or the squares named. */
    String zone() {
        List<Integer> whole = wholeRanks();
        if (!whole.isEmpty() && whole.get(whole.size() - 1) - whole.get(0) == whole.size() - 1) {
            int first = whole.get(0);
            int last = whole.get(whole.size() - 1);
            return first == last ? "rank " + first : "ranks " + first + ".." + last;
        }
        StringBuilder out = new StringBuilder("squares");
        for (int s : squares) {
            out.append(' ').append((char) ('a' + s % files)).append(s / files + 1);
        }
        return out.toString();
    }
}
