package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.runtime.Perft;

/**
 * Crazyhouse and Chessgi compiled from their definitions against perft counts of other engines.
 *
 * <p>Provenance: "published" rows come from Fairy-Stockfish's perft suite (crazyhouse start
 * depth 5 also from the Crazyhouse literature). "fsf" rows were computed for this test with
 * Debian's {@code fairy-stockfish} 11.1 ({@code /usr/games/fairy-stockfish}): {@code setoption
 * name UCI_Variant value crazyhouse|chessgi}, {@code position fen FEN}, {@code go perft N}. CI
 * has no Fairy-Stockfish, so the figures are recorded here as constants.
 */
class DropGamesPerftTest {
    static Stream<Arguments> counts() {
        return Stream.of(
            // published
            Arguments.of("crazyhouse", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1", 5, 4888832L),
            Arguments.of("crazyhouse", "2k5/8/8/8/8/8/8/4K3[QRBNPqrbnp] w - - 0 1", 2, 75353L),
            Arguments.of("crazyhouse", "2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1", 3, 88634L),
            Arguments.of("crazyhouse", "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1", 3, 58057L),
            Arguments.of("chessgi", "5Rp1/2p1Nb2/2B4k/6p1/8/P3PP2/1PPqR3/3R1BKn[QBNPPPPrrrnpp] b - - 1 48", 2, 32816L),
            // fsf: computed with fairy-stockfish 11.1
            Arguments.of("chessgi", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1", 5, 4889167L),
            Arguments.of("crazyhouse", "rnb1kbnr/ppp1pppp/8/3q4/8/8/PPPP1PPP/RNBQKBNR[Pp] w KQkq - 0 3", 3, 197413L),
            Arguments.of("crazyhouse", "r3k2r/p1pQ~1ppp/1p3n2/8/8/2N5/PPP2PPP/R3K2R[BNPrp] b KQkq - 0 14", 3, 44285L),
            Arguments.of("crazyhouse", "r1bqkbnr/ppp2ppp/2n5/3pP3/8/5N2/PPPP1PPP/RNBQKB1R[Pp] w KQkq d6 0 4", 3, 168028L),
            Arguments.of("chessgi", "r3k2r/p1pQ~1ppp/1p3n2/8/8/2N5/PPP2PPP/R3K2R[BNPrp] b KQkq - 0 14", 3, 60725L),
            Arguments.of("chessgi", "rnbqkb1r/ppp2ppp/5n2/3p4/8/2N5/PPPP1PPP/R1BQKBNR[Pp] w KQkq - 0 4", 3, 195511L),
            Arguments.of("chessgi", "r1bqk2r/pppp1ppp/2n2n2/4p3/1bB1P3/2N2N2/PPPP1PPP/R1BQKP1R[Bp] b KQkq - 0 6", 3, 182422L),
            Arguments.of("chessgi", "r1bqkbnr/ppp2ppp/2n5/3pP3/8/5N2/PPPP1PPP/RNBQKB1R[Pp] w KQkq d6 0 4", 3, 174773L));
    }

    @ParameterizedTest(name = "{0} {1} depth {2}")
    @MethodSource("counts")
    void matchesTheOtherEngines(String game, String fen, int depth, long nodes) {
        assertEquals(nodes, Perft.perft(Games.position(game + ".variant", fen), depth));
    }
}
