package org.variantc.runtime.rules;

import java.util.ArrayList;
import java.util.List;

/** {@link StartRules} in the table text: the army selection, then the shuffled rank, each -1 when absent. */
final class StartRulesCodec {
    private StartRulesCodec() {
    }

    static void write(TableWriter w, StartRules start) {
        writeArmies(w, start.armies());
        writeShuffle(w, start.shuffle());
    }

    static StartRules read(TableReader r) {
        ArmyRules armies = readArmies(r);
        return new StartRules(armies, readShuffle(r));
    }

    /** The slots, their squares, every army, the template and the pair. */
    private static void writeArmies(TableWriter w, ArmyRules armies) {
        if (armies == null) {
            w.integer(-1);
            return;
        }
        w.integer(armies.slots().size());
        for (int i = 0; i < armies.slots().size(); i++) {
            w.string(armies.slots().get(i));
            w.ints(armies.squares()[i]);
        }
        w.integer(armies.armies().size());
        for (ArmyChoice army : armies.armies()) {
            w.string(army.code());
            w.string(army.name());
            w.ints(army.pieces());
            w.string(army.betza());
        }
        w.string(armies.templateFen());
        w.integer(armies.white());
        w.integer(armies.black());
    }

    private static ArmyRules readArmies(TableReader r) {
        int slotCount = r.integer();
        if (slotCount == -1) {
            return null;
        }
        if (slotCount < 0) {
            throw new IllegalArgumentException("rule tables: bad slot count " + slotCount);
        }
        List<String> slots = new ArrayList<>(slotCount);
        int[][] squares = new int[slotCount][];
        for (int i = 0; i < slotCount; i++) {
            slots.add(r.string());
            squares[i] = r.ints();
        }
        int armyCount = r.count();
        List<ArmyChoice> armies = new ArrayList<>(armyCount);
        for (int i = 0; i < armyCount; i++) {
            armies.add(new ArmyChoice(r.string(), r.string(), r.ints(), r.string()));
        }
        return new ArmyRules(List.copyOf(slots), squares, List.copyOf(armies), r.string(), r.integer(), r.integer());
    }

    private static void writeShuffle(TableWriter w, Shuffle shuffle) {
        if (shuffle == null) {
            w.integer(-1);
            return;
        }
        w.ints(shuffle.men());
        w.integer(shuffle.differentColours().length);
        for (int[] pair : shuffle.differentColours()) {
            w.ints(pair);
        }
        w.integer(shuffle.inner());
        w.integer(shuffle.outer());
        w.integer(shuffle.protectedRank());
    }

    private static Shuffle readShuffle(TableReader r) {
        int length = r.integer();
        if (length == -1) {
            return null;
        }
        int[] men = new int[length];
        for (int i = 0; i < length; i++) {
            men[i] = r.integer();
        }
        int[][] pairs = new int[r.count()][];
        for (int i = 0; i < pairs.length; i++) {
            pairs[i] = r.ints();
        }
        return new Shuffle(men, pairs, r.integer(), r.integer(), r.integer());
    }
}
