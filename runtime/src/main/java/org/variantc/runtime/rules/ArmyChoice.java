package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * One legal army of a variant with army selection.
 *
 * @param code   what a player types: a fixed army's code, or the slot pieces' ids joined by '-'
 * @param name   a fixed army's name, or ""
 * @param pieces per slot, the piece type that fills it
 * @param betza  the canonical spelling: the slot pieces' Betza strings in slot order, joined by ','
 */
public record ArmyChoice(String code, String name, int[] pieces, String betza) implements Serializable {
}
