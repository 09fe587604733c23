package org.variantc.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import org.variantc.runtime.position.MoveList;

class MoveListTest {
    @Test
    void aBulkAppendThroughReserveKeepsTheMovesBeforeIt() {
        MoveList list = new MoveList(16);
        list.add(1);
        list.add(2);
        long[] array = list.reserve(100);
        assertTrue(array.length >= 102);
        for (int i = 0; i < 100; i++) {
            array[2 + i] = 10 + i;
        }
        list.resize(102);
        assertEquals(102, list.size());
        assertEquals(1, list.get(0));
        assertEquals(2, list.get(1));
        assertEquals(109, list.get(101));
    }

    @Test
    void reserveWithinCapacityKeepsTheArray() {
        MoveList list = new MoveList(64);
        long[] first = list.reserve(10);
        assertTrue(first == list.reserve(20));
        list.add(5);
        assertArrayEquals(new long[] {5}, list.toArray());
    }

    @Test
    void aSizeOutsideTheArrayIsRefused() {
        MoveList list = new MoveList(16);
        assertThrows(IllegalArgumentException.class, () -> list.resize(-1));
        assertThrows(IllegalArgumentException.class, () -> list.resize(list.reserve(0).length + 1));
    }
}
