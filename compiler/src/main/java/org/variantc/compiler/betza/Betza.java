package org.variantc.compiler.betza;

import java.util.ArrayList;
import java.util.List;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;
import org.variantc.grammar.BetzaLexer;
import org.variantc.grammar.BetzaParser;

/**
 * Our Betza dialect: the only code that knows what {@code ffNsbN} means. XBetza, plus Betza's
 * {@code hh} absolute halflings and his two-letter directions on oblique atoms ({@code sbN} =
 * {@code bsN}, {@code shN} = the wide half-knight). Every letter it does not support is an error
 * at that letter, never a silently different piece.
 */
public final class Betza {
    private Betza() {
    }

    /** Parses one Betza string. Never throws on bad input: errors come back with their offsets. */
    public static BetzaResult parse(String text) {
        List<BetzaError> errors = new ArrayList<>();
        if (text.isBlank()) {
            return new BetzaResult.Failed(List.of(new BetzaError(0, "the move is empty")));
        }
        if (text.length() > MoveBounds.MAX_LENGTH) {
            return new BetzaResult.Failed(List.of(new BetzaError(MoveBounds.MAX_LENGTH, "the move is " + text.length()
                + " characters long; " + MoveBounds.MAX_LENGTH + " at most")));
        }
        BetzaLexer lexer = new BetzaLexer(CharStreams.fromString(text));
        lexer.removeErrorListeners();
        BetzaParser parser = new BetzaParser(new CommonTokenStream(lexer));
        parser.removeErrorListeners();
        parser.addErrorListener(new SyntaxErrors(text, errors));
        BetzaParser.MoveContext tree = parser.move();
        if (!errors.isEmpty()) {
            return new BetzaResult.Failed(List.copyOf(errors));
        }
        ComponentReader reader = new ComponentReader(errors);
        List<Component> components = new ArrayList<>();
        for (BetzaParser.ComponentContext c : tree.component()) {
            components.addAll(read(c, reader, errors));
        }
        if (!errors.isEmpty()) {
            return new BetzaResult.Failed(List.copyOf(errors));
        }
        return new BetzaResult.Parsed(new PieceMove(text, List.copyOf(components)));
    }

    /** The halfling rides of a move string, in the order written; none when it does not parse. */
    public static List<HalflingPart> halflingParts(String text) {
        BetzaParser.MoveContext tree = tree(text);
        if (tree == null) {
            return List.of();
        }
        List<HalflingPart> parts = new ArrayList<>();
        for (BetzaParser.ComponentContext c : tree.component()) {
            List<BetzaError> errors = new ArrayList<>();
            boolean halfling = read(c, new ComponentReader(errors), errors).stream()
                    .anyMatch(k -> k instanceof Line line && line.halfling());
            if (halfling && errors.isEmpty()) {
                int start = c.getStart().getStartIndex();
                int atom = c.atom().getStart().getStartIndex();
                String modifiers = text.substring(start, atom).replaceFirst("hh", "");
                int range = c.range() == null ? 0 : Integer.parseInt(c.range().INT().getText());
                parts.add(new HalflingPart(start, c.getStop().getStopIndex() + 1, modifiers, text.charAt(atom), range));
            }
        }
        return parts;
    }

    /** The move with each halfling ride told as the whole rider ({@code fhhR} as {@code fR}). */
    public static String withoutHalflings(String text) {
        StringBuilder out = new StringBuilder();
        int done = 0;
        for (HalflingPart part : halflingParts(text)) {
            out.append(text, done, part.start()).append(part.modifiers()).append(part.atom());
            out.append(part.range() > 0 ? Integer.toString(part.range()) : "");
            done = part.end();
        }
        return out.append(text.substring(done)).toString();
    }

    /** The parse tree of a move string, or null when it does not parse. */
    private static BetzaParser.MoveContext tree(String text) {
        if (text.isBlank() || text.length() > MoveBounds.MAX_LENGTH) {
            return null;
        }
        BetzaLexer lexer = new BetzaLexer(CharStreams.fromString(text));
        lexer.removeErrorListeners();
        BetzaParser parser = new BetzaParser(new CommonTokenStream(lexer));
        parser.removeErrorListeners();
        List<BetzaError> errors = new ArrayList<>();
        parser.addErrorListener(new SyntaxErrors(text, errors));
        BetzaParser.MoveContext tree = parser.move();
        return errors.isEmpty() ? tree : null;
    }

    /**
     * The first part of a move written a second time (the second {@code K} of {@code KK}), or
     * null: a repeated part adds no move, so in a piece's own Betza it is likely a slip. Army
     * options are not asked: they compose a Betza from a basic move and an augmenter, where a
     * repeat is the army checker's "adds no move" error. Null also when the text does not parse.
     */
    public static BetzaError repeatedPart(String text) {
        BetzaParser.MoveContext tree = tree(text);
        if (tree == null) {
            return null;
        }
        java.util.Set<String> written = new java.util.HashSet<>();
        for (BetzaParser.ComponentContext c : tree.component()) {
            if (!written.add(c.getText())) {
                return new BetzaError(c.getStart().getStartIndex(),
                    "'" + c.getText() + "' is written twice in this move; once is enough");
            }
        }
        return null;
    }

    private static List<Component> read(BetzaParser.ComponentContext c, ComponentReader reader, List<BetzaError> errors) {
        List<List<Modifier>> legs = new ArrayList<>();
        legs.add(new ArrayList<>());
        for (BetzaParser.ModifierContext m : c.modifier()) {
            Token t = m.getStart();
            if (m instanceof BetzaParser.LegSeparatorContext) {
                legs.add(new ArrayList<>());
            } else {
                legs.get(legs.size() - 1).add(new Modifier(t.getText(), t.getStartIndex()));
            }
        }
        BetzaParser.AtomContext atom = c.atom();
        int at = atom.getStart().getStartIndex();
        int range = -1;
        if (c.range() != null) {
            range = number(c.range().INT().getSymbol(), errors);
        }
        if (atom instanceof BetzaParser.VectorLeapContext v) {
            int x = number(v.INT(0).getSymbol(), errors);
            int y = number(v.INT(1).getSymbol(), errors);
            return reader.read(legs, (char) 0, new int[] {x, y}, false, range, at);
        }
        if (atom instanceof BetzaParser.RiderContext r) {
            return reader.read(legs, r.getText().charAt(0), null, true, range, at);
        }
        return reader.read(legs, atom.getText().charAt(0), null, false, range, at);
    }

    private static int number(Token t, List<BetzaError> errors) {
        String digits = t.getText();
        if (digits.length() > 2 || Integer.parseInt(digits) > 16) {
            errors.add(new BetzaError(t.getStartIndex(), "'" + digits + "' is larger than any board (16 at most)"));
            return 1;
        }
        return Integer.parseInt(digits);
    }

    /** Turns ANTLR's complaints into plain words at the offending character. */
    private static final class SyntaxErrors extends BaseErrorListener {
        private final List<BetzaError> errors;

        private final String text;

        SyntaxErrors(String text, List<BetzaError> errors) {
            this.text = text;
            this.errors = errors;
        }

        /** The move ended on modifiers: blame a letter that is no modifier, else the run's start. */
        private BetzaError danglingModifiers() {
            int start = text.length();
            while (start > 0 && Character.isLowerCase(text.charAt(start - 1))) {
                start--;
            }
            for (int i = start; i < text.length(); i++) {
                if (!ModifierLetters.isModifier(text.charAt(i))) {
                    return new BetzaError(i, "'" + text.charAt(i) + "' is not a modifier; atoms are upper case ("
                        + Character.toUpperCase(text.charAt(i)) + ")");
                }
            }
            return new BetzaError(Math.min(start, text.length()),
                "the move ends after its modifiers: an atom (W F D N A H C Z G K R B Q or (x,y)) must follow");
        }

        @Override
        public void syntaxError(Recognizer<?, ?> recognizer, Object offending, int line, int column,
                                String msg, RecognitionException e) {
            Token t = (Token) offending;
            if (!errors.isEmpty()) {
                return;   // the first error is the useful one; the rest follow from it
            }
            if (t.getType() == Token.EOF) {
                errors.add(danglingModifiers());
                return;
            }
            String message;
            if (t.getType() == BetzaLexer.UNKNOWN) {
                message = "'" + t.getText() + "' is not Betza notation";
            } else if (t.getType() == BetzaLexer.INT) {
                message = "a number must follow an atom (a range, as in R4) or stand in (x,y)";
            } else {
                message = "'" + t.getText() + "' is not expected here";
            }
            errors.add(new BetzaError(Math.max(0, t.getStartIndex() < 0 ? column : t.getStartIndex()), message));
        }
    }
}
