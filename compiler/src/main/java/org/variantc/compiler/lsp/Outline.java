package org.variantc.compiler.lsp;

import java.util.ArrayList;
import java.util.List;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.Token;
import org.variantc.grammar.VariantBaseVisitor;
import org.variantc.grammar.VariantLexer;
import org.variantc.grammar.VariantParser;

/**
 * What an editor needs to find its way in a definition, read from the parse tree even while the
 * text has errors: each piece's id, name and Betza string, each zone, the files it extends.
 */
record Outline(List<Named> pieces, List<Named> zones, List<Named> bases) {
    /**
     * A name and where it is written (line and column from 0, as the protocol counts), and the
     * last line of its statement (a piece's block of moves and promotions).
     */
    record Named(String name, String detail, int line, int column, int lastLine) {
    }

    static Outline of(String text) {
        VariantLexer lexer = new VariantLexer(CharStreams.fromString(text));
        lexer.removeErrorListeners();
        VariantParser parser = new VariantParser(new CommonTokenStream(lexer));
        parser.removeErrorListeners();
        parser.addErrorListener(new BaseErrorListener());
        List<Named> pieces = new ArrayList<>();
        List<Named> zones = new ArrayList<>();
        List<Named> bases = new ArrayList<>();
        new VariantBaseVisitor<Void>() {
            @Override
            public Void visitPiece(VariantParser.PieceContext piece) {
                if (piece.id != null && piece.name != null && piece.betza != null) {
                    Named named = at(piece.id.getText(), unquoted(piece.name.getText()) + " " + piece.betza.getText(), piece.id);
                    int last = piece.getStop() == null ? named.line() : Math.max(named.line(), piece.getStop().getLine() - 1);
                    pieces.add(new Named(named.name(), named.detail(), named.line(), named.column(), last));
                }
                return visitChildren(piece);
            }

            @Override
            public Void visitZoneDefinition(VariantParser.ZoneDefinitionContext zone) {
                if (zone.name != null && zone.zone() != null) {
                    zones.add(at(zone.name.getText(), zone.zone().getText(), zone.name));
                }
                return null;
            }

            @Override
            public Void visitExtendsVariant(VariantParser.ExtendsVariantContext base) {
                if (base.path != null) {
                    bases.add(at(unquoted(base.path.getText()), "", base.path.getStart()));
                }
                return null;
            }
        }.visit(parser.definition());
        return new Outline(List.copyOf(pieces), List.copyOf(zones), List.copyOf(bases));
    }

    private static Named at(String name, String detail, Token token) {
        return new Named(name, detail, token.getLine() - 1, token.getCharPositionInLine(), token.getLine() - 1);
    }

    static String unquoted(String text) {
        return text.length() >= 2 && text.startsWith("\"") && text.endsWith("\"") ? text.substring(1, text.length() - 1) : text;
    }
}
