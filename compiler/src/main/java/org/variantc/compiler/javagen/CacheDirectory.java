package org.variantc.compiler.javagen;

import java.nio.file.Path;
import java.util.Map;

/**
 * Where compiled engines are kept between runs: the {@code variantc.cache.dir} system property
 * or the {@code VARIANTC_CACHE_DIR} variable when set (tests point them at a temporary
 * directory), else {@code $XDG_CACHE_HOME/variantc}, else {@code ~/.cache/variantc}.
 */
public final class CacheDirectory {
    public static final String PROPERTY = "variantc.cache.dir";
    public static final String VARIABLE = "VARIANTC_CACHE_DIR";

    private CacheDirectory() {
    }

    /** The directory for this process's properties and environment. */
    public static Path of(Map<String, String> environment, String property, String home) {
        if (property != null && !property.isBlank()) {
            return Path.of(property);
        }
        String own = environment.get(VARIABLE);
        if (own != null && !own.isBlank()) {
            return Path.of(own);
        }
        String xdg = environment.get("XDG_CACHE_HOME");
        // The XDG specification ignores a relative path.
        if (xdg != null && Path.of(xdg).isAbsolute()) {
            return Path.of(xdg, "variantc");
        }
        return Path.of(home, ".cache", "variantc");
    }

    public static Path user() {
        return of(System.getenv(), System.getProperty(PROPERTY), System.getProperty("user.home"));
    }
}
