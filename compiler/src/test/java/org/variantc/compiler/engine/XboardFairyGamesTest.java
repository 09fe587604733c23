package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Real XBoard plays Fairy-Stockfish's games under the names XBoard itself knows, with our engine
 * on both sides and XBoard's own legality testing on: every move our engine makes must be one
 * XBoard's rules for that variant accept (compulsory captures, check counts, 960 castling,
 * duple check, promotions), and the game must end without a forfeit or an
 * illegal-move claim. Xiangqi checks XBoard's numbering of a 10-rank board from rank 0.
 *
 * <p>The hand games: Shogi and the Shogis on smaller boards whose men and zone are XBoard's own
 * (minishogi, judkins, gorogoro, checkshogi) are played by XBoard's own Shogi rules, its drops
 * ({@code P@e5}), promotions ({@code +}) and holdings; Sittuyin and Placement too, whose Kings start in hand (XBoard keeps a King in
 * hand only when the holdings reach past every other letter of the table; Sittuyin's promotion in
 * place, {@code d4d4f}, has not come up in these 15-move games, so XBoard's reading of it is
 * untested). Not here: the other Shogis, whose men are not XBoard's (Kyoto's flips, Tori's birds,
 * Euroshogi's Knight, Yari's men): on a table of ours their promoted men take holdings of their
 * own, more than the board has ranks (Minishogi's 10 on 5 ranks had XBoard refuse its first move,
 * {@code c1b2}, before it got XBoard's own table); and, because XBoard's own rules refuse some of
 * our moves and we have not settled
 * who is right: atomic ({@code e5e4} refused), berolina (the double step {@code a2c4} refused),
 * giveaway and seirawan (XBoard refuses a gated move, {@code b1c3e}, once its holdings and ours
 * disagree); capahouse, pocketknight and dragon, whose promoted men return to hand as Pawns:
 * XBoard 4.9.1 puts a captured man in the holdings as its own type unless it is a '+' promoted
 * type (backend.c), so a captured promoted Queen reached Black's hand as a Queen and XBoard
 * refused Black's {@code P@d4} (capahouse, a fresh-clone run). With legality testing off they
 * play in XBoard ({@code XboardMatchTest}).
 */
class XboardFairyGamesTest {
    @ParameterizedTest
    @ValueSource(strings = {"3check", "losers", "capablanca", "knightmate", "xiangqi",
            "makruk", "spartan", "shogi", "minishogi", "judkins", "gorogoro", "checkshogi", "sittuyin", "placement"})
    void xboardTestsOurMovesByItsOwnRules(String game, @TempDir Path dir) throws Exception {
        XboardMatchTest.xboardGame("fairy-stockfish/" + game + ".variant", true, dir);
    }

    /**
     * Chess960 from a fixed array, not XBoard's random one, so a failure comes again: array 351,
     * {@code nrkqrnbb}, whose King castles long without moving. The game opens with both sides
     * castling so, which XBoard sends our engine as {@code O-O-O}; the engines play on from there.
     */
    @Test
    void chess960WithTheKingCastlingInPlace(@TempDir Path dir) throws Exception {
        Path opening = dir.resolve("opening.pgn");
        Files.writeString(opening, """
                [Event "castling in place"]
                [Variant "fischerandom"]
                [SetUp "1"]
                [FEN "nrkqrnbb/pppppppp/8/8/8/8/PPPPPPPP/NRKQRNBB w KQkq - 0 1"]

                1. d4 d5 2. Qd3 Qd6 3. O-O-O O-O-O *
                """);
        String game = XboardMatchTest.xboardGame("fairy-stockfish/fischerandom.variant", true, dir,
                List.of("-defaultFrcPosition", "351", "-lgf", opening.toString(), "-lgi", "1"));
        String moves = game.replaceAll("\\{[^}]*\\}", " ").replaceAll("\\s+", " ");
        assertTrue(moves.contains("3. O-O-O O-O-O 4."), "both sides castled and the game went on:\n" + game);
    }

    /** Capablanca Random Chess from a fixed array of XBoard's numbering. */
    @Test
    void capablancaRandomFromAFixedArray(@TempDir Path dir) throws Exception {
        XboardMatchTest.xboardGame("fairy-stockfish/caparandom.variant", true, dir, List.of("-defaultFrcPosition", "7777"));
    }
}
