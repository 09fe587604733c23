package org.variantc.compiler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.javagen.CacheDirectory;

/** --engine generated keeps its engine in the cache (the build's, under target/), which 'cache' lists and clears. */
class CacheCommandTest {
    private static final String FIDE = Sources.definition("fide.variant").toString();

    @Test
    void generatedRunsFillTheCacheThatCacheListsAndClears() {
        Path directory = CacheDirectory.user();
        assertTrue(directory.toString().contains("target"), "tests must not use the user's cache: " + directory);
        assertEquals(0, MainTest.run("perft", FIDE, "--depth", "2", "--engine", "generated").status());
        MainTest.Run list = MainTest.run("cache");
        assertEquals(0, list.status(), list.err());
        assertTrue(list.out().startsWith(directory + ": "), list.out());
        assertTrue(list.out().matches("(?s).*\\n\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC +\\d+ KB  [0-9a-f]{32}-[0-9a-f]{16}\\.jar\\n.*"),
                list.out());

        MainTest.Run clear = MainTest.run("cache", "--clear");
        assertEquals(0, clear.status(), clear.err());
        // the perft run kept FIDE's compiled tables too (RulesCache), which clear deletes beside the jars
        assertTrue(clear.out().matches("deleted [1-9]\\d* engines? and [1-9]\\d* compiled definitions? from .*\\n"), clear.out());
        assertEquals(directory + ": 0 engines\n", MainTest.run("cache").out());
    }
}
