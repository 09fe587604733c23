package org.variantc.compiler.model;

/**
 * A legal army.
 *
 * @param code    what a player types: a fixed army's code, or the slot pieces' ids joined by '-'
 * @param name    a fixed army's name, or ""
 * @param options per slot, the index of the chosen option
 */
public record Army(String code, String name, int[] options) {
}
