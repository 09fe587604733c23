package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.runtime.Perft;
import org.variantc.runtime.position.Position;

/**
 * Promotion that differs per side ({@code promote white on …}, {@code promote black on …}): each
 * side is offered only its own choices, on its own squares, and a side with no offer of its own
 * keeps its men; the table engine's perft of Chigorin and Sort-of-almost equals Fairy-Stockfish's
 * (provenance in {@link SidePromotionGames}).
 */
class SidePromotionTest {
    static Stream<Arguments> rows() {
        return SidePromotionGames.rows().stream();
    }

    @ParameterizedTest(name = "{0} depth {2}: {1}")
    @MethodSource("rows")
    void tableEngineMatchesFairyStockfish(String game, String fen, int depth, long nodes) {
        assertEquals(nodes, Perft.perft(Games.position(SidePromotionGames.definition(game), fen), depth));
    }

    @Test
    void everyGameHasStartAndMidgames() {
        List<Arguments> rows = SidePromotionGames.rows();
        for (String game : SidePromotionGames.NAMES) {
            long fens = rows.stream().filter(r -> r.get()[0].equals(game)).map(r -> r.get()[1]).distinct().count();
            assertTrue(fens >= 3, game + ": " + fens + " positions");
        }
    }

    /** Chigorin: White's Pawn becomes a Chancellor, Rook or Knight; Black's a Queen, Rook or Bishop. */
    @Test
    void chigorinOffersEachSideItsOwnMen() {
        Position white = Games.position("fairy-stockfish/chigorin.variant", "7k/P7/8/8/8/8/8/K7 w - - 0 1");
        assertEquals(Set.of("a7a8c", "a7a8r", "a7a8n"), movesFrom(white, "a7"));
        Position black = Games.position("fairy-stockfish/chigorin.variant", "7k/8/8/8/8/8/p7/7K b - - 0 1");
        assertEquals(Set.of("a2a1q", "a2a1r", "a2a1b"), movesFrom(black, "a2"));
    }

    /** Sherwin: both sides promote on the last rank; Black alone may also take a Knight on rank 2. */
    @Test
    void sherwinOffersBlackAloneTheKnightOnItsSeventhRank() {
        String sherwin = "sjaak/sherwin.variant";
        Position black = Games.position(sherwin, "4k3/8/8/8/8/p7/8/4K3 b - - 0 1");
        assertEquals(Set.of("a3a2n", "a3a2="), movesFrom(black, "a3"));
        Position declined = Games.position(sherwin, "4k3/8/8/8/8/8/p7/4K3 b - - 0 1");
        assertEquals(Set.of("a2a1q", "a2a1r", "a2a1b", "a2a1n"), movesFrom(declined, "a2"));
        Position white = Games.position(sherwin, "4k3/8/P7/8/8/8/8/4K3 w - - 0 1");
        assertEquals(Set.of("a6a7"), movesFrom(white, "a6"));
    }

    /** Sjaak II's Chaturanga: a Pawn becomes the man that started on the square it reaches, per side. */
    @Test
    void chaturangaPromotesToTheManOfTheSquareReached() {
        String chaturanga = "sjaak/chaturanga.variant";
        Position white = Games.position(chaturanga, "kn6/4P3/8/8/8/8/8/7K w - - 0 1");
        assertEquals(Set.of("e7e8f"), movesFrom(white, "e7"));
        // While White still has its Ferz, or on d8 (Black's King's square), there is no man to become: no move.
        assertEquals(Set.of(), movesFrom(Games.position(chaturanga, "kn6/4P3/8/8/8/8/8/F6K w - - 0 1"), "e7"));
        assertEquals(Set.of(), movesFrom(Games.position(chaturanga, "kn6/3P4/8/8/8/8/8/7K w - - 0 1"), "d7"));
        // (Each side keeps a Knight besides its King: a bare King has lost, and a lost game has no moves.)
        // Black's Ferz square is d1, its own King's e1: the squares differ per side.
        Position black = Games.position(chaturanga, "k7/8/8/8/8/8/3p4/N6K b - - 0 1");
        assertEquals(Set.of("d2d1f"), movesFrom(black, "d2"));
        assertEquals(Set.of(), movesFrom(Games.position(chaturanga, "k7/8/8/8/8/8/4p3/N6K b - - 0 1"), "e2"));
    }

    private static Set<String> movesFrom(Position pos, String square) {
        return Perft.divide(pos, 1).keySet().stream().filter(m -> m.startsWith(square)).collect(Collectors.toSet());
    }
}
