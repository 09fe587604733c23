package org.variantc.compiler.lsp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.javagen.Fingerprint;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.compiler.diagnostics.SourceFile;

/** Formatting re-indents by braces and leaves everything inside a line (strings, comments, alignment) alone. */
class IndentationTest {
    @Test
    void bracesSetTheIndentAndStringsAndCommentsDoNot() {
        String messy = "piece Pawn   P \"fmW\" pawn {   \n"
                + "        move \"ifmnD\"   # a { in a comment\n"
                + "promote on rank 8 to Q  \n"
                + "   }\n"
                + "variant \"a } in a string {\"\n\n\n";
        assertEquals("piece Pawn   P \"fmW\" pawn {\n"
                + "  move \"ifmnD\"   # a { in a comment\n"
                + "  promote on rank 8 to Q\n"
                + "}\n"
                + "variant \"a } in a string {\"\n", Indentation.format(messy));
    }

    @Test
    void aShippedDefinitionFormatsToTheSameMeaning() throws Exception {
        String fide = Files.readString(Sources.definition("fide.variant"));
        String formatted = Indentation.format(fide);
        assertEquals(formatted, Indentation.format(formatted));
        assertEquals(Fingerprint.of(VariantCompiler.compile(new SourceFile("a", fide)).rules()),
                Fingerprint.of(VariantCompiler.compile(new SourceFile("a", formatted)).rules()));
    }
}
