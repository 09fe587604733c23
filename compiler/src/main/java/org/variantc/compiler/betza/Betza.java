package org.variantc.compiler.betza;

/** Our Betza dialect: the only code that knows what {@code ffNsbN} means. */
public final class Betza {
    private Betza() {
    }

    /** Parses one Betza string. Never throws on bad input: errors come back with their offsets. */
    public static BetzaResult parse(String text) {
        throw new UnsupportedOperationException("not written yet");
    }
}
