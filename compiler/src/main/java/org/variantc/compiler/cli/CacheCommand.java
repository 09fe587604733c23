package org.variantc.compiler.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.concurrent.Callable;
import org.variantc.compiler.javagen.CacheDirectory;
import org.variantc.compiler.javagen.EngineCache;
import org.variantc.compiler.javagen.RulesCache;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code variantc cache [--clear]}: the generated engines kept between runs. */
@Command(name = "cache", mixinStandardHelpOptions = true, version = Main.VERSION,
        description = {"Lists the generated engines compiled by '--engine generated' and kept for the next run, "
                + "or deletes them.",
                "The directory is $VARIANTC_CACHE_DIR, else $XDG_CACHE_HOME/variantc, else ~/.cache/variantc."})
final class CacheCommand implements Callable<Integer> {
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'")
            .withZone(ZoneOffset.UTC);

    @Option(names = "--clear", description = "delete every cached engine and the compiled definitions kept beside them")
    private boolean clear;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        EngineCache cache = new EngineCache(CacheDirectory.user());
        try {
            if (clear) {
                int removed = cache.clear();
                int tables = new RulesCache(cache.directory()).clear();
                out.println("deleted " + removed + (removed == 1 ? " engine" : " engines") + " and " + tables
                        + " compiled " + (tables == 1 ? "definition" : "definitions") + " from " + cache.directory());
                return 0;
            }
            List<EngineCache.Entry> entries = cache.entries();
            out.println(cache.directory() + ": " + entries.size() + (entries.size() == 1 ? " engine" : " engines"));
            for (EngineCache.Entry entry : entries) {
                out.printf("%s  %7d KB  %s%n", WHEN.format(entry.modified().toInstant()),
                        (entry.bytes() + 1023) / 1024, entry.jar().getFileName());
            }
            return 0;
        } catch (IOException e) {
            throw new CommandFailure("cannot read the cache " + cache.directory() + ": " + e.getMessage());
        }
    }
}
