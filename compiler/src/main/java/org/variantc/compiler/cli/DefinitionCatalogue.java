package org.variantc.compiler.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.runtime.Rulebooks;
import org.variantc.runtime.protocol.CatalogueGame;
import org.variantc.runtime.protocol.Uci;
import org.variantc.runtime.protocol.VariantCatalogue;
import org.variantc.runtime.rules.VariantRules;

/**
 * The variants an engine session offers: the definitions in the directory of the one it was
 * started with, and in its {@code fairy-stockfish/} subdirectory when there is one, named by file
 * stem (the first found wins a stem). The started game is offered under its protocol name too.
 * A definition is compiled only when a GUI chooses it; one that does not compile is refused with
 * its file and error count (its diagnostics go to standard error).
 */
final class DefinitionCatalogue {
    private DefinitionCatalogue() {
    }

    /** @param books the prepared forms the session plays every game with, the chosen ones too */
    static VariantCatalogue around(Path started, CatalogueGame startedGame, Rulebooks books, PrintWriter err) {
        Map<String, Path> files = new LinkedHashMap<>();
        Path dir = started.toAbsolutePath().getParent();
        if (dir != null) {
            collect(dir, files);
            collect(dir.resolve("fairy-stockfish"), files);
        }
        String startedName = Uci.protocolName(startedGame.rules());
        List<String> names = new ArrayList<>(files.keySet());
        if (!names.contains(startedName)) {
            names.add(startedName);
        }
        names.sort(null);
        Path startedFile = started.toAbsolutePath().normalize();
        return new VariantCatalogue(names, name -> {
            Path file = files.get(name);
            if (name.equals(startedName) && file == null || file != null && file.normalize().equals(startedFile)) {
                return startedGame;
            }
            try {
                Compilation compilation = DefinitionFile.compile(file, err);
                VariantRules rules = DefinitionFile.rules(compilation, file);
                return new CatalogueGame(rules, ProtocolPieces.of(compilation.variant().orElseThrow(), rules, books));
            } catch (CommandFailure e) {
                throw new IllegalArgumentException("cannot play " + name + ": " + e.getMessage());
            }
        });
    }

    private static void collect(Path dir, Map<String, Path> files) {
        if (!Files.isDirectory(dir)) {
            return;
        }
        try (Stream<Path> list = Files.list(dir)) {
            // a name no protocol can carry in one word (a newline, a quote) is not offered
            list.filter(p -> p.getFileName().toString().endsWith(".variant") && Files.isRegularFile(p))
                    .filter(p -> VariantCatalogue.speakable(stem(p))).sorted()
                    .forEach(p -> files.putIfAbsent(stem(p), p));
        } catch (IOException e) {
            // an unreadable directory offers nothing more; the started game is still offered
        }
    }

    private static String stem(Path file) {
        String name = file.getFileName().toString();
        return name.substring(0, name.length() - ".variant".length()).toLowerCase(java.util.Locale.ROOT);
    }
}
