package org.variantc.runtime.position;

import java.util.Arrays;
import java.util.Iterator;
import java.util.NoSuchElementException;

/** A growable array of packed moves, reused between calls so the hot path allocates nothing. */
public final class MoveList implements Iterable<Long> {
    private long[] moves;
    private int size;

    public MoveList() {
        this(256);
    }

    public MoveList(int capacity) {
        moves = new long[Math.max(16, capacity)];
    }

    public void clear() {
        size = 0;
    }

    public void add(long move) {
        if (size == moves.length) {
            moves = Arrays.copyOf(moves, size * 2);
        }
        moves[size++] = move;
    }

    /**
     * The backing array, grown to hold {@code more} moves after the current ones, for a generator
     * that appends in bulk: it writes the moves from index {@link #size()} on, then calls
     * {@link #resize}. A generated engine does this once per position instead of a capacity test
     * per move.
     */
    public long[] reserve(int more) {
        if (size + more > moves.length) {
            moves = Arrays.copyOf(moves, Math.max(size + more, moves.length * 2));
        }
        return moves;
    }

    /** Sets the size after a bulk append into the array {@link #reserve} gave. */
    public void resize(int newSize) {
        if (newSize < 0 || newSize > moves.length) {
            throw new IllegalArgumentException("size " + newSize + " outside 0.." + moves.length);
        }
        size = newSize;
    }

    public long get(int i) {
        return moves[i];
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public boolean contains(long move) {
        for (int i = 0; i < size; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }

    /** Keeps, in order, only the moves {@code keep} accepts: the one place the rules' filters compact a list. */
    public void retain(java.util.function.LongPredicate keep) {
        int kept = 0;
        for (int i = 0; i < size; i++) {
            long m = moves[i];
            if (keep.test(m)) {
                moves[kept++] = m;
            }
        }
        size = kept;
    }

    /** Keeps the first {@code newSize} moves. */
    public void truncate(int newSize) {
        size = newSize;
    }

    public void set(int i, long move) {
        moves[i] = move;
    }

    public long[] toArray() {
        return Arrays.copyOf(moves, size);
    }

    /** The moves in order, boxed: for the loops that print or compare, not for the search. */
    @Override
    public Iterator<Long> iterator() {
        return new Iterator<>() {
            private int next;

            @Override
            public boolean hasNext() {
                return next < size;
            }

            @Override
            public Long next() {
                if (next >= size) {
                    throw new NoSuchElementException();
                }
                return moves[next++];
            }
        };
    }
}
