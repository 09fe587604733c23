package org.variantc.compiler.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.compiler.diagnostics.Diagnostic;
import org.variantc.compiler.diagnostics.SourceFile;

/** Whatever an author's keyboard does to fide.variant, the front end answers with diagnostics, never a crash. */
class MutationPropertyTest {
    private static final String FIDE = read();

    /** One edit: delete, insert or replace a character at a position. */
    record Edit(int kind, int position, char c) {
        String apply(String text) {
            int at = Math.min(position, text.length());
            return switch (kind) {
                case 0 -> at < text.length() ? text.substring(0, at) + text.substring(at + 1) : text;
                case 1 -> text.substring(0, at) + c + text.substring(at);
                default -> at < text.length() ? text.substring(0, at) + c + text.substring(at + 1) : text;
            };
        }
    }

    @Property(tries = 1000)
    void mutationsNeverCrash(@ForAll("edits") List<Edit> edits) {
        String text = FIDE;
        for (Edit e : edits) {
            text = e.apply(text);
        }
        SourceFile source = new SourceFile("fide.variant", text);
        Compilation c = VariantCompiler.compile(source);
        assertEquals(c.diagnostics().isEmpty(), c.succeeded());
        for (Diagnostic d : c.diagnostics()) {
            assertTrue(d.span().line() >= 1 && d.span().column() >= 1, d.toString());
            assertTrue(d.format(source).contains("^"));
            assertTrue(!d.message().startsWith("the Betza parser failed"), d.message());
        }
    }

    @Provide
    Arbitrary<List<Edit>> edits() {
        Arbitrary<Character> chars = Arbitraries.oneOf(
                Arbitraries.of('"', '\\', '{', '}', '#', '\n', ' ', '.', ',', '<', '(', ')', '/', 'x', '0', '9', 'Z', '\t'),
                Arbitraries.chars().range(' ', '~'),
                Arbitraries.chars());
        Arbitrary<Edit> edit = Combinators.combine(
                Arbitraries.integers().between(0, 2),
                Arbitraries.integers().between(0, FIDE.length()),
                chars).as(Edit::new);
        return edit.list().ofMinSize(1).ofMaxSize(6);
    }

    private static String read() {
        try {
            return Files.readString(Sources.definition("fide.variant"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
