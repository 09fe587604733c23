package org.variantc.runtime.moves;

import org.variantc.runtime.position.Mailbox;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.position.Man;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.ChaseRule;
import org.variantc.runtime.rules.Ray;

/**
 * The men a move chased, as Fairy-Stockfish's AXF chasing rule judges it: every man of the side
 * to move that a man of the mover newly attacks (the moved man from its new square: a rider (a ray
 * of three squares or more) along its own line only where its old square blocked the attack; or another man whose line the move
 * opened or whose screen it placed), unless it is royal or a pawn on its own half; the attacker is
 * neither royal nor a pawn. A man of a stronger rank is chased outright;
 * any other only when no man of its side, pinned men and a General barred by the flying general
 * aside, could take back on its square; an attack on a man of the attacker's own type that could
 * take the attacker in return is mutual and chases nothing. Judged only when a repetition
 * completes, so the cost is paid there, never in move generation.
 */
public final class Chase {
    /** A man that blocks and screens as before but attacks nothing: its type + 1 is beyond every type. */
    private static final int GHOST = Man.WALL;

    private Chase() {
    }

    /**
     * Per square, whether the side to move's man there was chased by {@code move}, the move just
     * made; {@code before} is the board before it.
     */
    public static boolean[] chased(Position pos, int[] before, long move, ChaseRule rule) {
        Rulebook book = pos.book;
        boolean[] chased = new boolean[book.squares];
        if (move == 0 || Move.kind(move) == Move.PASS || Move.kind(move) == Move.CASTLE) {
            return chased;
        }
        int victim = pos.sideToMove();
        int mover = victim ^ 1;
        boolean[] pinned = pinned(pos, Mailbox.squares(pos), victim);
        int to = Move.to(move);
        int origin = Move.kind(move) == Move.DROP ? -1 : Move.from(move);
        for (int i = 0; i < pos.listSize(mover); i++) {
            int at = pos.list(mover, i);
            int type = Man.type(pos.board(at));
            if (book.royal[type] || isPawn(book, type)) {
                continue;
            }
            boolean moved = at == to;
            boolean ray = moved && Move.kind(move) == Move.RAY && longRider(book, type, mover, to);
            int[] alone = alone(Mailbox.squares(pos), at, mover);
            int[] alonePast = moved ? (ray ? movedOnOldBoard(pos, before, origin, to, mover) : null)
                    : alone(before, at, mover);
            for (int j = 0; j < pos.listSize(victim); j++) {
                int t = pos.list(victim, j);
                boolean past = alonePast != null && (!ray || inLine(book.files, origin, to, t))
                        && book.attacks.attacked(alonePast, t, mover);
                if (!book.attacks.attacked(alone, t, mover) || past || !chaseable(pos, t, victim)) {
                    continue;
                }
                int target = Man.type(pos.board(t));
                if (rule.stronger(target, type)) {
                    chased[t] = true;
                } else if ((target != type || pinned[t] || !book.attacks.attacked(alone(Mailbox.squares(pos), t, victim), at, victim))
                        && !protectedAgainst(pos, t, at, victim, pinned)) {
                    chased[t] = true;
                }
            }
        }
        fakeRoots(pos, before, pinned, chased);
        discoveredChecks(pos, before, chased);
        return chased;
    }

    /**
     * Fairy-Stockfish's discovered checks: a man of the mover that the move made a screen for a
     * check (taking it off would now attack the other side's royal man) threatens every man it
     * attacks, unless the royal man could take it back there: it is not next to it, or another
     * man of the mover covers the square.
     */
    private static void discoveredChecks(Position pos, int[] before, boolean[] chased) {
        int victim = pos.sideToMove();
        int mover = victim ^ 1;
        int[] board = Mailbox.squares(pos).clone();
        int[] old = before.clone();
        if (checked(pos, board, victim) || checked(pos, old, victim)) {
            return;
        }
        for (int i = 0; i < pos.listSize(mover); i++) {
            int q = pos.list(mover, i);
            if (!uncovers(pos, board, q, victim) || old[q] != 0 && (old[q] & 1) == mover && uncovers(pos, old, q, victim)) {
                continue;
            }
            int[] alone = alone(Mailbox.squares(pos), q, mover);
            for (int j = 0; j < pos.listSize(victim); j++) {
                int t = pos.list(victim, j);
                if (!pos.book.royal[Man.type(pos.board(t))] && pos.book.attacks.attacked(alone, t, mover)
                        && !royalTakesBack(pos, q, t, victim)) {
                    chased[t] = true;
                }
            }
        }
    }

    /** Whether taking the man on {@code q} off {@code board} leaves a royal man of {@code side} attacked. */
    private static boolean uncovers(Position pos, int[] board, int q, int side) {
        int man = board[q];
        board[q] = 0;
        boolean uncovered = checked(pos, board, side);
        board[q] = man;
        return uncovered;
    }

    /** Whether a royal man of {@code side} is attacked on {@code board}. */
    private static boolean checked(Position pos, int[] board, int side) {
        for (int i = 0; i < pos.listSize(side); i++) {
            int r = pos.list(side, i);
            if (pos.book.royal[Man.type(pos.board(r))] && pos.book.attacks.attacked(board, r, side ^ 1)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a royal man of {@code side} next to {@code t} could take back there: it attacks the
     * square, and with the screen on {@code q} and itself gone no other enemy man covers it.
     */
    private static boolean royalTakesBack(Position pos, int q, int t, int side) {
        for (int i = 0; i < pos.listSize(side); i++) {
            int r = pos.list(side, i);
            if (!pos.book.royal[Man.type(pos.board(r))]
                    || !pos.book.attacks.attacked(alone(Mailbox.squares(pos), r, side), t, side)) {
                continue;
            }
            int[] board = Mailbox.squares(pos).clone();
            board[q] = 0;
            board[r] = 0;
            if (!pos.book.attacks.attacked(board, t, side ^ 1)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The board before the move with the moved man already on its new square and its old square
     * still filled: what a rider attacked along its own line before it moved, as Fairy-Stockfish
     * counts it (attacks along that line are new only where the old square blocked them).
     */
    private static int[] movedOnOldBoard(Position pos, int[] before, int from, int to, int side) {
        int[] board = before.clone();
        board[to] = pos.board(to);
        int[] alone = alone(board, to, side);
        alone[from] = GHOST | side;
        return alone;
    }

    /**
     * A rider proper (a Chariot, a Cannon), not a short stepper such as the Elephant: some ray
     * from its square walks three squares or more.
     */
    private static boolean longRider(Rulebook book, int type, int side, int sq) {
        for (Ray r : book.rules.pieces().get(type).moves()[side][sq].rays()) {
            if (r.squares().length >= 3) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code t} lies on the line through {@code a} and {@code b}. */
    private static boolean inLine(int files, int a, int b, int t) {
        int ax = a % files;
        int ay = a / files;
        return (t % files - ax) * (b / files - ay) == (t / files - ay) * (b % files - ax);
    }

    /** Neither royal (that is check) nor a pawn on its own half of the board. */
    private static boolean chaseable(Position pos, int sq, int side) {
        int type = Man.type(pos.board(sq));
        if (pos.book.royal[type]) {
            return false;
        }
        if (!isPawn(pos.book, type)) {
            return true;
        }
        int rank = sq / pos.book.files;
        int ranks = pos.book.ranks;
        return side == 0 ? rank >= ranks - ranks / 2 : rank < ranks / 2;
    }

    private static boolean isPawn(Rulebook book, int type) {
        return book.rules.pieces().get(type).resetsClock();
    }

    /**
     * Whether a man of {@code side} other than a pinned one could take back on {@code sq} once the
     * attacker on {@code attacker} took there; a General whose taking back would face the enemy
     * General (the flying general) does not count.
     */
    private static boolean protectedAgainst(Position pos, int sq, int attacker, int side, boolean[] pinned) {
        int[] board = Mailbox.squares(pos).clone();
        board[attacker] = 0;
        for (int i = 0; i < pos.listSize(side); i++) {
            int at = pos.list(side, i);
            if (pinned[at]) {
                board[at] = GHOST | side;
            }
        }
        if (!pos.book.attacks.attacked(board, sq, side)) {
            return false;
        }
        if (!pos.book.royalsMayNotFace) {
            return true;
        }
        int[] royals = board.clone();
        for (int i = 0; i < pos.listSize(side); i++) {
            int at = pos.list(side, i);
            if (pos.book.royal[Man.type(pos.board(at))]) {
                royals[at] = GHOST | side;
            }
        }
        return pos.book.attacks.attacked(royals, sq, side) || !facedByRoyal(pos, board, sq, side ^ 1);
    }

    /** Whether a royal man of {@code side} sees {@code sq} along its file, nothing between. */
    private static boolean facedByRoyal(Position pos, int[] board, int sq, int side) {
        int files = pos.book.files;
        for (int i = 0; i < pos.listSize(side); i++) {
            int r = pos.list(side, i);
            if (!pos.book.royal[Man.type(pos.board(r))] || r % files != sq % files) {
                continue;
            }
            boolean open = true;
            for (int s = Math.min(r, sq) + files; s < Math.max(r, sq); s += files) {
                open &= board[s] == 0;
            }
            if (open) {
                return true;
            }
        }
        return false;
    }

    /**
     * The men of {@code side} pinned to a royal man on {@code board} (the position's, or the one
     * before the move: the side's men stand on the same squares): taking one off would leave a
     * royal man attacked, or (the flying general) the royal men facing, when it is not so already.
     */
    private static boolean[] pinned(Position pos, int[] position, int side) {
        boolean[] pinned = new boolean[pos.book.squares];
        int[] board = position.clone();
        boolean exposed = exposed(pos, board, side);
        for (int i = 0; i < pos.listSize(side); i++) {
            int at = pos.list(side, i);
            int man = board[at];
            if (!pos.book.royal[Man.type(man)] && !exposed) {
                board[at] = 0;
                pinned[at] = exposed(pos, board, side);
                board[at] = man;
            }
        }
        if (pos.book.royalsMayNotFace) {
            loneOnTheFile(pos, board, side, pinned);
        }
        return pinned;
    }

    /**
     * The flying general as Fairy-Stockfish reads pins: where a royal man of {@code side} stands on
     * the file of the enemy's royal man with a single other man of {@code side}, that man counts
     * as pinned, whatever stands between.
     */
    private static void loneOnTheFile(Position pos, int[] board, int side, boolean[] pinned) {
        int files = pos.book.files;
        for (int i = 0; i < pos.listSize(side ^ 1); i++) {
            int enemy = pos.list(side ^ 1, i);
            int man = board[enemy];            // on the board before the move the mover's man may stand elsewhere
            if (man == 0 || man == Man.WALL || (man & 1) != (side ^ 1) || !pos.book.royal[Man.type(man)]) {
                continue;
            }
            int royals = 0;
            int others = 0;
            int lone = -1;
            for (int sq = enemy % files; sq < board.length; sq += files) {
                if (board[sq] != 0 && board[sq] != Man.WALL && (board[sq] & 1) == side) {
                    if (pos.book.royal[Man.type(board[sq])]) {
                        royals++;
                    } else {
                        others++;
                        lone = sq;
                    }
                }
            }
            if (royals > 0 && others == 1) {
                pinned[lone] = true;
            }
        }
    }

    /**
     * Fairy-Stockfish's fake roots: a man of the side to move that the move newly pinned no longer
     * protects; the men it attacks (not royal, no pawn on its own half) that a man of the mover
     * attacks are chased, protected or not.
     */
    private static void fakeRoots(Position pos, int[] before, boolean[] pinned, boolean[] chased) {
        int victim = pos.sideToMove();
        boolean[] pinnedBefore = pinned(pos, before, victim);
        for (int i = 0; i < pos.listSize(victim); i++) {
            int pin = pos.list(victim, i);
            if (!pinned[pin] || pinnedBefore[pin]) {
                continue;
            }
            int[] alone = alone(Mailbox.squares(pos), pin, victim);
            for (int j = 0; j < pos.listSize(victim); j++) {
                int t = pos.list(victim, j);
                if (t != pin && chaseable(pos, t, victim) && pos.book.attacks.attacked(alone, t, victim)
                        && attackedByFree(pos, t, victim ^ 1)) {
                    chased[t] = true;
                }
            }
        }
    }

    /** Whether a man of {@code side} not pinned to its own royal man attacks {@code sq}. */
    private static boolean attackedByFree(Position pos, int sq, int side) {
        boolean[] pinned = pinned(pos, Mailbox.squares(pos), side);
        int[] board = Mailbox.squares(pos).clone();
        for (int i = 0; i < pos.listSize(side); i++) {
            int at = pos.list(side, i);
            if (pinned[at]) {
                board[at] = GHOST | side;
            }
        }
        return pos.book.attacks.attacked(board, sq, side);
    }

    /** Whether a royal man of {@code side} is attacked on {@code board}, or faces the enemy's (flying general). */
    private static boolean exposed(Position pos, int[] board, int side) {
        for (int i = 0; i < pos.listSize(side); i++) {
            int r = pos.list(side, i);
            if (pos.book.royal[Man.type(pos.board(r))]
                    && (pos.book.attacks.attacked(board, r, side ^ 1)
                        || pos.book.royalsMayNotFace && facedByRoyal(pos, board, r, side ^ 1))) {
                return true;
            }
        }
        return false;
    }

    /** A copy of {@code board} where only the man on {@code at} attacks for {@code side}: the others are ghosts. */
    private static int[] alone(int[] board, int at, int side) {
        int[] copy = board.clone();
        for (int sq = 0; sq < copy.length; sq++) {
            if (sq != at && copy[sq] != 0 && copy[sq] != Man.WALL && (copy[sq] & 1) == side) {
                copy[sq] = GHOST | side;
            }
        }
        return copy;
    }
}
