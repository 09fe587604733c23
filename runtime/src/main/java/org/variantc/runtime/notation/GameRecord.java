package org.variantc.runtime.notation;

import java.util.List;

/**
 * A finished match game.
 *
 * @param round       1, 2, ...
 * @param white       the White player's name
 * @param black       the Black player's name
 * @param firstWhite  true when the match's first player had White
 * @param startFen    the position the game began from
 * @param moves       the moves in coordinate notation (what engines are told)
 * @param result      "1-0", "0-1" or "1/2-1/2"
 * @param termination why it ended, in words
 * @param san         the same moves in SAN (the PGN movetext)
 */
public record GameRecord(int round, String white, String black, boolean firstWhite, String startFen,
                         List<String> moves, String result, String termination, List<String> san) {
    /**
     * A record whose SAN is unknown: its PGN then carries the coordinate texts, which every reader
     * of ours (SAN parsing included) also accepts.
     */
    public GameRecord(int round, String white, String black, boolean firstWhite, String startFen,
                      List<String> moves, String result, String termination) {
        this(round, white, black, firstWhite, startFen, moves, result, termination, moves);
    }

    /** The first player's score: 1, 0.5 or 0. */
    public double firstScore() {
        double whiteScore = result.equals("1-0") ? 1 : result.equals("0-1") ? 0 : 0.5;
        return firstWhite ? whiteScore : 1 - whiteScore;
    }
}
