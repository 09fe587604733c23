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
    void everyShippedDefinitionIsExportedWithLossy() {
        for (Path file : Sources.shippedDefinitions()) {
            MainTest.Run run = MainTest.run("html", file.toString(), "--format", "idiagram", "--lossy");
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

    /** As export --format fsf-ini: a block that would play another game is refused naming why, unless --lossy. */
    @Test
    void aBlockThatPlaysAnotherGameIsRefusedUnlessLossy() {
        Path crazyhouse = Sources.shippedDefinitions().stream().filter(p -> p.getFileName().toString().equals("crazyhouse.variant"))
                .findFirst().orElseThrow();
        for (String command : new String[] {"html", "export"}) {
            MainTest.Run refused = MainTest.run(command, crazyhouse.toString(), "--format", "idiagram");
            assertEquals(1, refused.status(), refused.err());
            assertEquals("", refused.out());
            assertTrue(refused.err().contains("the Interactive Diagram cannot state"), refused.err());
            assertTrue(refused.err().contains("Drawn after 50 moves by each side without a capture or a pawn advance or a pawn drop"),
                    refused.err());
            assertTrue(refused.err().contains("--lossy writes it anyway"), refused.err());
            MainTest.Run lossy = MainTest.run(command, crazyhouse.toString(), "--format", "idiagram", "--lossy");
            assertEquals(0, lossy.status(), lossy.err());
            assertTrue(lossy.out().contains("Not stated in this block (a lossy export), so it plays another game than the definition:\n"
                    + "- Pawn: fmnD from rank 2 gives the opponent an en-passant capture"), lossy.out());
            assertTrue(lossy.err().contains("not stated (lossy): Pawn may be dropped only on ranks 2 to 7"), lossy.err());
        }
        Path fide = Sources.shippedDefinitions().stream().filter(p -> p.getFileName().toString().equals("fide.variant"))
                .findFirst().orElseThrow();
        MainTest.Run same = MainTest.run("export", fide.toString(), "--format", "idiagram");
        assertEquals(0, same.status(), same.err());
        assertFalse(same.out().contains("Not stated"), same.out());
        assertEquals("", same.err());
    }
}
