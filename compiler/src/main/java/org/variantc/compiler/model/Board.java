package org.variantc.compiler.model;

/**
 * The board's size: 3 to 16 files and ranks (Dobutsu 3 x 4, Micro Shogi 4 x 5).
 *
 * @param cylinder the files wrap round: the first and last files are neighbours, so every move
 *                 leaving the board at a side re-enters at the other (Cylinder Chess)
 */
public record Board(int files, int ranks, boolean cylinder) {
    /** A flat board, whose side edges end every move. */
    public Board(int files, int ranks) {
        this(files, ranks, false);
    }

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
