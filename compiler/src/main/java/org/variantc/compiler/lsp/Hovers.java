package org.variantc.compiler.lsp;

import java.util.List;
import java.util.Optional;
import org.eclipse.lsp4j.Position;
import org.variantc.compiler.html.PieceDescription;
import org.variantc.compiler.html.RulesText;
import org.variantc.compiler.model.PieceType;
import org.variantc.compiler.model.Variant;
import org.variantc.compiler.pipeline.Compilation;

/**
 * Hover on a piece id, or anywhere in the statement that declares a piece (its Betza strings): the
 * piece's moves in the words the page uses ({@link PieceDescription}) and as the page's move
 * diagram in text ({@link MoveGrid}); on the {@code variant} line, the game's rules in the page's
 * sentences.
 */
final class Hovers {
    private Hovers() {
    }

    /** Markdown, or null when the position names no piece and is not on the {@code variant} line. */
    static String at(String uri, String text, Position at) {
        Outline outline = Outline.of(text);
        String word = TextAt.word(text, at);
        Outline.Named named = null;
        for (Outline.Named p : outline.pieces()) {
            if (p.name().equals(word) || p.line() <= at.getLine() && at.getLine() <= p.lastLine()) {
                named = p;
            }
        }
        if (named == null) {
            return variantLine(text, at) ? rules(uri, text) : null;
        }
        String id = named.name();
        StringBuilder words = new StringBuilder("**" + id + "** " + Markdown.escape(named.detail()) + "\n\n");
        Compilation compilation = DefinitionDocuments.compile(uri, text);
        Optional<Variant> variant = compilation.variant();
        int type = variant.map(v -> v.pieces().stream().map(PieceType::id).toList().indexOf(id)).orElse(-1);
        if (!compilation.succeeded() || type < 0) {
            return words.append("(its moves are described once the definition checks without errors)").toString();
        }
        for (String sentence : PieceDescription.of(variant.get(), variant.get().pieces().get(type))) {
            words.append("- ").append(Markdown.escape(sentence)).append('\n');
        }
        return words.append('\n').append(MoveGrid.of(compilation.rules(), type, id)).toString();
    }

    private static boolean variantLine(String text, Position at) {
        List<String> lines = text.lines().toList();
        return at.getLine() < lines.size() && lines.get(at.getLine()).strip().startsWith("variant ");
    }

    /** On the {@code variant} line: the game's rules as the page lists them ({@link RulesText}, from RuleSentences). */
    private static String rules(String uri, String text) {
        Compilation compilation = DefinitionDocuments.compile(uri, text);
        if (!compilation.succeeded()) {
            return "(the rules are listed once the definition checks without errors)";
        }
        StringBuilder words = new StringBuilder("**Rules**\n\n");
        for (String sentence : RulesText.of(compilation.variant().orElseThrow())) {
            words.append("- ").append(Markdown.escape(sentence)).append('\n');
        }
        return words.toString();
    }
}
