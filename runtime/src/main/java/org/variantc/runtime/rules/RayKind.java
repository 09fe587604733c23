package org.variantc.runtime.rules;

/** How a ray treats the men on it. */
public enum RayKind {
    /** A slider or rider: every square up to and including the first occupied one. */
    SLIDE,
    /** A cannon-like hopper (Betza {@code p}): squares beyond the first occupied one (the screen), up to and including the next occupied one. */
    HOP,
    /** A grasshopper (Betza {@code g}): only the square right behind the first occupied one. */
    GRASSHOPPER
}
