package org.variantc.compiler.check;

import java.util.function.Function;
import org.variantc.compiler.betza.BetzaError;
import org.variantc.compiler.betza.BetzaResult;
import org.variantc.compiler.betza.Line;
import org.variantc.compiler.betza.MultiLeg;
import org.variantc.compiler.betza.PieceMove;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.syntax.Text;

/**
 * Runs the Betza parser on a written string and points each of its errors at the exact character.
 * Also keeps the definition's multi-leg paths under a bound: each path is tabled for every square
 * and side and tried in every move generation, so many pieces of a few hundred paths each would
 * make the tables slow to build and the engine slow to play.
 */
final class MoveReader {
    /** Multi-leg paths (after expansion) all the move strings of one definition may have together. */
    static final int MAX_PATHS = 512;

    /** Single leaps and rides (one per direction) all the move strings of one definition may have together. */
    static final int MAX_LINES = 1024;

    /**
     * Bent lines (one per first direction and turn: the Hook Mover's {@code RmasR} has 8) all the
     * move strings of one definition may have together. Each reaches up to a board's area from a
     * square, in its tables and in the reverse attack patterns, so they are counted apart from paths.
     */
    static final int MAX_BENT = 64;

    private final Function<String, BetzaResult> betza;
    private final Diagnostics diagnostics;
    private int paths;
    private int lines;
    private int bent;

    MoveReader(Function<String, BetzaResult> betza, Diagnostics diagnostics) {
        this.betza = betza;
        this.diagnostics = diagnostics;
    }

    /** The parsed move, or null after reporting why not. */
    PieceMove read(Text text) {
        BetzaResult result;
        try {
            result = betza.apply(text.value());
        } catch (RuntimeException e) {
            // The parser is another room's code: a failure there must still not crash a check.
            diagnostics.error(text.span(), "the Betza parser failed on \"" + text.value() + "\": " + e);
            return null;
        }
        if (result instanceof BetzaResult.Parsed parsed) {
            paths += (int) parsed.move().components().stream().filter(c -> c instanceof MultiLeg).count();
            bent += parsed.move().components().stream().filter(c -> c instanceof org.variantc.compiler.betza.BentRide)
                    .mapToInt(c -> ((org.variantc.compiler.betza.BentRide) c).turns().size()).sum();
            if (bent > MAX_BENT) {
                diagnostics.error(text.span(), "the rider's multi-leg moves of this definition turn " + bent
                    + " ways by here (a first direction and a turn each: RmasR has 8); " + MAX_BENT + " at most in one definition");
                bent = Integer.MIN_VALUE;
                return null;
            }
            lines += (int) parsed.move().components().stream().filter(c -> c instanceof Line).count();
            if (paths > MAX_PATHS) {
                diagnostics.error(text.span(), "the multi-leg moves of this definition expand to " + paths
                    + " paths by here; " + MAX_PATHS + " at most in one definition");
                paths = Integer.MIN_VALUE;  // said once: the strings after it are not blamed again
                return null;
            }
            if (lines > MAX_LINES) {
                diagnostics.error(text.span(), "the moves of this definition go in " + lines
                    + " directions by here (a leap or ride each); " + MAX_LINES + " at most in one definition");
                lines = Integer.MIN_VALUE;
                return null;
            }
            return parsed.move();
        }
        for (BetzaError error : ((BetzaResult.Failed) result).errors()) {
            diagnostics.error(text.spanAt(error.offset()), "Betza: " + error.message());
        }
        return null;
    }
}
