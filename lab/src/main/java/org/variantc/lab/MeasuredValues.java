package org.variantc.lab;

import java.util.List;
import java.util.Locale;

/**
 * The values with how well the Pawn itself was measured: every value is a ratio to the Pawn's
 * weight, so while that weight's interval still reaches 0 the ratios (and their intervals) are
 * not bounded, whatever they print.
 *
 * @param pawnWeight the logistic weight of one Pawn ahead
 * @param pawnSpread half its 95% interval
 */
record MeasuredValues(List<PieceValue> values, double pawnWeight, double pawnSpread) {
    boolean scaleResolved() {
        return pawnWeight - pawnSpread > 0;
    }

    /** The scale every value divides by, as a person reads it: what a Pawn ahead does to an even game. */
    String scale() {
        return String.format(Locale.ROOT, "scale: a Pawn ahead is worth %.3f ± %.3f in the logistic fit: an even"
                + " game's score %.1f%% a Pawn up", pawnWeight, pawnSpread, 100 / (1 + Math.exp(-pawnWeight)));
    }

    /** The warning printed under the table while the Pawn's weight is not told from 0; empty once it is. */
    String warning() {
        return scaleResolved() ? "" : String.format(Locale.ROOT, "note: a Pawn ahead is worth %.2f ± %.2f in the"
                + " logistic fit, not yet told from 0: the values are ratios to it and stay unbounded until more"
                + " games are played (--games; the games already played are kept)", pawnWeight, pawnSpread);
    }
}
