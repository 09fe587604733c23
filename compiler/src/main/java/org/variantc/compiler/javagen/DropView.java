package org.variantc.compiler.javagen;

/**
 * A type that may be dropped; {@code squares} names its table of drop squares ({@code DROP_n});
 * {@code face} is the promoted form it may also be dropped as ({@code promoted drops}), or -1.
 */
public record DropView(int type, int squares, int face) {
    /** {@code face} + 1, the move's promotion field of a face-up drop. */
    public int faceBits() {
        return face + 1;
    }
}
