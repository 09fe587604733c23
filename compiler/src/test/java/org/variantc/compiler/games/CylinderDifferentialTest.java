package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.reference.ReferenceGame;
import org.variantc.reference.ReferenceGames;
import org.variantc.reference.ReferencePosition;
import org.variantc.runtime.Perft;
import org.variantc.runtime.position.Position;

/**
 * Cylinder Chess compiled from {@code definitions/cylinder-chess.variant} against the hand-coded
 * reference generator ({@code org.variantc.reference}, FIDE's men with the files wrapped, sharing
 * no code with the compiler or the runtime): the sorted move lists compared at every inner node
 * three plies deep, and perft(4) from the start. No engine on this machine counts Cylinder Chess,
 * so this independent generator is its reference.
 */
class CylinderDifferentialTest {
    private static final ReferenceGame CYLINDER = ReferenceGames.cylinder();

    static Stream<String> positions() {
        return Stream.of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "r3k2r/p6p/8/1b5P/Pq6/8/7p/R3K2R w KQkq - 0 1",
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                "4k3/p7/8/7P/8/8/8/4K3 b - - 0 1",
                "Q6k/8/8/8/8/8/8/4K3 b - - 0 1",
                "4k3/8/8/8/8/b7/8/4K2R w K - 0 1",
                "6kr/P6p/8/8/8/8/p6P/2K4N w - - 0 1");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("positions")
    void agreesWithTheReferenceThreePliesDeep(String fen) {
        Position ours = Games.position("cylinder-chess.variant", fen);
        long leaves = ReferenceWalk.walk(ours, CYLINDER.position(fen), 3, fen);
        assertEquals(leaves, Perft.perft(ours, 3), "perft(3): the reference's leaves, counted in the walk");
    }

    @Test
    void perft4FromTheStartIsTheReferences() {
        String start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        long reference = CYLINDER.position(start).perft(4);
        assertEquals(211036, reference);
        assertEquals(reference, Perft.perft(Games.position("cylinder-chess.variant", start), 4));
    }
}
