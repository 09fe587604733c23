package org.variantc.compiler.words;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.variantc.compiler.model.Burning;
import org.variantc.compiler.model.Explosion;
import org.variantc.compiler.model.LionTrading;
import org.variantc.compiler.model.MakrukFamily;
import org.variantc.compiler.model.PieceType;
import org.variantc.compiler.model.RangeJumping;
import org.variantc.compiler.model.Variant;
import org.variantc.runtime.rules.HandRules;
import org.variantc.runtime.rules.PointCount;
import org.variantc.runtime.rules.PromotionInPlace;
import org.variantc.runtime.rules.RoyalCheck;

/** The sentences on captures, hands, check and the families' own rules, after the end rules. */
final class PlaySentences {
    private PlaySentences() {
    }

    /** Chu Shogi's Lion trading: the two rules, with the Lions and the cheap men named. */
    private static RuleSentence lionTrading(LionTrading l, Variant v) {
        if (l.strict()) {
            return RuleSentence.line(Rule.LION_TRADING, "lions", "lion trading " + Names.ids(l.lions(), v)
                            + " strict (no capture of a protected Lion by a Lion, no counterstrike by any man)",
                    "Lion trading: a " + Names.names(l.lions(), v, "or") + " may not take a Lion that its side"
                            + " protects, beside it or not, judged before the move; and right after a non-Lion took a"
                            + " Lion, no man may take a Lion (Sjaak II's rules)");
        }
        String cheap = l.cheap().isEmpty() ? "" : " unless it took a man other than a " + Names.names(l.cheap(), v, "or")
                + " on its way";
        return RuleSentence.line(Rule.LION_TRADING, "lions", "lion trading " + Names.ids(l.lions(), v)
                        + " (no distant capture of a protected Lion, no counterstrike)",
                "Lion trading: a " + Names.names(l.lions(), v, "or") + " may not take a Lion that is not beside it"
                        + " when it could then be taken there" + cheap + "; and right after a non-Lion took a Lion,"
                        + " no non-Lion may take a Lion");
    }

    /** Tenjiku's Fire Demons: active and passive burning, the burners named. */
    private static RuleSentence burning(Burning b, Variant v) {
        String burner = Names.names(b.burners(), v, "or");
        String whose = b.ownToo() ? "any " : "an enemy ";
        return RuleSentence.line(Rule.BURNING, "burning", "burning " + Names.ids(b.burners(), v)
                        + (b.ownToo() ? " own men too" : "") + " (enemies beside where it ends its move are removed;"
                        + " a man ending beside " + (b.ownToo() ? "any" : "an enemy") + " one is removed)",
                "Burning: a " + burner + " that ends its move removes every enemy man on the eight squares around it;"
                        + " a man that ends its move beside " + whose + burner + (b.ownToo() ? " (its own side's too)" : "")
                        + " is removed itself (after taking what it took) and burns nothing");
    }

    /** Tenjiku's range-jumping generals: each ranked type and its rank. */
    private static RuleSentence rangeJumping(RangeJumping r, Variant v) {
        List<String> terse = new ArrayList<>();
        List<String> prose = new ArrayList<>();
        for (int t = 0; t < r.ranks().size(); t++) {
            if (r.ranks().get(t) > 0) {
                terse.add(v.pieces().get(t).id() + " " + r.ranks().get(t));
                prose.add(v.pieces().get(t).name() + " " + r.ranks().get(t));
            }
        }
        return RuleSentence.line(Rule.RANGE_JUMPING, "jumping", "range jumping " + String.join(" ", terse)
                        + " (captures along a slide over men of a lower rank)",
                "Range jumping: a ranked man (" + String.join(", ", prose) + "; every other man 0) may capture along"
                        + " any of its slides by jumping over every man, of either side, of a lower rank, onto an enemy"
                        + " man of a lower rank; its quiet moves do not jump");
    }

    static void add(Variant v, List<RuleSentence> out) {
        if (v.board().cylinder()) {
            out.add(RuleSentence.line(Rule.CYLINDER, "rules", "cylinder board (the first and last files are joined;"
                    + " every move may go round)", "The board is a cylinder: its first and last files are neighbours,"
                    + " and every move may go on round the side edge, but no rider comes back to its own square"));
        }
        if (v.captures().explosion() != null) {
            out.add(explosion(v.captures().explosion(), v));
        }
        if (v.captures().petrification() != null) {
            List<Integer> types = v.captures().petrification().types();
            out.add(RuleSentence.line(Rule.PETRIFICATION, "petrify", Names.ids(types, v) + " turn to walls on capturing",
                    "A " + Names.names(types, v, "or") + " that captures turns into a wall on the square it took"));
        }
        if (v.captures().lionTrading() != null) {
            out.add(lionTrading(v.captures().lionTrading(), v));
        }
        if (v.captures().burning() != null) {
            out.add(burning(v.captures().burning(), v));
        }
        if (v.captures().rangeJumping() != null) {
            out.add(rangeJumping(v.captures().rangeJumping(), v));
        }
        hand(v, out);
        for (PromotionInPlace p : v.moves().promotionsInPlace()) {
            out.add(promotionInPlace(p, v));
        }
        if (v.royals().flyingGeneral()) {
            out.add(RuleSentence.line(Rule.FLYING_GENERAL, "rules", "flying general (the royal men may not face on an"
                    + " open file)", "The two royal men may not face each other on a file with no man between"));
        }
        makruk(v, out);
        if (v.placing().duck()) {
            out.add(RuleSentence.line(Rule.DUCK, "rules", "after each move, the Duck moves to an empty square (a wall"
                    + " nobody owns)", "After each move the mover puts the Duck, a wall nobody owns, on an empty"
                    + " square other than its own"));
        }
        janggi(v, out);
        royals(v, out);
    }

    private static RuleSentence explosion(Explosion e, Variant v) {
        StringBuilder terse = new StringBuilder("captures explode");
        StringBuilder prose = new StringBuilder("Every capture explodes: the capturer, the captured man and every man"
                + " on the eight squares around leave the board");
        if (!e.spared().isEmpty()) {
            terse.append("; spare ").append(Names.ids(e.spared(), v));
            prose.append(", except a ").append(Names.names(e.spared(), v, "or")).append(" beside the target");
        }
        if (!e.immune().isEmpty()) {
            terse.append("; immune ").append(Names.ids(e.immune(), v));
            prose.append("; a ").append(Names.names(e.immune(), v, "or")).append(" is never blown up");
        }
        if (!e.truce().isEmpty()) {
            terse.append("; truce ").append(Names.ids(e.truce(), v));
            prose.append("; a ").append(Names.names(e.truce(), v, "or")).append(" may not capture another of its type");
        }
        if (e.checkIgnored()) {
            terse.append("; check ignored");
            prose.append("; there is no check: a royal man may stand attacked and be captured");
        }
        prose.append("; a player whose royal men are all gone loses");
        return RuleSentence.line(Rule.EXPLOSION, "explosion", terse.toString(), prose.toString());
    }

    private static void hand(Variant v, List<RuleSentence> out) {
        HandRules hands = v.placing().hands();
        List<String> terse = new ArrayList<>();
        List<String> prose = new ArrayList<>();
        if (!hands.capturesToHand()) {
            terse.add("no captures (captured men leave the game)");
            prose.add("captured men leave the game");
        }
        if (hands.dropFirst()) {
            terse.add("drop before moving");
            prose.add("a player with men in hand must drop one while it can, before any man moves");
        }
        if (hands.differentColours() >= 0) {
            PieceType p = v.pieces().get(hands.differentColours());
            terse.add(p.id() + " " + p.id() + " on different colours");
            prose.add("no drop may keep a player's " + p.name() + "s from standing on both colours");
        }
        if (hands.pickups()) {
            terse.add("take own men");
            prose.add("a player not in check may, as the move, take a man of its own but the royal one into hand");
        }
        if (hands.droppedMenCastle()) {
            PieceType king = v.pieces().get(hands.castlingKing());
            PieceType rook = v.pieces().get(hands.castlingRook());
            terse.add("dropped " + king.id() + " " + rook.id() + " may castle");
            prose.add("a " + king.name() + " and " + rook.name() + " dropped on their castling squares may castle");
        }
        if (!terse.isEmpty()) {
            out.add(RuleSentence.line(Rule.HAND, "hand", String.join("; ", terse),
                    Names.capitalised(String.join("; ", prose))));
        }
    }

    private static RuleSentence promotionInPlace(PromotionInPlace p, Variant v) {
        StringBuilder terse = new StringBuilder(v.pieces().get(p.type()).id() + " in place on");
        List<String> squares = new ArrayList<>();
        boolean[] white = p.zone()[0];
        for (int sq = 0; sq < white.length; sq++) {
            if (white[sq]) {
                squares.add(ZoneText.squareName(v.board(), sq));
            }
        }
        terse.append(' ').append(String.join(" ", squares)).append(" to");
        List<String> choices = new ArrayList<>();
        for (int c = 0; c < p.choices().length; c++) {
            boolean limited = p.limits()[c] != Integer.MAX_VALUE;
            terse.append(' ').append(v.pieces().get(p.choices()[c]).id()).append(limited ? "<" + p.limits()[c] : "");
            choices.add(v.pieces().get(p.choices()[c]).name() + (limited ? " (while its side has fewer than "
                    + p.limits()[c] + ")" : ""));
        }
        String name = v.pieces().get(p.type()).name();
        String prose = "Instead of moving, a " + name + " on " + String.join(" ", squares) + " (White's squares, mirrored for Black)"
                + " may turn into a " + String.join(" or ", choices) + ", where it stands or one move of the new"
                + " man away" + (p.anywhereWhenLast() ? "; a side's last " + name + " may do so from any square" : "");
        return RuleSentence.line(Rule.PROMOTION_IN_PLACE, "promote", terse + (p.anywhereWhenLast()
                ? ", anywhere when last" : ""), prose);
    }

    private static void makruk(Variant v, List<RuleSentence> out) {
        MakrukFamily m = v.royals().makruk();
        if (m.counting() != null) {
            String style = m.counting().style().name().toLowerCase(Locale.ROOT);
            out.add(RuleSentence.line(Rule.COUNTING, "rules", style + " counting (a count past its limit draws)",
                    (style.equals("asean") ? "ASEAN" : Names.capitalised(style)) + " counting: a count that passes"
                            + " its limit draws"));
        }
        if (m.checkedKingOnlyCaptures()) {
            out.add(RuleSentence.line(Rule.CHECKED_KING_ONLY_CAPTURES, "rules", "a royal man in check moves only to"
                    + " capture its one checker", "A royal man in check may move only to capture the one man that"
                    + " checks it"));
        }
        if (m.unmovedInCastlingField()) {
            out.add(RuleSentence.line(Rule.UNMOVED_IN_CASTLING_FIELD, "rules", "the FEN's castling field names the"
                    + " unmoved men with first moves", "A FEN's castling field names the unmoved men that still"
                    + " have their first moves"));
        }
        for (MakrukFamily.Barred b : m.barredInCheck()) {
            String name = v.pieces().get(b.type()).name();
            out.add(RuleSentence.line(Rule.BARRED_IN_CHECK, "rules", name + ": a move not allowed in check",
                    name + ": the move " + b.clause().move().text() + " is not allowed while in check"));
        }
    }

    /** Passing, bikjang and the points: one summary line. */
    private static void janggi(Variant v, List<RuleSentence> out) {
        List<RuleSentence> parts = new ArrayList<>();
        if (v.moves().passing().allowed()) {
            int n = v.moves().passing().endingPasses();
            parts.add(RuleSentence.of(Rule.PASSING, "rules", "pass when not in check"
                    + (n == 0 ? "" : "; draw after " + n + " passes"), "A player whose royal man is not in check may"
                    + " pass its turn" + (n == 0 ? "" : "; " + n + " passes in a row end the game")));
        }
        if (v.royals().bikjang()) {
            parts.add(RuleSentence.of(Rule.BIKJANG, "rules", "bikjang (facing royal men must part, or a pass ends the"
                    + " game)", "When the two royal men face each other on an open file, the player to move must part"
                    + " them, or pass, which ends the game"));
        }
        if (v.ending().points() != null) {
            parts.add(points(v.ending().points(), v));
        }
        for (int i = 0; i < parts.size(); i++) {
            RuleSentence p = parts.get(i);
            out.add(i == 0 ? RuleSentence.line(p.rule(), p.label(), p.terse(), p.prose()) : p);
        }
    }

    private static RuleSentence points(PointCount points, Variant v) {
        if (java.util.Arrays.stream(points.halfPoints()).allMatch(h -> h == 0) && points.bonusHalfPoints() > 0) {
            return RuleSentence.of(Rule.POINTS, "rules", Names.side(points.bonusSide()) + " wins draws",
                    "A game the rules end drawn (stalemate, the move rule, repetition) is won by "
                            + Names.player(points.bonusSide()));
        }
        StringBuilder terse = new StringBuilder("points");
        List<String> values = new ArrayList<>();
        for (int t = 0; t < points.halfPoints().length; t++) {
            if (points.halfPoints()[t] != 0) {
                terse.append(' ').append(v.pieces().get(t).id()).append(' ').append(half(points.halfPoints()[t]));
                values.add(v.pieces().get(t).name() + " " + half(points.halfPoints()[t]));
            }
        }
        String bonus = "";
        if (points.bonusHalfPoints() != 0) {
            terse.append(' ').append(Names.side(points.bonusSide())).append(' ').append(half(points.bonusHalfPoints()));
            bonus = "; " + Names.player(points.bonusSide()) + " " + half(points.bonusHalfPoints()) + " more";
        }
        return RuleSentence.of(Rule.POINTS, "rules", terse + " (decide the endings the rules draw)",
                "A game the rules end drawn goes to the player ahead on points (" + String.join(", ", values) + bonus
                        + "); equal points draw");
    }

    private static String half(int halfPoints) {
        return halfPoints % 2 == 0 ? Integer.toString(halfPoints / 2) : halfPoints / 2 + ".5";
    }

    /** Compulsory captures, several royal men, and chiral pieces. */
    private static void royals(Variant v, List<RuleSentence> out) {
        if (v.captures().obligation().compulsory()) {
            out.add(RuleSentence.line(Rule.COMPULSORY_CAPTURE, "rules", "captures compulsory",
                    "A player who can capture must"));
        }
        if (v.royals().royalCheck() == RoyalCheck.ALL) {
            out.add(RuleSentence.line(Rule.DUPLE_CHECK, "rules", "duple check (in check only when all royal men are"
                    + " attacked)", "A player with several royal men is in check only when all of them are attacked"
                    + " at once"));
        } else if (v.royals().royalCheck() == RoyalCheck.LAST) {
            out.add(RuleSentence.line(Rule.ROYAL_WHEN_LAST, "rules", "royal when last (only a side's last royal man"
                    + " is royal)", "Only a player's last royal man is royal: while it has two or more, none is in"
                    + " check and any may be captured"));
        }
        if (v.royals().passingCheckForbidden()) {
            out.add(RuleSentence.line(Rule.ROYAL_PASSAGE, "rules", "royal men may not pass through check (over a"
                    + " square where they would stand in check)", "A royal man moving along a line may not pass over a"
                    + " square the other side attacks, where it would stand in check"));
        }
        for (PieceType p : v.pieces()) {
            if (p.chiral()) {
                out.add(RuleSentence.line(Rule.CHIRAL, "rules", p.id() + " chiral (Black's moves are White's turned"
                        + " half round)", p.name() + ": Black's moves are White's turned half round, so left and right"
                        + " are the owner's"));
            }
        }
    }
}
