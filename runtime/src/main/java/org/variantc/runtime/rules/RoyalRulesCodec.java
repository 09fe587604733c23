package org.variantc.runtime.rules;

/**
 * {@link RoyalRules} in the table text: check counting (checks to win, giving check forbidden), the
 * royal facing rule's ordinal, the royal check rule's ordinal, the Makruk family's rules, then whether a
 * royal man may not pass through check.
 */
final class RoyalRulesCodec {
    private RoyalRulesCodec() {
    }

    static void write(TableWriter w, RoyalRules royals) {
        w.integer(royals.checks().checksToWin());
        w.bool(royals.checks().givingCheckForbidden());
        w.integer(royals.facing().ordinal());
        w.integer(royals.royalCheck().ordinal());
        writeMakruk(w, royals.makruk());
        w.bool(royals.passingCheckForbidden());
    }

    static RoyalRules read(TableReader r, int types, int squares) {
        CheckRules checks = new CheckRules(r.integer(), r.bool());
        RoyalFacing facing = RoyalFacing.values()[r.integer()];
        RoyalCheck royalCheck = RoyalCheck.values()[r.integer()];
        MakrukRules makruk = readMakruk(r, types, squares);
        return new RoyalRules(checks, facing, royalCheck, makruk, r.bool());
    }

    /** The Makruk family's rules: the counting (-1 for none), two flags, the moves barred in check. */
    private static void writeMakruk(TableWriter w, MakrukRules m) {
        Counting c = m.counting();
        w.integer(c == null ? -1 : c.style().ordinal());
        if (c != null) {
            w.integer(c.rook());
            w.integer(c.khon());
            w.integer(c.knight());
            w.integer(c.met());
        }
        w.bool(m.checkedKingOnlyCaptures());
        w.bool(m.unmovedInCastlingField());
        int[][][][] barred = m.barredInCheck();
        w.bool(barred != null);
        if (barred != null) {
            for (int[][][] type : barred) {
                w.bool(type != null);
                if (type != null) {
                    for (int[][] side : type) {
                        for (int[] targets : side) {
                            w.ints(targets == null ? new int[0] : targets);
                        }
                    }
                }
            }
        }
    }

    private static MakrukRules readMakruk(TableReader r, int types, int squares) {
        int style = r.integer();
        Counting counting = style < 0 ? null
                : new Counting(Counting.Style.values()[style], r.integer(), r.integer(), r.integer(), r.integer());
        boolean onlyCaptures = r.bool();
        boolean unmovedField = r.bool();
        int[][][][] barred = null;
        if (r.bool()) {
            barred = new int[types][][][];
            for (int t = 0; t < types; t++) {
                if (r.bool()) {
                    barred[t] = new int[2][squares][];
                    for (int side = 0; side < 2; side++) {
                        for (int sq = 0; sq < squares; sq++) {
                            int[] targets = r.ints();
                            barred[t][side][sq] = targets.length == 0 ? null : targets;
                        }
                    }
                }
            }
        }
        boolean none = counting == null && !onlyCaptures && !unmovedField && barred == null;
        return none ? MakrukRules.NONE : new MakrukRules(counting, onlyCaptures, unmovedField, barred);
    }
}
