package org.variantc.compiler.html;

import org.variantc.compiler.words.ZoneText;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.PieceType;
import org.variantc.compiler.model.Promotion;
import org.variantc.compiler.model.PromotionChoice;
import org.variantc.compiler.model.PromotionSides;
import org.variantc.compiler.model.Variant;
import org.variantc.compiler.model.Zone;

/**
 * The one promotion the Interactive Diagram can say: the types that promote ({@code maxPromote}
 * counts them from the top of the piece list), a zone of the last ranks ({@code promoZone}) and
 * the ids offered ({@code promoChoice}). It is a Pawn's compulsory promotion where there is
 * one; every other promotion, and what the chosen one has beyond zone and choices (being
 * optional, limits, a quota), is listed as not applied.
 *
 * @param types     the promoting types, in the order they head the piece list
 * @param zoneRanks the zone's depth in ranks; 0 when there is no promotion to show
 * @param choices   the offered ids, joined
 */
record DiagramPromotion(List<Integer> types, int zoneRanks, String choices) {

    static DiagramPromotion of(Variant v, DiagramStart start, List<String> unenforced) {
        Promotion main = main(v);
        List<Integer> types = new ArrayList<>();
        for (int t = 0; t < v.pieces().size(); t++) {
            if (main != null && v.pieces().get(t).promotions().contains(main)) {
                types.add(t);
            }
        }
        String names = names(v, types);
        String shown = main == null ? "the diagram shows no promotion"
                : "the diagram applies only the " + names + " promotion on " + ZoneText.of(main.zone(), v.board());
        for (PieceType p : v.pieces()) {
            for (Promotion promotion : p.promotions()) {
                if (!promotion.equals(main)) {
                    unenforced.add(p.name() + ": " + sentence(v, promotion) + "; " + shown);
                }
            }
        }
        if (main == null) {
            return new DiagramPromotion(types, 0, "");
        }
        if (main.optional()) {
            unenforced.add(names + ": promotion on " + ZoneText.of(main.zone(), v.board()) + " is optional");
        }
        for (PromotionChoice c : main.choices()) {
            if (c.limit() != Integer.MAX_VALUE) {
                unenforced.add(names + ": promotes to " + v.pieces().get(c.piece()).name() + " only while its side has fewer than "
                        + c.limit());
            }
        }
        if (main.quota() > 0) {
            unenforced.add(names + ": if its side has fewer than " + main.quota() + " of some of the choices, it must choose one of those");
        }
        Set<Integer> offered = new LinkedHashSet<>();
        if (main.armies()) {
            offered.addAll(armyPieces(v, start));
            unenforced.add(names + ": promotes to any type of either army in the game; the diagram offers the types of the army it shows");
        }
        main.choices().forEach(c -> offered.add(c.piece()));
        List<Integer> unnamed = offered.stream().filter(t -> v.pieces().get(t).id().length() != 1).toList();
        if (!unnamed.isEmpty()) {
            unenforced.add(names + ": promotes to " + names(v, unnamed) + ", whose ids of two letters promoChoice "
                    + "cannot name (its ids run together, read a letter a choice); the diagram "
                    + (unnamed.size() == offered.size() ? "shows no promotion" : "offers only the others"));
            offered.removeAll(unnamed);
        }
        if (offered.isEmpty()) {
            return new DiagramPromotion(List.of(), 0, "");
        }
        StringBuilder ids = new StringBuilder();
        offered.forEach(t -> ids.append(v.pieces().get(t).id()));
        misread(v, offered, ids.toString(), unenforced);
        return new DiagramPromotion(types, depth(main.zone(), v.board()), ids.toString());
    }

    /** A Pawn's compulsory promotion to the last ranks, else any promotion to the last ranks, else none. */
    private static Promotion main(Variant v) {
        Promotion any = null;
        for (PieceType p : v.pieces()) {
            for (Promotion promotion : p.promotions()) {
                // A one-sided offer (Chigorin) would be applied to both sides: it is listed instead.
                if (promotion.sides() != PromotionSides.BOTH || depth(promotion.zone(), v.board()) == 0) {
                    continue;
                }
                if (p.pawn() && !promotion.optional()) {
                    return promotion;
                }
                any = any == null ? promotion : any;
            }
        }
        return any;
    }

    /** k when the zone is exactly the last k ranks, else 0. */
    private static int depth(Zone zone, Board board) {
        int k = zone.squares().cardinality() / board.files();
        if (k == 0 || k * board.files() != zone.squares().cardinality()) {
            return 0;
        }
        int first = board.square(0, board.ranks() - k);
        return zone.squares().nextSetBit(0) == first && zone.squares().nextClearBit(first) == board.squares() ? k : 0;
    }

    private static List<Integer> armyPieces(Variant v, DiagramStart start) {
        List<Integer> out = new ArrayList<>();
        if (start.army() != null) {
            for (int s = 0; s < v.start().armies().slots().size(); s++) {
                out.add(v.start().armies().slots().get(s).options().get(start.army().options()[s]).piece());
            }
        }
        return out;
    }

    /** Two-letter ids run together: an id that is not offered but appears in the string may be read as offered. */
    private static void misread(Variant v, Set<Integer> offered, String ids, List<String> unenforced) {
        for (int t = 0; t < v.pieces().size(); t++) {
            PieceType p = v.pieces().get(t);
            if (!offered.contains(t) && ids.contains(p.id())) {
                unenforced.add("promoChoice=" + ids + " also contains the id " + p.id() + " (" + p.name()
                        + "), which the diagram may offer too");
            }
        }
    }

    private static String names(Variant v, List<Integer> types) {
        List<String> names = new ArrayList<>();
        types.forEach(t -> names.add(v.pieces().get(t).name()));
        return String.join(", ", names);
    }

    private static String sentence(Variant v, Promotion promotion) {
        List<String> names = new ArrayList<>();
        for (PromotionChoice c : promotion.choices()) {
            String name = v.pieces().get(c.piece()).name();
            names.add(c.limit() == Integer.MAX_VALUE ? name : name + " while its side has fewer than " + c.limit());
        }
        if (promotion.armies()) {
            names.add("any type of either army");
        }
        String side = promotion.sides() == PromotionSides.BOTH ? ""
                : (promotion.sides() == PromotionSides.WHITE ? "White's only: " : "Black's only: ");
        String s = side + (promotion.optional() ? "may promote" : "promotes") + PieceDescription.where(promotion, v.board())
                + " to " + String.join(", ", names);
        return promotion.quota() > 0 ? s + " (quota " + promotion.quota() + ")" : s;
    }
}
