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
 * exact) and Chess and a Half (its Knight's first double leap told as {@code iN2}; its Pawn's
 * sidestep from rank 7 on told from every rank, a move without capture, which XBoard's check test
 * never reads). No forfeit and no illegal-move claim. XBoard's debug log, saved game and three
 * screenshots of each game are kept in {@code compiler/target/xboard-games/}.
 *
 * <p>Not with legality on, because XBoard 4.9.1 cannot judge them and offers an engine no way to
 * take legality over (its {@code feature} list has no such feature; a {@code piece} line is its
 * only say): Halfgi and Augmented Half Chess (a halfling told as its whole rider attacks more than
 * it does, so XBoard takes legal moves for moves into check: {@code c6a4} was forfeited, and a
 * Halfgi game stalled), Nearlydouble (its Pawns promote on ranks 8 to 10 too; XBoard promotes on
 * the last rank only and forfeited {@code k7k8c}).
 */
class XboardLegalityTest {
    private static final List<String> GAMES = List.of("fide", "augmented-chess", "augmented-half-chess",
            "chess-and-a-half", "halfgi", "nearlydouble-chess");
    private static final List<String> XBOARD_JUDGES = List.of("fide", "augmented-chess", "augmented-half-chess",
            "chess-and-a-half", "halfgi");

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
