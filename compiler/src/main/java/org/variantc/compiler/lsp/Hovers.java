package org.variantc.compiler.lsp;

import java.util.Optional;
import org.eclipse.lsp4j.Position;
import org.variantc.compiler.html.PieceDescription;
import org.variantc.compiler.model.PieceType;
import org.variantc.compiler.model.Variant;

/**
 * Hover on a piece id, or anywhere on the line that declares a piece (its Betza string): the
 * piece's moves in the words the page uses ({@link PieceDescription}).
 */
final class Hovers {
    private Hovers() {
    }

    /** Markdown, or null when the position names no piece. */
    static String at(String uri, String text, Position at) {
        Outline outline = Outline.of(text);
        String word = TextAt.word(text, at);
        Outline.Named named = null;
        for (Outline.Named p : outline.pieces()) {
            if (p.name().equals(word) || p.line() == at.getLine()) {
                named = p;
            }
        }
        if (named == null) {
            return null;
        }
        String id = named.name();
        StringBuilder words = new StringBuilder("**" + id + "** " + Markdown.escape(named.detail()) + "\n\n");
        Optional<Variant> variant = DefinitionDocuments.compile(uri, text).variant();
        Optional<PieceType> piece = variant.flatMap(v -> v.pieces().stream().filter(p -> p.id().equals(id)).findFirst());
        if (piece.isEmpty()) {
            return words.append("(its moves are described once the definition checks without errors)").toString();
        }
        for (String sentence : PieceDescription.of(variant.get(), piece.get())) {
            words.append("- ").append(Markdown.escape(sentence)).append('\n');
        }
        return words.toString();
    }
}
