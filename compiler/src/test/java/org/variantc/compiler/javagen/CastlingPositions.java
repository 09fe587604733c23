package org.variantc.compiler.javagen;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Castling positions built from a shuffled start's array, for the tests that castle from every array. */
public final class CastlingPositions {
    private CastlingPositions() {
    }

    /**
     * The array's castling positions, one per Rook and side to move: the first ranks keep only
     * the King and that Rook (with both, a Rook may stand where the other must go), and the
     * castling field names that Rook's file.
     */
    public static List<String> of(String startFen) {
        String[] fields = startFen.split(" ");
        String[] rows = fields[0].split("/");
        String first = expanded(rows[rows.length - 1]);
        List<String> out = new ArrayList<>();
        for (int rook = 0; rook < first.length(); rook++) {
            if (first.charAt(rook) != 'R') {
                continue;
            }
            String white = kingAnd(first, rook);
            rows[0] = white.toLowerCase(Locale.ROOT);
            rows[rows.length - 1] = white;
            char file = (char) ('A' + rook);
            String rights = "" + file + Character.toLowerCase(file);
            for (String side : List.of("w", "b")) {
                out.add(String.join("/", rows) + " " + side + " " + rights + " - 0 1");
            }
        }
        return out;
    }

    /** The first rank with one letter or {@code .} per file. */
    private static String expanded(String row) {
        StringBuilder out = new StringBuilder();
        Matcher m = Pattern.compile("\\d+|[A-Za-z]").matcher(row);
        while (m.find()) {
            out.append(Character.isDigit(m.group().charAt(0)) ? ".".repeat(Integer.parseInt(m.group())) : m.group());
        }
        return out.toString();
    }

    /** The rank with the King and the Rook on {@code rook} only, in FEN. */
    private static String kingAnd(String first, int rook) {
        StringBuilder out = new StringBuilder();
        int empty = 0;
        for (int f = 0; f < first.length(); f++) {
            if (first.charAt(f) == 'K' || f == rook) {
                out.append(empty > 0 ? String.valueOf(empty) : "").append(first.charAt(f));
                empty = 0;
            } else {
                empty++;
            }
        }
        return out.append(empty > 0 ? String.valueOf(empty) : "").toString();
    }
}
