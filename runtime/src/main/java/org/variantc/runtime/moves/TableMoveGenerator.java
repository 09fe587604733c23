package org.variantc.runtime.moves;

import org.variantc.runtime.position.Attacks;
import org.variantc.runtime.position.CapturePatterns;
import org.variantc.runtime.position.PromotionOffer;

import org.variantc.runtime.position.MoveGenerator;
import org.variantc.runtime.position.MoveSelection;

import org.variantc.runtime.position.ManMoves;
import org.variantc.runtime.position.Man;
import org.variantc.runtime.position.Mailbox;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.Bend;
import org.variantc.runtime.rules.CastlingMove;
import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.Modes;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.PromotionRule;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.SquareMoves;
import org.variantc.runtime.rules.Step;
import org.variantc.runtime.rules.RoyalCheck;

/**
 * Move generation that interprets the rule tables: for each man, its square's leaps, rays,
 * paths and bent lines; then castlings and drops. Legality: see the package documentation.
 */
public final class TableMoveGenerator implements MoveGenerator, ManMoves {
    private static final int MOVE = Modes.MOVE;
    private static final int CAPTURE = Modes.CAPTURE;
    private static final int INITIAL = Modes.INITIAL;
    private static final int EP = Modes.EN_PASSANT;
    private static final int CREATES_EP = Modes.CREATES_EN_PASSANT;

    private final Rulebook book;
    private final int[][] castlingsBySide;

    public TableMoveGenerator(Rulebook book) {
        this.book = book;
        castlingsBySide = new int[2][];
        for (int s = 0; s < 2; s++) {
            final int side = s;
            castlingsBySide[s] = java.util.stream.IntStream.range(0, book.castlings.length)
                    .filter(i -> book.castlings[i].side() == side).toArray();
        }
    }

    /** The indices of a ray's squares that are walked, i.e. not {@link Ray#PASS}. */
    static int[] walkedIndices(Ray ray) {
        return CapturePatterns.walkedIndices(ray);
    }

    @Override
    public void generateLegal(Position pos, MoveList out) {
        generateLegal(pos, out, MoveSelection.ALL);
    }

    @Override
    public void generateLegal(Position pos, MoveList out, MoveSelection selection) {
        legal(pos, out, selection, false);
    }

    @Override
    public void generateSomeLegal(Position pos, MoveList out) {
        legal(pos, out, MoveSelection.ALL, true);
    }

    /** The legal moves the selection keeps; with {@code one}, only the first. */
    private void legal(Position pos, MoveList out, MoveSelection selection, boolean one) {
        out.clear();
        if (GoalRace.ended(pos)) {
            return;
        }
        pseudoLegal(pos, out, selection);
        if (selection != MoveSelection.ALL) {
            out.retain(m -> selection.keeps(pos, m)); // before legality: the dropped moves are never tried
        }
        int us = pos.side();
        int royalCount = 0;
        int royal = -1;
        int[] l = Mailbox.men(pos, us);
        for (int i = 0; i < pos.listSize(us); i++) {
            if (book.royal[Man.type(pos.board(l[i]))]) {
                royalCount++;
                royal = l[i];
            }
        }
        if (royalCount == 0) {
            return;
        }
        if (royalCount == 1 && book.royalCheck != RoyalCheck.ANY) {
            // A promotion may add a royal man, which changes whether the side is in check: try every move.
            royalCount = 2;
        }
        // one royal man: in check is the position's own test, which the search has usually asked already
        boolean needAll = royalCount != 1 || (book.effects == null ? pos.inCheck() : pos.isAttacked(royal, us ^ 1));
        byte[] sensitivity = needAll ? null : book.attacks.sensitivity(us ^ 1, royal);
        int kept = 0;
        // A man's moves come together: whether the royal man is safe with him lifted is asked once for all of them.
        int lifted = -1;
        boolean liftedSafe = false;
        for (int i = 0; i < out.size(); i++) {
            long m = out.get(i);
            boolean plain = !needAll && Move.from(m) != royal && Move.kind(m) != Move.CASTLE;
            if (plain && onlyLifts(m, sensitivity) && Move.from(m) != lifted) {
                lifted = Move.from(m);
                liftedSafe = pos.safeWithout(lifted, royal);
            }
            boolean legal = plain && (!sensitive(pos, m, sensitivity) || liftedSafe && Move.from(m) == lifted && onlyLifts(m, sensitivity))
                    || pos.leavesRoyalsSafe(m, royalCount, royal);
            if (legal) {
                out.set(kept++, m);
                if (one) {
                    break;
                }
            }
        }
        out.truncate(kept);
    }

    /**
     * Whether the move changes the board only by lifting its man and putting him where filling
     * cannot open an attack: then it is legal whenever the royal man is safe with the man lifted
     * (on the destination the man can only block, or take an attacker).
     */
    private static boolean onlyLifts(long m, byte[] s) {
        int kind = Move.kind(m);
        return kind != Move.DROP && kind != Move.PICKUP && kind != Move.PATH && kind != Move.CASTLE
                && !Move.isEnPassant(m) && (s[Move.to(m)] & Attacks.FILL) == 0;
    }

    /** Whether the move changes a square that can open an attack on the royal man. */
    private boolean sensitive(Position pos, long m, byte[] s) {
        int to = Move.to(m);
        if ((s[to] & Attacks.FILL) != 0) {
            return true;
        }
        if (Move.kind(m) == Move.DROP) {
            return false;
        }
        int from = Move.from(m);
        if ((s[from] & Attacks.VACATE) != 0) {
            return true;
        }
        if (Move.isEnPassant(m) && (s[pos.enPassantVictim()] & Attacks.VACATE) != 0) {
            return true;
        }
        if (Move.kind(m) == Move.PATH) {
            Path path = book.path(m, pos.side());
            for (int k = 0; k < path.squares().length - 1; k++) {
                if (path.conditions()[k] == Step.CAPTURE && (s[path.squares()[k]] & Attacks.VACATE) != 0) {
                    return true;
                }
            }
        }
        return false;
    }

    @Override
    public void generatePseudoLegal(Position pos, MoveList out) {
        pseudoLegal(pos, out, MoveSelection.ALL);
    }

    /** The pseudo-legal moves, but no plain drops of a type the selection will not keep. */
    private void pseudoLegal(Position pos, MoveList out, MoveSelection selection) {
        int us = pos.side();
        int[] board = Mailbox.squares(pos);
        int[] list = Mailbox.men(pos, us);
        int n = pos.listSize(us);
        for (int i = 0; i < n; i++) {
            int sq = list[i];
            int p = board[sq];
            int type = Man.type(p);
            SquareMoves sm = book.moves[type][us][sq];
            boolean virgin = (p & Man.VIRGIN) != 0;
            int start = out.size();
            leaps(pos, out, sm.leaps(), sq, type, virgin);
            rays(pos, out, sm.rays(), sq, type, virgin);
            if (sm.paths().length > 0) {
                paths(pos, out, sm.paths(), sq, type, virgin);
            }
            if (sm.bends().length > 0) {
                bends(pos, out, sm.bends(), sq, type, virgin, start);
            }
        }
        if (castlingsBySide[us].length > 0) {
            castlings(pos, out);
        }
        if (book.rules.placing().drops().enabled()) {
            drops(pos, out, selection);
        }
    }

    /**
     * The moves a moved man of {@code type} of the side to move would have from {@code sq} on the
     * board as it is, whoever stands there now: for rules that ask what a man could do (a
     * promotion in place, and what the new man attacks).
     */
    @Override
    public void manMoves(Position pos, MoveList out, int sq, int type) {
        SquareMoves sm = book.moves[type][pos.side()][sq];
        int start = out.size();
        leaps(pos, out, sm.leaps(), sq, type, false);
        rays(pos, out, sm.rays(), sq, type, false);
        if (sm.paths().length > 0) {
            paths(pos, out, sm.paths(), sq, type, false);
        }
        if (sm.bends().length > 0) {
            bends(pos, out, sm.bends(), sq, type, false, start);
        }
    }

    private void leaps(Position pos, MoveList out, Leap[] leaps, int from, int type, boolean virgin) {
        for (int i = 0; i < leaps.length; i++) {
            Leap leap = leaps[i];
            int m = leap.modes();
            if ((m & INITIAL) != 0 && !virgin) {
                continue;
            }
            long base = Move.of(from, 0, type, Move.LEAP, i) | ((m & CREATES_EP) != 0 ? Move.CREATES_EN_PASSANT : 0);
            land(pos, out, type, base, leap.target(), m, (m & EP) != 0);
        }
    }

    private void rays(Position pos, MoveList out, Ray[] rays, int from, int type, boolean virgin) {
        int[] board = Mailbox.squares(pos);
        for (int r = 0; r < rays.length; r++) {
            Ray ray = rays[r];
            int flags = ray.flags();
            if ((flags & INITIAL) != 0 && !virgin) {
                continue;
            }
            int[] squares = ray.squares();
            byte[] modes = ray.squareModes();
            long base = Move.of(from, 0, type, Move.RAY, r) | ((flags & CREATES_EP) != 0 ? Move.CREATES_EN_PASSANT : 0);
            boolean enPassant = (flags & EP) != 0;
            switch (ray.kind()) {
                case SLIDE:
                    for (int k = 0; k < squares.length; k++) {
                        int mode = modes[k];
                        if ((mode & Ray.PASS) != 0) {
                            continue;
                        }
                        if (!land(pos, out, type, base, squares[k], mode, enPassant)) {
                            if (book.jumpRank != null && book.jumpRank[type] > 0) {
                                jumpCaptures(pos, out, type, base, squares, modes, k);
                            }
                            break;
                        }
                    }
                    break;
                case HOP: {
                    boolean screened = false;
                    for (int k = 0; k < squares.length; k++) {
                        int mode = modes[k];
                        if ((mode & Ray.PASS) != 0) {
                            continue;
                        }
                        if (!screened) {
                            screened = board[squares[k]] != 0;
                        } else if (!land(pos, out, type, base, squares[k], mode, enPassant)) {
                            break;
                        }
                    }
                    break;
                }
                default: {
                    boolean screened = false;
                    for (int k = 0; k < squares.length; k++) {
                        int mode = modes[k];
                        if ((mode & Ray.PASS) != 0) {
                            continue;
                        }
                        if (screened) {
                            land(pos, out, type, base, squares[k], mode, enPassant);
                            break;
                        }
                        screened = board[squares[k]] != 0;
                    }
                    break;
                }
            }
        }
    }

    /**
     * A range jumper's captures beyond the man that stopped its slide at {@code k}
     * ({@link org.variantc.runtime.rules.RangeJumping}): over men of a lower rank, either side's,
     * onto an enemy man of a lower rank, up to the first man whose rank is not lower.
     */
    private void jumpCaptures(Position pos, MoveList out, int type, long base, int[] squares, byte[] modes, int k) {
        int rank = book.jumpRank[type];
        int stop = pos.board(squares[k]);
        if (stop == Man.WALL || book.jumpRank[Man.type(stop)] >= rank) {
            return;
        }
        for (int j = k + 1; j < squares.length; j++) {
            int q = pos.board(squares[j]);
            if ((modes[j] & Ray.PASS) != 0 || q == 0) {
                continue;
            }
            if (q == Man.WALL || book.jumpRank[Man.type(q)] >= rank) {
                return;
            }
            if ((q & 1) != pos.side() && (modes[j] & CAPTURE) != 0) {
                emit(pos, out, type, base | (long) squares[j] << 8);
            }
        }
    }

    /** Emits what a move may do on its destination square; returns whether a ray walks on. */
    private boolean land(Position pos, MoveList out, int type, long base, int to, int mode, boolean enPassant) {
        int q = pos.board(to);
        long move = base | (long) to << 8;
        if (q == 0) {
            if ((mode & MOVE) != 0) {
                emit(pos, out, type, move);
            }
            if (enPassant && (mode & CAPTURE) != 0 && pos.isEnPassant(to)) {
                emit(pos, out, type, move | Move.EN_PASSANT);
            }
            return true;
        }
        if ((q & 1) != pos.side() && (mode & CAPTURE) != 0) {
            emit(pos, out, type, move);
        }
        return false;
    }

    /**
     * A path may come back to its origin (igui, a piece's pass): the mover has left that square,
     * so it counts as empty on the way and as the destination. Every pass (no capture on the
     * way) is the same move, so only the first whose way is open is emitted.
     */
    private void paths(Position pos, MoveList out, Path[] paths, int from, int type, boolean virgin) {
        int[] board = Mailbox.squares(pos);
        int us = pos.side();
        boolean passed = false;
        next:
        for (int i = 0; i < paths.length; i++) {
            Path path = paths[i];
            int m = path.modes();
            if ((m & INITIAL) != 0 && !virgin) {
                continue;
            }
            int[] squares = path.squares();
            byte[] conditions = path.conditions();
            int last = squares.length - 1;
            boolean took = false;
            for (int k = 0; k < last; k++) {
                int q = squares[k] == from ? 0 : board[squares[k]];
                boolean holds;
                switch (conditions[k]) {
                    case Step.EMPTY: holds = q == 0; break;
                    case Step.CAPTURE: holds = q != 0 && (q & 1) != us; took = true; break;
                    case Step.OCCUPIED: holds = q != 0; break;
                    default: holds = true; break;
                }
                if (!holds) {
                    continue next;
                }
            }
            long base = Move.of(from, 0, type, Move.PATH, i) | ((m & CREATES_EP) != 0 ? Move.CREATES_EN_PASSANT : 0);
            if (squares[last] != from) {
                land(pos, out, type, base, squares[last], m, (m & EP) != 0);
            } else if ((m & MOVE) != 0 && (took || !passed)) {
                passed |= !took;
                emit(pos, out, type, base | (long) from << 8);
            }
        }
    }

    /**
     * Bent lines: along the first leg over empty squares, turning at each onto the second legs.
     * A square the man already reaches (by another component, or another corner) is not emitted
     * again: {@code start} is where this man's moves begin in {@code out}.
     */
    private void bends(Position pos, MoveList out, Bend[] bends, int from, int type, boolean virgin, int start) {
        int[] board = Mailbox.squares(pos);
        long[] reached = new long[(board.length + 63) >>> 6];
        for (int i = start; i < out.size(); i++) {
            int to = Move.to(out.get(i));
            reached[to >>> 6] |= 1L << to;
        }
        for (int b = 0; b < bends.length; b++) {
            Bend bend = bends[b];
            int m = bend.modes();
            if ((m & INITIAL) != 0 && !virgin) {
                continue;
            }
            long base = Move.of(from, 0, type, Move.BEND, b);
            int[] corners = bend.squares();
            for (int k = 0; k < corners.length && board[corners[k]] == 0; k++) {
                for (int[] turn : bend.turns()[k]) {
                    for (int to : turn) {
                        boolean fresh = (reached[to >>> 6] & 1L << to) == 0;
                        reached[to >>> 6] |= 1L << to;
                        if (fresh) {
                            land(pos, out, type, base, to, m, false);
                        }
                        if (board[to] != 0) {
                            break;
                        }
                    }
                }
            }
        }
    }

    /** Adds a move, or one move per promotion choice when it enters a promotion zone. */
    private void emit(Position pos, MoveList out, int type, long move) {
        PromotionOffer[] offers = book.offers[type];
        if (offers.length == 0) {
            out.add(move);
            return;
        }
        int us = pos.side();
        int from = Move.from(move);
        int to = Move.to(move);
        for (PromotionOffer offer : offers) {
            // a move back to its own square (a pass, igui) takes nothing there
            if (offer.rule().applies(us, from, to, to != from && pos.board(to) != 0)) {
                promote(Mailbox.counts(pos, us), out, offer, move);
                return;
            }
        }
        out.add(move);
    }

    private static void promote(int[] counts, MoveList out, PromotionOffer offer, long move) {
        PromotionRule rule = offer.rule();
        int[] choices = rule.choices();
        int quota = rule.quota();
        boolean quotaApplies = false;
        if (quota > 0) {
            for (int c : choices) {
                quotaApplies |= counts[c] < quota;
            }
        }
        int offered = 0;
        int[] types = offer.types();
        for (int i = 0; i < types.length; i++) {
            int c = types[i];
            if (counts[c] >= offer.limits()[i] || quotaApplies && counts[c] >= quota) {
                continue;
            }
            out.add(Move.withPromotion(move, c));
            offered++;
        }
        if (rule.optional()) {
            // With every choice at its limit nothing is offered, so nothing is declined: a plain move.
            out.add(offered == 0 ? move : move | Move.DECLINED);
        }
    }

    private void castlings(Position pos, MoveList out) {
        int[] board = Mailbox.squares(pos);
        int us = pos.side();
        next:
        for (int ci : castlingsBySide[us]) {
            CastlingMove c = book.castlings[ci];
            if (!book.castlersReady(board, c)) {
                continue;
            }
            int king = board[c.kingFrom()];
            for (int sq : book.castlingEmpty[ci]) {
                if (board[sq] != 0) {
                    continue next;
                }
            }
            for (int sq : book.castlingKingPath[ci]) {
                if (pos.isAttacked(sq, us ^ 1)) {
                    continue next;
                }
            }
            out.add(Move.of(c.kingFrom(), c.kingTo(), Man.type(king), Move.CASTLE, ci));
        }
    }

    private void drops(Position pos, MoveList out, MoveSelection selection) {
        int us = pos.side();
        int[] board = Mailbox.squares(pos);
        for (int type = 0; type < book.types; type++) {
            boolean[][] zone = book.dropZone[type];
            if (pos.hand(us, type) == 0 || zone == null) {
                continue;
            }
            boolean[] z = zone[us];
            int face = book.rules.placing().drops().eitherFace() ? book.plusForm[type] : -1;
            boolean plain = selection.mayKeepPlainDrops(type);
            if (!plain && face < 0) {
                continue;
            }
            for (int sq = 0; sq < board.length; sq++) {
                if (board[sq] == 0 && z[sq]) {
                    long move = Move.of(sq, sq, type, Move.DROP, 0);
                    if (plain) {
                        out.add(move);
                    }
                    if (face >= 0) {
                        out.add(Move.withPromotion(move, face));
                    }
                }
            }
        }
    }
}
