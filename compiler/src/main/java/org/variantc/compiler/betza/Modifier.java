package org.variantc.compiler.betza;

/** One lower-case token of a leg's prefix: a direction ("f", "fs"), a mode ("m") or "hh". */
record Modifier(String text, int offset) {
    boolean isDirection() {
        return Directions.isDirection(text.charAt(0)) && !text.equals("hh");
    }
}
