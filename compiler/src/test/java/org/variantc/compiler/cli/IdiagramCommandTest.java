package org.variantc.compiler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.variantc.compiler.check.Sources;

/** {@code html --format idiagram} from the command line, with issue 19's hostile name as input. */
class IdiagramCommandTest {

    @Test
    void everyShippedDefinitionIsExported() {
        for (Path file : Sources.shippedDefinitions()) {
            MainTest.Run run = MainTest.run("html", file.toString(), "--format", "idiagram");
            assertEquals(0, run.status(), file + ": " + run.err());
            assertTrue(run.out().startsWith("<!--\nInteractive Diagram of "), run.out());
            assertTrue(run.out().contains("<div class=\"idiagram\">\n"), run.out());
            assertTrue(run.out().endsWith("</div>\n"), run.out());
        }
    }

    @Test
    void aHostilePieceNameIsPrintedEscaped(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("evil.variant");
        Files.writeString(file, """
                variant "Evil" {}
                board 8 x 8
                piece King K "K" royal
                piece "Queen<img src=x onerror=alert(1)>" Q "Q"
                setup "3qk3/8/8/8/8/8/8/3QK3"
                """);
        MainTest.Run run = MainTest.run("html", file.toString(), "--format", "idiagram");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("\nQueen&lt;img src x onerror alert(1)&gt;:Q:Q:queen:d1\n"), run.out());
        assertFalse(run.out().contains("<img"), run.out());
    }

    @Test
    void aWrongBoardIsRefusedWithTheReason(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("lopsided.variant");
        Files.writeString(file, """
                variant "Lopsided" {}
                board 8 x 8
                piece King K "K" royal
                piece Rook R "R"
                setup "4k3/8/8/8/8/8/8/R3K3"
                """);
        MainTest.Run run = MainTest.run("html", file.toString(), "--format", "idiagram");
        assertEquals("", run.out());
        assertTrue(run.err().contains("a start position that is not the same for both sides, mirrored"), run.err());
        assertTrue(run.status() != 0);
    }
}
