package org.variantc.compiler.model;

/**
 * A piece a slot may hold.
 *
 * @param piece     the piece type's index
 * @param basic     the basic piece it is built on, or null when the definition does not say
 * @param augmenter the augmenter added to it, or null
 */
public record SlotOption(int piece, String basic, String augmenter) {
}
