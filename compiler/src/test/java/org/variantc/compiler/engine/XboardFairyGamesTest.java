package org.variantc.compiler.engine;

import java.nio.file.Path;
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
 * ({@code P@e5}), promotions ({@code +}) and holdings; capahouse, pocketknight and dragon on a
 * table of ours; Sittuyin and Placement too, whose Kings start in hand (XBoard keeps a King in
 * hand only when the holdings reach past every other letter of the table; Sittuyin's promotion in
 * place, {@code d4d4f}, has not come up in these 15-move games, so XBoard's reading of it is
 * untested). Not here: the other Shogis, whose men are not XBoard's (Kyoto's flips, Tori's birds,
 * Euroshogi's Knight, Yari's men): on a table of ours their promoted men take holdings of their
 * own, more than the board has ranks (Minishogi's 10 on 5 ranks had XBoard refuse its first move,
 * {@code c1b2}, before it got XBoard's own table); and, because XBoard's own rules refuse some of
 * our moves and we have not settled
 * who is right: atomic ({@code e5e4} refused), berolina (the double step {@code a2c4} refused),
 * giveaway and seirawan (XBoard refuses a gated move, {@code b1c3e}, once its holdings and ours
 * disagree).
 */
class XboardFairyGamesTest {
    @ParameterizedTest
    @ValueSource(strings = {"fischerandom", "3check", "losers", "capablanca", "knightmate", "caparandom", "xiangqi",
            "makruk", "spartan", "shogi", "minishogi", "judkins", "gorogoro", "checkshogi", "capahouse", "pocketknight",
            "dragon", "sittuyin", "placement"})
    void xboardTestsOurMovesByItsOwnRules(String game, @TempDir Path dir) throws Exception {
        XboardMatchTest.xboardGame("fairy-stockfish/" + game + ".variant", true, dir);
    }
}
