package org.variantc.compiler.model;

import java.util.List;

/**
 * Chu Shogi's Lion-trading rules, as checked: the piece types (indexes) that are Lions, and the
 * cheap types, whose capture on the way does not let a Lion take a protected Lion from afar; or,
 * {@code strict}, Sjaak II's rules (no cheap types then).
 */
public record LionTrading(List<Integer> lions, List<Integer> cheap, boolean strict) {
    public LionTrading {
        lions = List.copyOf(lions);
        cheap = List.copyOf(cheap);
    }
}
