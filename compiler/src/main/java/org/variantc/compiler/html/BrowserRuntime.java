package org.variantc.compiler.html;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * The runtime compiled to JavaScript by the {@code web} module (TeaVM), read from the class
 * path, and the page's own script and style sheet beside the template.
 */
final class BrowserRuntime {
    static final String RUNTIME = "/org/variantc/web/variantc-runtime.js";

    private BrowserRuntime() {
    }

    /** The compiled runtime, checked to be safe inside a script element. */
    static String script() {
        return inScript(resource(RUNTIME));
    }

    static String resource(String name) {
        try (InputStream in = BrowserRuntime.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("the resource " + name + " is missing from the build");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Refuses script text that would end its script element early (it is ours, so this is a build bug). */
    static String inScript(String js) {
        String lower = js.toLowerCase(Locale.ROOT);
        if (lower.contains("</script") || lower.contains("<!--")) {
            throw new IllegalStateException("script text contains </script or <!--; it cannot be inlined");
        }
        return js;
    }
}
