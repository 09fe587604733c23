package org.variantc.runtime.moves;

import java.util.ArrayList;
import java.util.List;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.MoveSelection;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.MakrukRules;
import org.variantc.runtime.rules.VariantRules;

/**
 * One step of making the legal list, for every engine at once: the generation itself, then the
 * rules that add to or filter what any generator (table or generated) made. A variant's steps
 * are chosen once, by {@link #of}, when its {@link Rulebook} is built; {@link Position#generateLegal}
 * runs them in order and asks nothing more.
 */
public enum LegalStep {
    /** Explosions and petrification: every pseudo-legal move tried by making it. */
    GENERATE_WITH_EFFECTS((pos, out, selection, some) -> pos.book.effects.generateLegal(pos, out, selection)),
    /** Hops over or onto types a piece may not jump or capture (Janggi's Cannon) taken out. */
    GENERATE_WITH_HOP_LIMITS((pos, out, selection, some) -> pos.book.hops.generateLegal(pos, out, selection)),
    /** The generator's legal moves as they are. */
    GENERATE((pos, out, selection, some) -> {
        if (some) {
            pos.book.generator().generateSomeLegal(pos, out);
        } else {
            pos.book.generator().generateLegal(pos, out, selection);
        }
    }),
    /**
     * Round a cylinder, a move two rays make (one each way round) kept once. Not selective: the
     * first way round may be a quiet path move and the second a capturing one, and only the
     * first is kept.
     */
    ONE_WAY_ROUND(false, SeamDuplicates::remove),
    PROMOTIONS_IN_PLACE(PromotionsInPlace::add),
    GATES(Gates::add),
    /** A man of one's own taken into hand, as a move (Twilight chess). */
    PICKUPS(Pickups::add),
    /** The flying general: no move may leave the royal men facing. */
    ROYALS_MAY_NOT_FACE(FlyingGeneral::removeFacing),
    /** A royal man may not pass over a square where it would stand in check (Caissa Britannia). */
    ROYALS_MAY_NOT_PASS_CHECK(RoyalPassage::removePassingCheck),
    /** Bikjang: while the royal men face, every move but a pass must part them. */
    BIKJANG((pos, out) -> {
        if (FlyingGeneral.facing(pos)) {
            FlyingGeneral.keepParting(pos, out);
        }
    }),
    DROP_LIMITS(DropLimits::filter),
    /** Chu Shogi's Lion trading: no distant capture of a protected Lion, no counterstrike. */
    LION_TRADING(LionTrades::filter),
    NO_GIVING_CHECK(CheckingMoves::remove),
    /**
     * Selective: every capture is noisy, so the noisy moves hold a capture exactly when the whole
     * list does, and keeping only the captures of either keeps the same moves. It does not
     * decide each move by itself ({@link #decidesEachMove}).
     */
    COMPULSORY_CAPTURES(CaptureFilter::keepCaptures),
    /** The Makruk family's moves barred in check. */
    CHECK_EVASIONS(CheckEvasions::filter),
    DIFFERENT_COLOURS(DifferentColours::filter),
    /** Not selective: whether drops alone are legal turns on the quiet drops. */
    HAND_FIRST(false, HandFirst::filter),
    /** The pass, legal also in check while the royal men face under bikjang. */
    PASS((pos, out) -> Passes.add(pos, out, pos.book.bikjang && FlyingGeneral.facing(pos))),
    /** Every move expanded by the wall it places (Duck chess), last, after every filter. */
    WALL(DuckPlacement::expand);

    /** What a step does to the legal list being made. */
    @FunctionalInterface
    private interface Action {
        void apply(Position pos, MoveList out);
    }

    /**
     * What a generation step does: the legal moves the selection keeps, asked before legality;
     * or, with {@code some}, some legal moves, at least one when there is one (where the step
     * can stop early; else all).
     */
    @FunctionalInterface
    private interface Generation {
        void apply(Position pos, MoveList out, MoveSelection selection, boolean some);
    }

    private final Generation generation;
    private final Action action;
    private final boolean selective;

    LegalStep(Generation generation) {
        this.generation = generation;
        this.action = null;
        this.selective = true;
    }

    LegalStep(Action action) {
        this(true, action);
    }

    LegalStep(boolean selective, Action action) {
        this.generation = null;
        this.action = action;
        this.selective = selective;
    }

    public void apply(Position pos, MoveList out) {
        apply(pos, out, MoveSelection.ALL);
    }

    /**
     * The step on a list the generation made with {@code selection}: a generation makes only the
     * moves the selection keeps; the other steps act as on the whole list (what they add is
     * selected after the last step, {@link LegalList#generateNoisy}).
     */
    public void apply(Position pos, MoveList out, MoveSelection selection) {
        if (generation != null) {
            generation.apply(pos, out, selection, false);
        } else {
            action.apply(pos, out);
        }
    }

    /**
     * The step on a list the generation made with only some of the legal moves (at least one
     * when there is one): what the selective steps keep of it is legal.
     */
    public void applySome(Position pos, MoveList out) {
        if (generation != null) {
            generation.apply(pos, out, MoveSelection.ALL, true);
        } else {
            action.apply(pos, out);
        }
    }

    /**
     * Whether the step may run on the selected moves alone: it decides each move by itself, or
     * adds moves, so on the selected part of the list it keeps what it keeps of the whole list.
     * A step that weighs the list as a whole (a duplicate kept once, drops first) is not, and a
     * variant with one makes the whole list and selects from it.
     */
    public boolean selective() {
        return selective;
    }

    /**
     * Whether the step may add a quiet move to a list of noisy ones (the castlings tried with
     * capture effects, a gated castling, a pickup, the pass): then the noisy list is selected
     * again after the last step.
     */
    public boolean addsQuietMoves() {
        return this == GENERATE_WITH_EFFECTS || this == GATES || this == PICKUPS || this == PASS;
    }

    /**
     * Whether the step keeps or drops each move by itself, or adds legal moves, so what it keeps
     * of some legal moves is legal: compulsory capture is selective but not this (a quiet move
     * kept beside no capture may be barred by a capture left out).
     */
    public boolean decidesEachMove() {
        return selective && this != COMPULSORY_CAPTURES;
    }

    /**
     * The steps these rules need, in the order they run: the generation, then the additions and
     * filters. Built from the rules and the parts of the rulebook prepared for them.
     */
    public static List<LegalStep> of(VariantRules rules, boolean effects, boolean hopLimits, boolean dropsLimited,
                              boolean gates, boolean royalsMayNotFace, boolean bikjang) {
        List<LegalStep> steps = new ArrayList<>();
        steps.add(effects ? GENERATE_WITH_EFFECTS : hopLimits ? GENERATE_WITH_HOP_LIMITS : GENERATE);
        add(steps, rules.moves().wraps(), ONE_WAY_ROUND);
        add(steps, !rules.moves().promotionsInPlace().isEmpty(), PROMOTIONS_IN_PLACE);
        add(steps, gates, GATES);
        add(steps, rules.placing().hands().pickups(), PICKUPS);
        add(steps, royalsMayNotFace, ROYALS_MAY_NOT_FACE);
        add(steps, rules.royals().passingCheckForbidden(), ROYALS_MAY_NOT_PASS_CHECK);
        add(steps, !royalsMayNotFace && bikjang, BIKJANG);
        add(steps, dropsLimited, DROP_LIMITS);
        add(steps, rules.captures().lionTrading() != null, LION_TRADING);
        add(steps, rules.royals().checks().givingCheckForbidden(), NO_GIVING_CHECK);
        add(steps, rules.captures().obligation().compulsory(), COMPULSORY_CAPTURES);
        add(steps, rules.royals().makruk() != MakrukRules.NONE, CHECK_EVASIONS);
        add(steps, rules.placing().hands().differentColours() >= 0, DIFFERENT_COLOURS);
        add(steps, rules.placing().hands().dropFirst(), HAND_FIRST);
        add(steps, rules.moves().passing().allowed(), PASS);
        add(steps, rules.placing().walling() != null, WALL);
        return List.copyOf(steps);
    }

    private static void add(List<LegalStep> steps, boolean needed, LegalStep step) {
        if (needed) {
            steps.add(step);
        }
    }
}
