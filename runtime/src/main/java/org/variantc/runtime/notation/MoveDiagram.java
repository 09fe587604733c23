package org.variantc.runtime.notation;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.Modes;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.RayKind;
import org.variantc.runtime.rules.SquareMoves;
import org.variantc.runtime.rules.VariantRules;

/**
 * A White man's moves from one square of an empty board, straight from the tables the game is
 * played with: what the page's legend draws and the editor's hover prints. Hops need a man to
 * hop over, so their squares are told apart rather than left out.
 *
 * @param square  where the man stands
 * @param targets every square it may reach, once per way of reaching it
 */
public record MoveDiagram(int square, List<Target> targets) {
    /** How a target is reached; {@link #code} is the number the page's script reads. */
    public enum Kind {
        LEAP, SLIDE, HOP, GRASSHOPPER, PATH;

        public int code() {
            return ordinal();
        }
    }

    /** What a picture marks on a square: a move there without capturing, a capture only, both, or a hop. */
    public enum Mark { MOVE, CAPTURE, BOTH, HOP }

    /** One square reached, with the {@link Modes#MOVE}/{@link Modes#CAPTURE} bits. */
    public record Target(int square, int modes, Kind kind) {
    }

    public MoveDiagram {
        targets = List.copyOf(targets);
    }

    /** Piece {@code type}'s moves from {@code square}; the caller checks both are in range. */
    public static MoveDiagram of(VariantRules rules, int type, int square) {
        SquareMoves moves = rules.pieces().get(type).moves()[0][square];
        List<Target> targets = new ArrayList<>();
        for (Leap leap : moves.leaps()) {
            targets.add(new Target(leap.target(), leap.modes() & Modes.MOVE_OR_CAPTURE, Kind.LEAP));
        }
        for (Ray ray : moves.rays()) {
            Kind kind = ray.kind() == RayKind.SLIDE ? Kind.SLIDE : ray.kind() == RayKind.HOP ? Kind.HOP : Kind.GRASSHOPPER;
            for (int i = 0; i < ray.squares().length; i++) {
                int modes = ray.squareModes()[i];
                if ((modes & Ray.PASS) == 0 && (modes & Modes.MOVE_OR_CAPTURE) != 0) {
                    targets.add(new Target(ray.squares()[i], modes & Modes.MOVE_OR_CAPTURE, kind));
                }
            }
        }
        for (Path path : moves.paths()) {
            targets.add(new Target(path.destination(), path.modes() & Modes.MOVE_OR_CAPTURE, Kind.PATH));
        }
        for (org.variantc.runtime.rules.Bend bend : moves.bends()) {
            for (int sq : bend.landings()) {
                targets.add(new Target(sq, bend.modes() & Modes.MOVE_OR_CAPTURE, Kind.PATH));
            }
        }
        return new MoveDiagram(square, targets);
    }

    /** The square the legend shows a man on first: the middle of the board, as the page picks it. */
    public static int middle(VariantRules rules) {
        return rules.files() / 2 + rules.ranks() / 2 * rules.files();
    }

    /** One mark per square reached; a square reached in two different ways is marked {@link Mark#BOTH}, as the page does. */
    public Map<Integer, Mark> marks() {
        Map<Integer, Mark> marks = new LinkedHashMap<>();
        for (Target t : targets) {
            Mark mark = t.kind() == Kind.HOP || t.kind() == Kind.GRASSHOPPER ? Mark.HOP
                    : t.modes() == Modes.MOVE ? Mark.MOVE : t.modes() == Modes.CAPTURE ? Mark.CAPTURE : Mark.BOTH;
            marks.merge(t.square(), mark, (a, b) -> a == b ? a : Mark.BOTH);
        }
        return marks;
    }
}
