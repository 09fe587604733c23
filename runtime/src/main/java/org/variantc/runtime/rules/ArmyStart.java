package org.variantc.runtime.rules;

import java.util.ArrayList;
import java.util.List;

/** Fills the slot squares of a template start FEN with the men of two armies. */
final class ArmyStart {
    private ArmyStart() {
    }

    /** The template with every slot square filled, and the armies field appended. */
    static String fen(VariantRules rules, ArmyRules armies) {
        String template = armies.templateFen().strip();
        int space = template.indexOf(' ');
        String board = space < 0 ? template : template.substring(0, space);
        String rest = space < 0 ? "" : template.substring(space);
        int bracket = board.indexOf('[');
        String holdings = bracket < 0 ? "" : board.substring(bracket);
        String[] cells = cells(bracket < 0 ? board : board.substring(0, bracket), rules);
        for (int side = 0; side < 2; side++) {
            int[] pieces = armies.army(side).pieces();
            for (int slot = 0; slot < pieces.length; slot++) {
                String id = rules.pieces().get(pieces[slot]).id();
                id = side == 0 ? id.toUpperCase() : id.toLowerCase();
                String text = id.length() == 1 ? id : "(" + id + ")";
                for (int sq : armies.squares()[slot]) {
                    int square = side == 0 ? sq : rules.square(rules.fileOf(sq), rules.ranks() - 1 - rules.rankOf(sq));
                    cells[square] = text;
                }
            }
        }
        return write(cells, rules) + holdings + rest + " " + armies.fenField();
    }

    /** Per square the man's text as written ("P", "(sc)", "Q~"), or null. */
    private static String[] cells(String board, VariantRules rules) {
        String[] cells = new String[rules.squares()];
        String[] rows = board.split("/");
        for (int row = 0; row < rows.length && row < rules.ranks(); row++) {
            int rank = rules.ranks() - 1 - row;
            int file = 0;
            String r = rows[row];
            int i = 0;
            while (i < r.length()) {
                int j = i + 1;
                if (Character.isDigit(r.charAt(i))) {
                    while (j < r.length() && Character.isDigit(r.charAt(j))) {
                        j++;
                    }
                    file += Integer.parseInt(r.substring(i, j));
                } else {
                    if (r.charAt(i) == '(') {
                        j = r.indexOf(')', i) + 1;
                    }
                    if (j < r.length() && r.charAt(j) == '~') {
                        j++;
                    }
                    if (file < rules.files()) {
                        cells[rules.square(file, rank)] = r.substring(i, j);
                    }
                    file++;
                }
                i = j;
            }
        }
        return cells;
    }

    private static String write(String[] cells, VariantRules rules) {
        List<String> rows = new ArrayList<>();
        for (int rank = rules.ranks() - 1; rank >= 0; rank--) {
            StringBuilder row = new StringBuilder();
            int empty = 0;
            for (int file = 0; file < rules.files(); file++) {
                String cell = cells[rules.square(file, rank)];
                if (cell == null) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    row.append(empty);
                    empty = 0;
                }
                row.append(cell);
            }
            if (empty > 0) {
                row.append(empty);
            }
            rows.add(row.toString());
        }
        return String.join("/", rows);
    }
}
