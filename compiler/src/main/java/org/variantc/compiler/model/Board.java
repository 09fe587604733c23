package org.variantc.compiler.model;

/** The board's size: 3 to 16 files and ranks (Dobutsu 3 x 4, Micro Shogi 4 x 5). */
public record Board(int files, int ranks) {
    public int squares() {
        return files * ranks;
    }

    public int square(int file, int rank) {
        return file + rank * files;
    }

    /** The square seen from the other side: same file, rank mirrored. */
    public int mirror(int square) {
        return square(square % files, ranks - 1 - square / files);
    }
}
