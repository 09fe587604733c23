package org.variantc.runtime.match;

import org.variantc.runtime.protocol.Game;
import org.variantc.runtime.search.Limits;
import org.variantc.runtime.search.Search;
import org.variantc.runtime.search.SearchResult;

/**
 * Our engine as a match player. {@code depth} or {@code nodes} (when > 0) fix the effort per
 * move; otherwise it plays on the match clock.
 */
public final class SearchPlayer implements Player {
    private final String name;
    private final int depth;
    private final long nodes;
    private final int hashMegabytes;
    private Search search;

    public SearchPlayer(String name, int depth, long nodes, int hashMegabytes) {
        this.name = name;
        this.depth = depth;
        this.nodes = nodes;
        this.hashMegabytes = hashMegabytes;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public boolean playsOnTheClock() {
        return depth == 0 && nodes == 0;
    }

    @Override
    public void newGame(Game game) {
        if (search == null) {
            search = new Search(game.rulebook(), hashMegabytes);
        } else {
            search.table().clear();
        }
    }

    @Override
    public String move(Game game, MatchClock clock) {
        int side = game.position().sideToMove();
        Limits limits = depth > 0 || nodes > 0 ? new Limits(depth, nodes, 0, 0, 0, 0)
                : clock.moveTime() > 0 ? Limits.moveTime(clock.moveTime())
                : Limits.clock(Math.max(1, clock.remaining(side)), clock.increment(), 0);
        SearchResult result = search.search(game.copy(), limits, null);
        if (result.bestText() == null) {
            throw new PlayerException("no move in a finished game");
        }
        return result.bestText();
    }

    @Override
    public void close() {
        search = null;
    }
}
