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
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;

/**
 * Legan chess and Wolf chess from hand-built positions, and the table engine's perft of both
 * equal to upstream Fairy-Stockfish's (provenance in {@link LeganWolfGames}).
 */
class LeganWolfRulesTest {
    private static final String LEGAN = "fairy-stockfish/legan.variant";
    private static final String WOLF = "fairy-stockfish/wolf.variant";

    static Stream<Arguments> rows() {
        return LeganWolfGames.rows().stream();
    }

    @ParameterizedTest(name = "{0} depth {2}: {1}")
    @MethodSource("rows")
    void tableEngineMatchesFairyStockfish(String game, String fen, int depth, long nodes) {
        assertEquals(nodes, Perft.perft(Games.position(LeganWolfGames.definition(game), fen), depth));
    }

    @Test
    void everyGameHasStartAndMidgames() {
        for (String game : LeganWolfGames.NAMES) {
            long fens = LeganWolfGames.rows().stream().filter(r -> r.get()[0].equals(game)).map(r -> r.get()[1])
                    .distinct().count();
            assertTrue(fens >= 5, game + ": " + fens + " positions");
        }
    }

    /**
     * Legan: a White Pawn steps up-left and takes up or left, promoting only in its corner region
     * (a7 yes; e8, reached by taking up from e7, no); Black's is turned half round, promoting on h2.
     */
    @Test
    void leganPawnsAndZonesAreTurnedWithTheMen() {
        Position white = Games.position(LEGAN, "k2rr3/1p2P3/1P6/8/8/6p1/3p4/3R3K w - - 0 1");
        assertEquals(Set.of("b6a7q", "b6a7r", "b6a7b", "b6a7n", "b6b7"), movesFrom(white, "b6"));
        assertEquals(Set.of("e7e8"), movesFrom(white, "e7"));
        Position black = Games.position(LEGAN, "k2rr3/1p2P3/1P6/8/8/6p1/3p4/3R3K b - - 0 1");
        assertEquals(Set.of("g3h2q", "g3h2r", "g3h2b", "g3h2n"), movesFrom(black, "g3"));
        assertEquals(Set.of("d2e1q", "d2e1r", "d2e1b", "d2e1n", "d2d1"), movesFrom(black, "d2"));
        assertEquals(Set.of("b7c6", "b7b6"), movesFrom(black, "b7"));
    }

    /** Wolf: a Sergeant's double step from b2 passes b3, where the c4 Pawn takes it en passant. */
    @Test
    void wolfsPawnTakesASergeantEnPassant() {
        Position pos = Games.position(WOLF, "k7/4P1S1/8/8/8/8/2p5/8/1S6/K7 w - - 0 1");
        pos.make(MoveNotation.parse(pos, "b2b4"));
        assertEquals(Set.of("c4b3", "c4c3"), movesFrom(pos, "c4"));
        pos.make(MoveNotation.parse(pos, "c4b3"));
        assertEquals("k7/4P1S1/8/8/8/8/8/1p6/8/K7 w - - 0 2", Fen.write(pos));
    }

    /** Wolf: a Sergeant beside a Pawn's double step may step onto the passed square, but takes nothing there. */
    @Test
    void wolfsSergeantTakesNoneEnPassant() {
        Position pos = Games.position(WOLF, "k7/6s1/8/5S1P/8/8/8/8/8/K7 b - - 0 1");
        pos.make(MoveNotation.parse(pos, "g9g7"));
        assertEquals(Set.of("h7g8", "h7h8"), movesFrom(pos, "h7"));
        pos.make(MoveNotation.parse(pos, "f7g8"));
        assertEquals("k7/8/6S1/6sP/8/8/8/8/8/K7 b - - 0 2", Fen.write(pos)); // the Sergeant on g7 stays
    }

    /** Wolf: a Pawn may become the Elephant (Fairy-Stockfish's promotedPieceType); a Sergeant may not. */
    @Test
    void wolfsPawnAloneMayBecomeTheElephant() {
        Position pos = Games.position(WOLF, "k7/4P1S1/8/8/8/8/2p5/8/1S6/K7 w - - 0 1");
        assertEquals(Set.of("e9e10q", "e9e10w", "e9e10f", "e9e10r", "e9e10b", "e9e10e"), movesFrom(pos, "e9"));
        assertEquals(List.of("g9f10b", "g9f10f", "g9f10q", "g9f10r", "g9f10w"),
                movesFrom(pos, "g9").stream().filter(m -> m.startsWith("g9f10")).sorted().toList());
    }

    private static Set<String> movesFrom(Position pos, String square) {
        return Perft.divide(pos, 1).keySet().stream().filter(m -> m.startsWith(square)).collect(Collectors.toSet());
    }
}
