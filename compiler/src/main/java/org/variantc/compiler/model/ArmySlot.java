package org.variantc.compiler.model;

import java.util.List;

/**
 * A slot of an army: the squares its piece fills and the pieces it may hold.
 *
 * @param squares White's squares; Black's are their mirror image
 */
public record ArmySlot(String name, Zone squares, List<SlotOption> options) {
}
