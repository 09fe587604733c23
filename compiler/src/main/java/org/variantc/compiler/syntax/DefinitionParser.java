package org.variantc.compiler.syntax;

import java.util.Optional;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.diagnostics.SourceFile;
import org.variantc.grammar.VariantLexer;
import org.variantc.grammar.VariantParser;

/** Definition text to AST: every syntax error reported, nothing printed, nothing thrown. */
public final class DefinitionParser {
    private DefinitionParser() {
    }

    /**
     * The AST, or empty when the text has syntax errors (all of them added to
     * {@code diagnostics}); a tree with errors is not given meaning, to avoid follow-on noise.
     */
    public static Optional<Definition> parse(SourceFile source, Diagnostics diagnostics) {
        int before = diagnostics.list().size();
        SyntaxErrors listener = new SyntaxErrors(source.name(), diagnostics);
        VariantLexer lexer = new VariantLexer(CharStreams.fromString(source.text(), source.name()));
        lexer.removeErrorListeners();
        lexer.addErrorListener(listener);
        VariantParser parser = new VariantParser(new CommonTokenStream(lexer));
        parser.removeErrorListeners();
        parser.addErrorListener(listener);
        VariantParser.DefinitionContext tree = parser.definition();
        if (diagnostics.list().size() > before) {
            return Optional.empty();
        }
        Definition definition = new DefinitionReader(source.name(), diagnostics).read(tree);
        return diagnostics.list().size() > before ? Optional.empty() : Optional.of(definition);
    }
}
