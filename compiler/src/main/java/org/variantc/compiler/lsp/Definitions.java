package org.variantc.compiler.lsp;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;

/** Go to definition: a piece id to its {@code piece} statement, an {@code extends} line to the base file. */
final class Definitions {
    private Definitions() {
    }

    static List<Location> at(String uri, String text, Position at) {
        Outline outline = Outline.of(text);
        List<Location> found = new ArrayList<>();
        for (Outline.Named base : outline.bases()) {
            if (base.line() == at.getLine()) {
                Path file = DefinitionDocuments.path(uri).resolveSibling(base.name());
                if (Files.isRegularFile(file)) {
                    found.add(new Location(file.toUri().toString(), new Range(new Position(0, 0), new Position(0, 0))));
                }
                return found;
            }
        }
        String word = TextAt.word(text, at);
        for (Outline.Named piece : outline.pieces()) {
            if (piece.name().equals(word)) {
                Position start = new Position(piece.line(), piece.column());
                found.add(new Location(uri, new Range(start, new Position(piece.line(), piece.column() + word.length()))));
            }
        }
        return found;
    }
}
