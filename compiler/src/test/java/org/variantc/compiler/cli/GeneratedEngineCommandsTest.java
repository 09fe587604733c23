package org.variantc.compiler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.variantc.compiler.check.Sources;

/** compile --target java, --engine generated, --engine-jar and bench, run in-process. */
class GeneratedEngineCommandsTest {
    private static final String FIDE = Sources.definition("fide.variant").toString();
    private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    @TempDir
    Path dir;

    @Test
    void compileWritesTheSourcesAndAJarThatPerftAndMovesPlay() {
        MainTest.Run compile = MainTest.run("compile", FIDE, "--target", "java", "-o", dir.toString(), "--jar");
        assertEquals(0, compile.status(), compile.err());
        Path jar = dir.resolve("engine.jar");
        assertTrue(Files.isRegularFile(jar));
        assertTrue(Files.isRegularFile(dir.resolve("org/variantc/generated/fide/Generation.java")));
        assertTrue(compile.out().contains("engine.jar"), compile.out());

        MainTest.Run perft = MainTest.run("perft", FIDE, "--fen", KIWIPETE, "--depth", "3", "--engine-jar", jar.toString());
        assertEquals(0, perft.status(), perft.err());
        assertTrue(perft.out().startsWith("nodes 97862\n"), perft.out());

        MainTest.Run table = MainTest.run("moves", FIDE, "--fen", KIWIPETE);
        MainTest.Run generated = MainTest.run("moves", FIDE, "--fen", KIWIPETE, "--engine-jar", jar.toString());
        assertEquals(0, generated.status(), generated.err());
        assertEquals(table.out(), generated.out());
        assertEquals(48, generated.out().lines().count());
    }

    @Test
    void engineGeneratedCompilesOnTheFly() {
        MainTest.Run r = MainTest.run("perft", FIDE, "--depth", "3", "--divide", "--engine", "generated");
        assertEquals(0, r.status(), r.err());
        assertEquals(MainTest.run("perft", FIDE, "--depth", "3", "--divide").out().lines().limit(21).toList(),
                r.out().lines().limit(21).toList());
        assertTrue(r.out().contains("nodes 8902\n"), r.out());
    }

    @Test
    void benchPrintsBothEnginesSideBySide() {
        MainTest.Run r = MainTest.run("bench", FIDE, "--depth", "2", "--rounds", "1");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("Chess, perft 2 from the start position, best of 1\n"), r.out());
        assertTrue(r.out().matches("(?s).*\\ntable +400 .*\\ngenerated +400 .*\\nspeed-up +[0-9.]+x\\n"), r.out());
    }

    /** Issue 31 (Build 5): the search benchmark, both engines visiting the same nodes to each depth. */
    @Test
    void benchSearchPrintsTimeToDepthForBothEngines() {
        MainTest.Run r = MainTest.run("bench", FIDE, "--search", "--depth", "4", "--rounds", "1");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("Chess, search to depth 4 from the start position, best of 1, hash 16 MB; best move "),
                r.out());
        // depth 1: 22 nodes with EvalWeights.BOARD of branch boardeval (this command, table and generated
        // alike); 20, the replies alone, while the board set was untuned
        assertTrue(r.out().matches("(?s).*\\n    1 +22 +\\d+ +\\d+\\n    2 .*\\n    4 +\\d+ +\\d+ +\\d+\\n"
                + "table +\\d+ nodes/s +\\d+ nodes/CPU s\\ngenerated +\\d+ nodes/s +\\d+ nodes/CPU s\\n"), r.out());
        assertEquals(1, MainTest.run("bench", FIDE, "--search", "--depth", "31").status(), "depth 31 is refused");
    }

    /** A term's cost: the search benchmark with weights changed, both engines still visiting the same nodes. */
    @Test
    void benchSearchTakesWeights() {
        MainTest.Run r = MainTest.run("bench", FIDE, "--search", "--depth", "3", "--rounds", "1",
                "--weights", "mobility=10,mobilityEnd=10,attack=30");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("generated "), r.out());
        MainTest.Run bad = MainTest.run("bench", FIDE, "--search", "--depth", "3", "--weights", "mobilty=10");
        assertEquals(2, bad.status(), bad.err());
        assertTrue(bad.err().contains("--weights: 'mobilty=10': expected NAME=VALUE"), bad.err());
    }

    @Test
    void aJarOfAnotherDefinitionIsRefused() throws Exception {
        Path other = dir.resolve("other.variant");
        Files.writeString(other, Files.readString(Path.of(FIDE)).replace("\"Chess\"", "\"Other Chess\""));
        MainTest.Run compile = MainTest.run("compile", other.toString(), "--target", "java", "-o", dir.toString(), "--jar");
        assertEquals(0, compile.status(), compile.err());
        MainTest.Run r = MainTest.run("perft", FIDE, "--depth", "1", "--engine-jar", dir.resolve("engine.jar").toString());
        assertEquals(1, r.status());
        assertEquals("variantc: the generated engine was made from another definition (or an older variantc); "
                + "generate it again from this one\n", r.err());
    }

    @Test
    void badInputIsOneLine() throws Exception {
        MainTest.Run badPackage = MainTest.run("compile", FIDE, "--target", "java", "-o", dir.toString(),
                "--package", "org.x;System.exit(1)");
        assertEquals(1, badPackage.status());
        assertTrue(badPackage.err().startsWith("variantc: --package must be"), badPackage.err());

        MainTest.Run badTarget = MainTest.run("compile", FIDE, "--target", "cobol", "-o", dir.toString());
        assertEquals(2, badTarget.status());

        Path junk = dir.resolve("junk.jar");
        Files.writeString(junk, "not a jar");
        MainTest.Run r = MainTest.run("moves", FIDE, "--engine-jar", junk.toString());
        assertEquals(1, r.status());
        assertTrue(r.err().startsWith("variantc: ") && r.err().lines().count() == 1, r.err());

        MainTest.Run missing = MainTest.run("moves", FIDE, "--engine-jar", dir.resolve("none.jar").toString());
        assertEquals(1, missing.status());
        assertTrue(missing.err().contains("no such file"), missing.err());
    }
}
