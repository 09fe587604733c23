package org.variantc.runtime.moves;

import org.variantc.runtime.position.CaptureEffect;
import org.variantc.runtime.position.Mailbox;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.position.Man;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.MoveSelection;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.position.Ring;
import org.variantc.runtime.rules.CastlingMove;
import org.variantc.runtime.rules.Explosion;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.Petrification;
import org.variantc.runtime.rules.Step;
import org.variantc.runtime.rules.VariantRules;

/**
 * What a capture does besides removing its victim, prepared once per {@link Rulebook} for every
 * engine: the explosion ({@link Explosion}) and the petrification ({@link Petrification}) made
 * with the move, and the legality that follows from them.
 *
 * <p>Legality is judged here, by making each pseudo-legal move and looking at the result, for
 * the table engine and every generated engine alike: the generator's pseudo-legal moves pass
 * through {@link #generateLegal}, so both play the same rule from one derivation. A move is
 * illegal when it removes the mover's last royal man (blown up or turned to stone), legal when it
 * removes the enemy's last one, and otherwise legal when no royal man of the mover is left
 * attacked, where a royal man touching an enemy royal man is not attacked in an exploding game
 * and a royal man that would turn to stone by capturing attacks nothing. With
 * {@link Explosion#checkIgnored()} every pseudo-legal move is legal. Castling is derived here
 * too, by the same notion of attack. A side without royal men has lost: no moves then.
 */
public final class CaptureEffects implements CaptureEffect {
    private final Explosion explosion;
    private final long petrifies;
    private final boolean[] royal;
    private final int[][] around;

    private CaptureEffects(VariantRules rules, boolean[] royal) {
        this.explosion = rules.captures().explosion();
        this.petrifies = rules.captures().petrification() == null ? 0 : rules.captures().petrification().types();
        this.royal = royal;
        around = Ring.aroundEach(rules.files(), rules.ranks());
    }

    /** The prepared effects, or null when a capture only removes its victim. */
    public static CaptureEffects of(VariantRules rules, boolean[] royal) {
        return rules.captures().explosion() == null && rules.captures().petrification() == null ? null : new CaptureEffects(rules, royal);
    }

    // ---- made with the move ----

    /** After a capture whose capturer now stands on {@code to}: the blast, then the stone. */
    public void afterCapture(Position pos, int to) {
        int[] board = Mailbox.squares(pos);
        if (explosion != null) {
            for (int sq : around[to]) {
                int v = board[sq];
                if (v != 0 && v != Man.WALL && !Explosion.has(explosion.spared() | explosion.immune(), Man.type(v))) {
                    pos.capture(sq, (v & 1) ^ 1);
                }
            }
            if (!Explosion.has(explosion.immune(), Man.type(board[to]))) {
                pos.capture(to, (board[to] & 1) ^ 1);
            }
        }
        int v = board[to];
        if (v != 0 && v != Man.WALL && Explosion.has(petrifies, Man.type(v))) {
            pos.petrify(to);
        }
    }

    // ---- the end of the game ----

    /** The side that has no royal man left (the side that just moved first), or -1. */
    public int royalLost(Position pos) {
        for (int s : new int[] {pos.side() ^ 1, pos.side()}) {
            if (royalCount(pos, s) == 0) {
                return s;
            }
        }
        return -1;
    }

    private int royalCount(Position pos, int s) {
        int n = 0;
        for (int t = 0; t < royal.length; t++) {
            if (royal[t]) {
                n += pos.count(s, t);
            }
        }
        return n;
    }

    // ---- legality ----

    @Override
    public void generateLegal(Position pos, MoveList out, MoveSelection selection) {
        out.clear();
        if (royalLost(pos) >= 0 || GoalRace.ended(pos)) {
            return;
        }
        pos.book.generator().generatePseudoLegal(pos, out);
        out.retain(m -> Move.kind(m) != Move.CASTLE && selection.keeps(pos, m) && !hitsWall(pos, m)
                && !breaksTruce(pos, m) && leavesRoyalsSafe(pos, m));
        castlings(pos, out);
    }

    /** A wall is nobody's man: a move may not capture it, though a generator sees a man there. */
    private static boolean hitsWall(Position pos, long m) {
        if (Move.kind(m) == Move.DROP) {
            return false;
        }
        if (pos.board(Move.to(m)) == Man.WALL) {
            return true;
        }
        if (Move.kind(m) == Move.PATH) {
            Path path = pos.book.path(m, pos.side());
            for (int k = 0; k < path.squares().length - 1; k++) {
                if (path.conditions()[k] == Step.CAPTURE && pos.board(path.squares()[k]) == Man.WALL) {
                    return true;
                }
            }
        }
        return false;
    }

    /** A man of a truce type may not capture a man of its own type (Atomar's Kings). */
    private boolean breaksTruce(Position pos, long m) {
        if (explosion == null || Move.kind(m) == Move.DROP || !Explosion.has(explosion.truce(), Move.type(m))) {
            return false;
        }
        int victim = pos.board(Move.to(m));
        return victim != 0 && Man.type(victim) == Move.type(m);
    }

    private boolean leavesRoyalsSafe(Position pos, long m) {
        if (checkIgnored()) {
            return true;
        }
        int us = pos.side();
        pos.make(m);
        boolean safe = royalCount(pos, us) > 0 && (royalCount(pos, us ^ 1) == 0 || !inCheck(pos, us));
        pos.unmake();
        return safe;
    }

    private boolean checkIgnored() {
        return explosion != null && explosion.checkIgnored();
    }

    /** Whether a royal man of {@code side} is attacked, as these rules understand attack. */
    public boolean inCheck(Position pos, int side) {
        if (checkIgnored()) {
            return false;
        }
        int[] l = Mailbox.men(pos, side);
        for (int i = 0; i < pos.listSize(side); i++) {
            int sq = l[i];
            if (royal[Man.type(pos.board(sq))] && attacked(pos, sq, side ^ 1)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@code by} could capture on {@code sq}, {@code sq} being a royal man's square (or
     * one a royal man crosses): not when an enemy royal man touches it in an exploding game, and
     * not by a royal man that would turn to stone.
     */
    private boolean attacked(Position pos, int sq, int by) {
        if (explosion != null && touchesRoyal(pos, sq, by)) {
            return false;
        }
        if (petrifies == 0) {
            return pos.isAttacked(sq, by);
        }
        // Stand-ins that block lines but attack nothing, for royal men that may not capture.
        int[] board = Mailbox.squares(pos);
        int[] l = Mailbox.men(pos, by);
        int n = pos.listSize(by);
        int[] saved = new int[n];
        for (int i = 0; i < n; i++) {
            int v = board[l[i]];
            saved[i] = v;
            if (royal[Man.type(v)] && Explosion.has(petrifies, Man.type(v))) {
                board[l[i]] = Man.WALL;
            }
        }
        boolean attacked = pos.isAttacked(sq, by);
        for (int i = 0; i < n; i++) {
            board[l[i]] = saved[i];
        }
        return attacked;
    }

    private boolean touchesRoyal(Position pos, int sq, int side) {
        for (int n : around[sq]) {
            int v = pos.board(n);
            if (v != 0 && v != Man.WALL && (v & 1) == side && royal[Man.type(v)]) {
                return true;
            }
        }
        return false;
    }

    /**
     * The castlings of the side to move: both men unmoved, the squares between them empty, and,
     * unless check is ignored, the King's square and those it crosses not attacked (judged with
     * the King lifted off) and the King safe where it lands.
     */
    private void castlings(Position pos, MoveList out) {
        Rulebook book = pos.book;
        int us = pos.side();
        int[] board = Mailbox.squares(pos);
        next:
        for (int ci = 0; ci < book.castlings.length; ci++) {
            CastlingMove c = book.castlings[ci];
            int king = board[c.kingFrom()];
            int rook = board[c.rookFrom()];
            if (c.side() != us || !unmoved(king, us) || !unmoved(rook, us)) {
                continue;
            }
            for (int sq : book.castlingEmpty[ci]) {
                if (board[sq] != 0) {
                    continue next;
                }
            }
            long move = Move.of(c.kingFrom(), c.kingTo(), Man.type(king), Move.CASTLE, ci);
            if (!checkIgnored()) {
                board[c.kingFrom()] = 0;
                boolean crossed = false;
                for (int sq : book.castlingKingPath[ci]) {
                    crossed |= sq != c.kingTo() && attacked(pos, sq, us ^ 1);
                }
                board[c.kingFrom()] = king;
                if (crossed || !leavesRoyalsSafe(pos, move)) {
                    continue;
                }
            }
            out.add(move);
        }
    }

    private static boolean unmoved(int value, int side) {
        return value != 0 && value != Man.WALL && (value & 1) == side && (value & Man.VIRGIN) != 0;
    }
}
