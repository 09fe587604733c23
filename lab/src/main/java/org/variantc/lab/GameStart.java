package org.variantc.lab;

import java.io.Serializable;

/**
 * Where one game of a pair begins: the armies (army games; -1 otherwise) and a FEN (null: the
 * variant's start position).
 */
public record GameStart(int whiteArmy, int blackArmy, String fen) implements Serializable {
    /** The variant's own start position, no armies chosen. */
    public static GameStart startPosition() {
        return new GameStart(-1, -1, null);
    }

    public static GameStart fen(String fen) {
        return new GameStart(-1, -1, fen);
    }

    public static GameStart armies(int white, int black) {
        return new GameStart(white, black, null);
    }
}
