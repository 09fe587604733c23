package org.variantc.web;

import java.util.function.Consumer;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.search.Limits;
import org.variantc.runtime.search.Search;
import org.variantc.runtime.search.SearchInfo;
import org.variantc.runtime.search.SearchResult;
import org.variantc.runtime.search.TranspositionTable;

/**
 * The computer's move for the page: the engine's own search ({@link Search}), bounded by
 * positions and plies because the browser has no threads to stop it on a clock. Each move gets
 * a fresh search, so the same position and strength always give the same move, here and on the
 * JVM (the browser test relies on it).
 */
public final class Opponent {
    /** Shown by the page beside the strength setting. */
    public static final String LABEL = "variantc engine (iterative-deepening search; strength 1–3: up to "
            + nodes(1) / 1000 + "k, " + nodes(2) / 1000 + "k, " + nodes(3) / 1000 + "k positions a move)";
    /** A small table: the page searches few positions, and allocating it is part of every move. */
    public static final int HASH_MEGABYTES = 1;

    private Opponent() {
    }

    /** What one move may search at a strength, clamped to 1–3. */
    public static Limits limits(int strength) {
        int level = Math.max(1, Math.min(3, strength));
        return new Limits(level == 1 ? 4 : 0, nodes(level), 0, 0, 0, 0);
    }

    private static long nodes(int level) {
        return level == 1 ? 5_000 : level == 2 ? 25_000 : 100_000;
    }

    /** A fresh search of {@code pos} (played on and restored) at {@code strength}. */
    public static SearchResult think(Position pos, int strength) {
        return think(pos, strength, null);
    }

    /** The same search, telling {@code listener} (may be null) of each finished iteration; the move found is the same. */
    public static SearchResult think(Position pos, int strength, Consumer<SearchInfo> listener) {
        return new Search(pos.rulebook(), new TranspositionTable(HASH_MEGABYTES)).search(pos, limits(strength), listener);
    }
}
