package org.variantc.runtime.notation;

import java.util.Arrays;

import org.variantc.runtime.position.Position;

/**
 * The n-check field of a FEN: the checks each side has still to give, White's first, as
 * Fairy-Stockfish writes them after the en-passant field ({@code 3+3} at Three-check's start,
 * {@code 2+3} after White's first check). Also read: lichess's checks already given after the
 * move number ({@code +1+0}). A FEN without either starts from the full count.
 *
 * @param rest    the FEN's other fields, in order
 * @param left    the checks still to give, per side
 * @param problem why the field cannot be read, or null
 */
record CheckField(String[] rest, int[] left, String problem) {
    static CheckField take(String[] fields, int needed) {
        for (int i = 0; i < fields.length; i++) {
            String f = fields[i];
            boolean given = f.startsWith("+");
            String[] parts = (given ? f.substring(1) : f).split("\\+", -1);
            if (parts.length != 2 || !f.contains("+") || !digits(parts[0]) || !digits(parts[1])) {
                continue;
            }
            String[] rest = new String[fields.length - 1];
            System.arraycopy(fields, 0, rest, 0, i);
            System.arraycopy(fields, i + 1, rest, i, fields.length - i - 1);
            int[] left = new int[2];
            for (int side = 0; side < 2; side++) {
                int n = Integer.parseInt(parts[side]);
                if (n > needed) {
                    return new CheckField(rest, null, "'" + f + "': at most " + needed + " checks "
                            + (given ? "can have been given" : "are left to give") + " in this game");
                }
                left[side] = given ? needed - n : n;
            }
            return new CheckField(rest, left, null);
        }
        int[] full = new int[2];
        Arrays.fill(full, needed);
        return new CheckField(fields, full, null);
    }

    private static boolean digits(String s) {
        return !s.isEmpty() && s.length() <= 2 && s.chars().allMatch(c -> c >= '0' && c <= '9');
    }

    static String write(Position pos, int needed) {
        return (needed - pos.checksGiven(0)) + "+" + (needed - pos.checksGiven(1));
    }
}
