package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.notation.Fen;

/**
 * The two fallback arrays written in the definition's comments are each a setup line in a file
 * extending it: both compile, and each has the whole Nearlydouble army.
 */
class NearlydoubleFallbackArraysTest {
    @TempDir
    Path dir;

    @Test
    void eachFallbackSetupExtendsTheBase() throws IOException {
        Path base = Sources.definition("nearlydouble-chess.variant");
        Matcher m = Pattern.compile("#\\s+setup \"([^\"]+)\"").matcher(Files.readString(base));
        List<String> setups = m.results().map(r -> r.group(1)).toList();
        assertEquals(2, setups.size());
        for (String setup : setups) {
            Path file = dir.resolve("fallback.variant");
            Files.writeString(file, "extends \"" + base.toAbsolutePath().toString().replace("\\", "\\\\")
                    + "\"\nsetup \"" + setup + "\"\n");
            Compilation c = VariantCompiler.compile(file);
            assertTrue(c.succeeded(), c.report());
            String board = Fen.write(Fen.start(c.rules())).split(" ")[0];
            assertEquals(setup, board);
            for (String man : List.of("K", "Q", "R", "B", "C", "P")) {
                int expected = switch (man) {
                    case "K" -> 1;
                    case "Q" -> 2;
                    case "P" -> 16;
                    default -> 4;
                };
                assertEquals(expected, board.chars().filter(ch -> ch == man.charAt(0)).count(), man);
                assertEquals(expected, board.chars().filter(ch -> ch == man.toLowerCase().charAt(0)).count(), man);
            }
        }
    }
}
