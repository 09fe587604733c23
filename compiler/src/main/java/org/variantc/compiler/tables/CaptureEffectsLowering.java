package org.variantc.compiler.tables;

import java.util.List;
import org.variantc.runtime.rules.Explosion;
import org.variantc.runtime.rules.LionTrading;
import org.variantc.runtime.rules.Petrification;

/** The checked explosion, petrification, Lion trading, burning and range jumping as the runtime's records: type lists to type sets. */
final class CaptureEffectsLowering {
    private CaptureEffectsLowering() {
    }

    static Explosion explosion(org.variantc.compiler.model.Explosion e) {
        return e == null ? null : new Explosion(set(e.spared()), set(e.immune()), set(e.truce()), e.checkIgnored());
    }

    static Petrification petrification(org.variantc.compiler.model.Petrification p) {
        return p == null ? null : new Petrification(set(p.types()));
    }

    static LionTrading lionTrading(org.variantc.compiler.model.LionTrading l) {
        return l == null ? null : new LionTrading(set(l.lions()), set(l.cheap()), l.strict());
    }

    static org.variantc.runtime.rules.Burning burning(org.variantc.compiler.model.Burning b) {
        return b == null ? null : new org.variantc.runtime.rules.Burning(set(b.burners()), b.ownToo());
    }

    static org.variantc.runtime.rules.RangeJumping rangeJumping(org.variantc.compiler.model.RangeJumping r) {
        return r == null ? null
                : new org.variantc.runtime.rules.RangeJumping(r.ranks().stream().mapToInt(Integer::intValue).toArray());
    }

    private static long set(List<Integer> types) {
        long bits = 0;
        for (int t : types) {
            bits |= 1L << t;
        }
        return bits;
    }
}
