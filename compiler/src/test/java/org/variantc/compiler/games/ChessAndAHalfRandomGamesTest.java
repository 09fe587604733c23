package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.variantc.reference.ReferenceGames;
import org.variantc.reference.ReferencePosition;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;

/**
 * Runtime and reference play the same random games from the start and agree at every ply on
 * the legal move texts and the FEN. Moves with a suffix (promotions, overtakes, castles) are
 * preferred so the games reach the rules a plain random walk seldom meets.
 */
class ChessAndAHalfRandomGamesTest {
    private static final int GAMES = 12;
    private static final int PLIES = 240;

    @Test
    void runtimeAndReferenceAgreeAlongRandomGames() {
        Random random = new Random(7);
        int plies = 0;
        for (int game = 0; game < GAMES; game++) {
            Position pos = Fen.start(ChessAndAHalf.RULES);
            ReferencePosition ref = ReferenceGames.chessAndAHalf().startPosition();
            for (int ply = 0; ply < PLIES; ply++) {
                List<String> moves = ChessAndAHalf.moves(pos, "");
                List<String> refMoves = ref.legalMoveStrings().stream().sorted().toList();
                assertEquals(refMoves, moves, "game " + game + " ply " + ply + ": " + Fen.write(pos));
                assertEquals(ref.toFen(), Fen.write(pos), "game " + game + " ply " + ply);
                if (moves.isEmpty()) {
                    break;
                }
                String move = pick(moves, random);
                pos.make(MoveNotation.parse(pos, move));
                ref = ref.play(move);
                plies++;
            }
        }
        System.out.println("Chess and a Half random games: " + plies + " plies agreed");
    }

    private static String pick(List<String> moves, Random random) {
        String move = moves.get(random.nextInt(moves.size()));
        for (int k = 0; k < 3; k++) {
            String other = moves.get(random.nextInt(moves.size()));
            if (!other.matches("[a-l]\\d+[a-l]\\d+")) { // a suffix: promotion, overtake or castle
                move = other;
            }
        }
        return move;
    }
}
