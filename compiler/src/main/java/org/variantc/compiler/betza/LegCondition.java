package org.variantc.compiler.betza;

/** What the square a non-final leg of a multi-leg move lands on must hold. */
public enum LegCondition {
    /** Nothing (Betza m). */
    EMPTY,
    /** An enemy man, who is captured (c). */
    CAPTURE,
    /** Any man, who stays (p). */
    OCCUPIED,
    /** Empty or any man, who stays (mp). */
    ANY
}
