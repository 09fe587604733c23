package org.variantc.compiler.lsp;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionItemKind;
import org.eclipse.lsp4j.Position;
import org.variantc.grammar.VariantLexer;

/**
 * What may be typed here: inside a quoted string the Betza letters; elsewhere the language's
 * keywords (the grammar's own), the file's piece ids and its zone names.
 */
final class Completions {
    /** Atoms and modifiers, with what each means. */
    private static final List<String[]> BETZA = List.of(
            new String[] {"W", "Wazir: one square orthogonally"}, new String[] {"F", "Ferz: one square diagonally"},
            new String[] {"D", "Dabbaba: two squares orthogonally"}, new String[] {"A", "Alfil: two squares diagonally"},
            new String[] {"N", "Knight: the (1,2) leap"}, new String[] {"C", "Camel: the (1,3) leap"},
            new String[] {"Z", "Zebra: the (2,3) leap"}, new String[] {"H", "the (0,3) leap"},
            new String[] {"G", "the (3,3) leap"}, new String[] {"K", "King: W and F"},
            new String[] {"R", "Rook: W ridden"}, new String[] {"B", "Bishop: F ridden"},
            new String[] {"Q", "Queen: K ridden"}, new String[] {"f", "forward"}, new String[] {"b", "backward"},
            new String[] {"l", "left"}, new String[] {"r", "right"}, new String[] {"s", "sideways"},
            new String[] {"v", "vertical"}, new String[] {"m", "moves only, without capturing"},
            new String[] {"c", "captures only"}, new String[] {"i", "only the man's first move"},
            new String[] {"n", "lame: cannot jump"}, new String[] {"j", "must jump"},
            new String[] {"p", "hops over a screen (cannon)"}, new String[] {"g", "grasshopper: lands just past the screen"},
            new String[] {"a", "another leg follows"}, new String[] {"e", "en passant"});

    private Completions() {
    }

    static List<CompletionItem> at(String text, Position at) {
        String line = TextAt.line(text, at.getLine());
        String before = line.substring(0, Math.min(at.getCharacter(), line.length()));
        List<CompletionItem> items = new ArrayList<>();
        if (before.chars().filter(c -> c == '"').count() % 2 == 1) {
            for (String[] letter : BETZA) {
                items.add(item(letter[0], letter[1], CompletionItemKind.Operator));
            }
            return items;
        }
        Outline outline = Outline.of(text);
        outline.pieces().forEach(p -> items.add(item(p.name(), p.detail(), CompletionItemKind.Class)));
        outline.zones().forEach(z -> items.add(item(z.name(), z.detail(), CompletionItemKind.Constant)));
        keywords().forEach(k -> items.add(item(k, "keyword", CompletionItemKind.Keyword)));
        return items;
    }

    /** The words of the grammar's vocabulary. */
    static List<String> keywords() {
        TreeSet<String> words = new TreeSet<>();
        for (int t = 0; t <= VariantLexer.VOCABULARY.getMaxTokenType(); t++) {
            String literal = VariantLexer.VOCABULARY.getLiteralName(t);
            if (literal != null && literal.matches("'[a-z][a-z-]*'")) {
                words.add(literal.substring(1, literal.length() - 1));
            }
        }
        return List.copyOf(words);
    }

    private static CompletionItem item(String label, String detail, CompletionItemKind kind) {
        CompletionItem item = new CompletionItem(label);
        item.setDetail(detail);
        item.setKind(kind);
        return item;
    }
}
