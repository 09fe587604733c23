package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.Perft;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.rules.VariantRules;

/** Engines compiled once per variant and build, kept whole, listed and cleared. */
class EngineCacheTest {
    @TempDir
    Path dir;

    @Test
    void aSecondRunTakesTheJarTheFirstCompiled() throws Exception {
        EngineCache cache = new EngineCache(dir.resolve("variantc"));
        VariantRules rules = Games.rules("fide.variant");
        Path jar = cache.jar(rules);
        FileTime built = Files.getLastModifiedTime(jar);
        assertEquals(jar, cache.jar(rules));
        assertEquals(built, Files.getLastModifiedTime(jar));
        assertTrue(jar.getFileName().toString().startsWith(Fingerprint.of(rules).substring(0, 32)), jar.toString());
        assertEquals(8902, Perft.perft(Fen.start(EngineLoader.rulebook(EngineLoader.load(jar), rules)), 3));
        assertEquals(List.of(jar), cache.entries().stream().map(EngineCache.Entry::jar).toList());
    }

    @Test
    void anotherVariantGetsAnotherJarAndClearDeletesBoth() throws Exception {
        EngineCache cache = new EngineCache(dir);
        Path fide = cache.jar(Games.rules("fide.variant"));
        Path other = cache.jar(Games.rules("crazyhouse.variant"));
        assertTrue(!fide.equals(other));
        assertEquals(2, cache.entries().size());
        assertEquals(2, cache.clear());
        assertEquals(List.of(), cache.entries());
        assertEquals(0, cache.clear());
    }

    /** Runs racing to build the same engine each get a whole jar, and leave no half-written file behind. */
    @Test
    void racingRunsNeverSeeAHalfWrittenJar() throws Exception {
        EngineCache cache = new EngineCache(dir);
        VariantRules rules = Games.rules("fide.variant");
        ExecutorService pool = Executors.newFixedThreadPool(3);
        try {
            Callable<Long> run = () -> Perft.perft(Fen.start(EngineLoader.rulebook(EngineLoader.load(cache.jar(rules)),
                    rules)), 2);
            List<Future<Long>> runs = pool.invokeAll(List.of(run, run, run));
            for (Future<Long> r : runs) {
                assertEquals(400L, r.get());
            }
        } finally {
            pool.shutdown();
        }
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(1, files.count());
        }
    }

    @Test
    void theDirectoryFollowsTheOverrideThenXdgThenHome() {
        assertEquals(Path.of("/tmp/t"), CacheDirectory.of(Map.of("XDG_CACHE_HOME", "/x"), "/tmp/t", "/home/a"));
        assertEquals(Path.of("/v"), CacheDirectory.of(Map.of(CacheDirectory.VARIABLE, "/v", "XDG_CACHE_HOME", "/x"),
                null, "/home/a"));
        assertEquals(Path.of("/x/variantc"), CacheDirectory.of(Map.of("XDG_CACHE_HOME", "/x"), null, "/home/a"));
        assertEquals(Path.of("/home/a/.cache/variantc"),
                CacheDirectory.of(Map.of("XDG_CACHE_HOME", "relative"), null, "/home/a"));
        assertEquals(Path.of("/home/a/.cache/variantc"), CacheDirectory.of(Map.of(), null, "/home/a"));
    }
}
