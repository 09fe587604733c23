package org.variantc.compiler.model;

/** Whether captured men go to the capturer's hand, and whether promoted ones revert there. */
public record Drops(boolean enabled, boolean promotedRevert) {
    public static final Drops NONE = new Drops(false, false);
}
