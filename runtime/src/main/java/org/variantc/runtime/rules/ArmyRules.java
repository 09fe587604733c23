package org.variantc.runtime.rules;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * Army selection: the slots, every legal army, and the two armies of the game these rules are
 * for. {@link VariantRules#withArmies} makes the rules of another pair.
 *
 * @param slots       the slots' names, in the order an army is written
 * @param squares     per slot, White's squares it fills (Black's are their mirror image)
 * @param armies      every legal army
 * @param templateFen the start position with every slot square empty
 * @param white       the index in {@code armies} of White's army
 * @param black       Black's
 */
public record ArmyRules(List<String> slots, int[][] squares, List<ArmyChoice> armies, String templateFen,
                        int white, int black) implements Serializable {

    public ArmyChoice army(int side) {
        return armies.get(side == 0 ? white : black);
    }

    /** The same selection for another pair. */
    public ArmyRules with(int white, int black) {
        for (int index : new int[] {white, black}) {
            if (index < 0 || index >= armies.size()) {
                throw new IllegalArgumentException("army " + index + " does not exist; there are " + armies.size());
            }
        }
        return new ArmyRules(slots, squares, armies, templateFen, white, black);
    }

    /**
     * The army a player named: by its number in the list (from 1), its code (any case) or its
     * canonical Betza spelling; -1 when none matches.
     */
    public int find(String text) {
        String t = text.strip();
        if (t.matches("[0-9]{1,6}")) {
            int n = Integer.parseInt(t);
            return n >= 1 && n <= armies.size() ? n - 1 : -1;
        }
        for (int i = 0; i < armies.size(); i++) {
            if (armies.get(i).code().equalsIgnoreCase(t) || armies.get(i).betza().equals(t)) {
                return i;
            }
        }
        return -1;
    }

    /** The types the two armies bring into the game, White's first, each once. */
    public int[] typesInGame() {
        List<Integer> types = new ArrayList<>();
        for (int side = 0; side < 2; side++) {
            for (int type : army(side).pieces()) {
                if (!types.contains(type)) {
                    types.add(type);
                }
            }
        }
        return types.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The FEN's armies field: White's code, '/', Black's. */
    public String fenField() {
        return army(0).code() + "/" + army(1).code();
    }
}
