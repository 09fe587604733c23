package org.variantc.compiler.armies;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.List;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.compiler.diagnostics.SourceFile;

/** A shipped definition's text, changed the way an author would, compiled. */
final class Definitions {
    private Definitions() {
    }

    static String text(String file) {
        try {
            return Files.readString(Sources.definition(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Compilation compile(String name, String text) {
        return VariantCompiler.compile(new SourceFile(name, text));
    }

    /** The definition with one more piece, {@code id = basic + augmenter}, in the slot whose header line is given. */
    static Compilation withOption(String file, String slotHeader, String id, String betza, String basic, String augmenter) {
        String text = text(file);
        text = text.replaceFirst("(?m)^piece King K \"K\" royal$",
                "piece King K \"K\" royal\npiece \"Test\" " + id + " \"" + betza + "\"");
        if (!text.contains(slotHeader)) {
            throw new IllegalArgumentException(slotHeader);
        }
        text = text.replace(slotHeader, slotHeader + "\n    " + id + " = " + basic + " + " + augmenter);
        return compile(file, text);
    }

    /** Each diagnostic as "file:line:column: message". */
    static List<String> errors(Compilation c) {
        return c.diagnostics().stream()
                .map(d -> d.span().file() + ":" + d.span().line() + ":" + d.span().column() + ": " + d.message())
                .toList();
    }
}
