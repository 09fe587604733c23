package org.variantc.compiler.armies;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.variantc.compiler.betza.Betza;
import org.variantc.compiler.betza.BetzaError;
import org.variantc.compiler.betza.BetzaResult;
import org.variantc.compiler.model.Armies;
import org.variantc.compiler.model.Army;
import org.variantc.compiler.model.ArmySlot;
import org.variantc.compiler.model.MoveClause;
import org.variantc.compiler.model.MoveSet;
import org.variantc.compiler.model.PieceType;
import org.variantc.compiler.model.SlotOption;
import org.variantc.compiler.model.Variant;

/**
 * The army a player named: its number in the list (from 1), its short code, or the slot
 * pieces' Betza strings in slot order joined by ',' in any spelling of the same moves
 * ({@code RF,NW,BffNsbN,RNA} and {@code RF,NW,BffNbsN,RNA} are one army).
 */
public final class ArmySpelling {
    private final Variant variant;
    private final Armies armies;

    /** @throws IllegalArgumentException when the variant has no army selection */
    public ArmySpelling(Variant variant) {
        if (variant.start().armies() == null) {
            throw new IllegalArgumentException(variant.metadata().name() + " has no army selection");
        }
        this.variant = variant;
        this.armies = variant.start().armies();
    }

    /**
     * The index of the army in the legal list.
     *
     * @throws IllegalArgumentException with a sentence saying what is wrong, naming the rule an
     *                                  illegal combination breaks
     */
    public int resolve(String text) {
        String t = text.strip();
        List<Army> legal = armies.legal();
        if (t.matches("[0-9]{1,9}")) {
            int n = Integer.parseInt(t);
            if (n < 1 || n > legal.size()) {
                throw new IllegalArgumentException("army number " + n + " does not exist; they are 1 to " + legal.size());
            }
            return n - 1;
        }
        for (int i = 0; i < legal.size(); i++) {
            if (legal.get(i).code().equalsIgnoreCase(t)) {
                return i;
            }
        }
        int[] options = options(t);
        Optional<String> refusal = armies.refusal(options);
        if (refusal.isPresent()) {
            throw new IllegalArgumentException("'" + t + "' is not a legal army: " + refusal.get());
        }
        return armies.indexOf(options);
    }

    /** Per slot, the option whose moves the written Betza string has. */
    private int[] options(String text) {
        List<ArmySlot> slots = armies.slots();
        String[] parts = text.split(",", -1);
        if (parts.length != slots.size()) {
            throw new IllegalArgumentException("'" + text + "' is no army code, and as Betza strings it names "
                    + parts.length + " piece" + (parts.length == 1 ? "" : "s") + "; an army is one per slot ("
                    + String.join(", ", slots.stream().map(ArmySlot::name).toList()) + "), joined by ','");
        }
        int[] options = new int[parts.length];
        for (int s = 0; s < parts.length; s++) {
            options[s] = option(slots.get(s), parts[s].strip());
        }
        return options;
    }

    private int option(ArmySlot slot, String betza) {
        BetzaResult result = Betza.parse(betza);
        if (!(result instanceof BetzaResult.Parsed parsed)) {
            BetzaError first = ((BetzaResult.Failed) result).errors().get(0);
            throw new IllegalArgumentException("'" + betza + "' (" + slot.name() + " slot) is not Betza: "
                    + first.message() + " at character " + (first.offset() + 1));
        }
        MoveSet wanted = MoveSet.of(variant.board(), List.of(new MoveClause(parsed.move(), null)));
        List<String> held = new ArrayList<>();
        for (int i = 0; i < slot.options().size(); i++) {
            SlotOption o = slot.options().get(i);
            PieceType piece = variant.pieces().get(o.piece());
            if (MoveSet.of(variant.board(), piece.moves()).equals(wanted)) {
                return i;
            }
            held.add(piece.betza());
        }
        throw new IllegalArgumentException("no " + slot.name() + "-slot piece moves as '" + betza + "'; the "
                + slot.name() + " slot holds " + String.join(" ", held));
    }
}
