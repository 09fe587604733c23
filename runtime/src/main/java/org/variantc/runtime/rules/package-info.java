/**
 * The compiled form of a variant: plain, immutable, serializable data that the runtime interprets.
 *
 * <p>The compiler resolves everything geometric here, once: for every piece type, side and
 * square, the leaps, rays and multi-leg paths the piece has, with ranges, halfling limits,
 * zone restrictions and directions already applied. Nothing in this package knows about text,
 * Betza notation or files.
 *
 * <p>Squares are numbered {@code file + rank * files}, both from zero, White's a1 = 0. Side
 * 0 is White, 1 is Black. Piece types are indices into {@link VariantRules#pieces()}.
 */
package org.variantc.runtime.rules;
