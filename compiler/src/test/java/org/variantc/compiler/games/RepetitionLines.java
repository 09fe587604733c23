package org.variantc.compiler.games;

import java.util.List;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.GameStatus.Reason;
import org.variantc.runtime.GameStatus.Result;

/**
 * Hand-built games that end by repetition, one per way the Fairy-Stockfish games score it
 * ({@code definitions/fairy-stockfish/}): each a start FEN, the moves, and the status the last
 * move brings (every earlier position is still in play). Shared by the rule test, the engine
 * test and the page's test, so all three play the same games.
 *
 * @param game       the definition under {@code definitions/}
 * @param ending     the status after the last move
 * @param words      how {@code Game.reason} says it
 */
public record RepetitionLines(String name, String game, String fen, List<String> moves, GameStatus ending,
                              String words) {
    /** A Rook checks from a8 and a9 in turn while the King steps between i8 and i9. */
    private static final List<String> ROOK_CHECKS = List.of("a1a8", "i8i9", "a8a9", "i9i8", "a9a8", "i8i9",
            "a8a9", "i9i8", "a9a8", "i8i9", "a8a9", "i9i8", "a9a8");

    /** The same on a 9 x 10 board: a Chariot checks from a10 and a9, the General steps f10, f9. */
    private static final List<String> CHARIOT_CHECKS = List.of("a1a10", "f10f9", "a10a9", "f9f10", "a9a10",
            "f10f9", "a10a9", "f9f10", "a9a10");

    /** Red's Chariot follows Black's Horse between g7 and i8, from g2 and i2. */
    private static final List<String> HORSE_CHASED = List.of("i2g2", "g7i8", "g2i2", "i8g7", "i2g2", "g7i8",
            "g2i2", "i8g7");

    public static final List<RepetitionLines> ALL = List.of(
        // Sennichite: White checks on every other move only, so the fourth occurrence draws.
        new RepetitionLines("shogi sennichite draws", "fairy-stockfish/shogi.variant",
            "9/8k/R8/9/9/9/9/9/4K4[] w - - 0 1",
            List.of("a7a8", "i8i9", "a8a7", "i9i8", "a7a8", "i8i9", "a8a7", "i9i8", "a7a8", "i8i9", "a8a7", "i9i8"),
            new GameStatus(Result.DRAW, Reason.REPETITION), "repetition"),
        // Captured men come back: a Gold dropped, taken, dropped and taken again; the clock the
        // captures reset does not bound the repetition, and the fourth occurrence draws.
        new RepetitionLines("shogi sennichite across captures draws", "fairy-stockfish/shogi.variant",
            "8k/9/9/9/9/9/9/9/R3K4[G] w - - 0 1",
            List.of("G@h8", "i9h8", "a1a2", "G@a5", "a2a5", "h8h9", "a5a1", "h9i9",
                "G@h8", "i9h8", "a1a2", "G@a5", "a2a5", "h8h9", "a5a1", "h9i9",
                "G@h8", "i9h8", "a1a2", "G@a5", "a2a5", "h8h9", "a5a1", "h9i9"),
            new GameStatus(Result.DRAW, Reason.REPETITION), "repetition"),
        // Every White move checks: at the fourth occurrence White has lost.
        new RepetitionLines("shogi perpetual check loses", "fairy-stockfish/shogi.variant",
            "9/8k/9/9/9/9/9/9/R3K4[] w - - 0 1", ROOK_CHECKS,
            new GameStatus(Result.BLACK_WINS, Reason.PERPETUAL_CHECK), "White loses by perpetual check"),
        // Minishogi: Sente (White) loses a repetition, here completed by Black's move ...
        new RepetitionLines("minishogi repetition loses for White", "fairy-stockfish/minishogi.variant",
            "4k/5/5/5/K4[] w - - 0 1", kingsShuffle("a1a2", "e5e4", "a2a1", "e4e5"),
            new GameStatus(Result.BLACK_WINS, Reason.REPETITION_LOSS), "White loses by repetition"),
        // ... and here by White's.
        new RepetitionLines("minishogi repetition White completes", "fairy-stockfish/minishogi.variant",
            "4k/5/5/5/K4[] b - - 0 1", kingsShuffle("e5e4", "a1a2", "e4e5", "a2a1"),
            new GameStatus(Result.BLACK_WINS, Reason.REPETITION_LOSS), "White loses by repetition"),
        // Tori Shogi: the side whose move completes the repetition loses, here Black.
        new RepetitionLines("tori shogi repeater loses", "fairy-stockfish/torishogi.variant",
            "3k3/7/7/7/7/7/3K3[] w - - 0 1", kingsShuffle("d1d2", "d7d6", "d2d1", "d6d7"),
            new GameStatus(Result.WHITE_WINS, Reason.REPETITION_LOSS), "Black loses by repetition"),
        // Xiangqi: Red's (White's) Chariot checks on every move; the third occurrence loses for Red.
        new RepetitionLines("xiangqi perpetual check loses", "fairy-stockfish/xiangqi.variant",
            "5k3/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", CHARIOT_CHECKS,
            new GameStatus(Result.BLACK_WINS, Reason.PERPETUAL_CHECK), "White loses by perpetual check"),
        // Xiangqi: Red's Chariot follows the unprotected Horse (g7, i8) with every move, from g2 and
        // i2: the start position's third occurrence loses for Red. Fairy-Stockfish (upstream, built
        // from source) agrees: its 'd' shows g7 or i8 chased after every Red move, and the last
        // move, i8g7, scores 'mate 1' for Black ('go depth 1 searchmoves i8g7' after the others).
        new RepetitionLines("xiangqi perpetual chase loses", "fairy-stockfish/xiangqi.variant",
            "4k4/9/9/6n2/9/9/9/9/8R/3K5 w - - 0 1", HORSE_CHASED,
            new GameStatus(Result.BLACK_WINS, Reason.PERPETUAL_CHASE), "White loses by perpetual chase"),
        // The same, but Soldiers on g8 and i9 protect the Horse on both squares: no chase, a draw
        // (Fairy-Stockfish: nothing chased, and i8g7 at the end scores 'cp 0').
        new RepetitionLines("xiangqi chasing a protected man draws", "fairy-stockfish/xiangqi.variant",
            "4k4/8p/6p2/6n2/9/9/9/9/8R/3K5 w - - 0 1", HORSE_CHASED,
            new GameStatus(Result.DRAW, Reason.REPETITION), "repetition"),
        // The first line with Red Soldiers across the river on e6 and h6: Black's Horse attacks h6
        // from i8 and e6 from g7, unprotected, so every Black move chases too, but never the same
        // man twice running: only Red chased perpetually, and Red loses (Fairy-Stockfish: h6 and
        // e6 chased after Black's moves in turn; i8g7 at the end scores 'mate 1' for Black).
        new RepetitionLines("xiangqi chasing two men in turn is no perpetual chase", "fairy-stockfish/xiangqi.variant",
            "4k4/9/9/6n2/4P2P1/9/9/9/8R/3K5 w - - 0 1", HORSE_CHASED,
            new GameStatus(Result.BLACK_WINS, Reason.PERPETUAL_CHASE), "White loses by perpetual chase"),
        // Check and chase in turn: Red's Chariot checks from a10, then attacks the unprotected Horse
        // on g7 from a7. A check is no chase, so Red neither checked nor chased with every move: a
        // draw (Fairy-Stockfish: g7 chased after every other Red move; f9f10 at the end scores
        // 'cp 0').
        new RepetitionLines("xiangqi check and chase in turn draw", "fairy-stockfish/xiangqi.variant",
            "5k3/9/9/R5n2/9/9/9/9/9/3K5 w - - 0 1", List.of("a7a10", "f10f9", "a10a7", "f9f10", "a7a10", "f10f9",
                "a10a7", "f9f10"),
            new GameStatus(Result.DRAW, Reason.REPETITION), "repetition"),
        // A Horse chases a Chariot even when it is protected (the Chariot on a8 covers a9 and a10):
        // Red's Horse goes b7, c9 after Black's Chariot a9, a10; Black's Chariot attacks the Horse
        // on c9, but a Soldier protects it, so Black chases nothing. The start position's third
        // occurrence loses for Red (Fairy-Stockfish: a9, then a8 and a10 chased after Red's moves;
        // b7c9 at the end scores 'mate -1' for Red, 'go depth 1 searchmoves b7c9' after the others).
        new RepetitionLines("xiangqi horse chases a protected chariot", "fairy-stockfish/xiangqi.variant",
            "r3k4/2NP5/r8/9/9/9/9/9/9/3K5 b - - 0 1", List.of("a10a9", "c9b7", "a9a10", "b7c9", "a10a9", "c9b7",
                "a9a10", "b7c9"),
            new GameStatus(Result.BLACK_WINS, Reason.PERPETUAL_CHASE), "White loses by perpetual chase"),
        // Janggi: Blue (White) is 11.5 points ahead, yet perpetual check loses outright ...
        new RepetitionLines("janggi perpetual check loses", "fairy-stockfish/janggi.variant",
            "5k3/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", CHARIOT_CHECKS,
            new GameStatus(Result.BLACK_WINS, Reason.PERPETUAL_CHECK), "White loses by perpetual check"),
        // ... while a quiet repetition is a draw the point count gives to Blue.
        new RepetitionLines("janggi repetition goes to points", "fairy-stockfish/janggi.variant",
            "5k3/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", List.of("a1a2", "f10f9", "a2a1", "f9f10", "a1a2", "f10f9",
                "a2a1", "f9f10"),
            new GameStatus(Result.WHITE_WINS, Reason.REPETITION), "repetition, White ahead on points"),
        // Janggi without points (casual): the same perpetual check, the same loss.
        new RepetitionLines("janggi casual perpetual check loses", "fairy-stockfish/janggicasual.variant",
            "5k3/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", CHARIOT_CHECKS,
            new GameStatus(Result.BLACK_WINS, Reason.PERPETUAL_CHECK), "White loses by perpetual check"));

    /** Three rounds of a four-move shuffle: the start position occurs the fourth time. */
    private static List<String> kingsShuffle(String a, String b, String c, String d) {
        return List.of(a, b, c, d, a, b, c, d, a, b, c, d);
    }

    @Override
    public String toString() {
        return name;
    }
}
