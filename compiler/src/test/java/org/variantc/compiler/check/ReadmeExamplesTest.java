package org.variantc.compiler.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.variantc.compiler.diagnostics.SourceFile;
import org.variantc.runtime.notation.Fen;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;

/**
 * The README's examples are true: every block fenced as {@code ```variant} is a complete
 * definition that compiles and can be played, and the block fenced as {@code ```variant-errors}
 * gives exactly the error report the block after it shows. Other fences are fragments, not
 * checked here.
 */
class ReadmeExamplesTest {
    /** A fenced block: its info string and its text. */
    record Block(String info, String text) {
    }

    @TempDir
    Path dir;

    @TestFactory
    Stream<DynamicTest> everyVariantBlockCompiles() throws IOException {
        List<Block> blocks = blocks("variant");
        assertTrue(blocks.size() >= 5, "the README should hold its complete examples, found " + blocks.size());
        copyDefinitions();
        List<DynamicTest> tests = new ArrayList<>();
        for (int i = 0; i < blocks.size(); i++) {
            int number = i + 1;
            String text = blocks.get(i).text();
            String name = "readme-" + number + ".variant";
            tests.add(DynamicTest.dynamicTest(name + ": " + firstLine(text), () -> {
                Path file = dir.resolve(name);
                Files.writeString(file, text, StandardCharsets.UTF_8);
                Compilation c = VariantCompiler.compile(file);
                assertEquals("", c.report(), "README example " + number + " must compile cleanly");
                assertFalse(Fen.start(c.rules()).legalMoves().isEmpty(), "its start position has moves");
            }));
        }
        return tests.stream();
    }

    /** The README says its FIDE example is the whole of definitions/fide.variant. */
    @Test
    void fideExampleIsTheShippedFile() throws IOException {
        String fide = Files.readString(Sources.projectRoot().resolve("definitions/fide.variant"), StandardCharsets.UTF_8);
        assertTrue(blocks("variant").stream().anyMatch(b -> b.text().equals(fide)),
                "README.md should show definitions/fide.variant verbatim in a ```variant block");
    }

    @Test
    void errorExampleGivesTheReportShown() throws IOException {
        List<Block> all = blocks(null);
        int at = -1;
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).info().equals("variant-errors")) {
                at = i;
            }
        }
        assertTrue(at >= 0 && at + 1 < all.size(), "README.md should have a ```variant-errors block followed by its report");
        String expected = all.get(at + 1).text().lines()
                .filter(l -> !l.startsWith("variantc: "))            // the command line's own summary line
                .collect(Collectors.joining("\n"));
        Compilation c = VariantCompiler.compile(new SourceFile("bad.variant", all.get(at).text()));
        assertFalse(c.succeeded());
        assertEquals(expected, c.report());
    }

    private void copyDefinitions() throws IOException {
        try (Stream<Path> files = Files.list(Sources.projectRoot().resolve("definitions"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".variant")).toList()) {
                Files.copy(f, dir.resolve(f.getFileName()));
            }
        }
    }

    /** The fenced blocks of README.md with this info string, or all of them for null. */
    private static List<Block> blocks(String info) throws IOException {
        List<String> lines = Files.readAllLines(Sources.projectRoot().resolve("README.md"), StandardCharsets.UTF_8);
        List<Block> out = new ArrayList<>();
        String open = null;
        StringBuilder text = new StringBuilder();
        for (String line : lines) {
            if (open == null && line.startsWith("```")) {
                open = line.substring(3).trim();
                text.setLength(0);
            } else if (open != null && line.equals("```")) {
                if (info == null || info.equals(open)) {
                    out.add(new Block(open, text.toString()));
                }
                open = null;
            } else if (open != null) {
                text.append(line).append('\n');
            }
        }
        return out;
    }

    private static String firstLine(String text) {
        return text.lines().findFirst().orElse("");
    }
}
