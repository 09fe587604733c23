package org.variantc.runtime.moves;

import java.util.List;

import org.variantc.runtime.position.LegalGenerator;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.position.Rulebook;

/**
 * A position's legal list, for every engine at once (what {@link Position#generateLegal} hands
 * on): no moves once the checks that win are given, men ran out or passing ended the game; else
 * the variant's {@link LegalStep}s, chosen when its rulebook was built (captures' effects tried
 * by making the move, no move that gives check where that is forbidden, only captures when
 * captures are compulsory, …), in order. The generators themselves keep the goals and the lost
 * royal man.
 */
public final class LegalList implements LegalGenerator {
    private final List<LegalStep> steps;
    private final boolean passing;
    private final NoisyMoves noisy;
    /** Every step may run on the noisy moves alone ({@link LegalStep#selective}). */
    private final boolean selective;
    /** Every step decides each move by itself ({@link LegalStep#decidesEachMove}). */
    private final boolean eachMove;
    /** The noisy list is selected after the last step: the whole list was made, or a step adds quiet moves. */
    private final boolean selectLast;

    private LegalList(List<LegalStep> steps, boolean passing, NoisyMoves noisy) {
        this.steps = steps;
        this.passing = passing;
        this.noisy = noisy;
        this.selective = steps.stream().allMatch(LegalStep::selective);
        this.eachMove = steps.stream().allMatch(LegalStep::decidesEachMove);
        this.selectLast = !selective || steps.stream().anyMatch(LegalStep::addsQuietMoves);
    }

    /** The legal list of {@code tables}' positions, its steps chosen from the finished tables. */
    public static LegalList of(Rulebook tables) {
        List<LegalStep> steps = LegalStep.of(tables.rules, tables.effects != null, tables.hops != null,
                tables.dropsLimited, tables.gates != null, tables.royalsMayNotFace, tables.bikjang);
        return new LegalList(steps, tables.passing, NoisyMoves.of(tables.rules));
    }

    @Override
    public void generateLegal(Position pos, MoveList out) {
        if (barred(pos)) {
            out.clear();
            return;
        }
        for (int i = 0; i < steps.size(); i++) { // no iterator: this runs at every node
            steps.get(i).apply(pos, out);
        }
    }

    /**
     * The noisy moves of the legal list, in its order: the generation makes only the noisy ones
     * (the quiet moves' legality never tried), the other steps run on them, and what a step
     * added (a pass, a pickup, a gated castling) is selected at the end. A variant with a step
     * that weighs the whole list makes the whole list and selects from it.
     */
    @Override
    public void generateNoisy(Position pos, MoveList out) {
        if (!selective) {
            generateLegal(pos, out);
        } else if (barred(pos)) {
            out.clear();
            return;
        } else {
            for (int i = 0; i < steps.size(); i++) {
                steps.get(i).apply(pos, out, noisy);
            }
        }
        if (selectLast) {
            out.retain(m -> noisy.keeps(pos, m));
        }
    }

    /**
     * Some legal moves: where every step decides each move by itself, those the steps keep of
     * the generation's first legal moves (each one legal: the steps keep or drop each alone, or
     * add legal ones); when they keep none, or a step weighs the whole list, the whole list.
     */
    @Override
    public void generateSomeLegal(Position pos, MoveList out) {
        if (eachMove && !barred(pos)) {
            for (int i = 0; i < steps.size(); i++) {
                steps.get(i).applySome(pos, out);
            }
            if (out.size() > 0) {
                return;
            }
        }
        generateLegal(pos, out);
    }

    /** The ends that the legal list itself keeps leave the side to move no moves. */
    private boolean barred(Position pos) {
        return CheckCount.winner(pos) >= 0 || MenLeft.extinctSide(pos) >= 0 || passing && Passes.ended(pos);
    }
}
