package org.variantc.compiler.betza;

/** How a {@link Line} treats men on its way. */
public enum LineKind {
    /** Leaps jump; riders stop at the first man. */
    NORMAL,
    /** Betza n: a leap that may not jump (every square on its straight line must be empty). */
    LAME,
    /** Betza j on a leap: must jump over a man on the square between; on a rider: skips its first square. */
    JUMP,
    /** Betza p: hops over exactly one man (cannon). */
    HOP,
    /** Betza g: lands right behind the first man (grasshopper). */
    GRASSHOPPER
}
