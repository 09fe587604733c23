package org.variantc.compiler.javagen;

import java.util.ArrayList;
import java.util.List;

/**
 * One shape of the attack tables of one side ({@link AttackTables}): entries of (square, value)
 * pairs grouped per target. {@code first} per target its first entry (and one past the last
 * target), {@code start} per entry its first pair, {@code square} and {@code value} the pairs,
 * {@code near} a second value per pair where entries carry one (hop rays' near masks), else null.
 */
record AttackEntries(int[] first, int[] start, int[] square, long[] value, long[] near) {
    boolean isEmpty() {
        return square.length == 0;
    }

    /** Both sides' tables as the generated {@code Tables} class names them: {@code NAME_FIRST} and so on. */
    static List<TableView> tables(String name, AttackEntries white, AttackEntries black) {
        List<TableView> tables = new ArrayList<>(List.of(
                TableView.ints(name + "_FIRST", white.first, black.first),
                TableView.ints(name + "_START", white.start, black.start),
                TableView.ints(name + "_SQUARE", white.square, black.square),
                TableView.longs(name + "_VALUE", white.value, black.value)));
        if (white.near != null) {
            tables.add(TableView.longs(name + "_NEAR_VALUE", white.near, black.near));
        }
        return tables;
    }
}
