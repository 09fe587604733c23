package org.variantc.runtime.protocol;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.Position;

/**
 * A move a person is entering in XBoard, as its {@code lift} and {@code put} commands report it
 * (CECP 2's highlight feature): the square lifted and the victims chosen so far. XBoard 4.9 enters
 * a multi-leg move by a click on a square marked cyan, which it reports as {@code put X} and then
 * {@code lift X}; that lift continues the move instead of starting a new one. A put on a square
 * where the man promotes is answered with {@code choice}, the pieces it may become, so XBoard
 * offers exactly those.
 */
final class MoveEntry {
    private String lifted;
    private final List<String> legs = new ArrayList<>();
    /** The cyan square just put on: a lift there is the next leg. */
    private String legPut;

    /** XBoard's lift: the highlight for a new move, or for the rest of one whose victim was just chosen. */
    String lift(Position position, String square) {
        String name = square.trim();
        if (lifted != null && name.equals(legPut)) {
            legs.add(name);
        } else {
            lifted = name;
            legs.clear();
        }
        legPut = null;
        return TargetMarks.of(position, lifted, legs);
    }

    /**
     * XBoard's put: remembers a leg's end; on a promotion square, the {@code choice} command
     * (XBoard letters, the rules' first choice first), or null when there is nothing to say.
     */
    String put(Position position, String square, XboardNotation notation) {
        String name = square.trim().replaceAll(",$", "");
        legPut = null;
        if (lifted == null) {
            return null;
        }
        int to = LegalMoves.square(position.rules(), name);
        Set<Character> choices = new LinkedHashSet<>();
        for (long m : TargetMarks.movesThrough(position, LegalMoves.square(position.rules(), lifted), legs)) {
            List<String> victims = TargetMarks.victims(position, m);
            if (victims.size() > legs.size() && victims.get(legs.size()).equals(name)) {
                legPut = name;
            } else if (victims.size() == legs.size() && Move.to(m) == to && Move.promotion(m) >= 0) {
                choices.add(Character.toUpperCase(notation.letter(Move.promotion(m))));
            }
        }
        if (legPut != null || choices.isEmpty()) {
            return null;
        }
        StringBuilder text = new StringBuilder("choice ");
        choices.forEach(text::append);
        return text.toString();
    }

    /** A move was made or the position changed: nothing is being entered. */
    void clear() {
        lifted = null;
        legs.clear();
        legPut = null;
    }
}
