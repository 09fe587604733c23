package org.variantc.compiler.imports.ini;

import java.util.ArrayList;
import java.util.LinkedHashMap;
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
    /** FIDE's men but the King, which the games below give or replace. */
    private static final String MEN = """
            pawn = p
            knight = n
            bishop = b
            rook = r
            queen = q
            """;
    private static final String CHESS = MEN + "king = k\n";
    /** Giveaway: the King a common man, captures compulsory, losing everything wins. */
    private static final String GIVEAWAY = MEN + """
            commoner = k
            castlingKingPiece = k
            promotionPieceTypes = nbrqk
            mustCapture = true
            stalemateValue = win
            extinctionValue = win
            extinctionPieceTypes = *
            """;
    /** A small board with no castling and no double step, promoting on its last rank. */
    private static final String MINIATURE = """
            doubleStep = false
            castling = false
            """;

    /** In the order the refusal of an unknown parent names them. */
    private static final Map<String, String> PARENTS = new LinkedHashMap<>();

    static {
        PARENTS.put("chess", CHESS);
        PARENTS.put("fairy", CHESS);
        PARENTS.put("nocastle", CHESS + "castling = false\n");
        PARENTS.put("crazyhouse", CHESS + """
                startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1
                pieceDrops = true
                capturesToHand = true
                """);
        PARENTS.put("giveaway", GIVEAWAY);
        PARENTS.put("antichess", GIVEAWAY + """
                startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1
                castling = false
                """);
        PARENTS.put("kingofthehill", CHESS + """
                flagPiece = k
                flagRegionWhite = d4 e4 d5 e5
                flagRegionBlack = d4 e4 d5 e5
                """);
        PARENTS.put("3check", CHESS + """
                startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1
                checkCounting = true
                """);
        PARENTS.put("losalamos", CHESS + MINIATURE + """
                maxRank = 6
                maxFile = 6
                bishop = -
                startFen = rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1
                promotionRegionWhite = *6
                promotionRegionBlack = *1
                promotionPieceTypes = nrq
                """);
        PARENTS.put("gardner", CHESS + MINIATURE + """
                maxRank = 5
                maxFile = 5
                startFen = rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1
                promotionRegionWhite = *5
                promotionRegionBlack = *1
                """);
        PARENTS.put("extinction", CHESS + """
                commoner = k
                castlingKingPiece = k
                promotionPieceTypes = nbrqk
                extinctionValue = loss
                extinctionPieceTypes = kqrbnp
                """);
    }

    private BuiltinParents() {
    }

    /** The built-in parents stated here, as a refusal names them. */
    static String names() {
        return String.join(", ", PARENTS.keySet());
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
