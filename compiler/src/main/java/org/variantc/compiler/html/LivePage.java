package org.variantc.compiler.html;

/**
 * The page {@code variantc serve} shows: the page {@code html} writes, or the checker's report
 * while the file does not compile, each with a script that asks the server for the file's
 * version and reloads when it changes. The page's policy gains only a fetch to its own server.
 */
public final class LivePage {
    private static final String POLICY = "default-src 'none';";

    private LivePage() {
    }

    /** {@code page}, as {@link HtmlPage#render} made it, made to reload when the file changes from {@code version}. */
    public static String of(String page, String version) {
        int end = page.lastIndexOf("</body>");
        if (!page.contains(POLICY) || end < 0) {
            throw new IllegalStateException("the page template changed: no policy or no </body> to extend");
        }
        String live = page.substring(0, end) + reloader(version) + page.substring(end);
        return live.replaceFirst(POLICY, POLICY + " connect-src 'self';");
    }

    /** The checker's report for {@code file}, shown instead of the board. */
    public static String errors(String file, String report, String version) {
        return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
                + "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; connect-src 'self'; "
                + "script-src 'unsafe-inline'; style-src 'unsafe-inline'\">\n"
                + "<title>" + Markup.text(file) + ": errors</title>\n"
                + "<style>body{font-family:sans-serif;margin:2em}pre{background:#fee;padding:1em;white-space:pre-wrap}</style>\n"
                + "</head><body>\n<h1>" + Markup.text(file) + " does not compile</h1>\n"
                + "<p>Fix it and save; this page reloads by itself.</p>\n"
                + "<pre id=\"variantc-errors\">" + Markup.text(report) + "</pre>\n"
                + reloader(version) + "</body></html>\n";
    }

    private static String reloader(String version) {
        return "<script>(function(){var seen=" + Markup.json(version) + ";"
                + "setInterval(function(){fetch('/version',{cache:'no-store'}).then(function(r){return r.text();})"
                + ".then(function(v){if(v!==seen){location.reload();}}).catch(function(){});},300);})();</script>\n";
    }
}
