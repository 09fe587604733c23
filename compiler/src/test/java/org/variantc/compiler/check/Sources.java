package org.variantc.compiler.check;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.variantc.compiler.betza.BetzaError;
import org.variantc.compiler.betza.BetzaResult;
import org.variantc.compiler.betza.PieceMove;
import org.variantc.compiler.diagnostics.SourceFile;

/** Where the tests find definitions, and a stand-in Betza parser for testing the checker alone. */
public final class Sources {
    private Sources() {
    }

    /** The project root: the nearest directory upward whose pom.xml lists modules. */
    public static Path projectRoot() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null) {
            Path pom = dir.resolve("pom.xml");
            if (Files.isRegularFile(pom) && read(pom).contains("<modules>")) {
                return dir;
            }
            dir = dir.getParent();
        }
        throw new IllegalStateException("no parent pom.xml with <modules> above " + Path.of("").toAbsolutePath());
    }

    /** Every shipped definition, {@code definitions/*.variant}, sorted; never empty. */
    public static List<Path> shippedDefinitions() {
        try (java.util.stream.Stream<Path> files = Files.list(projectRoot().resolve("definitions"))) {
            List<Path> out = files.filter(p -> p.toString().endsWith(".variant")).sorted().toList();
            if (out.isEmpty()) {
                throw new IllegalStateException("no definitions found");
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The file names of {@link #shippedDefinitions()}: "fide.variant", … */
    public static List<String> shippedNames() {
        return shippedDefinitions().stream().map(p -> p.getFileName().toString()).toList();
    }

    public static Path definition(String name) {
        return projectRoot().resolve("definitions").resolve(name);
    }

    public static SourceFile source(String name, String text) {
        return new SourceFile(name, text);
    }

    /** Accepts any string but one with a '!', which fails at the '!' the way the real parser reports. */
    public static BetzaResult fakeBetza(String text) {
        int bang = text.indexOf('!');
        return bang < 0
                ? new BetzaResult.Parsed(new PieceMove(text, List.of()))
                : new BetzaResult.Failed(List.of(new BetzaError(bang, "unexpected '!'")));
    }

    static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
