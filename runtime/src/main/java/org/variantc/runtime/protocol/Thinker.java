package org.variantc.runtime.protocol;

import java.util.function.Consumer;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.search.Limits;
import org.variantc.runtime.search.Search;
import org.variantc.runtime.search.SearchInfo;
import org.variantc.runtime.search.SearchResult;

/**
 * Runs one search at a time on a background thread, so a protocol keeps reading commands
 * (stop, isready, ?) while the engine thinks.
 */
final class Thinker {
    private final Search search;
    private Thread thread;

    Thinker(Search search) {
        this.search = search;
    }

    Search search() {
        return search;
    }

    /** Starts thinking on {@code position} (which the search owns until it finishes). */
    synchronized void start(Position position, Limits limits, Consumer<SearchInfo> info, Consumer<SearchResult> done) {
        stop();
        search.prepare();
        thread = new Thread(() -> {
            SearchResult result;
            try {
                result = search.run(position, limits, info);
            } catch (RuntimeException e) {
                result = null;
            }
            done.accept(result);
        }, "search");
        thread.setDaemon(true);
        thread.start();
    }

    /** Stops the search, if any, and waits until it has reported. */
    synchronized void stop() {
        if (thread != null) {
            search.stop();
            join();
        }
    }

    /** Waits for the search to finish by itself. */
    synchronized void join() {
        if (thread != null) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            thread = null;
        }
    }

    synchronized boolean thinking() {
        return thread != null && thread.isAlive();
    }
}
