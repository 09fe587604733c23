package org.variantc.runtime.rules;

/**
 * {@link PlacingRules} in the table text: the drop rules (three flags), the hand rules (captures to
 * hand, drop first, the different-colours type, the dropped castlers' types, pickups), the gate squares (a
 * zone, -1 when none), then the walling's kind + 1 (0 when none).
 */
final class PlacingRulesCodec {
    private PlacingRulesCodec() {
    }

    static void write(TableWriter w, PlacingRules placing, int squares) {
        DropRules drops = placing.drops();
        w.bool(drops.enabled());
        w.bool(drops.promotedRevert());
        w.bool(drops.eitherFace());
        HandRules hands = placing.hands();
        w.bool(hands.capturesToHand());
        w.bool(hands.dropFirst());
        w.integer(hands.differentColours());
        w.integer(hands.castlingKing());
        w.integer(hands.castlingRook());
        w.bool(hands.pickups());
        w.zone(placing.gating() == null ? null : placing.gating().gates(), squares);
        w.integer(placing.walling() == null ? 0 : placing.walling().kind().ordinal() + 1);
    }

    static PlacingRules read(TableReader r, int squares) {
        DropRules drops = new DropRules(r.bool(), r.bool(), r.bool());
        HandRules hands = new HandRules(r.bool(), r.bool(), r.integer(), r.integer(), r.integer(), r.bool());
        boolean[][] gates = r.zone(squares);
        int walling = r.integer();
        return new PlacingRules(drops, hands, gates == null ? null : new Gating(gates),
                walling == 0 ? null : new Walling(Walling.Kind.values()[walling - 1]));
    }
}
