package org.variantc.runtime.rules;

/**
 * {@link CaptureRules} in the table text: compulsory or not, then the explosion, the
 * petrification and the Lion trading, each 0 when absent, else 1 and its type sets (two integers each;
 * the Lion trading then its strictness); then the burning (0, or 1, its type set and whether own
 * burners burn) and the range jumping (0, or 1 and the ranks).
 */
final class CaptureRulesCodec {
    private CaptureRulesCodec() {
    }

    static void write(TableWriter w, CaptureRules captures) {
        w.bool(captures.obligation().compulsory());
        Explosion explosion = captures.explosion();
        w.bool(explosion != null);
        if (explosion != null) {
            w.typeSet(explosion.spared());
            w.typeSet(explosion.immune());
            w.typeSet(explosion.truce());
            w.bool(explosion.checkIgnored());
        }
        Petrification petrification = captures.petrification();
        w.bool(petrification != null);
        if (petrification != null) {
            w.typeSet(petrification.types());
        }
        LionTrading lions = captures.lionTrading();
        w.bool(lions != null);
        if (lions != null) {
            w.typeSet(lions.lions());
            w.typeSet(lions.cheap());
            w.bool(lions.strict());
        }
        Burning burning = captures.burning();
        w.bool(burning != null);
        if (burning != null) {
            w.typeSet(burning.burners());
            w.bool(burning.ownToo());
        }
        RangeJumping jumping = captures.rangeJumping();
        w.bool(jumping != null);
        if (jumping != null) {
            w.ints(jumping.ranks());
        }
    }

    static CaptureRules read(TableReader r) {
        CaptureObligation obligation = new CaptureObligation(r.bool());
        Explosion explosion = r.bool() ? new Explosion(r.typeSet(), r.typeSet(), r.typeSet(), r.bool()) : null;
        Petrification petrification = r.bool() ? new Petrification(r.typeSet()) : null;
        LionTrading lions = r.bool() ? new LionTrading(r.typeSet(), r.typeSet(), r.bool()) : null;
        Burning burning = r.bool() ? new Burning(r.typeSet(), r.bool()) : null;
        RangeJumping jumping = r.bool() ? new RangeJumping(r.ints()) : null;
        return new CaptureRules(obligation, explosion, petrification, lions, burning, jumping);
    }
}
