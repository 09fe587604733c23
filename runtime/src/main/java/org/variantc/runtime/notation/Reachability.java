package org.variantc.runtime.notation;

import org.variantc.runtime.position.Man;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.PromotionRule;
import org.variantc.runtime.rules.VariantRules;
import org.variantc.runtime.rules.RoyalCheck;

/**
 * What a game's rules let a position hold, derived once per {@link Rulebook} so a FEN the game
 * could never reach is refused: how many royal men of each type a side may have, and the squares
 * where a man whose promotion is compulsory can never stand unpromoted.
 *
 * <p>Royal men are never captured (no move may leave one attacked) and never in hand, so a side
 * keeps the number its setup gives it unless a promotion makes one (more are possible) or a
 * royal type itself promotes (fewer are possible).
 *
 * <p>A man stands unpromoted inside a compulsory zone only if it started or was dropped there,
 * or moved there from a square it could stand on without the move entering a compulsory zone
 * first; move shapes are ignored (any square may lead to any other), so a square is refused
 * only when no move of any shape could have left the man there.
 */
public final class Reachability {
    /** Per side and type, the royal men the setup gives; -1 for a type that is not royal. */
    private final int[][] royalStart;
    private final boolean knownStart;
    /** Royal men can leave the board: blown up by an explosion. */
    private final boolean royalsExplode;
    /** Per type: some promotion offer makes it. */
    private final boolean[] madeByPromotion;
    /** Per type: it promotes, so it may leave the board as itself. */
    private final boolean[] promotes;
    /** Per type and side, per square: a man of the type can never stand there unpromoted; null: anywhere. */
    private final boolean[][][] neverUnpromoted;

    /**
     * Derived from the rules and the start alone: its men's piece codes by square (null: no
     * start position known) and its hands, [side][type].
     */
    public Reachability(VariantRules rules, int[] startBoard, int[][] startHand) {
        int types = rules.pieces().size();
        royalStart = new int[2][types];
        knownStart = startBoard != null;
        // Under duple check or the last-royal rule a royal man beside another may be captured too.
        royalsExplode = rules.captures().explosion() != null || rules.royals().royalCheck() != RoyalCheck.ANY;
        madeByPromotion = new boolean[types];
        promotes = new boolean[types];
        for (int t = 0; t < types; t++) {
            PieceRules piece = rules.pieces().get(t);
            royalStart[0][t] = royalStart[1][t] = piece.royal() ? 0 : -1;
            promotes[t] = !piece.promotions().isEmpty();
            for (PromotionRule rule : piece.promotions()) {
                for (int choice : rule.choices()) {
                    madeByPromotion[choice] = true;
                }
            }
        }
        if (knownStart) {
            for (int value : startBoard) {
                if (value != 0 && rules.pieces().get(Man.type(value)).royal()) {
                    royalStart[value & 1][Man.type(value)]++;
                }
            }
            for (int side = 0; side < 2; side++) {
                for (int t = 0; t < types; t++) {
                    // Royal men the start puts in hand (a setup phase places them) count as the side's.
                    royalStart[side][t] += royalStart[side][t] >= 0 ? startHand[side][t] : 0;
                }
            }
        }
        neverUnpromoted = new boolean[types][][];
        for (int t = 0; t < types; t++) {
            PromotionRule[] promotions = rules.pieces().get(t).promotions().toArray(new PromotionRule[0]);
            if (hasCompulsory(promotions)) {
                neverUnpromoted[t] = new boolean[][] {
                    unreachable(rules, startBoard, promotions, t, 0), unreachable(rules, startBoard, promotions, t, 1)};
            }
        }
    }

    /**
     * Why a side's royal men of one type cannot be as many as {@code count}, or null when they
     * can; with no start position known, any number is allowed.
     */
    String royalProblem(VariantRules rules, int side, int type, int count) {
        int start = royalStart[side][type];
        if (start < 0 || !knownStart) {
            return null;
        }
        String setup = ", but the " + rules.name() + " setup gives it "
                + (start == 0 ? "none" : String.valueOf(start));
        String who = side == 0 ? "White" : "Black";
        String name = rules.pieces().get(type).name();
        String has = who + " has " + (count == 0 ? "no " + name : count + " " + plural(name, count));
        if (count < start && !promotes[type] && !royalsExplode) {
            return has + setup + " and no rule removes one";
        }
        if (count > start && !madeByPromotion[type]) {
            return has + setup + " and no promotion makes one";
        }
        return null;
    }

    /** True when a man of {@code type} and {@code side} can never stand on {@code sq} unpromoted. */
    boolean neverUnpromoted(int type, int side, int sq) {
        return neverUnpromoted[type] != null && neverUnpromoted[type][side][sq];
    }

    /** True when some promotion offer makes {@code type}, so a promoted man of it may stand anywhere it lands. */
    boolean madeByPromotion(int type) {
        return madeByPromotion[type];
    }

    private static String plural(String name, int count) {
        return count == 1 ? name : name + "s";
    }

    private static boolean hasCompulsory(PromotionRule[] rules) {
        for (PromotionRule rule : rules) {
            if (!rule.optional()) {
                return true;
            }
        }
        return false;
    }

    /**
     * The squares a man of {@code type} can never stand on unpromoted: the complement of the
     * fixed point of "outside every compulsory zone, a start or drop square, or entered from a
     * standable square by a move whose first entered zone is optional or none".
     */
    private static boolean[] unreachable(VariantRules variant, int[] startBoard, PromotionRule[] rules, int type, int side) {
        boolean[][] dropZone = variant.placing().drops().enabled() ? variant.pieces().get(type).dropZone() : null;
        int code = Man.of(side, type);
        int squares = variant.squares();
        boolean[] standable = new boolean[squares];
        for (int sq = 0; sq < squares; sq++) {
            standable[sq] = !inCompulsoryZone(rules, side, sq)
                    || dropZone != null && dropZone[side][sq]
                    || startBoard != null && startBoard[sq] == code;
        }
        boolean grew = true;
        while (grew) {
            grew = false;
            for (int to = 0; to < squares; to++) {
                if (!standable[to] && enteredFreely(rules, side, standable, to)) {
                    standable[to] = true;
                    grew = true;
                }
            }
        }
        boolean[] never = new boolean[squares];
        for (int sq = 0; sq < squares; sq++) {
            never[sq] = !standable[sq];
        }
        return never;
    }

    private static boolean inCompulsoryZone(PromotionRule[] rules, int side, int sq) {
        for (PromotionRule rule : rules) {
            if (!rule.optional() && !rule.capturing() && rule.zone()[side][sq]) {
                return true;
            }
        }
        return false;
    }

    /** Some standable square leads to {@code to} by a move that need not promote (as the generator decides). */
    private static boolean enteredFreely(PromotionRule[] rules, int side, boolean[] standable, int to) {
        for (int from = 0; from < standable.length; from++) {
            if (from != to && standable[from] && firstEnteredIsOptional(rules, side, from, to)) {
                return true;
            }
        }
        return false;
    }

    private static boolean firstEnteredIsOptional(PromotionRule[] rules, int side, int from, int to) {
        for (PromotionRule rule : rules) {
            boolean[] zone = rule.zone()[side];
            if (zone[to] && !zone[from]) {
                return rule.optional() || rule.capturing();
            }
        }
        return true;
    }
}
