package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * Chu Shogi's Lion-trading rules, as HaChu plays them. A Lion (a man of {@code lions}) may not
 * take a Lion that is not beside it when, after the move, the taker can be taken on its square,
 * unless it also took on its way a man that is not {@code cheap}. And after a non-Lion took a
 * Lion, no non-Lion may take a Lion on the very next move (the counterstrike; the Okazaki rule
 * is not played). Type sets are bits of a {@code long}, bit {@code type}.
 *
 * <p>{@code strict}: Sjaak II's rules instead (its {@code endangered} and {@code no_retaliate}):
 * a Lion may take no Lion that is protected, beside it or not, anywhere on its way, protection
 * judged on the board before the move; and after a non-Lion took a Lion, no man at all may take
 * a Lion on the next move. {@code cheap} is then empty.
 */
public record LionTrading(long lions, long cheap, boolean strict) implements Serializable {
    public boolean isLion(int type) {
        return (lions >>> type & 1) != 0;
    }

    public boolean isCheap(int type) {
        return (cheap >>> type & 1) != 0;
    }
}
