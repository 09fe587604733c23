package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * Chu Shogi's Lion-trading rules, as HaChu plays them. A Lion (a man of {@code lions}) may not
 * take a Lion that is not beside it when, after the move, the taker can be taken on its square,
 * unless it also took on its way a man that is not {@code cheap}. And after a non-Lion took a
 * Lion, no non-Lion may take a Lion on the very next move (the counterstrike; the Okazaki rule
 * is not played). Type sets are bits of a {@code long}, bit {@code type}.
 */
public record LionTrading(long lions, long cheap) implements Serializable {
    public boolean isLion(int type) {
        return (lions >>> type & 1) != 0;
    }

    public boolean isCheap(int type) {
        return (cheap >>> type & 1) != 0;
    }
}
