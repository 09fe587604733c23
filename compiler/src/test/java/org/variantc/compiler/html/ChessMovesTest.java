package org.variantc.compiler.html;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.model.PieceType;
import org.variantc.compiler.model.Variant;
import org.variantc.compiler.pipeline.VariantCompiler;

/**
 * Issue 32: the page's red mark goes on every man drawn as a FIDE figure who moves otherwise than
 * in chess, his whole move lines compared (it missed Chess and a Half's Knight and Pawn and
 * Nearlydouble's Pawn, whose first Betza string alone is chess's), and on no other.
 */
class ChessMovesTest {
    private static final Set<String> FIDE_NAMES = Set.of("king", "queen", "rook", "bishop", "knight", "pawn");

    @Test
    void everyShippedManDrawnAsAChessFigureIsMarkedExactlyWhenHeMovesOtherwise() throws IOException {
        Map<String, List<String>> marked = new TreeMap<>();
        List<Path> files;
        try (Stream<Path> all = Files.walk(Sources.projectRoot().resolve("definitions"))) {
            files = all.filter(p -> p.toString().endsWith(".variant")).sorted().toList();
        }
        for (Path file : files) {
            Variant variant = VariantCompiler.compile(file).variant().orElseThrow();
            List<String> names = new ArrayList<>();
            for (PieceType p : variant.pieces()) {
                if (FIDE_NAMES.contains(p.name().toLowerCase(Locale.ROOT)) && !ChessMoves.asInChess(variant.board(), p)) {
                    names.add(p.name());
                }
            }
            if (!names.isEmpty()) {
                marked.put(Sources.projectRoot().resolve("definitions").relativize(file).toString(), names);
            }
        }
        assertEquals(List.of("Knight", "Pawn"), marked.get("chess-and-a-half.variant"), marked.toString());
        assertEquals(List.of("Pawn"), marked.get("nearlydouble-chess.variant"), marked.toString());
        // FIDE chess, Crazyhouse and Halfgi's Pawn (double step from rank 2, as chess's) carry no mark
        assertEquals(null, marked.get("fide.variant"), marked.toString());
        assertEquals(null, marked.get("crazyhouse.variant"), marked.toString());
        assertEquals(List.of("Queen", "Rook", "Bishop"), marked.get("halfgi.variant"), "halflings only: " + marked);
        // Grand chess's and Troitzky's Pawns double-step from rank 3, where they start: as in chess
        assertEquals(null, marked.get("fairy-stockfish/grand.variant"), marked.toString());
        assertEquals(null, marked.get("fairy-stockfish/troitzky.variant"), marked.toString());
        System.out.println("men drawn as chess figures who move otherwise: " + marked);
    }
}
