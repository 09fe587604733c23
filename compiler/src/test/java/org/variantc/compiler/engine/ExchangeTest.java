package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.search.Exchange;
import org.variantc.runtime.search.PieceValues;

/**
 * The static exchange evaluation plays out the taking back on a square from the reverse attack
 * tables: each position is composed for this test so that the answer turns on one thing the
 * tables must see (a defender, a rider behind another, a cannon's screen).
 */
class ExchangeTest {
    @ParameterizedTest(name = "{0} {2}: {3}")
    @CsvSource(delimiter = ';', value = {
        // the Pawn on e5 is defended by the Pawn on d6: the Queen is lost for it
        "fide.variant; 4k3/8/3p4/4p3/8/8/8/4QK2 w - - 0 1; e1e5; false",
        // undefended: a free Pawn
        "fide.variant; 4k3/8/8/4p3/8/8/8/4QK2 w - - 0 1; e1e5; true",
        // the Rook on e8 takes back, the Rook on e1 behind the capturer takes again: a Pawn up
        "fide.variant; 4r1k1/8/8/4p3/8/8/4R3/4RK2 w - - 0 1; e2e5; true",
        // without the second Rook the Pawn costs a Rook
        "fide.variant; 4r1k1/8/8/4p3/8/8/4R3/5K2 w - - 0 1; e2e5; false",
        // a Knight takes a Rook defended by a Pawn: still a gain
        "fide.variant; 4k3/8/2p5/3r4/8/4N3/8/4K3 w - - 0 1; e3d5; true",
        // Xiangqi: the Cannon on a10 takes back on a6 over the Horse on a8, so the Chariot is lost
        "fairy-stockfish/xiangqi.variant; c3k4/9/n8/9/p8/9/9/9/9/R2K5 w - - 0 1; a1a6; false",
        // no screen, no defence: the Soldier is free
        "fairy-stockfish/xiangqi.variant; c3k4/9/9/9/p8/9/9/9/9/R2K5 w - - 0 1; a1a6; true",
    })
    void winsWhatTheExchangeLeaves(String game, String fen, String move, boolean wins) {
        Position pos = Games.position(game, fen);
        Exchange exchange = new Exchange(pos.rulebook(), PieceValues.of(pos.rulebook()));
        assertEquals(wins, exchange.atLeast(pos, MoveNotation.parse(pos, move), 0));
    }

    /**
     * A quiet move or a drop puts a man on an empty square: the exchange there says what the
     * opponent wins by taking it (the search prunes such moves near the leaves).
     */
    @ParameterizedTest(name = "{0} {2} at least {3}: {4}")
    @CsvSource(delimiter = ';', value = {
        // the Pawn on e4 takes a Knight on f3: more than a Pawn lost, less than a thousand
        "fide.variant; 4k3/8/8/8/4p3/8/8/4K1N1 w - - 0 1; g1f3; -100; false",
        "fide.variant; 4k3/8/8/8/4p3/8/8/4K1N1 w - - 0 1; g1f3; -1000; true",
        // h3 is attacked by nothing: nothing lost
        "fide.variant; 4k3/8/8/8/4p3/8/8/4K1N1 w - - 0 1; g1h3; 0; true",
        // the Rook on a8 takes a Rook arriving on a1 along the file it opened: a Rook lost
        "fide.variant; r3k3/8/8/8/8/8/8/1R2K3 w - - 0 1; b1a1; -100; false",
        // Crazyhouse: a Knight dropped where the Pawn on e4 takes it is lost, one dropped on h3 is not
        "crazyhouse.variant; 4k3/8/8/8/4p3/8/8/4K3[N] w - - 0 1; N@f3; -100; false",
        "crazyhouse.variant; 4k3/8/8/8/4p3/8/8/4K3[N] w - - 0 1; N@h3; 0; true",
    })
    void quietMoveLosesWhatTheExchangeTakes(String game, String fen, String move, int threshold, boolean keeps) {
        Position pos = Games.position(game, fen);
        Exchange exchange = new Exchange(pos.rulebook(), PieceValues.of(pos.rulebook()));
        assertEquals(keeps, exchange.atLeast(pos, MoveNotation.parse(pos, move), threshold));
    }

    /**
     * One exchange asked about move after move keeps its scratch board while the position stands
     * and puts back what each exchange changed: along random games, with a child position asked
     * about between (made and unmade), it answers every move of every position as a new one does.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"fide.variant", "crazyhouse.variant", "fairy-stockfish/xiangqi.variant",
            "fairy-stockfish/shogi.variant"})
    void answersAsANewExchangeWhateverItWasAskedBefore(String game) {
        Position pos = Games.position(game, null);
        PieceValues values = PieceValues.of(pos.rulebook());
        Exchange shared = new Exchange(pos.rulebook(), values);
        Random random = new Random(2026_11_27L ^ game.hashCode());
        int asked = 0;
        for (int ply = 0; ply < 60; ply++) {
            long[] moves = pos.legalMoves().toArray();
            if (moves.length == 0) {
                break;
            }
            long child = moves[random.nextInt(moves.length)];
            pos.make(child);
            for (long reply : pos.legalMoves().toArray()) {
                shared.atLeast(pos, reply, 0);
            }
            pos.unmake();
            for (long move : moves) {
                for (int threshold : new int[] {0, -150}) {
                    boolean expected = new Exchange(pos.rulebook(), values).atLeast(pos, move, threshold);
                    assertEquals(expected, shared.atLeast(pos, move, threshold),
                            () -> Fen.write(pos) + " " + MoveNotation.format(pos, move));
                    asked++;
                }
            }
            pos.make(moves[random.nextInt(moves.length)]);
        }
        assertTrue(asked > 1000, game + ": only " + asked + " exchanges asked");
    }
}
