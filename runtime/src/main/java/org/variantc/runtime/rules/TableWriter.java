package org.variantc.runtime.rules;

/** Writes the table text: integers in base 36, each followed by a comma (see {@link TableCodec}). */
final class TableWriter {
    private final StringBuilder text = new StringBuilder();

    /** The text written so far. */
    String text() {
        return text.toString();
    }

    /** A set of types, bit {@code type} of a long, as its low and high halves. */
    void typeSet(long types) {
        integer((int) types);
        integer((int) (types >>> 32));
    }

    void integer(int value) {
        text.append(Integer.toString(value, 36)).append(',');
    }

    void bool(boolean value) {
        integer(value ? 1 : 0);
    }

    void string(String s) {
        integer(s.length());
        for (int i = 0; i < s.length(); i++) {
            integer(s.charAt(i));
        }
    }

    void ints(int[] values) {
        integer(values.length);
        for (int v : values) {
            integer(v);
        }
    }

    void bytes(byte[] values) {
        integer(values.length);
        for (byte v : values) {
            integer(v);
        }
    }

    void zone(boolean[][] zone, int squares) {
        if (zone == null) {
            integer(-1);
            return;
        }
        for (int side = 0; side < 2; side++) {
            int n = 0;
            for (int sq = 0; sq < squares; sq++) {
                n += zone[side][sq] ? 1 : 0;
            }
            integer(n);
            for (int sq = 0; sq < squares; sq++) {
                if (zone[side][sq]) {
                    integer(sq);
                }
            }
        }
    }
}
