package org.variantc.compiler.check;

import org.variantc.compiler.model.Board;

/** Square and file names on a board: files a, b, … from White's left, ranks from 1. */
final class SquareNames {
    private SquareNames() {
    }

    /** The file index of a one-letter file name, or -1 when it is not a file of this board. */
    static int file(Board board, String name) {
        if (name.length() != 1) {
            return -1;
        }
        int file = name.charAt(0) - 'a';
        return file >= 0 && file < board.files() ? file : -1;
    }

    /** The square index of a name such as {@code e1} or {@code l12}, or -1 when off the board. */
    static int square(Board board, String name) {
        if (name.length() < 2 || name.length() > 3) {
            return -1;
        }
        int file = file(board, name.substring(0, 1));
        String digits = name.substring(1);
        if (file < 0 || !digits.chars().allMatch(Character::isDigit) || digits.startsWith("0")) {
            return -1;
        }
        int rank = Integer.parseInt(digits) - 1;
        return rank < board.ranks() ? board.square(file, rank) : -1;
    }

    /** The last file's letter, for messages. */
    static char lastFile(Board board) {
        return (char) ('a' + board.files() - 1);
    }

    static String name(Board board, int square) {
        return (char) ('a' + square % board.files()) + Integer.toString(square / board.files() + 1);
    }
}
