package org.variantc.runtime.protocol;

import java.util.Locale;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.PromotionRule;
import org.variantc.runtime.rules.VariantRules;

/**
 * The hand game XBoard 4.9 plays by its own rules: Shogi, on a board of any size (its promotion
 * zone is a third of the ranks, its drops barred where a man could never move, and no second
 * unpromoted Pawn on a file). Its piece-to-char table gives a letter per slot of its piece images
 * (White's half, the King last), {@code .} for a slot not in the game, {@code +} for the promoted
 * form of the man eleven slots before. XBoard keeps its holdings by this table (seven in Shogi),
 * which a table of our own making cannot match: our Shogi men on a table of ours fill more
 * holdings than a 9-rank board has.
 */
final class XboardOwnGames {
    /** XBoard's Shogi table: Lance on the Queen's slot, Silver on the Ferz's, Gold on the Wazir's. */
    static final String SHOGI = "PNBRLS...G.++++++K";
    /** The moves XBoard's Shogi gives each slot of {@link #SHOGI}, in our Betza. */
    private static final String[] MOVES = {"fW", "ffN", "B", "R", "fR", "FfW", "", "", "", "WfF", "",
            "WfF", "WfF", "BW", "RF", "WfF", "WfF", "K"};

    private XboardOwnGames() {
    }

    /**
     * XBoard's Shogi table with the letters of the men in play, when the game is XBoard's Shogi:
     * drops, every man in play one of XBoard's by id and move (a promoted one written {@code +X}
     * of its base), every promotion into the zone XBoard gives the board; else null.
     */
    static String shogi(VariantRules rules, boolean[] used) {
        if (!rules.placing().drops().enabled()) {
            return null;
        }
        char[] table = ".................K".toCharArray();
        int king = SHOGI.length() - 1;
        for (int t = 0; t < used.length; t++) {
            if (!used[t]) {
                continue;
            }
            PieceRules p = rules.pieces().get(t);
            int base = p.plusOf() >= 0 ? SHOGI.indexOf(rules.pieces().get(p.plusOf()).id().toUpperCase(Locale.ROOT)) : -1;
            int slot = p.plusOf() >= 0 ? (base < 0 || base + 11 >= king ? -1 : base + 11)
                    : p.id().length() == 1 ? SHOGI.indexOf(p.id().toUpperCase(Locale.ROOT).charAt(0)) : -1;
            if (slot < 0 || (slot == king) != p.royal() || !MOVES[slot].equals(p.betza().replace(" ", ""))
                    || !promotesInXboardsZone(rules, p)) {
                return null;
            }
            table[slot] = SHOGI.charAt(slot);
        }
        return new String(table);
    }

    /** Every promotion of the man is to its {@code +X} form, into XBoard's zone: a third of the ranks (three of 8). */
    private static boolean promotesInXboardsZone(VariantRules rules, PieceRules p) {
        int depth = rules.ranks() / 3 + (rules.ranks() == 8 ? 1 : 0);
        for (PromotionRule rule : p.promotions()) {
            for (int c : rule.choices()) {
                if (rules.pieces().get(c).plusOf() < 0) {
                    return false;
                }
            }
            if (rule.optional() && (rule.capturing() || !rule.touching() || !zoneIsLastRanks(rules, rule.zone()[0], depth))) {
                return false;
            }
        }
        return true;
    }

    private static boolean zoneIsLastRanks(VariantRules rules, boolean[] zone, int depth) {
        for (int sq = 0; sq < rules.squares(); sq++) {
            if (zone[sq] != (rules.rankOf(sq) >= rules.ranks() - depth)) {
                return false;
            }
        }
        return true;
    }
}
