package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.reference.ReferenceGame;
import org.variantc.reference.ReferenceGames;
import org.variantc.reference.ReferencePosition;
import org.variantc.runtime.Perft;
import org.variantc.runtime.position.Position;

/**
 * Halfgi and Half Chess compiled from their definitions against the hand-coded reference
 * generators: the whole tree three plies deep, the sorted move lists compared at every inner
 * node (so perft(3) agrees too, and a disagreement names the node and the moves). Both print
 * moves in the coordinate notation of the README, so the lists compare as text.
 */
class HalfgiDifferentialTest {
    private static final ReferenceGame HALFGI = ReferenceGames.halfgi();
    private static final ReferenceGame HALF_CHESS = ReferenceGames.halfChess(ReferenceGames.halfgiIds());

    static Stream<Arguments> positions() {
        return Stream.of(
            Arguments.of("halfgi", "rcbqkbcr/pppppppp/8/8/8/8/PPPPPPPP/RCBQKBCR[] w KQkq - 0 1"),
            Arguments.of("halfgi", "rcbqkbcr/ppp2ppp/8/3p4/8/8/PPPP1PPP/RCBQKBCR[Pp] w KQkq - 0 3"),
            Arguments.of("halfgi", "r3k2r/pp1q1ppp/2c2b2/3Pp3/8/2C2C2/PPP2PPP/R2QK2R[BPcp] w KQkq e6 0 9"),
            Arguments.of("halfgi", "4k2r/1P3ppp/8/8/3q~4/8/5PPP/RP2K2R[Crp] b Kk - 0 20"),
            Arguments.of("halfgi", "r3k3/2P5/8/8/8/8/8/4K2R[RCqp] w Kq - 0 30"),
            Arguments.of("half-chess", "rcbqkbcr/pppppppp/8/8/8/8/PPPPPPPP/RCBQKBCR w KQkq - 0 1"),
            Arguments.of("half-chess", "r3k2r/pp1q1ppp/2c2b2/3Pp3/8/2C2C2/PPP2PPP/R2QK2R w KQkq e6 0 9"),
            Arguments.of("half-chess", "r3k3/2P3P1/8/8/2q5/8/1p6/R3K2R b KQq - 0 30"));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("positions")
    void agreesWithTheReferenceThreePliesDeep(String game, String fen) {
        ReferencePosition reference = (game.equals("halfgi") ? HALFGI : HALF_CHESS).position(fen);
        Position ours = Games.position(game + ".variant", fen);
        long leaves = ReferenceWalk.walk(ours, reference, 3, fen);
        assertEquals(leaves, Perft.perft(ours, 3), "perft(3): the reference's leaves, counted in the walk");
    }
}
