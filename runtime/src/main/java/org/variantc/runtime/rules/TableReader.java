package org.variantc.runtime.rules;

/** Reads the table text {@link TableWriter} writes, refusing text that is cut, malformed or too long. */
final class TableReader {
    private final String text;
    private int at;

    TableReader(String text) {
        this.text = text;
    }

    long[] typeSets(int n) {
        long[] sets = new long[n];
        for (int i = 0; i < n; i++) {
            sets[i] = typeSet();
        }
        return sets;
    }

    long typeSet() {
        long low = integer() & 0xFFFFFFFFL;
        return low | (long) integer() << 32;
    }

    int integer() {
        int comma = text.indexOf(',', at);
        if (comma < 0) {
            throw new IllegalArgumentException("rule tables end too early, at character " + at);
        }
        try {
            int value = Integer.parseInt(text.substring(at, comma), 36);
            at = comma + 1;
            return value;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("rule tables: not a number at character " + at);
        }
    }

    /** A length or count: never negative, never more than the text could hold. */
    int count() {
        int n = integer();
        if (n < 0 || n > text.length()) {
            throw new IllegalArgumentException("rule tables: bad count " + n + " at character " + at);
        }
        return n;
    }

    boolean bool() {
        return integer() != 0;
    }

    String string() {
        char[] chars = new char[count()];
        for (int i = 0; i < chars.length; i++) {
            chars[i] = (char) integer();
        }
        return new String(chars);
    }

    int[] ints() {
        int[] values = new int[count()];
        for (int i = 0; i < values.length; i++) {
            values[i] = integer();
        }
        return values;
    }

    byte[] bytes() {
        byte[] values = new byte[count()];
        for (int i = 0; i < values.length; i++) {
            values[i] = (byte) integer();
        }
        return values;
    }

    boolean[][] zone(int squares) {
        int first = integer();
        if (first == -1) {
            return null;
        }
        boolean[][] zone = new boolean[2][squares];
        int n = first;
        for (int side = 0; side < 2; side++) {
            if (side == 1) {
                n = count();
            }
            for (int i = 0; i < n; i++) {
                int sq = integer();
                if (sq < 0 || sq >= squares) {
                    throw new IllegalArgumentException("rule tables: square " + sq + " off the board");
                }
                zone[side][sq] = true;
            }
        }
        return zone;
    }

    void end() {
        if (at != text.length()) {
            throw new IllegalArgumentException("rule tables: " + (text.length() - at) + " characters left over");
        }
    }
}
