package org.variantc.runtime.position;

import java.util.ArrayList;
import java.util.List;

/**
 * One way a man of type {@code type} standing on {@code source} could capture on a target:
 * square conditions walked outward from the target, then the source. The table engine's attack
 * trie ({@link Attacks}) and the generated engines' attack tables are both laid out from these.
 *
 * <p>A hop line ({@code screen} other than {@link Screen#NONE}) is the line from the target back
 * to the source, of a hop any man may make, not only a virgin one: its screen may be on any of
 * those squares ({@link Screen#ANY}, a cannon) or must be next to the target ({@link Screen#NEAR},
 * a grasshopper), the others empty. Its conditions are {@link #OCCUPIED} throughout, meaning
 * "a screen may be here"; {@link #expanded()} writes it as one plain pattern per screen square.
 *
 * @param squares    squares walked from the target, not the source
 * @param conditions per square, what it must hold: {@link #EMPTY}, {@link #OCCUPIED},
 *                   {@link #DEFENDER} or {@link #NOT_ATTACKER}
 * @param virgin     only a man who has not moved yet captures so
 */
public record CapturePattern(int type, int source, int[] squares, int[] conditions, boolean virgin, Screen screen) {
    /** Square conditions, from the attacker's point of view; the generated attack code tests these numbers. */
    public static final int EMPTY = 0;
    public static final int OCCUPIED = 1;
    /** Holds a man of the side under attack. */
    public static final int DEFENDER = 2;
    /** Empty or holding a man of the side under attack. */
    public static final int NOT_ATTACKER = 3;

    /** Where a hop line's screen stands. */
    public enum Screen {
        /** Not a hop line: the conditions are the whole pattern. */
        NONE,
        /** On any square of the line (a cannon). */
        ANY,
        /** On the square next to the target (a grasshopper). */
        NEAR
    }

    public boolean isHopLine() {
        return screen != Screen.NONE;
    }

    /** A plain pattern with every square empty, not only for a virgin man: a slide or a leap. */
    public boolean isSlide() {
        if (isHopLine() || virgin) {
            return false;
        }
        for (int c : conditions) {
            if (c != EMPTY) {
                return false;
            }
        }
        return true;
    }

    /** This pattern as plain ones (screen {@link Screen#NONE}): a hop line gives one per screen square, nearest first. */
    public List<CapturePattern> expanded() {
        return switch (screen) {
            case NONE -> List.of(this);
            case ANY -> {
                List<CapturePattern> plain = new ArrayList<>();
                for (int at = 0; at < squares.length; at++) {
                    plain.add(withScreenAt(at));
                }
                yield plain;
            }
            case NEAR -> List.of(withScreenAt(0));
        };
    }

    private CapturePattern withScreenAt(int at) {
        int[] plain = new int[squares.length];
        plain[at] = OCCUPIED;
        return new CapturePattern(type, source, squares, plain, virgin, Screen.NONE);
    }
}
