package org.variantc.compiler.betza;

import java.util.ArrayList;
import java.util.List;

/**
 * Gives one component (modifiers, atom, range) its meaning: a list of {@link Line}s for a
 * single-leg move, of {@link MultiLeg}s for a move with {@code a}, of {@link BentRide}s for a
 * rider's move with {@code a}.
 */
final class ComponentReader {
    private final List<BetzaError> errors;
    private long pathsLeft = MoveBounds.MAX_PATHS;  // over the whole move string

    ComponentReader(List<BetzaError> errors) {
        this.errors = errors;
    }

    /**
     * @param legs      the letters of each leg (split at 'a'), each with its offset
     * @param atom      the atom's letter, or 0 for a vector leap
     * @param vector    the (x,y) of a vector leap
     * @param doubled   the atom was doubled (NN)
     * @param range     the number after the atom, or -1
     * @param atomAt    the atom's offset
     */
    List<Component> read(List<List<Modifier>> legs, char atom, int[] vector, boolean doubled, int range, int atomAt) {
        List<AtomShape> shapes;
        boolean rides;
        if (atom == 0) {
            if (vector[0] == 0 && vector[1] == 0) {
                errors.add(new BetzaError(atomAt, "(0,0) is not a leap"));
                return List.of();
            }
            shapes = List.of(AtomShape.of(vector[0], vector[1]));
            rides = false;
        } else {
            var letter = AtomLetter.of(atom);
            if (letter.isEmpty()) {
                errors.add(new BetzaError(atomAt, AtomLetter.refusal(atom)));
                return List.of();
            }
            shapes = letter.get().shapes();
            rides = letter.get().rides() || doubled;
        }
        int reach = range >= 0 ? range : rides ? 0 : 1;
        if (legs.size() > 1) {
            return multiLeg(legs, shapes, reach, atomAt);
        }
        return lines(LegPrefix.read(legs.get(0), errors), shapes, reach, atomAt);
    }

    private List<Component> lines(LegPrefix prefix, List<AtomShape> shapes, int reach, int atomAt) {
        if (prefix.has('y')) {
            errors.add(new BetzaError(prefix.mode('y').offset(),
                "y makes the next leg of a multi-leg move ride (as in FyafsF); this move has one leg"));
        }
        MoveModes modes = modes(prefix, true);
        LineKind kind = kind(prefix);
        boolean halfling = prefix.halfling != null;
        if (halfling && reach == 1) {
            errors.add(new BetzaError(prefix.halfling.offset(),
                "hh (absolute halfling) halves a rider's range; this atom is a single leap"));
        }
        List<Component> out = new ArrayList<>();
        for (AtomShape shape : shapes) {
            LineKind k = shapeKind(kind, shape, reach, prefix);
            for (int[] v : Directions.select(prefix.directionTexts(), shape)) {
                out.add(new Line(v[0], v[1], reach, halfling, modes, k, prefix.has('o')));
            }
        }
        if (out.isEmpty()) {
            errors.add(new BetzaError(atomAt, "these directions select no move of this atom"));
        }
        return out;
    }

    /** The kind this shape really has: n on W or F changes nothing, and some kinds do not fit. */
    private LineKind shapeKind(LineKind kind, AtomShape shape, int reach, LegPrefix prefix) {
        boolean leap = reach == 1;
        switch (kind) {
            case LAME -> {
                if (!leap) {
                    errors.add(new BetzaError(prefix.mode('n').offset(), "n (lame) applies to leaps; a rider is always blocked"));
                } else if (shape.oblique()) {
                    errors.add(new BetzaError(prefix.mode('n').offset(),
                        "n on an oblique leap is ambiguous: write its path with a, as afsW for the Xiangqi Horse"));
                } else if (shape.between() == 0) {
                    return LineKind.NORMAL;
                }
            }
            case JUMP -> {
                if (leap && shape.between() != 1) {
                    errors.add(new BetzaError(prefix.mode('j').offset(),
                        "j (must jump) on a leap needs exactly one square to jump, as on D or A"));
                }
            }
            case HOP, GRASSHOPPER -> {
                if (leap) {
                    char letter = kind == LineKind.HOP ? 'p' : 'g';
                    errors.add(new BetzaError(prefix.mode(letter).offset(),
                        letter + " (hop) needs a rider, as in pR or gQ"));
                }
            }
            case NORMAL -> {
            }
        }
        return kind;
    }

    private LineKind kind(LegPrefix prefix) {
        List<Character> kinds = new ArrayList<>();
        for (char c : new char[] {'n', 'j', 'p', 'g'}) {
            if (prefix.has(c)) {
                kinds.add(c);
            }
        }
        if (kinds.size() > 1) {
            errors.add(new BetzaError(prefix.mode(kinds.get(1)).offset(),
                "'" + kinds.get(0) + "' and '" + kinds.get(1) + "' cannot be combined on one atom"));
        }
        if (kinds.isEmpty()) {
            return LineKind.NORMAL;
        }
        return switch (kinds.get(0)) {
            case 'n' -> LineKind.LAME;
            case 'j' -> LineKind.JUMP;
            case 'p' -> LineKind.HOP;
            default -> LineKind.GRASSHOPPER;
        };
    }

    /** The modes m, c, e, i name; m and c both when none of m, c, e is written. */
    private MoveModes modes(LegPrefix prefix, boolean allowEnPassant) {
        boolean enPassant = prefix.has('e') && allowEnPassant;
        if (prefix.has('e') && !allowEnPassant) {
            errors.add(new BetzaError(prefix.mode('e').offset(), "e (en passant) is not supported in a multi-leg move"));
        }
        boolean move = prefix.has('m');
        boolean capture = prefix.has('c');
        boolean either = !move && !capture && !enPassant;
        return new MoveModes(move || either, capture || either, enPassant, prefix.has('i'));
    }

    private List<Component> multiLeg(List<List<Modifier>> legLetters, List<AtomShape> shapes, int reach, int atomAt) {
        List<LegPrefix> legs = new ArrayList<>();
        for (List<Modifier> letters : legLetters) {
            legs.add(LegPrefix.read(letters, errors));
        }
        boolean initial = false;
        for (int i = 0; i < legs.size(); i++) {
            LegPrefix leg = legs.get(i);
            initial |= leg.has('i');
            boolean last = i == legs.size() - 1;
            if (leg.halfling != null) {
                errors.add(new BetzaError(leg.halfling.offset(), "hh (halfling) is not supported in a multi-leg move"));
            }
            for (Modifier m : leg.modes) {
                char c = m.text().charAt(0);
                if (c == 'i' && i > 0) {
                    // XBetza reads i on a later leg as "as long as the leg before"; we read no such thing
                    errors.add(new BetzaError(m.offset(), "'i' on a later leg is XBetza's 'as many steps as the first leg',"
                        + " which is not supported; an initial move writes i on the first leg (imafN)"));
                    continue;
                }
                boolean allowed = c == 'i' || c == 'm' || c == 'c' || (c == 'p' || c == 'y') && !last;
                if (c == 'o') {
                    errors.add(new BetzaError(m.offset(), "'o' (wrapping round the side edges) is not supported on a leg of"
                        + " a multi-leg move; on a cylinder board (board 8 x 8 cylinder) every leg wraps"));
                } else if (!allowed) {
                    errors.add(new BetzaError(m.offset(), "'" + c + "' is not supported on "
                        + (last ? "the last leg" : "an intermediate leg") + " of a multi-leg move"));
                }
            }
        }
        MoveModes last = modes(legs.get(legs.size() - 1), false);
        MoveModes finalModes = new MoveModes(last.move(), last.capture(), false, initial);
        for (int i = 1; i < legs.size(); i++) {
            LegPrefix leg = legs.get(i);
            for (Modifier d : leg.directions) {
                boolean oblique = shapes.stream().anyMatch(AtomShape::oblique);
                if (!Turn.allowed(d.text(), oblique)) {
                    errors.add(new BetzaError(d.offset(), "'" + d.text() + "' is not a turn a continuation leg of this atom can take"
                        + (oblique ? " (oblique leaps turn only by quarters: f, b, l, r, s, v)" : "")));
                }
            }
        }
        if (reach != 1) {
            return errors.isEmpty() ? bentRides(legs, shapes, reach, finalModes, atomAt) : List.of();
        }
        if (!errors.isEmpty() || !withinBounds(legs, shapes, atomAt)) {
            return List.of();
        }
        List<int[]> every = every(shapes);
        List<Component> out = new ArrayList<>();
        for (AtomShape shape : shapes) {
            for (int[] first : Directions.select(legs.get(0).directionTexts(), shape)) {
                List<int[]> steps = new ArrayList<>();
                steps.add(first);
                extend(legs, 1, steps, new ArrayList<>(), finalModes, every, out);
            }
        }
        if (out.isEmpty() && errors.isEmpty()) {
            errors.add(new BetzaError(atomAt, "these directions select no move of this atom"));
        }
        return out;
    }

    /**
     * A rider's two legs (XBetza reads each leg of a rider atom as a ride: {@code RmasR}): the
     * first over empty squares to an empty corner, the second turned off it. {@code y} on the
     * first leg makes the second a single step, as the Interactive Diagram toggles the range.
     */
    private List<Component> bentRides(List<LegPrefix> legs, List<AtomShape> shapes, int reach, MoveModes modes, int atomAt) {
        if (legs.size() != 2) {
            errors.add(new BetzaError(atomAt, "a rider's multi-leg move has two legs (a line, then a turn: RmasR);"
                + " this one has " + legs.size()));
            return List.of();
        }
        LegPrefix first = legs.get(0);
        for (Modifier m : first.modes) {
            char c = m.text().charAt(0);
            if (c == 'c' || c == 'p') {
                errors.add(new BetzaError(m.offset(), "'" + c + "' on a rider's first leg is not supported: the line"
                    + " and its corner must be empty (m, as in RmasR)"));
            }
        }
        LegPrefix second = legs.get(1);
        for (Modifier d : second.directions) {
            if (d.text().contains("b") || d.text().contains("v")) {
                errors.add(new BetzaError(d.offset(), "a rider's second leg may not turn back ('" + d.text()
                    + "'): it would come back over its own line"));
            }
        }
        if (!errors.isEmpty()) {
            return List.of();
        }
        int turnReach = first.has('y') ? 1 : reach;
        List<Component> out = new ArrayList<>();
        for (AtomShape shape : shapes) {
            for (int[] step : Directions.select(first.directionTexts(), shape)) {
                List<int[]> turns = second.directions.isEmpty()
                    ? shape.vectors().stream().filter(v -> v[0] != -step[0] || v[1] != -step[1]).toList()
                    : Turn.apply(second.directionTexts(), step);
                if (!turns.isEmpty()) {
                    out.add(new BentRide(step, reach, List.copyOf(turns), turnReach, modes));
                }
            }
        }
        int bent = out.stream().mapToInt(c -> ((BentRide) c).turns().size()).sum();
        if (bent > pathsLeft) {
            errors.add(new BetzaError(atomAt, "this move turns " + bent + " ways (a first direction and a turn each);"
                + " a move string may have " + MoveBounds.MAX_PATHS + " paths and turns at most"));
            return List.of();
        }
        pathsLeft -= bent;
        if (out.isEmpty()) {
            errors.add(new BetzaError(atomAt, "these directions select no move of this atom"));
        }
        return out;
    }

    /** Refuses a component with too many legs, or whose paths would exceed what is left of the string's budget. */
    private boolean withinBounds(List<LegPrefix> legs, List<AtomShape> shapes, int atomAt) {
        if (legs.size() > MoveBounds.MAX_LEGS) {
            errors.add(new BetzaError(atomAt, "this multi-leg move has " + legs.size() + " legs; "
                + MoveBounds.MAX_LEGS + " at most"));
            return false;
        }
        long paths = MoveBounds.paths(legs, shapes);
        if (paths > pathsLeft) {
            errors.add(new BetzaError(atomAt, "this multi-leg move expands to "
                + (paths > MoveBounds.MAX_PATHS ? "more than " + MoveBounds.MAX_PATHS : String.valueOf(paths))
                + " paths; a move string may have " + MoveBounds.MAX_PATHS + " at most"));
            return false;
        }
        pathsLeft -= paths;
        return true;
    }

    /** Adds every path that continues {@code steps} through legs {@code leg}…, with each condition variant. */
    private void extend(List<LegPrefix> legs, int leg, List<int[]> steps, List<LegCondition> conditions, MoveModes finalModes,
                        List<int[]> every, List<Component> out) {
        if (leg == legs.size()) {
            out.add(new MultiLeg(List.copyOf(steps), List.copyOf(conditions), finalModes));
            return;
        }
        LegPrefix previous = legs.get(leg - 1);
        int ride = previous.has('y') ? MoveBounds.MAX_RIDE : 1;
        List<String> turns = legs.get(leg).directionTexts().stream()
            .filter(t -> Turn.allowed(t, isOblique(steps.get(steps.size() - 1)))).toList();
        List<int[]> nexts = turns.isEmpty() && legs.get(leg).directions.isEmpty() ? every
            : Turn.apply(turns, steps.get(steps.size() - 1));
        for (int[] next : nexts) {
            for (LegCondition condition : conditions(previous)) {
                steps.add(next);
                conditions.add(condition);
                // a riding leg (after y) goes 1, 2, … steps, each square it passes empty
                for (int k = 1; k <= ride; k++) {
                    if (k > 1) {
                        conditions.add(LegCondition.EMPTY);
                        steps.add(next);
                    }
                    extend(legs, leg + 1, steps, conditions, finalModes, every, out);
                }
                for (int k = 0; k < ride; k++) {
                    steps.remove(steps.size() - 1);
                    conditions.remove(conditions.size() - 1);
                }
            }
        }
    }

    /**
     * Every step of the atom: where a continuation leg names no direction (XBetza's default, as
     * the Lion's {@code caK}), it may take any of them, back to the square before included.
     */
    static List<int[]> every(List<AtomShape> shapes) {
        List<int[]> all = new ArrayList<>();
        for (AtomShape shape : shapes) {
            all.addAll(shape.vectors());
        }
        return all;
    }

    private static boolean isOblique(int[] v) {
        return v[0] != 0 && v[1] != 0 && Math.abs(v[0]) != Math.abs(v[1]);
    }

    /** What the square a non-final leg lands on must hold: m empty, c an enemy (captured), p any man, mp anything. */
    static List<LegCondition> conditions(LegPrefix leg) {
        boolean m = leg.has('m');
        boolean c = leg.has('c');
        boolean p = leg.has('p');
        if (c && m && p) {
            return List.of(LegCondition.ANY, LegCondition.CAPTURE);
        }
        if (c && m) {
            return List.of(LegCondition.EMPTY, LegCondition.CAPTURE);
        }
        if (c && p) {
            return List.of(LegCondition.CAPTURE, LegCondition.OCCUPIED);
        }
        if (m && p) {
            return List.of(LegCondition.ANY);
        }
        if (c) {
            return List.of(LegCondition.CAPTURE);
        }
        if (p) {
            return List.of(LegCondition.OCCUPIED);
        }
        return List.of(LegCondition.EMPTY);
    }
}
