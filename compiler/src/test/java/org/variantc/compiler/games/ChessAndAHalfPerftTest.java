package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.reference.ReferencePosition;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.Perft;
import org.variantc.runtime.position.Position;

/**
 * perft(1..3) of the compiled definition against the reference generator, from the start and
 * from two midgame positions built to hold every rule at once; and the same move texts at the
 * root and at a sample of interior nodes.
 */
class ChessAndAHalfPerftTest {
    /**
     * White to move after Black's four-step f11f7 (en passant onto f10 by g9, f9 by g8, f8 by
     * the Sidepawn e7); queenside castling 1 to 5 squares, the kingside blocked by the unmoved
     * Knight k1 with its double leap; Cat d10 overtaking d11 into the last rank; Guard i11;
     * Pawn k11 promoting with and without capture; unmoved Pawns a2, b2, j2.
     */
    static final String MIDGAME_WHITE = ChessAndAHalf.fen(
            "Kg1 Ra1 Rl1 Nk1 Qd4 Cd10 Gi11 Pe7 Pg8 Pg9 Pk11 Sd3 Ch3 Pa2 Pb2 Pj2 Bc4"
            + " kg12 ra12 rl12 bj12 pe11 pd11 pa11 pb11 pf7 sh8 cc6 qh6 gd9", "w KQkq f10f9f8 0 30");

    /**
     * Black to move after White's three-step c2c5 (en passant onto c3 by b4, c4 by d5); the
     * Black King on j2 one step from winning; Cat f3 overtaking f2 into rank 1; Guard c2 and Pawn
     * e2 promoting; Star Cat d8 with two White men on its diagonal; an unmoved Knight k12; a
     * promoted White Knight on b1 without the double leap; White Pawn e11 and Cat h10 at the
     * last rank for the replies.
     */
    static final String MIDGAME_BLACK = ChessAndAHalf.fen(
            "Kg1 Ra1 N~b1 Pc5 Pf2 Qe4 Sh5 Gi4 Be7 Nf6 Pe11 Ch10 Bk8"
            + " kj2 pb4 pd5 cf3 gc2 pe2 nk12 sd8 rd12", "b Q c3c4 0 40");

    static Stream<Arguments> positions() {
        List<Arguments> out = new ArrayList<>();
        for (String fen : new String[] {null, MIDGAME_WHITE, MIDGAME_BLACK}) {
            for (int depth = 1; depth <= 3; depth++) {
                out.add(Arguments.of(fen == null ? "start" : fen, depth));
            }
        }
        return out.stream();
    }

    private static Position runtime(String fen) {
        return fen.equals("start") ? Fen.start(ChessAndAHalf.RULES) : Fen.read(ChessAndAHalf.RULES, fen);
    }

    private static ReferencePosition reference(String fen) {
        return fen.equals("start") ? org.variantc.reference.ReferenceGames.chessAndAHalf().startPosition()
                : ChessAndAHalf.reference(fen);
    }

    @ParameterizedTest(name = "{0} depth {1}")
    @MethodSource("positions")
    void perftAgreesWithTheReference(String fen, int depth) {
        long nodes = Perft.perft(runtime(fen), depth);
        System.out.println("perft " + depth + " " + fen + ": " + nodes);
        assertEquals(reference(fen).perft(depth), nodes);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("positions")
    void moveTextsAgreeAtTheRootAndInside(String fen, int depth) {
        if (depth != 1) {
            return;
        }
        Position pos = runtime(fen);
        ReferencePosition ref = reference(fen);
        assertEquals(ref.toFen(), Fen.write(pos));
        int[] seen = {0};
        compare(pos, ref, 2, seen);
        System.out.println(seen[0] + " nodes compared below " + fen);
    }

    /** Compares the sorted move texts here, then below every move at the root and every fifth one deeper. */
    private static void compare(Position pos, ReferencePosition ref, int plies, int[] seen) {
        List<String> texts = ChessAndAHalf.moves(pos, "");
        List<String> refTexts = new ArrayList<>(ref.legalMoveStrings());
        refTexts.sort(null);
        assertEquals(refTexts, texts, Fen.write(pos));
        seen[0]++;
        if (plies == 0) {
            return;
        }
        for (int i = 0; i < texts.size(); i += plies == 2 ? 1 : 5) {
            String move = texts.get(i);
            pos.make(MoveNotation.parse(pos, move));
            ReferencePosition child = ref.play(move);
            assertEquals(child.toFen(), Fen.write(pos), move);
            compare(pos, child, plies - 1, seen);
            pos.unmake();
        }
    }
}
