package org.variantc.compiler.model;

/**
 * Whether captured men go to the capturer's hand, whether promoted ones revert there, and whether
 * a man in hand may be dropped as its {@code +X} form (Kyoto Shogi).
 */
public record Drops(boolean enabled, boolean promotedRevert, boolean eitherFace) {
    public static final Drops NONE = new Drops(false, false);

    public Drops(boolean enabled, boolean promotedRevert) {
        this(enabled, promotedRevert, false);
    }
}
