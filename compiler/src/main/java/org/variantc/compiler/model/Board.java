package org.variantc.compiler.model;

/** The board's size: 5 to 16 files and ranks. */
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
