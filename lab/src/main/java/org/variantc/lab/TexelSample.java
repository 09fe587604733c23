package org.variantc.lab;

import java.io.Serializable;

/**
 * One position of a self-play game, for Texel tuning: a quiet position (the side to move not in
 * check, the search's move neither a capture nor a promotion) and how the game ended.
 *
 * @param pair       the game pair's number (the held-out share is chosen by it)
 * @param fen        the position
 * @param whiteScore the game's result for White: 1, 0.5 or 0
 */
public record TexelSample(int pair, String fen, double whiteScore) implements Serializable {
    /** The positions file's line: pair, result, FEN (the FEN last, since it holds spaces). */
    String line() {
        return pair + "," + whiteScore + "," + fen;
    }

    static TexelSample read(String line) {
        String[] part = line.split(",", 3);
        return new TexelSample(Integer.parseInt(part[0]), part[2], Double.parseDouble(part[1]));
    }
}
