package org.variantc.lab;

import java.util.List;
import org.variantc.compiler.cli.CommandFailure;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.FenException;
import org.variantc.runtime.position.Man;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.position.Snapshot;
import org.variantc.runtime.rules.VariantRules;

/**
 * The variant's start position with men taken off, read and written by the runtime's
 * {@link Fen} through a {@link Snapshot}: a man is taken from its side's back rank first, and on
 * a rank from the edges inward (a, last, b, ...), so a centre Pawn, which changes the game most,
 * goes last. A castling partner taken off takes its right with it, since the rights are written
 * from the unmoved men left.
 */
final class ImbalancedStart {
    private ImbalancedStart() {
    }

    /** The start position, read by the runtime. */
    static Position start(VariantRules rules) {
        return Fen.read(rules, rules.startFen());
    }

    /** How many men of {@code type} {@code side} has at the start. */
    static int count(VariantRules rules, int side, int type) {
        return start(rules).pieceCount(side, type);
    }

    /** The start position's FEN without the types {@code whiteLacks} from White and {@code blackLacks} from Black. */
    static String fen(VariantRules rules, List<Integer> whiteLacks, List<Integer> blackLacks) {
        Position start = start(rules);
        Snapshot s = start.snapshot();
        int[] board = s.board().clone();
        for (int t : whiteLacks) {
            takeOff(rules, board, 0, t);
        }
        for (int t : blackLacks) {
            takeOff(rules, board, 1, t);
        }
        Position taken = Position.load(start.rulebook(), new Snapshot(board, s.hand(), s.side(), s.enPassant(),
                s.enPassantVictim(), s.halfmoveClock(), s.fullmoveNumber(), s.checksGiven(), s.countLimit(),
                s.countPly(), s.duck()));
        String fen = Fen.write(taken);
        try {
            Fen.read(rules, fen);
        } catch (FenException e) {
            throw new CommandFailure("taking men off the start position gives no legal position: " + fen + " ("
                    + e.getMessage() + ")");
        }
        return fen;
    }

    private static void takeOff(VariantRules rules, int[] board, int side, int type) {
        int[] files = edgesInward(rules.files());
        for (int step = 0; step < rules.ranks(); step++) {
            int rank = side == 0 ? step : rules.ranks() - 1 - step;
            for (int file : files) {
                int sq = rules.square(file, rank);
                int man = board[sq];
                if (man != 0 && man != Man.WALL && Man.side(man) == side && Man.type(man) == type) {
                    board[sq] = 0;
                    return;
                }
            }
        }
        throw new CommandFailure((side == 0 ? "White" : "Black") + " has no " + rules.pieces().get(type).name()
                + " left to take off the start position");
    }

    /** Files from the edges inward (a, last, b, last but one, ...). */
    static int[] edgesInward(int files) {
        int[] order = new int[files];
        for (int i = 0; i < files; i++) {
            order[i] = i % 2 == 0 ? i / 2 : files - 1 - i / 2;
        }
        return order;
    }
}
