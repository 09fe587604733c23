package org.variantc.compiler.check;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.Castling;
import org.variantc.compiler.model.Zone;
import org.variantc.compiler.syntax.GatingDecl;

/**
 * {@code gating on ZONE}: the gate squares, refused where the engines could not honour them. A FEN
 * names gates by file (Fairy-Stockfish's castling field), so a zone holds one square per file; the
 * castling field keeps K and Q beside the file letters, so at most one Rook on each side of one King.
 */
final class GatingReader {
    private final Board board;
    private final Map<String, Zone> names;
    private final Diagnostics diagnostics;

    GatingReader(Board board, Map<String, Zone> names, Diagnostics diagnostics) {
        this.board = board;
        this.names = names;
        this.diagnostics = diagnostics;
    }

    /** The gate squares as written for White, or null after an error. */
    Zone read(GatingDecl decl, List<Castling> castlings, boolean shuffled, boolean captureEffects) {
        Zone zone = new ZoneResolver(board, names, diagnostics).resolve(decl.zone());
        if (zone == null) {
            return null;
        }
        Set<Integer> files = new HashSet<>();
        for (int sq = zone.squares().nextSetBit(0); sq >= 0; sq = zone.squares().nextSetBit(sq + 1)) {
            if (!files.add(sq % board.files())) {
                diagnostics.error(decl.span(), "gating needs at most one gate square per file: a FEN names gates by"
                        + " file, as Fairy-Stockfish writes them (" + (char) ('a' + sq % board.files()) + ")");
                return null;
            }
        }
        if (shuffled) {
            diagnostics.error(decl.span(), "gating cannot be combined with a shuffled start yet");
            return null;
        }
        if (captureEffects) {
            diagnostics.error(decl.span(), "gating cannot be combined with explosions or petrification yet");
            return null;
        }
        Set<Integer> kings = new HashSet<>();
        Set<Integer> kingside = new HashSet<>();
        Set<Integer> queenside = new HashSet<>();
        for (Castling c : castlings) {
            kings.add(c.kingFrom());
            (c.rookFrom() % board.files() > c.kingFrom() % board.files() ? kingside : queenside).add(c.rookFrom());
        }
        if (kings.size() > 1 || kingside.size() > 1 || queenside.size() > 1) {
            diagnostics.error(decl.span(), "gating needs castling rights written K and Q (one King, at most one"
                    + " castling partner on each side of him): the FEN's other letters name the gates");
            return null;
        }
        return zone;
    }
}
