package org.variantc.runtime.search;

import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.position.Attacks;
import org.variantc.runtime.moves.CapturedMen;
import org.variantc.runtime.position.Man;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.Position;

/**
 * Static exchange evaluation: what a capture wins once both sides have taken back on its square
 * with their cheapest men, each free to stop, read off the runtime's reverse attack tables
 * ({@link Attacks}), so leapers, riders and hoppers of any variant are seen as the attack test
 * sees them (a man taken off may open a line or a screen behind it).
 *
 * <p>Where a capture does more than remove the man on its destination (en passant, locust and
 * multi-captures, explosions, petrification) or attacks need the position (limited hops), the
 * exchange is not played out: the capture counts as winning what it takes. Pins are ignored.
 * Not thread-safe: a scratch board; each search has its own.
 */
public final class Exchange {
    /** A royal man's worth in an exchange: taking it ends the game, so it takes back last. */
    private static final int ROYAL = 50_000;

    private final Attacks attacks;
    private final boolean plain;
    private final int[] worth;
    /** Scratch: the board of {@link #boardOf} (hash {@link #boardHash}), each exchange played out on it and taken back. */
    private final int[] board;
    private Position boardOf;
    private long boardHash;
    private final int[] gain = new int[64];
    /**
     * Scratch: the squares an exchange changed on {@link #board}, to put back from the position:
     * the move's two, then one per capture, of which there are fewer than {@link #gain}'s length.
     */
    private final int[] changed = new int[gain.length + 1];
    private final CapturedMen.Worth taken;

    public Exchange(Rulebook book, PieceValues values) {
        attacks = book.attacks;
        plain = book.effects == null && book.hops == null;
        int types = book.rules().pieces().size();
        worth = new int[types];
        for (int t = 0; t < types; t++) {
            worth[t] = book.rules().pieces().get(t).royal() ? ROYAL : values.value(t);
        }
        board = new int[book.rules().squares()];
        taken = t -> worth[t];
    }

    /**
     * Whether the capture {@code move} (the side to move's) wins at least {@code threshold}
     * centipawns when the exchange on its square is played out; for a quiet move or a drop, whether
     * the man it puts there is lost for no more than {@code -threshold}.
     */
    public boolean atLeast(Position pos, long move, int threshold) {
        int to = Move.to(move);
        int kind = Move.kind(move);
        if (quiet(pos, move, to, kind)) {
            return playOut(pos, move, to, 0, threshold);
        }
        if (!plain || kind == Move.PATH || kind == Move.DROP || kind == Move.CASTLE || Move.isEnPassant(move)
                || CapturedMen.onArrival(pos, move) != to) {
            return CapturedMen.sum(pos, move, taken) >= threshold;
        }
        return playOut(pos, move, to, worth[pos.typeAt(to)], threshold);
    }

    /**
     * A man's step, ride or drop to an empty square, with no gate, wall or en passant: what the
     * opponent can win by taking it there is played out as for a capture that takes nothing.
     */
    private boolean quiet(Position pos, long move, int to, int kind) {
        return plain && pos.board(to) == 0 && !Move.isEnPassant(move) && Move.gate(move) < 0 && Move.wall(move) < 0
                && (kind == Move.LEAP || kind == Move.RAY || kind == Move.BEND || kind == Move.DROP);
    }

    /** The exchange on {@code to} after the move, which took a man worth {@code victim} there. */
    private boolean playOut(Position pos, long move, int to, int victim, int threshold) {
        int promotion = Move.promotion(move);
        int on = promotion >= 0 ? worth[promotion] : worth[Move.type(move)];
        int promoted = promotion >= 0 ? worth[promotion] - worth[Move.type(move)] : 0;
        if (victim + promoted - on >= threshold) {
            return true; // even losing the capturer at once keeps the threshold
        }
        load(pos);
        int changes = 0;
        changed[changes++] = to;
        if (Move.kind(move) == Move.DROP) {
            board[to] = Man.of(pos.sideToMove(), Move.type(move));
        } else {
            int from = Move.from(move);
            board[to] = board[from];
            board[from] = 0;
            changed[changes++] = from;
        }
        int side = pos.sideToMove() ^ 1;
        gain[0] = victim + promoted;
        int d = 0;
        while (d < gain.length - 1) {
            int sq = attacks.cheapestAttacker(board, to, side, worth);
            if (sq < 0) {
                break;
            }
            d++;
            gain[d] = on - gain[d - 1];
            if (Math.max(-gain[d - 1], gain[d]) < 0) {
                d--; // taking here cannot change the sign of what came before
                break;
            }
            on = worth[Man.type(board[sq])];
            board[to] = board[sq];
            board[sq] = 0;
            changed[changes++] = sq;
            side ^= 1;
        }
        for (int c = 0; c < changes; c++) {
            board[changed[c]] = pos.board(changed[c]);
        }
        while (d > 0) {
            gain[d - 1] = -Math.max(-gain[d - 1], gain[d]);
            d--;
        }
        return gain[0] >= threshold;
    }

    /**
     * Puts the position's board on the scratch board unless it is there already: the search asks
     * about many moves of one position in a row, and each exchange puts back what it changed.
     * The hash covers every man's side, type and virginity, all the attack tables read.
     */
    private void load(Position pos) {
        if (pos == boardOf && pos.hash() == boardHash) {
            return;
        }
        for (int sq = 0; sq < board.length; sq++) {
            board[sq] = pos.board(sq);
        }
        boardOf = pos;
        boardHash = pos.hash();
    }
}
