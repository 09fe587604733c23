package org.variantc.runtime.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * {@link MoveRules} in the table text: the castlings (side and four squares each), the promotions in
 * place (type, zone, choices, limits, whether the last man promotes anywhere), passing (allowed,
 * passes that end the game), the hop limits (0, or 1 and two type sets per type), then whether
 * moves wrap round the side edges.
 */
final class MoveRulesCodec {
    private MoveRulesCodec() {
    }

    static void write(TableWriter w, MoveRules moves, int squares) {
        w.integer(moves.castlings().size());
        for (CastlingMove c : moves.castlings()) {
            w.integer(c.side());
            w.integer(c.kingFrom());
            w.integer(c.kingTo());
            w.integer(c.rookFrom());
            w.integer(c.rookTo());
        }
        w.integer(moves.promotionsInPlace().size());
        for (PromotionInPlace p : moves.promotionsInPlace()) {
            w.integer(p.type());
            w.zone(p.zone(), squares);
            w.ints(p.choices());
            w.ints(p.limits());
            w.bool(p.anywhereWhenLast());
        }
        w.bool(moves.passing().allowed());
        w.integer(moves.passing().endingPasses());
        writeHopLimits(w, moves.hopLimits());
        w.bool(moves.wraps());
    }

    static MoveRules read(TableReader r, int types, int squares) {
        int castlingCount = r.count();
        List<CastlingMove> castlings = new ArrayList<>(castlingCount);
        for (int i = 0; i < castlingCount; i++) {
            castlings.add(new CastlingMove(r.integer(), r.integer(), r.integer(), r.integer(), r.integer()));
        }
        int inPlaceCount = r.count();
        List<PromotionInPlace> inPlace = new ArrayList<>(inPlaceCount);
        for (int i = 0; i < inPlaceCount; i++) {
            inPlace.add(new PromotionInPlace(r.integer(), r.zone(squares), r.ints(), r.ints(), r.bool()));
        }
        Passing passing = new Passing(r.bool(), r.integer());
        HopLimits hopLimits = r.bool() ? new HopLimits(r.typeSets(types), r.typeSets(types)) : null;
        return new MoveRules(List.copyOf(castlings), List.copyOf(inPlace), passing, hopLimits, r.bool());
    }

    private static void writeHopLimits(TableWriter w, HopLimits hops) {
        w.bool(hops != null);
        if (hops != null) {
            for (long s : hops.screens()) {
                w.typeSet(s);
            }
            for (long v : hops.victims()) {
                w.typeSet(v);
            }
        }
    }
}
