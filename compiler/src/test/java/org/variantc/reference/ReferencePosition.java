package org.variantc.reference;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * An immutable position of a {@link ReferenceGame}: a plain array board, hands, side to move,
 * castling rights, en-passant squares with their victim, clocks. Moves are generated from the
 * rule texts by brute force and applied by copy-make; check is found by generating the enemy's
 * pseudo-legal moves and looking at what they capture.
 */
public final class ReferencePosition {

    /** A man on the board: side (0 White, 1 Black), kind, promoted flag, moved flag. */
    static final class Man {
        final int side;
        final Kind kind;
        final boolean promoted;
        final boolean moved;

        Man(int side, Kind kind, boolean promoted, boolean moved) {
            this.side = side;
            this.kind = kind;
            this.promoted = promoted;
            this.moved = moved;
        }
    }

    final ReferenceGame game;
    final int w;
    final int h;
    final Man[] board;
    /** hand[side][game kind index]. */
    final int[][] hand;
    final int side;
    /** castle[sq]: the man on sq may still castle with its King. */
    final boolean[] castle;
    final int[] epSquares;
    final int epVictim;
    final int halfmove;
    final int fullmove;

    private ReferencePosition(ReferenceGame game, Man[] board, int[][] hand, int side, boolean[] castle,
                              int[] epSquares, int epVictim, int halfmove, int fullmove) {
        this.game = game;
        this.w = game.width;
        this.h = game.height;
        this.board = board;
        this.hand = hand;
        this.side = side;
        this.castle = castle;
        this.epSquares = epSquares;
        this.epVictim = epVictim;
        this.halfmove = halfmove;
        this.fullmove = fullmove;
    }

    // =====================================================================================
    // Public API
    // =====================================================================================

    public ReferenceGame game() {
        return game;
    }

    /** 0 for White, 1 for Black. */
    public int sideToMove() {
        return side;
    }

    /** Legal moves in our coordinate notation, in generation order. */
    public List<String> legalMoveStrings() {
        List<String> out = new ArrayList<>();
        for (ReferenceMove m : legalMoves()) {
            out.add(m.text);
        }
        return out;
    }

    public List<ReferenceMove> legalMoves() {
        List<ReferenceMove> out = new ArrayList<>();
        if (isGameOver()) {
            return out;
        }
        for (ReferenceMove m : pseudoLegalMoves()) {
            if (!play(m).royalAttacked(side)) {
                out.add(m);
            }
        }
        return out;
    }

    /** Plays a legal move given in our coordinate notation. */
    public ReferencePosition play(String move) {
        for (ReferenceMove m : legalMoves()) {
            if (m.text.equals(move)) {
                return play(m);
            }
        }
        throw new IllegalArgumentException("not a legal move: " + move + " in " + toFen() + "; legal: " + legalMoveStrings());
    }

    /** Leaves of the legal move tree {@code depth} plies deep. */
    public long perft(int depth) {
        if (depth == 0) {
            return 1;
        }
        if (isGameOver()) {
            return 0;
        }
        long n = 0;
        for (ReferenceMove m : pseudoLegalMoves()) {
            ReferencePosition child = play(m);
            if (child.royalAttacked(side)) {
                continue;
            }
            n += depth == 1 ? 1 : child.perft(depth - 1);
        }
        return n;
    }

    /** perft(depth - 1) below each legal move, keyed by move text in sorted order. */
    public Map<String, Long> divide(int depth) {
        Map<String, Long> out = new TreeMap<>();
        for (ReferenceMove m : legalMoves()) {
            out.merge(m.text, play(m).perft(depth - 1), Long::sum);
        }
        return out;
    }

    /** True when a royal man of the side to move is attacked. */
    public boolean inCheck() {
        return royalAttacked(side);
    }

    /** True when the game has ended by a variant rule (Chess and a Half: a King on its far rank). */
    public boolean isGameOver() {
        if (!game.kingOnFarRankEnds) {
            return false;
        }
        for (int sq = 0; sq < board.length; sq++) {
            Man m = board[sq];
            if (m != null && m.kind.royal && sq / w == (m.side == 0 ? h - 1 : 0)) {
                return true;
            }
        }
        return false;
    }

    // =====================================================================================
    // Move generation
    // =====================================================================================

    String sq(int s) {
        return "" + (char) ('a' + s % w) + (s / w + 1);
    }

    /** A file past a side edge: on a cylinder, the file it re-enters at; else as it is (off the board). */
    int round(int x) {
        return game.cylinder ? Math.floorMod(x, w) : x;
    }

    boolean on(int x, int y) {
        return x >= 0 && y >= 0 && x < w && y < h;
    }

    int count(int s, Kind k) {
        int n = 0;
        for (Man m : board) {
            if (m != null && m.side == s && m.kind == k) {
                n++;
            }
        }
        return n;
    }

    List<ReferenceMove> pseudoLegalMoves() {
        List<ReferenceMove> out = new ArrayList<>();
        for (int s = 0; s < board.length; s++) {
            Man m = board[s];
            if (m != null && m.side == side) {
                manMoves(s, m, out, false);
            }
        }
        castlings(out);
        drops(out);
        return out;
    }

    /**
     * Pseudo-legal moves of one man (no castling, no drops). With {@code attacksOnly} only the
     * moves that capture something are produced, once each, without e.p. and without
     * promotion choices: enough to see which squares the man attacks.
     */
    void manMoves(int from, Man m, List<ReferenceMove> out, boolean attacksOnly) {
        int x = from % w;
        int y = from / w;
        int fwd = m.side == 0 ? 1 : -1;
        Kind k = m.kind;
        long[] seen = new long[(w * h + 63) >> 6];
        for (int[] v : k.leaps) {
            int tx = round(x + v[0]);
            int ty = y + v[1] * fwd;
            if (on(tx, ty) && tx + ty * w != from) {
                plain(out, m, from, tx + ty * w, seen, attacksOnly);
            }
        }
        for (int[] v : k.rides) {
            int tx = round(x + v[0]);
            int ty = y + v[1] * fwd;
            while (on(tx, ty) && tx + ty * w != from) { // round a cylinder a ride ends before its own square
                int t = tx + ty * w;
                plain(out, m, from, t, seen, attacksOnly);
                if (board[t] != null) {
                    break;
                }
                tx = round(tx + v[0]);
                ty += v[1] * fwd;
            }
        }
        for (int[] v : k.halfRides) {
            int d = Integer.MAX_VALUE;
            if (v[0] > 0) {
                d = Math.min(d, w - 1 - x);
            } else if (v[0] < 0) {
                d = Math.min(d, x);
            }
            if (v[1] > 0) {
                d = Math.min(d, h - 1 - y);
            } else if (v[1] < 0) {
                d = Math.min(d, y);
            }
            int range = (d + 1) / 2; // ceil(d / 2): the absolute halfling limit
            int tx = x;
            int ty = y;
            for (int i = 0; i < range; i++) {
                tx += v[0];
                ty += v[1];
                int t = tx + ty * w;
                plain(out, m, from, t, seen, attacksOnly);
                if (board[t] != null) {
                    break;
                }
            }
        }
        if (k.catRange > 0) {
            catMoves(out, m, from, seen, attacksOnly);
        }
        if (k.knightDoubleLeap && !m.moved) {
            for (int[] v : Kinds.KNIGHT_LEAPS) {
                int mx = x + v[0];
                int my = y + v[1];
                int tx = x + 2 * v[0];
                int ty = y + 2 * v[1];
                if (on(tx, ty) && board[mx + my * w] == null) {
                    plain(out, m, from, tx + ty * w, seen, attacksOnly);
                }
            }
        }
        switch (k.pawn) {
            case FIDE:
            case CHESS_AND_A_HALF:
            case EUROFIGHTER:
                pawnMoves(out, m, from, attacksOnly);
                break;
            default:
                break;
        }
    }

    /** A simple move to t if t is empty or holds an enemy; each destination once per man. */
    private void plain(List<ReferenceMove> out, Man m, int from, int t, long[] seen, boolean attacksOnly) {
        Man target = board[t];
        if (target != null && target.side == m.side) {
            return;
        }
        if ((seen[t >> 6] & (1L << t)) != 0) {
            return;
        }
        seen[t >> 6] |= 1L << t;
        emit(out, m, from, t, ReferenceMove.NONE, -1, ReferenceMove.NONE, -1, attacksOnly);
    }

    private void emit(List<ReferenceMove> out, Man m, int from, int to, int[] extras, int epVictimSq,
                      int[] newEp, int newEpVictim, boolean attacksOnly) {
        if (attacksOnly) {
            if (board[to] != null || extras.length > 0) {
                out.add(new ReferenceMove(from, to, null, extras, -1, null, false, -1, -1,
                        ReferenceMove.NONE, -1, ""));
            }
            return;
        }
        StringBuilder base = new StringBuilder(sq(from)).append(sq(to));
        for (int e : extras) {
            base.append('x').append(sq(e));
        }
        List<Kind> promos = game.promotionOptions(this, m, from / w, to / w);
        if (promos.isEmpty()) {
            out.add(new ReferenceMove(from, to, null, extras, epVictimSq, null, false, -1, -1, newEp, newEpVictim,
                    base.toString()));
            return;
        }
        for (Kind p : promos) {
            String text = base + (p == null ? "=" : game.id(p).toLowerCase());
            out.add(new ReferenceMove(from, to, null, extras, epVictimSq, p, p == null, -1, -1, newEp, newEpVictim,
                    text));
        }
    }

    /** Cat (range 2) and Star Cat (range 3): steps and leaps on the 8 lines, plus every overtake subset. */
    private void catMoves(List<ReferenceMove> out, Man m, int from, long[] seen, boolean attacksOnly) {
        int x = from % w;
        int y = from / w;
        for (int[] v : Kinds.ALL8) {
            for (int dist = 1; dist <= m.kind.catRange; dist++) {
                int tx = x + v[0] * dist;
                int ty = y + v[1] * dist;
                if (!on(tx, ty)) {
                    break;
                }
                int t = tx + ty * w;
                Man target = board[t];
                if (target != null && target.side == m.side) {
                    continue; // jumps on; cannot land here
                }
                List<Integer> enemies = new ArrayList<>();
                for (int i = 1; i < dist; i++) {
                    int p = (x + v[0] * i) + (y + v[1] * i) * w;
                    if (board[p] != null && board[p].side != m.side) {
                        enemies.add(p);
                    }
                }
                for (int mask = 0; mask < (1 << enemies.size()); mask++) {
                    if (mask == 0) {
                        plain(out, m, from, t, seen, attacksOnly);
                        continue;
                    }
                    int[] extras = new int[Integer.bitCount(mask)];
                    int j = 0;
                    for (int i = 0; i < enemies.size(); i++) {
                        if ((mask & (1 << i)) != 0) {
                            extras[j++] = enemies.get(i);
                        }
                    }
                    emit(out, m, from, t, extras, -1, ReferenceMove.NONE, -1, attacksOnly);
                }
            }
        }
    }

    private boolean isEnemy(int t, int mySide) {
        return board[t] != null && board[t].side != mySide;
    }

    private void pawnMoves(List<ReferenceMove> out, Man m, int from, boolean attacksOnly) {
        int x = from % w;
        int y = from / w;
        int fwd = m.side == 0 ? 1 : -1;
        int rel = m.side == 0 ? y : h - 1 - y; // 0 = own first rank
        Kind.PawnStyle style = m.kind.pawn;

        // Straight non-capturing advances.
        if (!attacksOnly && on(x, y + fwd)) {
            int maxSteps = 1;
            if (style == Kind.PawnStyle.FIDE && rel == 1) {
                maxSteps = 2;
            } else if (style == Kind.PawnStyle.CHESS_AND_A_HALF && !m.moved) {
                maxSteps = 4;
            }
            for (int n = 1; n <= maxSteps; n++) {
                if (!on(x, y + n * fwd) || board[x + (y + n * fwd) * w] != null) {
                    break;
                }
                int t = x + (y + n * fwd) * w;
                int[] passed = new int[n - 1];
                for (int i = 1; i < n; i++) {
                    passed[i - 1] = x + (y + i * fwd) * w;
                }
                emit(out, m, from, t, ReferenceMove.NONE, -1, passed, n > 1 ? t : -1, false);
            }
        }
        // Chess and a Half: sideways step once on rank 7 or beyond, onto an empty square.
        if (!attacksOnly && style == Kind.PawnStyle.CHESS_AND_A_HALF && rel >= 6) {
            for (int dx = -1; dx <= 1; dx += 2) {
                if (on(x + dx, y) && board[x + dx + y * w] == null) {
                    emit(out, m, from, x + dx + y * w, ReferenceMove.NONE, -1, ReferenceMove.NONE, -1, false);
                }
            }
        }
        // Diagonal captures, including en passant onto any e.p. square.
        for (int dx = -1; dx <= 1; dx += 2) {
            if (!on(round(x + dx), y + fwd)) {
                continue;
            }
            int t = round(x + dx) + (y + fwd) * w;
            if (isEnemy(t, m.side)) {
                emit(out, m, from, t, ReferenceMove.NONE, -1, ReferenceMove.NONE, -1, attacksOnly);
            } else if (!attacksOnly && board[t] == null && epVictim >= 0 && contains(epSquares, t)
                    && board[epVictim] != null && board[epVictim].side != m.side && board[epVictim].kind.isPawn()) {
                emit(out, m, from, t, ReferenceMove.NONE, epVictim, ReferenceMove.NONE, -1, false);
            }
        }
        // Nearlydouble: the Eurofighter double step from the own 3rd or 4th rank.
        if (style == Kind.PawnStyle.EUROFIGHTER && (rel == 2 || rel == 3)) {
            for (int dx1 = -1; dx1 <= 1; dx1++) {
                int x1 = x + dx1;
                int y1 = y + fwd;
                if (!on(x1, y1)) {
                    continue;
                }
                int s1 = x1 + y1 * w;
                boolean capture1 = dx1 != 0;
                if (capture1 ? !isEnemy(s1, m.side) : board[s1] != null) {
                    continue;
                }
                for (int dx2 = -1; dx2 <= 1; dx2++) {
                    int x2 = x1 + dx2;
                    int y2 = y1 + fwd;
                    if (!on(x2, y2)) {
                        continue;
                    }
                    int s2 = x2 + y2 * w;
                    boolean capture2 = dx2 != 0;
                    if (capture2 ? !isEnemy(s2, m.side) : board[s2] != null) {
                        continue;
                    }
                    int[] extras = capture1 ? new int[] {s1} : ReferenceMove.NONE;
                    emit(out, m, from, s2, extras, -1, new int[] {s1}, s2, attacksOnly);
                }
            }
        }
    }

    private static boolean contains(int[] a, int v) {
        for (int x : a) {
            if (x == v) {
                return true;
            }
        }
        return false;
    }

    private void castlings(List<ReferenceMove> out) {
        if (game.castling == ReferenceGame.Castling.NONE) {
            return;
        }
        int king = -1;
        for (int s = 0; s < board.length; s++) {
            if (board[s] != null && board[s].side == side && board[s].kind.royal) {
                king = s;
            }
        }
        if (king < 0 || attacked(king, 1 - side)) {
            return;
        }
        int kx = king % w;
        int ky = king / w;
        for (int r = 0; r < board.length; r++) {
            if (!castle[r] || board[r] == null || board[r].side != side || r / w != ky || r == king) {
                continue;
            }
            int rx = r % w;
            int dir = rx > kx ? 1 : -1;
            int dist = Math.abs(rx - kx);
            List<Integer> targets = new ArrayList<>();
            switch (game.castling) {
                case FIDE:
                    targets.add(kx + 2 * dir);
                    break;
                case FLEXIBLE:
                    for (int k = 1; k < dist; k++) {
                        targets.add(kx + k * dir);
                    }
                    break;
                case NEARLYDOUBLE:
                    targets.add(rx - 2 * dir);
                    break;
                default:
                    break;
            }
            for (int ktx : targets) {
                int rtx = ktx - dir;
                if (ktx < 0 || ktx >= w || rtx < 0 || rtx >= w || ktx == kx) {
                    continue;
                }
                // Every square spanned by King and Rook, before and after, other than their own, is empty.
                int lo = Math.min(Math.min(kx, rx), Math.min(ktx, rtx));
                int hi = Math.max(Math.max(kx, rx), Math.max(ktx, rtx));
                boolean clear = true;
                for (int xx = lo; xx <= hi && clear; xx++) {
                    if (xx != kx && xx != rx && board[xx + ky * w] != null) {
                        clear = false;
                    }
                }
                if (!clear) {
                    continue;
                }
                // The King may not pass through or land on an attacked square (King still at home).
                boolean safe = true;
                for (int xx = kx + dir; safe; xx += dir) {
                    if (attackedWithDummy(xx + ky * w)) {
                        safe = false;
                    }
                    if (xx == ktx) {
                        break;
                    }
                }
                if (!safe) {
                    continue;
                }
                String text = sq(king) + sq(ktx + ky * w) + (Math.abs(ktx - kx) == 1 ? "O" : "");
                out.add(new ReferenceMove(king, ktx + ky * w, null, ReferenceMove.NONE, -1, null, false, r,
                        rtx + ky * w, ReferenceMove.NONE, -1, text));
            }
        }
    }

    /** Is the (empty) square attacked by the opponent if a man of the side to move stood on it? */
    private boolean attackedWithDummy(int s) {
        Man before = board[s];
        if (before != null) {
            return attacked(s, 1 - side);
        }
        board[s] = new Man(side, Kinds.GUARD, false, true);
        try {
            return attacked(s, 1 - side);
        } finally {
            board[s] = before;
        }
    }

    private void drops(List<ReferenceMove> out) {
        if (!game.drops) {
            return;
        }
        int ownLast = side == 0 ? h - 1 : 0;
        for (int i = 0; i < game.kinds.size(); i++) {
            if (hand[side][i] == 0) {
                continue;
            }
            Kind k = game.kinds.get(i);
            for (int t = 0; t < board.length; t++) {
                if (board[t] != null || (k.isPawn() && t / w == ownLast)) {
                    continue;
                }
                out.add(new ReferenceMove(-1, t, k, ReferenceMove.NONE, -1, null, false, -1, -1, ReferenceMove.NONE,
                        -1, game.id(k).toUpperCase() + "@" + sq(t)));
            }
        }
    }

    /** Could a pseudo-legal move of {@code by} capture on square {@code target} (which holds a man)? */
    boolean attacked(int target, int by) {
        List<ReferenceMove> tmp = new ArrayList<>();
        for (int s = 0; s < board.length; s++) {
            Man m = board[s];
            if (m == null || m.side != by) {
                continue;
            }
            tmp.clear();
            manMoves(s, m, tmp, true);
            for (ReferenceMove mv : tmp) {
                if (mv.to == target || contains(mv.extraCaptures, target)) {
                    return true;
                }
            }
        }
        return false;
    }

    boolean royalAttacked(int s) {
        for (int sq = 0; sq < board.length; sq++) {
            Man m = board[sq];
            if (m != null && m.side == s && m.kind.royal && attacked(sq, 1 - s)) {
                return true;
            }
        }
        return false;
    }

    // =====================================================================================
    // Making moves (copy-make)
    // =====================================================================================

    public ReferencePosition play(ReferenceMove mv) {
        Man[] b = board.clone();
        int[][] hd = {hand[0].clone(), hand[1].clone()};
        boolean[] cr = castle.clone();
        boolean resetClock = false;
        if (mv.drop != null) {
            b[mv.to] = new Man(side, mv.drop, false, true);
            hd[side][game.kindIndex(mv.drop)]--;
        } else if (mv.isCastle()) {
            Man king = b[mv.from];
            Man rook = b[mv.rookFrom];
            b[mv.from] = null;
            b[mv.rookFrom] = null;
            b[mv.to] = new Man(side, king.kind, king.promoted, true);
            b[mv.rookTo] = new Man(side, rook.kind, rook.promoted, true);
            cr[mv.from] = false; // the squares left empty keep no right for a man arriving later
            cr[mv.rookFrom] = false;
            clearRights(b, cr, side);
        } else {
            Man m = b[mv.from];
            List<Integer> victims = new ArrayList<>();
            if (b[mv.to] != null) {
                victims.add(mv.to);
            }
            for (int e : mv.extraCaptures) {
                victims.add(e);
            }
            if (mv.epVictim >= 0) {
                victims.add(mv.epVictim);
            }
            for (int v : victims) {
                Man c = b[v];
                if (c == null) {
                    continue;
                }
                resetClock = true;
                if (game.drops) {
                    hd[side][game.kindIndex(c.kind)]++;
                }
                b[v] = null;
                cr[v] = false;
            }
            if (m.kind.isPawn() && mv.from / w != mv.to / w) {
                resetClock = true; // sideways Pawn steps do not reset the clock
            }
            if (m.kind.royal) {
                clearRights(b, cr, side);
            }
            cr[mv.from] = false;
            b[mv.from] = null;
            Kind nk = mv.promotion != null ? mv.promotion : m.kind;
            b[mv.to] = new Man(side, nk, m.promoted || mv.promotion != null, true);
        }
        return new ReferencePosition(game, b, hd, 1 - side, cr, mv.newEpSquares, mv.newEpVictim,
                resetClock ? 0 : halfmove + 1, side == 1 ? fullmove + 1 : fullmove);
    }

    private static void clearRights(Man[] b, boolean[] cr, int s) {
        for (int i = 0; i < cr.length; i++) {
            if (cr[i] && b[i] != null && b[i].side == s) {
                cr[i] = false;
            }
        }
    }

    // =====================================================================================
    // FEN
    // =====================================================================================

    static ReferencePosition parse(ReferenceGame game, String fen) {
        String[] f = fen.trim().split("\\s+");
        if (f.length < 2) {
            throw new IllegalArgumentException("FEN needs at least board and side: " + fen);
        }
        int w = game.width;
        int h = game.height;
        String boardField = f[0];
        String holdings = null;
        int br = boardField.indexOf('[');
        if (br >= 0) {
            if (!boardField.endsWith("]")) {
                throw new IllegalArgumentException("bad holdings: " + boardField);
            }
            holdings = boardField.substring(br + 1, boardField.length() - 1);
            boardField = boardField.substring(0, br);
        }
        Man[] board = new Man[w * h];
        String[] ranks = boardField.split("/");
        if (ranks.length != h) {
            throw new IllegalArgumentException("expected " + h + " ranks: " + fen);
        }
        for (int r = 0; r < h; r++) {
            int y = h - 1 - r;
            String s = ranks[r];
            int x = 0;
            int i = 0;
            while (i < s.length()) {
                char c = s.charAt(i);
                if (Character.isDigit(c)) {
                    int j = i;
                    while (j < s.length() && Character.isDigit(s.charAt(j))) {
                        j++;
                    }
                    x += Integer.parseInt(s.substring(i, j));
                    i = j;
                    continue;
                }
                String id;
                if (c == '(') {
                    int j = s.indexOf(')', i);
                    id = s.substring(i + 1, j);
                    i = j + 1;
                } else {
                    id = String.valueOf(c);
                    i++;
                }
                boolean promoted = false;
                if (i < s.length() && s.charAt(i) == '~') {
                    promoted = true;
                    i++;
                }
                int manSide = Character.isUpperCase(id.charAt(0)) ? 0 : 1;
                Kind k = game.kindById.get(id.toUpperCase());
                if (k == null) {
                    throw new IllegalArgumentException("unknown id " + id + " in " + fen);
                }
                if (x >= w) {
                    throw new IllegalArgumentException("rank too long: " + s);
                }
                int sqi = x + y * w;
                boolean markedMoved = i < s.length() && s.charAt(i) == '\'';
                if (markedMoved) {
                    i++;
                }
                boolean unmoved = !promoted && !markedMoved && (game.startBoard == null
                        || (game.startBoard[sqi] != null && game.startBoard[sqi].kind == k
                        && game.startBoard[sqi].side == manSide));
                board[sqi] = new Man(manSide, k, promoted, !unmoved);
                x++;
            }
            if (x != w) {
                throw new IllegalArgumentException("rank " + (y + 1) + " has " + x + " files, expected " + w + ": " + fen);
            }
        }
        int[][] hand = new int[2][game.kinds.size()];
        if (holdings != null) {
            int i = 0;
            while (i < holdings.length()) {
                String id;
                if (holdings.charAt(i) == '(') {
                    int j = holdings.indexOf(')', i);
                    id = holdings.substring(i + 1, j);
                    i = j + 1;
                } else {
                    id = String.valueOf(holdings.charAt(i));
                    i++;
                }
                if (id.equals("-")) {
                    continue;
                }
                int s = Character.isUpperCase(id.charAt(0)) ? 0 : 1;
                Kind k = game.kindById.get(id.toUpperCase());
                if (k == null) {
                    throw new IllegalArgumentException("unknown id in holdings: " + id);
                }
                hand[s][game.kindIndex(k)]++;
            }
        }
        int side;
        if (f[1].equals("w")) {
            side = 0;
        } else if (f[1].equals("b")) {
            side = 1;
        } else {
            throw new IllegalArgumentException("side must be w or b: " + fen);
        }
        boolean[] castle = new boolean[w * h];
        ReferencePosition tmp = new ReferencePosition(game, board, hand, side, castle, ReferenceMove.NONE, -1, 0, 1);
        if (f.length > 2 && !f[2].equals("-")) {
            for (char c : f[2].toCharArray()) {
                tmp.parseCastlingRight(c);
            }
        }
        int[] ep = ReferenceMove.NONE;
        int victim = -1;
        if (f.length > 3 && !f[3].equals("-")) {
            String e = f[3];
            String victimText = null;
            int gt = e.indexOf('>');
            if (gt >= 0) {
                victimText = e.substring(gt + 1);
                e = e.substring(0, gt);
            }
            List<Integer> squares = new ArrayList<>();
            int i = 0;
            while (i < e.length()) {
                int j = i + 1;
                while (j < e.length() && Character.isDigit(e.charAt(j))) {
                    j++;
                }
                squares.add(tmp.parseSquare(e.substring(i, j)));
                i = j;
            }
            ep = squares.stream().mapToInt(Integer::intValue).toArray();
            if (victimText != null) {
                victim = tmp.parseSquare(victimText);
            } else {
                int last = ep[ep.length - 1];
                int moverFwd = side == 0 ? -1 : 1;
                victim = last + moverFwd * w;
            }
        }
        int half = f.length > 4 ? Integer.parseInt(f[4]) : 0;
        int full = f.length > 5 ? Integer.parseInt(f[5]) : 1;
        return new ReferencePosition(game, board, hand, side, castle, ep, victim, half, full);
    }

    int parseSquare(String s) {
        int x = s.charAt(0) - 'a';
        int y = Integer.parseInt(s.substring(1)) - 1;
        if (!on(x, y)) {
            throw new IllegalArgumentException("bad square " + s);
        }
        return x + y * w;
    }

    private int royalSquare(int s) {
        for (int i = 0; i < board.length; i++) {
            if (board[i] != null && board[i].side == s && board[i].kind.royal) {
                return i;
            }
        }
        return -1;
    }

    /**
     * K/Q (k/q) name the outermost castling-partner man on that side of the King (X-FEN); other
     * letters, and K/Q in games whose rights are written as files, name the partner's file.
     */
    private void parseCastlingRight(char c) {
        int s = Character.isUpperCase(c) ? 0 : 1;
        int king = royalSquare(s);
        if (king < 0) {
            throw new IllegalArgumentException("castling right without a King: " + c);
        }
        int ky = king / w;
        int kx = king % w;
        char u = Character.toUpperCase(c);
        int rookX = -1;
        boolean kq = (u == 'K' || u == 'Q') && (!game.castlingAsFiles || u - 'A' >= w);
        if (kq) {
            int dir = u == 'K' ? 1 : -1;
            for (int x = kx + dir; x >= 0 && x < w; x += dir) {
                Man m = board[x + ky * w];
                if (m != null && m.side == s && m.kind == game.castleKind[s]) {
                    rookX = x; // outermost
                }
            }
        } else {
            rookX = u - 'A';
        }
        if (rookX < 0 || rookX >= w || board[rookX + ky * w] == null || board[rookX + ky * w].side != s) {
            throw new IllegalArgumentException("no castling partner for right " + c);
        }
        castle[rookX + ky * w] = true;
    }

    /** This position in our FEN. */
    /** A man whose first-move powers are gone though he stands where he started. */
    private boolean movedOnStart(Man m, int sq) {
        boolean firstMovePowers = m.kind.knightDoubleLeap || m.kind.pawn == Kind.PawnStyle.CHESS_AND_A_HALF;
        return m.moved && !m.promoted && firstMovePowers && game.startBoard != null && game.startBoard[sq] != null
                && game.startBoard[sq].kind == m.kind && game.startBoard[sq].side == m.side;
    }

    public String toFen() {
        StringBuilder sb = new StringBuilder();
        for (int y = h - 1; y >= 0; y--) {
            int empty = 0;
            for (int x = 0; x < w; x++) {
                Man m = board[x + y * w];
                if (m == null) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                sb.append(idText(game.id(m.kind), m.side));
                if (m.promoted) {
                    sb.append('~');
                }
                if (movedOnStart(m, x + y * w)) {
                    sb.append('\'');  // moved, though on its start square (the runtime's FEN mark)
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (y > 0) {
                sb.append('/');
            }
        }
        if (game.drops) {
            sb.append('[');
            for (int s = 0; s < 2; s++) {
                for (int i = 0; i < game.kinds.size(); i++) {
                    for (int n = 0; n < hand[s][i]; n++) {
                        sb.append(idText(game.id(game.kinds.get(i)), s));
                    }
                }
            }
            sb.append(']');
        }
        sb.append(' ').append(side == 0 ? 'w' : 'b').append(' ');
        StringBuilder cr = new StringBuilder();
        for (int s = 0; s < 2; s++) {
            int king = royalSquare(s);
            List<Character> right = new ArrayList<>();
            List<Character> left = new ArrayList<>();
            for (int i = 0; i < castle.length; i++) {
                if (!castle[i] || board[i] == null || board[i].side != s) {
                    continue;
                }
                char c;
                if (game.castlingAsFiles || king < 0) {
                    c = (char) ('A' + i % w);
                } else {
                    c = i % w > king % w ? 'K' : 'Q';
                }
                if (s == 1) {
                    c = Character.toLowerCase(c);
                }
                if (king >= 0 && i % w > king % w) {
                    right.add(c);
                } else {
                    left.add(c);
                }
            }
            if (game.castlingAsFiles) {
                // file letters in file order
                List<Character> all = new ArrayList<>(left);
                all.addAll(right);
                all.sort(null);
                all.forEach(cr::append);
            } else {
                right.forEach(cr::append);
                left.forEach(cr::append);
            }
        }
        sb.append(cr.length() == 0 ? "-" : cr.toString()).append(' ');
        if (epSquares.length == 0) {
            sb.append('-');
        } else {
            for (int e : epSquares) {
                sb.append(sq(e));
            }
            int moverFwd = side == 0 ? -1 : 1;
            int defaultVictim = epSquares[epSquares.length - 1] + moverFwd * w;
            if (epVictim != defaultVictim) {
                sb.append('>').append(sq(epVictim));
            }
        }
        sb.append(' ').append(halfmove).append(' ').append(fullmove);
        return sb.toString();
    }

    private static String idText(String id, int s) {
        String t = s == 0 ? id.toUpperCase() : id.toLowerCase();
        return t.length() == 1 ? t : "(" + t + ")";
    }

    @Override
    public String toString() {
        return toFen();
    }

    /** A readable diagram, White at the bottom. */
    public String diagram() {
        StringBuilder sb = new StringBuilder();
        for (int y = h - 1; y >= 0; y--) {
            sb.append(String.format("%2d ", y + 1));
            for (int x = 0; x < w; x++) {
                Man m = board[x + y * w];
                String t = m == null ? "." : idText(game.id(m.kind), m.side).replace("(", "").replace(")", "");
                sb.append(String.format("%-3s", t));
            }
            sb.append('\n');
        }
        sb.append("   ");
        for (int x = 0; x < w; x++) {
            sb.append(String.format("%-3s", (char) ('a' + x)));
        }
        return sb.append('\n').toString();
    }
}
