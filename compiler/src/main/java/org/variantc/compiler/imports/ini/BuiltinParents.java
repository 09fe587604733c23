package org.variantc.compiler.imports.ini;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.variantc.compiler.diagnostics.Span;

/**
 * Fairy-Stockfish's built-in variants that an ini section may name as its parent, stated here
 * as the ini keys that make them out of the default template (our own statement of each game's
 * rules, which {@code definitions/fairy-stockfish/} states in our language), so a section that
 * inherits from one is expanded over them. A built-in parent not listed is refused by name.
 */
final class BuiltinParents {
    private static final String CHESS = """
            pawn = p
            knight = n
            bishop = b
            rook = r
            queen = q
            king = k
            """;

    private static final Map<String, String> PARENTS = Map.ofEntries(
            Map.entry("chess", CHESS),
            Map.entry("fairy", CHESS),
            Map.entry("nocastle", CHESS + """
                    castling = false
                    """),
            Map.entry("crazyhouse", CHESS + """
                    startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1
                    pieceDrops = true
                    capturesToHand = true
                    """),
            Map.entry("giveaway", """
                    pawn = p
                    knight = n
                    bishop = b
                    rook = r
                    queen = q
                    commoner = k
                    castlingKingPiece = k
                    promotionPieceTypes = nbrqk
                    mustCapture = true
                    stalemateValue = win
                    extinctionValue = win
                    extinctionPieceTypes = *
                    """),
            Map.entry("antichess", """
                    pawn = p
                    knight = n
                    bishop = b
                    rook = r
                    queen = q
                    commoner = k
                    startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1
                    castling = false
                    promotionPieceTypes = nbrqk
                    mustCapture = true
                    stalemateValue = win
                    extinctionValue = win
                    extinctionPieceTypes = *
                    """),
            Map.entry("kingofthehill", CHESS + """
                    flagPiece = k
                    flagRegionWhite = d4 e4 d5 e5
                    flagRegionBlack = d4 e4 d5 e5
                    """),
            Map.entry("3check", CHESS + """
                    startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1
                    checkCounting = true
                    """),
            Map.entry("losalamos", """
                    maxRank = 6
                    maxFile = 6
                    pawn = p
                    knight = n
                    rook = r
                    queen = q
                    king = k
                    startFen = rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1
                    promotionRegionWhite = *6
                    promotionRegionBlack = *1
                    promotionPieceTypes = nrq
                    doubleStep = false
                    castling = false
                    """),
            Map.entry("gardner", """
                    maxRank = 5
                    maxFile = 5
                    pawn = p
                    knight = n
                    bishop = b
                    rook = r
                    queen = q
                    king = k
                    startFen = rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1
                    promotionRegionWhite = *5
                    promotionRegionBlack = *1
                    doubleStep = false
                    castling = false
                    """),
            Map.entry("extinction", CHESS + """
                    commoner = k
                    castlingKingPiece = k
                    promotionPieceTypes = nbrqk
                    extinctionValue = loss
                    extinctionPieceTypes = kqrbnp
                    """));

    private BuiltinParents() {
    }

    /** The keys of a built-in parent, reported at the child's header; empty when not stated here. */
    static Optional<List<IniEntry>> entries(String parent, Span header) {
        String text = PARENTS.get(parent);
        if (text == null) {
            return Optional.empty();
        }
        List<IniEntry> entries = new ArrayList<>();
        for (String line : text.strip().split("\n")) {
            int eq = line.indexOf('=');
            entries.add(new IniEntry(line.substring(0, eq).strip(), line.substring(eq + 1).strip(), header));
        }
        return Optional.of(entries);
    }
}
