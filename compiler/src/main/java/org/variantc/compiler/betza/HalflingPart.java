package org.variantc.compiler.betza;

/**
 * Where a move string writes a halfling ride ({@code fhhR4}): its characters, the other
 * modifiers written with it, the rider's atom and the range written (0 for none), so a
 * notation without halflings (XBetza) can put a cut rider in its place.
 *
 * @param start     offset of the part's first character
 * @param end       offset just past its last
 * @param modifiers the part's modifiers without {@code hh}
 * @param atom      R, B or Q
 * @param range     the range written after the atom, 0 for unlimited
 */
public record HalflingPart(int start, int end, String modifiers, char atom, int range) {
}
