package org.variantc.compiler.javagen;

import java.util.ArrayList;
import java.util.List;

/**
 * An int table written as text for a generated source file: one width digit, then every value
 * in that many base-64 digits from a safe alphabet (letters, digits, {@code -}, {@code _}), cut
 * into chunks that each fit a Java string constant. Big tables as array initialisers would
 * overflow a class initialiser's 64 KB of bytecode; text does not. The generated {@code
 * Tables.decode} reads it back. A long is written as its 64 bits, unsigned: a set of piece types
 * with its top bit set (Wa Shogi's attack tables hold some) takes all 11 digits and reads back.
 */
final class TableText {
    static final String ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_";
    private static final int CHUNK = 16_000;

    private TableText() {
    }

    static List<String> encode(int[] values) {
        return encode(java.util.Arrays.stream(values).asLongStream().toArray());
    }

    static List<String> encode(long[] values) {
        int width = 1;
        for (long v : values) {
            while (width < 11 && v >>> (6 * width) != 0) { // 11 digits hold 66 bits; a shift of 66 would wrap
                width++;
            }
        }
        StringBuilder text = new StringBuilder(1 + values.length * width).append(ALPHABET.charAt(width));
        for (long v : values) {
            for (int d = width - 1; d >= 0; d--) {
                text.append(ALPHABET.charAt((int) (v >>> (6 * d)) & 63));
            }
        }
        List<String> chunks = new ArrayList<>();
        for (int i = 0; i < text.length(); i += CHUNK) {
            chunks.add(text.substring(i, Math.min(text.length(), i + CHUNK)));
        }
        return chunks;
    }

    /** The inverse of {@link #encode}, as the generated code does it; for tests. */
    static long[] decode(List<String> chunks) {
        String text = String.join("", chunks);
        int width = ALPHABET.indexOf(text.charAt(0));
        long[] values = new long[(text.length() - 1) / width];
        for (int i = 0, at = 1; i < values.length; i++) {
            long v = 0;
            for (int d = 0; d < width; d++) {
                v = v << 6 | ALPHABET.indexOf(text.charAt(at++));
            }
            values[i] = v;
        }
        return values;
    }
}
