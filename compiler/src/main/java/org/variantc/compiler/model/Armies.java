package org.variantc.compiler.model;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Army selection: each side fills the slots with the pieces of one legal army.
 *
 * @param slots       in the order an army is written (Rook, Knight, Bishop, Queen)
 * @param constraints the rules a combination of options must keep
 * @param legal       every legal army, in the order {@code variantc armies} lists them
 */
public record Armies(List<ArmySlot> slots, List<ArmyConstraint> constraints, List<Army> legal) {

    /** The legal army choosing these options (an index per slot), or -1. */
    public int indexOf(int[] options) {
        for (int i = 0; i < legal.size(); i++) {
            if (Arrays.equals(legal.get(i).options(), options)) {
                return i;
            }
        }
        return -1;
    }

    /** Why a combination of options (an index per slot) is no legal army, naming the rule; empty when legal. */
    public Optional<String> refusal(int[] options) {
        Optional<String> broken = brokenConstraint(options);
        if (broken.isPresent()) {
            return broken;
        }
        return indexOf(options) >= 0 ? Optional.empty()
                : Optional.of("it is not one of the " + legal.size() + " armies of this game");
    }

    /** The first constraint these options break, as a sentence naming the rule; empty when none. */
    public Optional<String> brokenConstraint(int[] options) {
        List<SlotOption> chosen = chosen(options);
        for (ArmyConstraint c : constraints) {
            Optional<String> broken = c.broken(slots, chosen);
            if (broken.isPresent()) {
                return broken;
            }
        }
        return Optional.empty();
    }

    /** The option chosen in each slot. */
    public List<SlotOption> chosen(int[] options) {
        return java.util.stream.IntStream.range(0, slots.size())
                .mapToObj(s -> slots.get(s).options().get(options[s])).toList();
    }
}
