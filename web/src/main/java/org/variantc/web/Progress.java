package org.variantc.web;

import org.teavm.jso.JSBody;
import org.variantc.runtime.search.SearchInfo;

/**
 * A running search's report to whoever listens: the page's worker sets
 * {@code self.variantcProgress(json)} and posts each report to the page, which shows depth,
 * score and the best move so far, and can play that move at once ("Move now").
 *
 * <pre>{"depth": 5, "score": 25, "mate": 0, "nodes": 41234, "millis": 1800, "pv": ["e2e4", "e7e5"]}</pre>
 */
final class Progress {
    private Progress() {
    }

    static void report(SearchInfo info) {
        send(json(info));
    }

    static String json(SearchInfo info) {
        StringBuilder sb = new StringBuilder("{\"depth\":").append(info.depth())
                .append(",\"score\":").append(info.score())
                .append(",\"mate\":").append(info.mateIn())
                .append(",\"nodes\":").append(info.nodes())
                .append(",\"millis\":").append(info.millis())
                .append(",\"pv\":[");
        for (int i = 0; i < info.pv().size(); i++) {
            sb.append(i == 0 ? "" : ",").append(Json.string(info.pv().get(i)));
        }
        return sb.append("]}").toString();
    }

    @JSBody(params = "json", script = "if (typeof self.variantcProgress === 'function') { self.variantcProgress(json); }")
    private static native void send(String json);
}
