package org.variantc.runtime.position;

import java.util.Arrays;

import org.variantc.runtime.rules.CastlingMove;
import org.variantc.runtime.rules.Counting;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.Step;
import org.variantc.runtime.rules.VariantRules;

/**
 * A position of a compiled variant, changed in place by {@link #make(long)} and restored
 * exactly by {@link #unmake()}.
 *
 * <p>The board is a mailbox of ints: 0 for an empty square, otherwise bit 0 the side, bits 1–6
 * the type + 1, bit 7 {@link Man#VIRGIN} (the man has never moved and its virginity matters),
 * bits 8–14 the type + 1 a promoted man promoted from (0: not promoted). The marks travel with
 * the man, so one int per square says everything the hash and the rules need.
 */
public final class Position {
    public static final int MAX_EN_PASSANT = 32;

    private static final int OP_ADD = 0;
    private static final int OP_REMOVE = 1;
    private static final int OP_RELOCATE = 2;
    private static final int OP_SET = 3;
    private static final int OP_HAND = 4;
    private static final int OP_WALL = 5;
    private static final int OP_LIFT = 6;

    /** Whether the side to move stands in check, as {@link #check} remembers it. */
    private static final byte CHECK_UNKNOWN = 0;
    private static final byte CHECK_NONE = 1;
    private static final byte CHECK_GIVEN = 2;

    public final Rulebook book;
    // The live state: private, or package-private for the read-only generator view (Mailbox);
    // every change goes through make/unmake or load, so the hash never falls behind.
    final int[] board;
    final int[][] list = new int[2][];
    final int[] listSize = new int[2];
    final int[] index;
    final int[][] count;
    final int[][] hand;
    private int side;
    private final int[] enPassant = new int[MAX_EN_PASSANT];
    private int enPassantCount;
    private int enPassantVictim = -1;
    final boolean[] isEnPassant;
    private int halfmoveClock;
    private int fullmoveNumber = 1;
    private long hash;
    /** Checks each side has given (n-check); counted only where the rules count them. */
    private final int[] checksGiven = new int[2];
    /** A running count of the counting rule (Makruk): its limit in plies (0: none runs) and the count. */
    private int countLimit;
    private int countPly;
    /** The Duck's square where a move places a wall ({@link org.variantc.runtime.rules.Walling}), or -1. */
    private int duck = -1;
    /**
     * Whether the side to move stands in check, once asked ({@code CHECK_UNKNOWN} until then): the
     * search asks after making a move, again at the node and in making the legal list. Forgotten
     * at every change of the board or the side, given back by unmake with the ply's other state.
     */
    private byte check = CHECK_UNKNOWN;

    // Undo stack: per ply one record of what unmake gives back; the board's changes are in the log.
    private int ply;
    private Ply[] plies = Ply.stack(64);
    private long[] log = new long[256];
    private int logSize;
    private final boolean perpetualCheck;
    /** The last move was a non-Lion taking a Lion (Chu Shogi's Lion trading); kept only where that rule is played. */
    private boolean lionStruck;

    /** Scratch for the gated moves' pseudo-legal bases (see {@code org.variantc.runtime.moves.Gates}); made on first use. */
    private MoveList gateScratch;

    // Scratch for trying a move on the board alone.
    private final int[] trialSquare = new int[600];
    private final int[] trialValue = new int[600];

    private Position(Rulebook book) {
        this.book = book;
        board = new int[book.squares];
        list[0] = new int[book.squares];
        list[1] = new int[book.squares];
        index = new int[book.squares];
        count = new int[2][book.types];
        hand = new int[2][book.types];
        isEnPassant = new boolean[book.squares];
        perpetualCheck = book.perpetualCheckLoses;
    }

    public VariantRules rules() {
        return book.rules;
    }

    public Rulebook rulebook() {
        return book;
    }

    // ---- queries ----

    public int sideToMove() {
        return side;
    }

    /** The type on the square, or -1 when it is empty or a wall. */
    public int typeAt(int sq) {
        return board[sq] == Man.WALL ? -1 : Man.type(board[sq]);
    }

    /** The side of the man on the square, or -1 when it is empty or a wall. */
    public int sideAt(int sq) {
        return board[sq] == 0 || board[sq] == Man.WALL ? -1 : board[sq] & 1;
    }

    public boolean isVirgin(int sq) {
        return (board[sq] & Man.VIRGIN) != 0;
    }

    public boolean isPromoted(int sq) {
        return board[sq] >>> Man.PROMOTED_SHIFT != 0;
    }

    public int handCount(int side, int type) {
        return hand[side][type];
    }

    public int pieceCount(int side, int type) {
        return count[side][type];
    }

    /** How many men the side has on the board (not in hand, walls not counted). */
    public int menOnBoard(int side) {
        return listSize[side];
    }

    /** The man on {@code sq} as a board code (side, type, marks), 0 empty, {@link Man#WALL} a wall. */
    public int board(int sq) {
        return board[sq];
    }

    /** The square of {@code side}'s {@code i}-th man, {@code i} below {@link #listSize}. */
    public int list(int side, int i) {
        return list[side][i];
    }

    public int listSize(int side) {
        return listSize[side];
    }

    public int count(int side, int type) {
        return count[side][type];
    }

    public int hand(int side, int type) {
        return hand[side][type];
    }

    public int side() {
        return side;
    }

    public int enPassantCount() {
        return enPassantCount;
    }

    /** The {@code i}-th en-passant square, in the order they were passed. */
    public int enPassant(int i) {
        return enPassant[i];
    }

    public boolean isEnPassant(int sq) {
        return isEnPassant[sq];
    }

    public int countLimit() {
        return countLimit;
    }

    public int countPly() {
        return countPly;
    }

    public int duck() {
        return duck;
    }

    public int halfmoveClock() {
        return halfmoveClock;
    }

    public int fullmoveNumber() {
        return fullmoveNumber;
    }

    public long hash() {
        return hash;
    }

    /** The checks {@code side} has given, where the rules count them (n-check); otherwise 0. */
    public int checksGiven(int side) {
        return checksGiven[side];
    }

    /** The limit, in plies, of the count that runs (counting rules: Makruk, ASEAN), or 0 when none runs. */
    public int countingLimit() {
        return countLimit;
    }

    /** The count of the count that runs, in plies; meaningless while {@link #countingLimit()} is 0. */
    public int countingPly() {
        return countPly;
    }

    /** The en-passant squares open to the side to move, in the order they were passed. */
    public int[] enPassantSquares() {
        return Arrays.copyOf(enPassant, enPassantCount);
    }

    /** The square of the man an en-passant capture removes, or -1. */
    public int enPassantVictim() {
        return enPassantVictim;
    }

    /** Plies made since this position was loaded; {@link #unmake()} works back that far. */
    public int ply() {
        return ply;
    }

    /** True when a man of {@code bySide} could capture a man standing on {@code sq}. */
    public boolean isAttacked(int sq, int bySide) {
        if (book.hops != null) {
            return book.hops.attacked(this, sq, bySide);
        }
        return book.attacks.attacked(board, sq, bySide);
    }

    /**
     * True when {@code sq} is still attacked by {@code bySide} with the man on {@code standIn}
     * turned to the other side for the test (a royal capture's victim replaced by a defender,
     * so no line behind it opens); the board is as before afterwards.
     */
    public boolean attackedWithStandIn(int sq, int bySide, int standIn) {
        int victim = board[standIn];
        board[standIn] = victim ^ 1;
        boolean attacked = isAttacked(sq, bySide);
        board[standIn] = victim;
        return attacked;
    }

    /** True when any royal man of {@code side} is attacked. */
    public boolean inCheck(int side) {
        if (side != this.side) {
            return checkOf(side);
        }
        if (check == CHECK_UNKNOWN) {
            check = checkOf(side) ? CHECK_GIVEN : CHECK_NONE;
        }
        return check == CHECK_GIVEN;
    }

    private boolean checkOf(int side) {
        if (book.effects != null) {
            return book.effects.inCheck(this, side);
        }
        switch (book.royalCheck) {
            case ALL:
                return DupleCheck.inCheck(this, side);
            case LAST:
                return LastRoyal.inCheck(this, side);
            case ANY:
                break;
        }
        int[] l = list[side];
        for (int i = 0; i < listSize[side]; i++) {
            if (book.royal[Man.type(board[l[i]])] && isAttacked(l[i], side ^ 1)) {
                return true;
            }
        }
        return false;
    }

    public boolean inCheck() {
        return inCheck(side);
    }

    // ---- moves ----

    /**
     * The legal moves, into {@code out} (cleared first), as the move layer makes them for every
     * engine at once ({@code org.variantc.runtime.moves.LegalList}, built with the rulebook).
     */
    public void generateLegal(MoveList out) {
        book.legal().generateLegal(this, out);
    }

    /**
     * The legal noisy moves (captures, promotions, goal moves), into {@code out} (cleared
     * first): the legal list, in its order, with the quiet moves taken out, made by the move
     * layer without trying the quiet moves' legality where the rules allow (quiescence's list).
     */
    public void generateNoisy(MoveList out) {
        book.legal().generateNoisy(this, out);
    }

    /**
     * Some of the legal moves, into {@code out} (cleared first): none only when the side to move
     * has no legal move (quiescence asks this when no noisy move is legal).
     */
    public void generateSomeLegal(MoveList out) {
        book.legal().generateSomeLegal(this, out);
    }

    /** The move made {@code back} plies before the last one (0: the last), or 0 before loading. */
    public long moveBack(int back) {
        return ply - 1 - back < 0 ? 0 : plies[ply - 1 - back].move;
    }

    /** True when the square holds a wall (a petrified man): nobody's, and no man may enter it. */
    public boolean isWall(int sq) {
        return board[sq] == Man.WALL;
    }

    /** A new list of the legal moves. */
    public MoveList legalMoves() {
        MoveList out = new MoveList();
        generateLegal(out);
        return out;
    }

    /** Plays a move; the caller guarantees it was generated for this position. */
    public void make(long move) {
        grow();
        int us = side;
        plies[ply].save(this, move);
        boolean struck = book.lionTrading != null && !book.lionTrading.isLion(Move.type(move))
                && LionVictims.any(this, move, book.lionTrading);
        int theirMen = listSize[us ^ 1];
        int victim = enPassantVictim;
        clearEnPassant();

        int from = Move.from(move);
        int to = Move.to(move);
        int type = Move.type(move);
        boolean reset = false;
        switch (Move.kind(move)) {
            case Move.DROP:
                changeHand(us, type, -1);
                put(to, dropped(us, type, Move.promotion(move)));
                if (book.droppedMenCastle) {
                    DroppedCastlers.afterDrop(this, us, type, to);
                }
                reset = book.dropResetsClock[type];
                break;
            case Move.CASTLE:
                castle(book.castlings[Move.index(move)]);
                break;
            case Move.PASS:
                break;
            case Move.PICKUP:
                remove(from);
                changeHand(us, type, 1);
                break;
            default:
                reset = playStep(move, us, from, to, type, victim);
                break;
        }
        int gated = Move.gate(move);
        if (gated >= 0) {
            changeHand(us, gated, -1);
            put(book.gateSquare(move), Man.of(us, gated));
        }
        if (book.castlings.length > 0 && (touchesCastling(move, from, to) || book.effects != null)) {
            dropLostCastlingVirginity();
        }
        if (Move.wall(move) >= 0) {
            placeDuck(Move.wall(move));
        }
        halfmoveClock = reset ? 0 : halfmoveClock + 1;
        if (lionStruck != struck) {
            hash ^= book.zobrist.lionStruck; // the same men with and without the ban are two positions
        }
        lionStruck = struck;
        if (us == 1) {
            fullmoveNumber++;
        }
        side = us ^ 1;
        check = CHECK_UNKNOWN;
        hash ^= book.zobrist.side;
        if (book.countsChecks && inCheck(side)) {
            countCheck(us);
        }
        if (book.counting != null) {
            countOn(book.counting, listSize[us ^ 1] < theirMen);
        }
        ply++;
        if (perpetualCheck) {
            plies[ply].checked = inCheck(side);
        }
    }

    /**
     * After a move (the side to move already switched): the count counts on, and starts or
     * restarts as the rule says ({@link CountingClock}).
     */
    private void countOn(Counting rule, boolean captured) {
        if (countLimit > 0) {
            countPly++;
        }
        boolean bare = listSize[side] == 1;
        if (countLimit > 0 && !(captured && bare)) {
            return;
        }
        int moves = CountingClock.limit(this, rule, side);
        if (moves > 0) {
            countLimit = 2 * moves;
            countPly = rule.style() == Counting.Style.MAKRUK && bare ? 2 * (listSize[0] + listSize[1]) : 0;
        }
    }

    /** One more check given by {@code by}, folded into the hash (n-check). */
    private void countCheck(int by) {
        long[] keys = book.zobrist.checks[by];
        int n = checksGiven[by];
        if (n + 1 < keys.length) {
            hash ^= keys[n] ^ keys[n + 1];
            checksGiven[by] = n + 1;
        }
    }

    private boolean touchesCastling(long move, int from, int to) {
        boolean[] white = book.castlingSquare[0];
        boolean[] black = book.castlingSquare[1];
        return white[from] || white[to] || black[from] || black[to] || Move.kind(move) == Move.CASTLE
                || Move.kind(move) == Move.PATH || Move.isEnPassant(move);
    }

    /**
     * A King's or partner's virginity matters only while some castling of its side has both men
     * virgin; clearing it otherwise keeps the hash and the FEN's castling field in step, so
     * positions that differ in nothing a rule can see hash alike.
     */
    private void dropLostCastlingVirginity() {
        for (int sq : book.castlingSquares) {
            int v = board[sq];
            if ((v & Man.VIRGIN) == 0 || !book.castlingSquare[v & 1][sq]
                    || book.gates != null && book.gates[v & 1][sq]) {
                continue; // an unmoved man on a gate square keeps his gate when castling is gone
            }
            boolean matters = false;
            for (CastlingMove c : book.castlings) {
                if (c.side() == (v & 1) && (c.kingFrom() == sq || c.rookFrom() == sq) && book.castlersReady(board, c)) {
                    matters = true;
                    break;
                }
            }
            if (!matters) {
                set(sq, v & ~Man.VIRGIN);
            }
        }
    }

    /** A leap, ray or path move; returns whether it resets the n-move clock. */
    private boolean playStep(long move, int us, int from, int to, int type, int victim) {
        boolean captured = false;
        if (Move.isEnPassant(move)) {
            capture(victim, us);
            captured = true;
        }
        if (Move.kind(move) == Move.PATH) {
            Path path = book.path(move, us);
            int[] sq = path.squares();
            for (int k = 0; k < sq.length - 1; k++) {
                if (path.conditions()[k] == Step.CAPTURE) {
                    capture(sq[k], us);
                    captured = true;
                }
            }
        }
        if (board[to] != 0 && to != from) { // from == to: a promotion in place
            capture(to, us);
            captured = true;
        }
        int value = board[from];
        relocate(from, to, value & ~Man.VIRGIN);
        int promotion = Move.promotion(move);
        if (promotion >= 0) {
            // The mark names the type promoted from: captured men revert to it in hand, and a
            // promoted man never counts as unmoved when a FEN is read back.
            int promotedFrom = value >>> Man.PROMOTED_SHIFT != 0 ? value >>> Man.PROMOTED_SHIFT : type + 1;
            // Back into the type it promoted from (Kyoto Shogi's flip, Micro Shogi's): unpromoted again.
            set(to, promotedFrom == promotion + 1 ? Man.of(us, promotion)
                    : Man.of(us, promotion) | promotedFrom << Man.PROMOTED_SHIFT);
        }
        if (Move.createsEnPassant(move)) {
            openEnPassant(move, us, from, to, type);
        }
        if (captured && book.effects != null) {
            book.effects.afterCapture(this, to);
        }
        if (book.burns != null && book.burns.afterMove(this, us, type, to)) {
            captured = true;
        }
        // A Pawn's promotion is irreversible wherever it goes (Sittuyin's in place or a step back),
        // so it resets the clock as Fairy-Stockfish does; where only captures reset it, it does not.
        return captured || book.advanceResetsClock[type] && (advances(us, from, to) || promotion >= 0);
    }

    private boolean advances(int us, int from, int to) {
        int dr = book.rankOf(to) - book.rankOf(from);
        return us == 0 ? dr > 0 : dr < 0;
    }

    private void castle(CastlingMove c) {
        int king = board[c.kingFrom()] & ~Man.VIRGIN;
        int rook = board[c.rookFrom()] & ~Man.VIRGIN;
        remove(c.rookFrom());
        if (c.kingFrom() != c.kingTo()) {
            relocate(c.kingFrom(), c.kingTo(), king);
        } else {
            set(c.kingFrom(), king);
        }
        put(c.rookTo(), rook);
    }

    /** Marks the squares a move passed over, and that are empty now, as en-passant squares. */
    private void openEnPassant(long move, int us, int from, int to, int type) {
        int[] passed;
        int end;
        switch (Move.kind(move)) {
            case Move.RAY: {
                Ray ray = book.moves[type][us][from].rays()[Move.index(move)];
                passed = ray.squares();
                end = 0;
                while (passed[end] != to) {
                    end++;
                }
                break;
            }
            case Move.PATH:
                passed = book.path(move, us).squares();
                end = passed.length - 1;
                break;
            default:
                passed = book.between(from, to);
                end = passed.length;
                break;
        }
        for (int k = 0; k < end && enPassantCount < MAX_EN_PASSANT; k++) {
            int sq = passed[k];
            if (board[sq] == 0) {
                enPassant[enPassantCount++] = sq;
                isEnPassant[sq] = true;
                hash ^= book.zobrist.enPassant[sq];
            }
        }
        if (enPassantCount > 0) {
            enPassantVictim = to;
            hash ^= book.zobrist.enPassantVictim[to];
        }
    }

    /**
     * The man a drop puts down: the type in hand, or (Kyoto Shogi's face-up drop) its promoted
     * form, marked as promoted from it so that it reverts when captured.
     */
    private static int dropped(int us, int type, int face) {
        return face < 0 ? Man.of(us, type) : Man.of(us, face) | (type + 1) << Man.PROMOTED_SHIFT;
    }

    /** Removes the man on {@code sq}, into {@code us}'s hand where captures go to hand. */
    public void capture(int sq, int us) {
        int value = board[sq];
        if (book.capturesToHand) {
            int promotedFrom = value >>> Man.PROMOTED_SHIFT;
            int type = book.promotedRevert && promotedFrom != 0 ? promotedFrom - 1 : Man.type(value);
            changeHand(us, type, 1);
        }
        remove(sq);
    }

    private void clearEnPassant() {
        for (int i = 0; i < enPassantCount; i++) {
            isEnPassant[enPassant[i]] = false;
            hash ^= book.zobrist.enPassant[enPassant[i]];
        }
        if (enPassantCount > 0) {
            hash ^= book.zobrist.enPassantVictim[enPassantVictim];
        }
        enPassantCount = 0;
        enPassantVictim = -1;
    }

    /**
     * Passes the turn (the search's null move); {@link #unmake()} takes it back. En-passant
     * squares lapse, and the move clock restarts so no repetition is counted across the pass.
     */
    public void makeNullMove() {
        grow();
        plies[ply].save(this, 0);
        clearEnPassant();
        halfmoveClock = 0;
        if (lionStruck) {
            hash ^= book.zobrist.lionStruck;
        }
        lionStruck = false;
        if (side == 1) {
            fullmoveNumber++;
        }
        side ^= 1;
        check = CHECK_UNKNOWN;
        hash ^= book.zobrist.side;
        ply++;
        plies[ply].checked = false;
    }

    /** Takes back the last move made. */
    public void unmake() {
        if (ply == 0) {
            throw new IllegalStateException("no move to take back");
        }
        ply--;
        Ply saved = plies[ply];
        int start = saved.logStart;
        while (logSize > start) {
            undo(log[--logSize]);
        }
        for (int i = 0; i < enPassantCount; i++) {
            isEnPassant[enPassant[i]] = false;
        }
        restore(saved);
        for (int i = 0; i < enPassantCount; i++) {
            isEnPassant[enPassant[i]] = true;
        }
        side ^= 1;
        if (side == 1) {
            fullmoveNumber--;
        }
    }

    /** Gives back what {@code saved} kept of the ply; the en-passant marks on the squares are unmake's. */
    private void restore(Ply saved) {
        hash = saved.hash;
        halfmoveClock = saved.halfmoveClock;
        enPassantVictim = saved.enPassantVictim;
        enPassantCount = saved.enPassantCount;
        System.arraycopy(saved.enPassant, 0, enPassant, 0, enPassantCount);
        checksGiven[0] = saved.checksGivenWhite;
        checksGiven[1] = saved.checksGivenBlack;
        countLimit = saved.countLimit;
        countPly = saved.countPly;
        duck = saved.duck;
        lionStruck = saved.lionStruck;
        check = saved.check;
    }

    /**
     * Whether the last move was a non-Lion taking a Lion, so that no non-Lion may take a Lion now
     * (Chu Shogi's counterstrike rule); after loading, what the FEN's counterstrike field says.
     */
    public boolean lionStruck() {
        return lionStruck;
    }

    /** The last move made, or 0 when none. */
    public long lastMove() {
        return ply == 0 ? 0 : plies[ply - 1].move;
    }

    /**
     * How many times the current position occurred since loading, counting itself; only
     * positions since the last irreversible move can repeat.
     */
    public int occurrences() {
        int n = 1;
        for (int p = ply - 2, earliest = repetitionWindowStart(); p >= earliest; p -= 2) {
            if (plies[p].hash == hash) {
                n++;
            }
        }
        return n;
    }

    /**
     * The earliest position that can repeat the current one: after the last capture or Pawn
     * advance; where captured men go to hand, material returns, so only the search's null move
     * bounds it (as in Fairy-Stockfish).
     */
    private int repetitionWindowStart() {
        if (!book.capturesToHand) {
            return Math.max(0, ply - halfmoveClock);
        }
        int p = ply;
        while (p > 0 && plies[p - 1].move != 0) {
            p--;
        }
        return p;
    }

    /**
     * The ply of the {@code occurrences}-th occurrence of the current position counting back, the
     * current one the first; -1 when it did not occur that often since the last irreversible move.
     */
    public int firstOccurrence(int occurrences) {
        int n = 1;
        for (int p = ply - 2, earliest = repetitionWindowStart(); p >= earliest && n < occurrences; p -= 2) {
            if (plies[p].hash == hash && ++n == occurrences) {
                return p;
            }
        }
        return -1;
    }

    /**
     * Whether the side to move stood in check at ply {@code p} (0 ≤ p ≤ {@link #ply()}); kept only
     * where perpetual check loses ({@link org.variantc.runtime.PerpetualCheck}), else false.
     */
    public boolean checkedAt(int p) {
        return plies[p].checked;
    }

    /** The move that led to ply {@code p} (1 ≤ p ≤ {@link #ply()}); 0 for a null move. */
    public long moveInto(int p) {
        return plies[p - 1].move;
    }

    private void grow() {
        if (ply + 1 >= plies.length) {
            int n = plies.length * 2;
            plies = Ply.grow(plies, n);
        }
        if (logSize + 4 * book.squares + 16 >= log.length) { // a move logs at most ~2 entries per square
            log = Arrays.copyOf(log, log.length * 2 + 4 * book.squares);
        }
    }

    // ---- primitive changes, each logged for unmake and folded into the hash ----

    private void logOp(int op, int sq, int value, int aux) {
        check = CHECK_UNKNOWN;
        log[logSize++] = op | (long) sq << 3 | (long) value << 11 | (long) aux << 27;
    }

    /** Puts a man on an empty square, at the end of its side's list. */
    public void put(int sq, int value) {
        placeOnBoard(sq, value);
        int s = value & 1;
        index[sq] = listSize[s];
        list[s][listSize[s]++] = sq;
        logOp(OP_ADD, sq, 0, 0);
    }

    private void placeOnBoard(int sq, int value) {
        board[sq] = value;
        count[value & 1][Man.type(value)]++;
        hash ^= book.zobrist.square(value, sq);
    }

    void remove(int sq) {
        int value = board[sq];
        int s = value & 1;
        int i = index[sq];
        int last = list[s][--listSize[s]];
        list[s][i] = last;
        index[last] = i;
        board[sq] = 0;
        count[s][Man.type(value)]--;
        hash ^= book.zobrist.square(value, sq);
        logOp(OP_REMOVE, sq, value, i);
    }

    /** Moves the man on {@code from} to the empty {@code to}, keeping its place in the list. */
    private void relocate(int from, int to, int value) {
        int old = board[from];
        hash ^= book.zobrist.square(old, from) ^ book.zobrist.square(value, to);
        board[from] = 0;
        board[to] = value;
        list[value & 1][index[from]] = to;
        index[to] = index[from];
        logOp(OP_RELOCATE, from, old, to);
    }

    /** Marks the man on {@code sq} unmoved, so he may castle (a King or Rook dropped on his castling square). */
    void markUnmoved(int sq) {
        if ((board[sq] & Man.VIRGIN) == 0) {
            set(sq, board[sq] | Man.VIRGIN);
        }
    }

    /** Changes the man on a square (type or marks) in place. */
    private void set(int sq, int value) {
        int old = board[sq];
        count[old & 1][Man.type(old)]--;
        count[value & 1][Man.type(value)]++;
        hash ^= book.zobrist.square(old, sq) ^ book.zobrist.square(value, sq);
        board[sq] = value;
        logOp(OP_SET, sq, old, 0);
    }

    /** Turns the man on {@code sq} into a wall (Petrified): off its list, a wall on the board. */
    public void petrify(int sq) {
        remove(sq);
        board[sq] = Man.WALL;
        hash ^= book.zobrist.square(Man.WALL, sq);
        logOp(OP_WALL, sq, 0, 0);
    }

    /**
     * The move's second part (Duck chess): the Duck leaves its square, after the man's move so
     * it blocked that move, and becomes a wall on {@code sq}; an en-passant square it lands on
     * lapses, as no man may capture there.
     */
    private void placeDuck(int sq) {
        if (duck >= 0) {
            board[duck] = 0;
            hash ^= book.zobrist.square(Man.WALL, duck);
            logOp(OP_LIFT, duck, 0, 0);
        }
        board[sq] = Man.WALL;
        hash ^= book.zobrist.square(Man.WALL, sq);
        logOp(OP_WALL, sq, 0, 0);
        duck = sq;
        if (isEnPassant[sq]) {
            closeEnPassant(sq);
        }
    }

    /** Takes {@code sq} off the en-passant squares; the victim's mark goes with the last one. */
    private void closeEnPassant(int sq) {
        int kept = 0;
        for (int i = 0; i < enPassantCount; i++) {
            if (enPassant[i] != sq) {
                enPassant[kept++] = enPassant[i];
            }
        }
        enPassantCount = kept;
        isEnPassant[sq] = false;
        hash ^= book.zobrist.enPassant[sq];
        if (kept == 0) {
            hash ^= book.zobrist.enPassantVictim[enPassantVictim];
            enPassantVictim = -1;
        }
    }

    /** The Duck's square, or -1 while it is not on the board (before the first move of Duck chess). */
    public int duckSquare() {
        return duck;
    }

    private void changeHand(int s, int type, int delta) {
        long[] keys = book.zobrist.hand[s][type];
        int n = hand[s][type];
        hash ^= keys[n] ^ keys[n + delta];
        hand[s][type] = n + delta;
        logOp(OP_HAND, 0, s | type << 1, delta + 1);
    }

    private void undo(long entry) {
        int op = (int) entry & 7;
        int sq = (int) (entry >>> 3) & 0xFF;
        int value = (int) (entry >>> 11) & 0xFFFF;
        int aux = (int) (entry >>> 27);
        switch (op) {
            case OP_ADD: {
                int v = board[sq];
                listSize[v & 1]--;
                count[v & 1][Man.type(v)]--;
                board[sq] = 0;
                break;
            }
            case OP_REMOVE: {
                int s = value & 1;
                if (aux < listSize[s]) {
                    // The last man filled the gap; a man put since may have reused the freed
                    // last slot, so only a gap below the end holds the displaced man.
                    int displaced = list[s][aux];
                    list[s][listSize[s]] = displaced;
                    index[displaced] = listSize[s];
                }
                listSize[s]++;
                list[s][aux] = sq;
                index[sq] = aux;
                board[sq] = value;
                count[s][Man.type(value)]++;
                break;
            }
            case OP_RELOCATE: {
                int to = aux;
                list[value & 1][index[to]] = sq;
                index[sq] = index[to];
                board[to] = 0;
                board[sq] = value;
                break;
            }
            case OP_WALL:
                board[sq] = 0;
                break;
            case OP_LIFT:
                board[sq] = Man.WALL;
                break;
            case OP_SET: {
                int v = board[sq];
                count[v & 1][Man.type(v)]--;
                count[value & 1][Man.type(value)]++;
                board[sq] = value;
                break;
            }
            default:
                hand[value & 1][value >>> 1] -= aux - 1;
                break;
        }
    }

    // ---- trying a move on the board alone, for the legality test ----

    /**
     * True when, after {@code move}, no royal man of the mover is attacked. With one royal man
     * the move is only applied to the board array, which is all the attack test reads.
     */
    public boolean leavesRoyalsSafe(long move, int royalCount, int royalSquare) {
        int us = side;
        if (royalCount != 1) {
            make(move);
            boolean safe = !inCheck(us);
            unmake();
            return safe;
        }
        int n = 0;
        int from = Move.from(move);
        int to = Move.to(move);
        int royal = royalSquare;
        switch (Move.kind(move)) {
            case Move.DROP:
                n = trial(n, to, Man.of(us, Move.type(move)));
                break;
            case Move.PICKUP:
                n = trial(n, from, 0);
                break;
            case Move.CASTLE: {
                CastlingMove c = book.castlings[Move.index(move)];
                int king = board[c.kingFrom()];
                int rook = board[c.rookFrom()];
                n = trial(n, c.kingFrom(), 0);
                n = trial(n, c.rookFrom(), 0);
                n = trial(n, c.kingTo(), king);
                n = trial(n, c.rookTo(), rook);
                royal = royal == c.kingFrom() ? c.kingTo() : royal == c.rookFrom() ? c.rookTo() : royal;
                break;
            }
            default: {
                if (Move.isEnPassant(move)) {
                    n = trial(n, enPassantVictim, 0);
                }
                if (Move.kind(move) == Move.PATH) {
                    Path path = book.path(move, us);
                    for (int k = 0; k < path.squares().length - 1; k++) {
                        if (path.conditions()[k] == Step.CAPTURE) {
                            n = trial(n, path.squares()[k], 0);
                        }
                    }
                }
                int value = board[from];
                n = trial(n, from, 0);
                n = trial(n, to, value);
                if (royal == from) {
                    royal = to;
                }
                break;
            }
        }
        boolean safe = !book.attacks.attacked(board, royal, us ^ 1);
        while (n > 0) {
            n--;
            board[trialSquare[n]] = trialValue[n];
        }
        return safe;
    }

    /**
     * True when the side to move's royal man on {@code royalSquare} is not attacked with the man
     * on {@code from} lifted off the board (the attack test of {@link #leavesRoyalsSafe}).
     */
    public boolean safeWithout(int from, int royalSquare) {
        int value = board[from];
        board[from] = 0;
        boolean safe = !book.attacks.attacked(board, royalSquare, side ^ 1);
        board[from] = value;
        return safe;
    }

    private int trial(int n, int sq, int value) {
        trialSquare[n] = sq;
        trialValue[n] = board[sq];
        board[sq] = value;
        return n + 1;
    }

    public MoveList gateScratch() {
        if (gateScratch == null) {
            gateScratch = new MoveList();
        }
        return gateScratch;
    }

    /** The hash computed from scratch, to check the incremental one. */
    public long computeHash() {
        Zobrist z = book.zobrist;
        long h = side == 1 ? z.side : 0;
        for (int sq = 0; sq < board.length; sq++) {
            h ^= z.square(board[sq], sq);
        }
        for (int i = 0; i < enPassantCount; i++) {
            h ^= z.enPassant[enPassant[i]];
        }
        if (enPassantCount > 0) {
            h ^= z.enPassantVictim[enPassantVictim];
        }
        for (int s = 0; s < 2; s++) {
            for (int t = 0; t < book.types; t++) {
                h ^= z.hand[s][t][hand[s][t]];
            }
            h ^= z.checks[s][checksGiven[s]];
        }
        return lionStruck ? h ^ z.lionStruck : h;
    }

    /**
     * A position loaded from {@code s}, hash included: the one way a position is set up (a FEN
     * read, a start copied), so nothing outside writes its state.
     */
    public static Position load(Rulebook book, Snapshot s) {
        Position pos = new Position(book);
        pos.fill(s);
        return pos;
    }

    private void fill(Snapshot s) {
        int[] men = s.board();
        for (int sq = 0; sq < men.length; sq++) {
            if (men[sq] == Man.WALL) {
                board[sq] = Man.WALL; // nobody's man: on the board, in no list
            } else if (men[sq] != 0) {
                put(sq, men[sq]);
            }
        }
        for (int t = 0; t < 2; t++) {
            System.arraycopy(s.hand()[t], 0, hand[t], 0, hand[t].length);
            checksGiven[t] = s.checksGiven()[t];
        }
        side = s.side();
        check = CHECK_UNKNOWN;
        for (int sq : s.enPassant()) {
            enPassant[enPassantCount++] = sq;
            isEnPassant[sq] = true;
        }
        enPassantVictim = s.enPassantVictim();
        halfmoveClock = s.halfmoveClock();
        fullmoveNumber = s.fullmoveNumber();
        countLimit = s.countLimit();
        countPly = s.countPly();
        duck = s.duck();
        lionStruck = s.lionStruck();
        logSize = 0;
        ply = 0;
        hash = computeHash();
        plies[0].checked = perpetualCheck && inCheck(side);
    }

    /** The state as {@link #load} takes it: copies, so the snapshot outlives later moves. */
    public Snapshot snapshot() {
        return new Snapshot(board.clone(), new int[][] {hand[0].clone(), hand[1].clone()}, side,
                enPassantSquares(), enPassantVictim, halfmoveClock, fullmoveNumber, checksGiven.clone(),
                countLimit, countPly, duck, lionStruck);
    }

    /** Its FEN, for messages and debuggers only: reading and writing positions is the notation's. */
    @Override
    public String toString() {
        return book.written(this);
    }

    /**
     * One ply's state, as Stockfish's StateInfo: what {@link #unmake()} gives back (the scalars
     * the move changed and where its change log starts) and what the repetition rules look back
     * at (the hash, the check). A new per-ply rule is a field here, saved by {@link #save} and
     * given back by {@link Position#restore}; the stack is allocated once and reused.
     */
    private static final class Ply {
        /** The position's hash at this ply, saved when a move is made from it: repetitions compare it. */
        private long hash;
        /**
         * The side to move at this ply stood in check; set when the ply is reached, kept only where
         * perpetual check loses ({@link org.variantc.runtime.PerpetualCheck}).
         */
        private boolean checked;
        private int halfmoveClock;
        private int enPassantVictim;
        private int enPassantCount;
        private final int[] enPassant = new int[MAX_EN_PASSANT];
        private int checksGivenWhite;
        private int checksGivenBlack;
        private int countLimit;
        private int countPly;
        private int duck;
        private boolean lionStruck;
        private byte check;
        private int logStart;
        /** The move made from this ply, 0 for a null move. */
        private long move;

        static Ply[] stack(int n) {
            return grow(new Ply[0], n);
        }

        static Ply[] grow(Ply[] old, int n) {
            Ply[] plies = Arrays.copyOf(old, n);
            for (int i = old.length; i < n; i++) {
                plies[i] = new Ply();
            }
            return plies;
        }

        void save(Position pos, long made) {
            hash = pos.hash;
            halfmoveClock = pos.halfmoveClock;
            enPassantVictim = pos.enPassantVictim;
            enPassantCount = pos.enPassantCount;
            System.arraycopy(pos.enPassant, 0, enPassant, 0, enPassantCount);
            checksGivenWhite = pos.checksGiven[0];
            checksGivenBlack = pos.checksGiven[1];
            countLimit = pos.countLimit;
            countPly = pos.countPly;
            duck = pos.duck;
            lionStruck = pos.lionStruck;
            check = pos.check;
            logStart = pos.logSize;
            move = made;
        }
    }
}
