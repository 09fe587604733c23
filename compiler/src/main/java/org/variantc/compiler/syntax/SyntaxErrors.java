package org.variantc.compiler.syntax;

import java.util.ArrayList;
import java.util.List;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.misc.IntervalSet;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.diagnostics.Span;
import org.variantc.grammar.VariantLexer;

/** Turns ANTLR's syntax errors into diagnostics that say in plain words what was expected. */
final class SyntaxErrors extends BaseErrorListener {
    private final String file;
    private final Diagnostics diagnostics;

    SyntaxErrors(String file, Diagnostics diagnostics) {
        this.file = file;
        this.diagnostics = diagnostics;
    }

    @Override
    public void syntaxError(Recognizer<?, ?> recognizer, Object offendingSymbol, int line,
                            int charPositionInLine, String msg, RecognitionException e) {
        Span span = new Span(file, line, charPositionInLine + 1);
        if (recognizer instanceof Parser parser && offendingSymbol instanceof Token token) {
            diagnostics.error(span, describe(parser, token, e));
        } else {
            // The lexer has a catch-all token, so this is not expected; keep ANTLR's words.
            diagnostics.error(span, msg);
        }
    }

    private static String describe(Parser parser, Token found, RecognitionException e) {
        if (found.getType() == VariantLexer.UNTERMINATED_STRING) {
            return "unterminated string: a string must end with \" on the line where it starts";
        }
        IntervalSet expected = e != null && e.getExpectedTokens() != null
                ? e.getExpectedTokens() : parser.getExpectedTokens();
        List<String> words = new ArrayList<>();
        for (int type : expected.toList()) {
            if (type != Token.EOF) {
                words.add(expectedWord(type));
            }
        }
        if (expected.contains(Token.EOF)) {
            words.add(expectedWord(Token.EOF)); // last: it reads best after the words that may follow
        }
        String message = "unexpected " + foundWord(found);
        return words.isEmpty() ? message : message + "; expected " + joinWithOr(words);
    }

    private static String foundWord(Token token) {
        return switch (token.getType()) {
            case Token.EOF -> "end of file";
            case VariantLexer.STRING -> "string " + token.getText();
            case VariantLexer.INT, VariantLexer.SIZE -> "number " + token.getText();
            case VariantLexer.BAD_CHARACTER -> "character '" + token.getText() + "'";
            default -> "'" + token.getText() + "'";
        };
    }

    private static String expectedWord(int type) {
        return switch (type) {
            case Token.EOF -> "end of file";
            case VariantLexer.STRING -> "a string";
            case VariantLexer.INT -> "a number";
            case VariantLexer.SIZE -> "a size such as 8x8";
            case VariantLexer.WORD -> "a name";
            default -> {
                String literal = VariantLexer.VOCABULARY.getLiteralName(type);
                yield literal != null ? literal : VariantLexer.VOCABULARY.getDisplayName(type);
            }
        };
    }

    private static String joinWithOr(List<String> words) {
        if (words.size() == 1) {
            return words.get(0);
        }
        return String.join(", ", words.subList(0, words.size() - 1)) + " or " + words.get(words.size() - 1);
    }
}
