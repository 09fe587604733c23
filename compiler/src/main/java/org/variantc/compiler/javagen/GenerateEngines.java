package org.variantc.compiler.javagen;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;

/**
 * The build step: generates the Java engine of every {@code *.variant} in a directory, each in
 * the package {@link PackageName#fromFileName} gives it. Run by Maven before the tests are
 * compiled, so the tests play every shipped definition on its generated engine.
 */
public final class GenerateEngines {
    private GenerateEngines() {
    }

    /** {@code DEFINITIONS_DIR OUTPUT_DIR}. */
    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: GenerateEngines DEFINITIONS_DIR OUTPUT_DIR");
        }
        Path output = Path.of(args[1]);
        for (Path file : definitions(Path.of(args[0]))) {
            Compilation compilation = VariantCompiler.compile(file);
            if (!compilation.succeeded()) {
                throw new IllegalStateException("a shipped definition does not compile:\n" + compilation.report());
            }
            String pkg = PackageName.fromFileName(file.getFileName().toString());
            JavaBackend.write(JavaBackend.generate(compilation.rules(), pkg), output);
        }
    }

    /** The definitions in {@code dir}, by name. */
    public static List<Path> definitions(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".variant")).sorted().toList();
        }
    }
}
