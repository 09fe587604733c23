package org.variantc.compiler.exports;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One move string of ours checked against the Betza Fairy-Stockfish's {@code customPiece} reads
 * ({@code piece.cpp}'s {@code from_betza}): the atoms {@code W F D N A H L C J Z G K R B Q}, a
 * doubled atom or one digit for a rider, the modes {@code m c p g n i} and the direction letters.
 * Our dialect was made to read those letters as Fairy-Stockfish does, except where a token here
 * is refused: multi-leg moves, jumping, halflings, {@code (x,y)} leaps, {@code e} outside the
 * Pawn, a lame oblique leap other than the Horse's ({@code afsW}, written {@code nN}), a hop on a leaper, mixed vertical and horizontal letters on a King or
 * Queen (Fairy-Stockfish does not split them per atom), ranges above 9.
 *
 * @param tokens  the string's atoms with their modifiers, as written
 * @param refusal why Fairy-Stockfish would read it otherwise; empty when it reads it the same
 */
record FsfBetza(List<Token> tokens, List<String> refusal) {
    private static final Pattern TOKEN = Pattern.compile("([a-z]*)([A-Z])(\\2|[0-9]+)?");
    private static final String ATOMS = "WFDNAHLCJZGKRBQ";
    private static final String OBLIQUE = "NLCJZ";
    private static final String MODES = "mcpgnifblrvsh";
    /** Our spelling of the Xiangqi Horse, a W step then an outward F step: Fairy-Stockfish's {@code nN}. */
    static final String HORSE = "afsW";

    /** One atom with its modifiers and its range ({@code ""}, a digit or the atom again). */
    record Token(String modifiers, char atom, String range) {
        String text() {
            return modifiers + atom + range;
        }

        boolean initial() {
            return modifiers.indexOf('i') >= 0;
        }

        boolean rider() {
            return "RBQ".indexOf(atom) >= 0 || !range.isEmpty() && !range.equals("1");
        }
    }

    static FsfBetza read(String text) {
        String plain = text.replace(" ", "");
        List<Token> tokens = new ArrayList<>();
        List<String> refusal = new ArrayList<>();
        Matcher m = TOKEN.matcher(plain);
        int end = 0;
        while (m.find() && m.start() == end) {
            end = m.end();
            Token token = new Token(m.group(1), m.group(2).charAt(0), m.group(3) == null ? "" : m.group(3));
            if (token.text().equals(HORSE)) {
                token = new Token("n", 'N', "");      // the Xiangqi Horse: Fairy-Stockfish's lame Knight
            }
            tokens.add(token);
            check(token).ifPresent(refusal::add);
        }
        if (end != plain.length()) {
            refusal.add("'" + plain.substring(end) + "': a move that is not atoms with modifiers, as Fairy-Stockfish reads them");
        }
        return new FsfBetza(tokens, refusal);
    }

    private static java.util.Optional<String> check(Token t) {
        String why = null;
        String mods = t.modifiers();
        if (ATOMS.indexOf(t.atom()) < 0) {
            why = "the atom '" + t.atom() + "'";
        } else if (mods.indexOf('a') >= 0) {
            why = "a multi-leg move ('a')";
        } else if (mods.indexOf('j') >= 0) {
            why = "a jumping move ('j')";
        } else if (mods.contains("hh")) {
            why = "a halfling ('hh')";
        } else if (mods.indexOf('e') >= 0) {
            why = "en passant ('e') by another piece than Fairy-Stockfish's pawn";
        } else if (firstForeign(mods) >= 0) {
            why = "the modifier '" + mods.charAt(firstForeign(mods)) + "'";
        } else if (mods.indexOf('n') >= 0 && OBLIQUE.indexOf(t.atom()) >= 0 && !t.text().equals("nN")) {
            why = "a lame oblique leap ('n" + t.atom() + "'), which Fairy-Stockfish blocks otherwise";
        } else if ((mods.indexOf('p') >= 0 || mods.indexOf('g') >= 0) && !t.rider()) {
            why = "a hop on a leaper";
        } else if (t.range().length() > 1) {
            why = "a range above 9";
        } else if ("KQ".indexOf(t.atom()) >= 0 && mixedDirections(mods)) {
            why = "vertical and horizontal letters together on a King's or Queen's atom";
        } else if (mods.indexOf('h') >= 0 && OBLIQUE.indexOf(t.atom()) < 0) {
            why = "'h' on an atom that is not oblique";
        }
        return java.util.Optional.ofNullable(why).map(w -> "'" + t.text() + "': " + w);
    }

    private static int firstForeign(String mods) {
        for (int i = 0; i < mods.length(); i++) {
            if (MODES.indexOf(mods.charAt(i)) < 0) {
                return i;
            }
        }
        return -1;
    }

    private static boolean mixedDirections(String mods) {
        boolean vertical = mods.chars().anyMatch(c -> "fbv".indexOf(c) >= 0);
        boolean horizontal = mods.chars().anyMatch(c -> "lrs".indexOf(c) >= 0);
        return vertical && horizontal;
    }
}
