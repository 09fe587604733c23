package org.variantc.compiler.html;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.pipeline.VariantCompiler;

/** Every {@code definitions/*.variant}, compiled. */
final class ShippedDefinitions {
    private ShippedDefinitions() {
    }

    static List<Path> files() {
        return Sources.shippedDefinitions();
    }

    static Compilation compile(Path file) {
        try {
            Compilation c = VariantCompiler.compile(file);
            if (!c.succeeded()) {
                throw new AssertionError(c.report());
            }
            return c;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
