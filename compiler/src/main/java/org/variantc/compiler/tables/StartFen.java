package org.variantc.compiler.tables;

import java.util.List;
import org.variantc.compiler.model.Variant;
import org.variantc.runtime.rules.CastlingMove;

/**
 * The start position as a FEN: the setup's board, the holdings when the variant has drops,
 * White to move, every castling right, no en-passant square.
 */
final class StartFen {
    private StartFen() {
    }

    static String of(Variant variant, List<CastlingMove> castlings) {
        StringBuilder fen = new StringBuilder(variant.setup().board());
        if (variant.drops().enabled() || variant.gating() != null) {
            fen.append('[').append(variant.setup().holdings()).append(']');
        }
        String field = variant.shuffle() != null && !castlings.isEmpty()
                ? org.variantc.runtime.StartArrays.castlingField(variant.shuffle(), variant.shuffle().men())
                : variant.makruk().unmovedInCastlingField() ? unmovedField(variant)
                : castlingField(castlings, variant.hands().droppedMenCastle() ? standing(castlings, variant) : castlings,
                        variant.board().files());
        if (variant.gating() != null) {
            field = GateField.withGates(field, variant);
        }
        fen.append(" w ").append(field).append(" - 0 1");
        return fen.toString();
    }

    /** The castlings whose King and partner stand in the setup: dropped castlers gain theirs on dropping. */
    private static List<CastlingMove> standing(List<CastlingMove> castlings, Variant variant) {
        int files = variant.board().files();
        java.util.BitSet occupied = new java.util.BitSet();
        String[] rows = variant.setup().board().split("/");
        for (int row = 0; row < rows.length; row++) {
            int rank = rows.length - 1 - row;
            int file = 0;
            String text = rows[row];
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (Character.isDigit(c)) {
                    int j = i;
                    while (j + 1 < text.length() && Character.isDigit(text.charAt(j + 1))) {
                        j++;
                    }
                    file += Integer.parseInt(text.substring(i, j + 1));
                    i = j;
                } else if (c == '(') {
                    occupied.set(rank * files + file++);
                    i = text.indexOf(')', i);
                } else if (Character.isLetter(c) || c == '*') {
                    occupied.set(rank * files + file++);
                }
            }
        }
        return castlings.stream().filter(c -> occupied.get(c.kingFrom()) && occupied.get(c.rookFrom())).toList();
    }

    /**
     * Cambodian's {@code DEde}: the files of the men with first moves on White's first rank (upper
     * case), then on Black's last rank, in file order; {@code -} for none.
     */
    static String unmovedField(Variant variant) {
        String[] ranks = variant.setup().board().split("/");
        String white = firstMoveFiles(variant, ranks[ranks.length - 1], 0);
        String black = firstMoveFiles(variant, ranks[0], 1);
        String field = white.toUpperCase() + black;
        return field.isEmpty() ? "-" : field;
    }

    /** The files, in lower case, of the side's men with first moves on one rank of the setup. */
    private static String firstMoveFiles(Variant variant, String rank, int side) {
        StringBuilder out = new StringBuilder();
        int file = 0;
        int i = 0;
        while (i < rank.length()) {
            char c = rank.charAt(i);
            if (Character.isDigit(c)) {
                int j = i;
                while (j < rank.length() && Character.isDigit(rank.charAt(j))) {
                    j++;
                }
                file += Integer.parseInt(rank.substring(i, j));
                i = j;
                continue;
            }
            if (c == '+' || c == '~' || c == '\'') {
                i++;
                continue;
            }
            String id;
            if (c == '(') {
                int close = rank.indexOf(')', i);
                id = rank.substring(i + 1, close);
                i = close + 1;
            } else {
                id = String.valueOf(c);
                i++;
            }
            boolean white = Character.isUpperCase(id.charAt(0));
            if (white == (side == 0) && hasFirstMoves(variant, id.toUpperCase())) {
                out.append((char) ('a' + file));
            }
            file++;
        }
        return out.toString();
    }

    private static boolean hasFirstMoves(Variant variant, String id) {
        return variant.pieces().stream().filter(p -> p.id().equals(id)).anyMatch(p -> p.moves().stream()
                .anyMatch(c -> c.move().components().stream().anyMatch(
                        k -> k instanceof org.variantc.compiler.betza.Line line && line.modes().initial())));
    }

    /**
     * Every right the castlings {@code held} give, written as the runtime writes a FEN's rights
     * ({@link org.variantc.runtime.CastlingField}, which decides K and Q or the partners' files
     * from all the castlings).
     */
    static String castlingField(List<CastlingMove> castlings, List<CastlingMove> held, int files) {
        StringBuilder field = new StringBuilder();
        for (int side = 0; side < 2; side++) {
            int s = side;
            List<Integer> partners = held.stream().filter(c -> c.side() == s).map(CastlingMove::rookFrom)
                    .distinct().toList();
            field.append(org.variantc.runtime.CastlingField.write(castlings, side, files, partners));
        }
        return field.length() == 0 ? "-" : field.toString();
    }
}
