package org.variantc.runtime.position;

import org.variantc.runtime.rules.Burning;

/**
 * The Fire Demon's burning ({@link Burning}) made with a move, prepared once per {@link Rulebook}:
 * the eight squares around each square, and the burning types. Made through the position's own
 * changes, so unmake takes it back and the hash follows.
 */
public final class Burns {
    private final Burning rule;
    private final int[][] around;

    Burns(Burning rule, int files, int ranks) {
        this.rule = rule;
        around = Ring.aroundEach(files, ranks);
    }

    /** Whether a man of {@code type} burns. */
    public boolean burns(int type) {
        return rule.burns(type);
    }

    /**
     * After {@code us}'s man of {@code type} (its type before the move) ended its move on
     * {@code to}: burnt there if a burner that burns it stands beside it, else, a burner, it burns
     * every enemy beside it. Returns whether a man was removed.
     */
    boolean afterMove(Position pos, int us, int type, int to) {
        if (besideBurner(pos, us, to)) {
            pos.capture(to, us ^ 1);
            return true;
        }
        if (!rule.burns(type)) {
            return false;
        }
        boolean burnt = false;
        for (int sq : around[to]) {
            int v = pos.board(sq);
            if (v != 0 && v != Man.WALL && (v & 1) != us) {
                pos.capture(sq, us);
                burnt = true;
            }
        }
        return burnt;
    }

    /** The enemy men a burner of {@code us} landing on {@code to} would burn, as squares; empty if it is burnt there. */
    public int[] victims(Position pos, int us, int to) {
        if (besideBurner(pos, us, to)) {
            return new int[0];
        }
        return java.util.Arrays.stream(around[to])
                .filter(sq -> pos.board(sq) != 0 && pos.board(sq) != Man.WALL && (pos.board(sq) & 1) != us).toArray();
    }

    /** Whether a burner that burns {@code us}'s men stands beside {@code sq}: an enemy one, or, {@link Burning#ownToo()}, any. */
    public boolean besideBurner(Position pos, int us, int sq) {
        for (int n : around[sq]) {
            int v = pos.board(n);
            if (v != 0 && v != Man.WALL && ((v & 1) != us || rule.ownToo()) && rule.burns(Man.type(v))) {
                return true;
            }
        }
        return false;
    }
}
