package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.reference.ReferenceGames;
import org.variantc.reference.ReferencePosition;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.Perft;
import org.variantc.runtime.position.Position;

/**
 * Nearlydouble Chess compiled from its definition against the hand-coded reference generator:
 * the same move strings at the root and the same perft counts to depth 3, from the start and
 * from two midgame positions built to put every rule in play.
 */
class NearlydoublePerftTest {
    /** Both castlings open on each wing for White, a Black Eurofighter e9-e8xd7 just made, Pawns at every promotion rank. */
    static final String MIDGAME_WHITE = Men.board(11, 11,
            "Ra1 Kf1 Rj1 Rk1 Qg1 Bd1 Ce2 Ci2 Pa4 Pc4 Pf3 Pg4 Ph3 Pj4 Pk3 Pf7 Pi8 Pb9 Ph10 Cb10 Ce10 Cc6 Cg6"
                    + " rb11 kf11 rk11 qe11 bh11 ba7 cc9 cg9 pb8 pd6 pd7 pf6 pj6 pk8 pc5 pe5 ph4 qa3")
            + " w AJKbk e8>d7 0 20";
    /** Black to move with its Pawns on their promotion ranks and counts at and below four. */
    static final String MIDGAME_BLACK = Men.board(11, 11,
            "Kf1 Ra1 Ce3 Bh2 Qg1 Pb3 Pc4 Pd3 Pe4 Ph4 Pi3 Pk4 Cc6 Ri7"
                    + " ra11 rj11 rk11 kf11 bc11 bd11 bh11 cc10 ce10 ci10 pa8 pb9 pd8 pf8 pg9 ph8 pj9"
                    + " pa5 pb4 pd2 pg3 pj2 pk4")
            + " b ajk - 0 30";

    static Stream<Arguments> positions() {
        return Stream.of(
                Arguments.of("start", null),
                Arguments.of("midgame, White", MIDGAME_WHITE),
                Arguments.of("midgame, Black", MIDGAME_BLACK));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("positions")
    void rootMovesAreTheReferenceMoves(String name, String fen) {
        Position ours = Games.position("nearlydouble-chess.variant", fen);
        ReferencePosition theirs = reference(fen);
        assertEquals(sorted(theirs.legalMoveStrings()), sorted(moveStrings(ours)));
        assertEquals(theirs.toFen(), Fen.write(ours));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("positions")
    void perftToThreeIsTheReferenceCount(String name, String fen) {
        Position ours = Games.position("nearlydouble-chess.variant", fen);
        ReferencePosition theirs = reference(fen);
        for (int depth = 1; depth <= 3; depth++) {
            long expected = theirs.perft(depth);
            if (expected != Perft.perft(ours, depth)) {
                assertEquals(new TreeMap<>(theirs.divide(depth)), new TreeMap<>(divide(ours, depth)),
                        name + " depth " + depth);
            }
            assertEquals(expected, Perft.perft(ours, depth), name + " depth " + depth);
            System.out.println("Nearlydouble perft " + name + " depth " + depth + ": " + expected);
        }
    }

    private static ReferencePosition reference(String fen) {
        return fen == null ? ReferenceGames.nearlydouble().startPosition() : ReferenceGames.nearlydouble().position(fen);
    }

    static List<String> moveStrings(Position position) {
        long[] moves = position.legalMoves().toArray();
        return java.util.Arrays.stream(moves).mapToObj(m -> MoveNotation.format(position, m)).toList();
    }

    private static List<String> sorted(List<String> moves) {
        return moves.stream().sorted().toList();
    }

    private static Map<String, Long> divide(Position position, int depth) {
        Map<String, Long> out = new TreeMap<>();
        for (long move : position.legalMoves().toArray()) {
            String text = MoveNotation.format(position, move);
            position.make(move);
            out.put(text, depth == 1 ? 1 : Perft.perft(position, depth - 1));
            position.unmake();
        }
        return out;
    }
}
