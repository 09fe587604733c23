package org.variantc.compiler.engine;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Real XBoard 4.9.1 (under Xvfb) plays the five shipped games of {@code definitions/} and FIDE
 * chess with a Variantc engine on both sides until its adjudication draws the game at move 40 (or
 * a side wins sooner): twice with XBoard's legality testing off (as README tells players) and once
 * with it on where XBoard can judge the game: FIDE, Augmented Chess (every army piece's XBetza
 * exact), Augmented Half Chess and Halfgi (each halfling told as its first step and the whole
 * rider tame, XBetza {@code t}: XBoard then accepts every legal move and never sees a check the
 * halfling does not give; nor does it see the check its ride gives, so it refuses a mate by the ride
 * as a false claim, which counts only when our engine replays XBoard's logged moves to the same
 * mate, {@link XboardRefusedMateTest}), Chess and a Half (its Knight's first double leap told as {@code iN2};
 * its Pawn's sidestep from rank 7 on told from every rank, a move without capture, which XBoard's
 * check test never reads). No forfeit and no illegal-move claim. XBoard's debug log, saved game
 * and screenshots every 3 s of each game are kept in {@code compiler/target/xboard-games/}.
 *
 * <p>Not with legality on: Nearlydouble, whose Pawns promote on ranks 8 to 10 too, where XBoard
 * 4.9.1 promotes only a man on its Pawn or Lance image and only on the last rank (moves.c), so it
 * forfeited {@code k7k8c}; XBoard offers an engine no way to take legality over (no such
 * {@code feature}; {@code setup} sets the board, {@code piece} the moves). Nor Chess and a Half,
 * for the same reason: XBoard refuses the promotion of its Knight, Cat or Guard with legality on
 * (a fresh-clone run forfeited the Cat's {@code a11b12s} once the search had changed). Nor Halfgi,
 * whose Pawns may be dropped on their first rank [7.2], which XBoard refuses as in Crazyhouse
 * (a fresh-clone run forfeited {@code P@d1}).
 */
class XboardLegalityTest {
    private static final List<String> GAMES = List.of("fide", "augmented-chess", "augmented-half-chess",
            "chess-and-a-half", "halfgi", "nearlydouble-chess");
    private static final List<String> XBOARD_JUDGES = List.of("fide", "augmented-chess", "augmented-half-chess");

    static Stream<Arguments> games() {
        return GAMES.stream().flatMap(g -> {
            Stream<Arguments> off = Stream.of(Arguments.of(g, false, 1), Arguments.of(g, false, 2));
            return XBOARD_JUDGES.contains(g) ? Stream.concat(off, Stream.of(Arguments.of(g, true, 1))) : off;
        });
    }

    @ParameterizedTest(name = "{0} legality {1} game {2}")
    @MethodSource("games")
    void xboardPlaysTheGameToItsEnd(String game, boolean legality, int number, @TempDir Path dir) throws Exception {
        Path keep = Path.of("target", "xboard-games", game + (legality ? "-legality-on-" : "-legality-off-") + number);
        XboardMatchTest.xboardGame(game + ".variant", legality, dir, List.of(), keep, 40);
    }
}
