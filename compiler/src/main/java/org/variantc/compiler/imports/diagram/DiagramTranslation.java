package org.variantc.compiler.imports.diagram;

import java.util.ArrayList;
import java.util.List;
import org.variantc.compiler.diagnostics.Span;
import org.variantc.compiler.imports.ImportProblem;
import org.variantc.compiler.imports.VariantText;

/** Writes one diagram block in our language; what it cannot say goes to {@code lost}. */
final class DiagramTranslation {
    private final DiagramBlock block;
    private final List<ImportProblem> lost;
    private final VariantText out = new VariantText();
    private int files;
    private int ranks;

    DiagramTranslation(DiagramBlock block, List<ImportProblem> lost) {
        this.block = block;
        this.lost = lost;
    }

    VariantText write(String stem) {
        Span at = block.span();
        files = number("files", 8);
        ranks = number("ranks", 8);
        out.line("variant " + VariantText.quoted(stem), at);
        out.line("board " + files + " x " + ranks, at);
        out.line("", at);
        List<String> castlings = pieces();
        setup();
        if (!castlings.isEmpty()) {
            out.line("castling {", at);
            castlings.forEach(c -> out.line("  " + c, at));
            out.line("}", at);
        }
        if (number("holdingsType", 0) != 0) {
            out.line("drops", block.places().get("holdingsType"));
        }
        return out;
    }

    /** The piece lines; returns the castlings the royal piece's O moves make. */
    private List<String> pieces() {
        int royal = number("royal", 0);
        int promoting = number("maxPromote", 0);
        List<String> castlings = new ArrayList<>();
        List<DiagramPiece> pieces = block.pieces();
        for (int i = 0; i < pieces.size(); i++) {
            DiagramPiece piece = pieces.get(i);
            if (!piece.id().matches("[A-Z]{1,2}")) {
                if (piece.squares().isEmpty() && !promoChoice().contains(piece.id())) {
                    continue;   // never on the board and no promotion reaches it: nothing lost
                }
                lost.add(new ImportProblem(piece.span(), "'" + piece.id() + "' cannot be an id: one or two "
                        + "capital letters"));
                continue;
            }
            DiagramImport.Castlings split = DiagramImport.Castlings.of(piece.betza());
            if (!split.parts().isEmpty()) {
                if (i + 1 == royal) {
                    castlings.addAll(castlings(piece, split.parts()));
                } else {
                    lost.add(new ImportProblem(piece.span(), "castling ('O') by " + piece.name()
                            + ", not the royal piece"));
                }
            }
            String flags = (i + 1 == royal ? " royal" : "") + (piece.name().toLowerCase().contains("pawn") ? " pawn" : "");
            String head = "piece " + VariantText.quoted(piece.name()) + " " + piece.id() + " "
                    + VariantText.quoted(split.rest()) + flags;
            if (i < promoting && !promoChoice().isEmpty()) {
                out.line(head + " {   # image: " + printable(piece.image()), piece.span());
                out.line("  promote on " + zone() + " to " + String.join(" ", promoChoice()), piece.span());
                out.line("}", piece.span());
            } else {
                out.line(head + "   # image: " + printable(piece.image()), piece.span());
            }
        }
        out.line("", block.span());
        return castlings;
    }

    private static String printable(String text) {
        return text.replaceAll("[^A-Za-z0-9_./-]", "?");
    }

    /** The last promoZone ranks. */
    private String zone() {
        int depth = Math.max(1, number("promoZone", 1));
        return depth == 1 ? "rank " + ranks : "ranks " + (ranks - depth + 1) + ".." + ranks;
    }

    /** promoChoice as piece ids, each letter one (the diagram's letters are one character). */
    private List<String> promoChoice() {
        String choice = block.parameters().getOrDefault("promoChoice", "");
        List<String> ids = new ArrayList<>();
        for (char c : choice.toCharArray()) {
            if (Character.isUpperCase(c) && !ids.contains(String.valueOf(c))) {
                ids.add(String.valueOf(c));
            }
        }
        return ids;
    }

    /**
     * XBetza castling: {@code isO2} moves the King two squares either way (l: toward the a-file,
     * r: the other), the corner piece on that side landing beside him on the side he came from.
     */
    private List<String> castlings(DiagramPiece king, List<String> parts) {
        List<String> out = new ArrayList<>();
        if (king.squares().size() != 1) {
            lost.add(new ImportProblem(king.span(), "castling by a royal piece that does not start on one square"));
            return out;
        }
        int file = king.squares().get(0).charAt(0) - 'a';
        int rank = Integer.parseInt(king.squares().get(0).substring(1));
        for (String part : parts) {
            String dirs = part.substring(0, part.indexOf('O')).replace("i", "");
            int n = Integer.parseInt(part.substring(part.indexOf('O') + 1));
            if (n == 0) {
                lost.add(new ImportProblem(king.span(), "'" + part + "' moves the King no square"));
                continue;
            }
            if (dirs.contains("s") || dirs.contains("l") || dirs.isEmpty()) {
                castle(out, file, file - n, 0, rank, king.span());
            }
            if (dirs.contains("s") || dirs.contains("r") || dirs.isEmpty()) {
                castle(out, file, file + n, files - 1, rank, king.span());
            }
        }
        return out;
    }

    private void castle(List<String> out, int king, int to, int corner, int rank, Span at) {
        if (to < 0 || to >= files || to == corner) {
            lost.add(new ImportProblem(at, "a castling that moves the King off the board or onto the corner"));
            return;
        }
        int rookTo = to + (corner > king ? -1 : 1);
        out.add("king " + square(king, rank) + " to " + square(to, rank) + " with rook " + square(corner, rank)
                + " to " + square(rookTo, rank));
    }

    private static String square(int file, int rank) {
        return String.valueOf((char) ('a' + file)) + rank;
    }

    /** The start: White's squares as listed, Black's by the symmetry (mirror or rotate). */
    private void setup() {
        String[][] board = new String[ranks][files];
        String symmetry = block.parameters().getOrDefault("symmetry", "mirror");
        if (!symmetry.equals("mirror") && !symmetry.equals("rotate")) {
            lost.add(new ImportProblem(block.places().get("symmetry"), "symmetry '" + symmetry
                    + "': Black's men are placed only by 'mirror' or 'rotate'"));
        }
        for (DiagramPiece piece : block.pieces()) {
            for (String sq : piece.squares()) {
                int f = sq.charAt(0) - 'a';
                int r = Integer.parseInt(sq.substring(1)) - 1;
                if (f >= files || r >= ranks) {
                    lost.add(new ImportProblem(piece.span(), sq + " is off the " + files + " x " + ranks + " board"));
                    continue;
                }
                board[r][f] = piece.id();
                int bf = symmetry.equals("rotate") ? files - 1 - f : f;
                board[ranks - 1 - r][bf] = piece.id().toLowerCase();
            }
        }
        out.line("setup " + VariantText.quoted(fen(board)), block.span());
        out.line("", block.span());
    }

    private String fen(String[][] board) {
        StringBuilder fen = new StringBuilder();
        for (int r = ranks - 1; r >= 0; r--) {
            int empty = 0;
            for (int f = 0; f < files; f++) {
                String man = board[r][f];
                if (man == null) {
                    empty++;
                    continue;
                }
                fen.append(empty > 0 ? String.valueOf(empty) : "");
                empty = 0;
                fen.append(man.length() == 2 ? "(" + man + ")" : man);
            }
            fen.append(empty > 0 ? String.valueOf(empty) : "").append(r > 0 ? "/" : "");
        }
        return fen.toString();
    }

    private int number(String key, int otherwise) {
        String value = block.parameters().get(key);
        if (value == null) {
            return otherwise;
        }
        if (!value.matches("[0-9]{1,3}")) {
            lost.add(new ImportProblem(block.places().get(key), "'" + key + "' must be a number, not '" + value + "'"));
            return otherwise;
        }
        return Integer.parseInt(value);
    }
}
