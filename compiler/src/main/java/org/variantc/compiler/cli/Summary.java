package org.variantc.compiler.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.Castling;
import org.variantc.compiler.model.EndConditions;
import org.variantc.compiler.model.Goal;
import org.variantc.compiler.model.MoveClause;
import org.variantc.compiler.model.PieceType;
import org.variantc.compiler.model.Promotion;
import org.variantc.compiler.model.PromotionSides;
import org.variantc.compiler.model.Variant;
import org.variantc.compiler.model.Zone;
import org.variantc.compiler.words.RuleSentence;
import org.variantc.compiler.words.RuleSentences;
import org.variantc.compiler.words.ZoneText;
import org.variantc.runtime.notation.PrintableText;
import org.variantc.runtime.rules.Outcome;

/** What {@code variantc check} prints about a variant that checked cleanly. */
final class Summary {
    private Summary() {
    }

    static String of(Variant v) {
        Board board = v.board();
        StringBuilder s = new StringBuilder();
        s.append(v.metadata().name()).append(": ").append(board.files()).append(" x ").append(board.ranks())
                .append(board.cylinder() ? " cylinder board, " : " board, ").append(v.pieces().size()).append(" piece types\n");
        s.append("pieces:\n");
        // Columns as wide as the longest id and name, so the Betza strings line up.
        int idWidth = v.pieces().stream().mapToInt(p -> p.id().length()).max().orElse(1);
        int nameWidth = v.pieces().stream().mapToInt(p -> p.name().length()).max().orElse(1);
        for (PieceType p : v.pieces()) {
            s.append("  ").append(piece(p, v, idWidth, nameWidth)).append('\n');
        }
        s.append("setup:    ").append(v.setup().board());
        if (!v.setup().holdings().isEmpty()) {
            s.append(" hand ").append(v.setup().holdings());
        }
        s.append('\n');
        s.append(rules(RuleSentences.of(v)));
        if (v.start().armies() != null) {
            s.append("armies:   ").append(v.start().armies().legal().size()).append(" legal, slots ")
                    .append(v.start().armies().slots().stream().map(a -> a.name() + " " + zone(a.squares(), board))
                            .collect(Collectors.joining(", ")))
                    .append(v.start().armies().constraints().isEmpty() ? "" : "; " + v.start().armies().constraints().stream()
                            .map(c -> c.rule).collect(Collectors.joining("; ")))
                    .append('\n');
        }
        // Names come from the definition: nothing in them may act on the terminal.
        return s.toString().lines().map(PrintableText::line).collect(Collectors.joining("\n", "", "\n"));
    }

    private static String piece(PieceType p, Variant v, int idWidth, int nameWidth) {
        List<String> parts = new ArrayList<>();
        parts.add(String.format("%-" + idWidth + "s %-" + nameWidth + "s %s", p.id(), p.name(), p.betza()));
        if (p.royal()) {
            parts.add("royal");
        }
        if (p.pawn()) {
            parts.add("pawn");
        }
        if (p.value() != 0) {
            parts.add("value " + p.value());
        }
        for (MoveClause m : p.moves().subList(Math.min(1, p.moves().size()), p.moves().size())) {
            parts.add("move " + m.move().text() + (m.from() == null ? "" : " from " + zone(m.from(), v.board()))
                    + (m.within() == null ? "" : " within " + zone(m.within(), v.board()))
                    + (m.withoutEnPassant() ? " without en passant" : "")
                    + (m.withEnPassant() ? " with en passant" : ""));
        }
        if (p.screensRefused() != 0) {
            parts.add("may not jump over " + ids(p.screensRefused(), v));
        }
        if (p.victimsRefused() != 0) {
            parts.add("may not capture " + ids(p.victimsRefused(), v));
        }
        for (Promotion pr : p.promotions()) {
            parts.add(promotion(pr, v));
        }
        if (p.perFile() > 0) {
            parts.add("drop at most " + p.perFile() + " per file");
        }
        if (p.dropMayNotMate()) {
            parts.add("drop may not mate");
        }
        if (p.plusOf() >= 0) {
            parts.add("written +" + v.pieces().get(p.plusOf()).id());
        }
        if (p.confinement() != null) {
            parts.add("confined to " + zone(p.confinement(), v.board()));
        }
        return String.join("; ", parts);
    }

    private static String promotion(Promotion p, Variant v) {
        String choices = p.choices().stream()
                .map(c -> v.pieces().get(c.piece()).id() + (c.limit() == Integer.MAX_VALUE ? "" : "<" + c.limit()))
                .collect(Collectors.joining(" "));
        String where = p.capturing() && p.zone().squares().cardinality() == v.board().files() * v.board().ranks()
                ? "on captures" : (p.touching() ? "in " : "on ") + zone(p.zone(), v.board()) + (p.capturing() ? " on captures" : "");
        String side = p.sides() == PromotionSides.BOTH ? "" : p.sides().name().toLowerCase(java.util.Locale.ROOT) + " ";
        return "promote " + side + where + " to " + (p.armies() ? "armies" : choices) + (p.optional() ? " optional" : "")
                + (p.quota() > 0 ? " quota " + p.quota() : "");
    }

    /**
     * The rules' lines: castling, drops and end always (with "none" for the first two), then the
     * others in the source's order, a sentence that joins going on its line after "; ".
     */
    private static String rules(List<RuleSentence> sentences) {
        StringBuilder s = new StringBuilder();
        for (String label : List.of("castling", "drops")) {
            if (sentences.stream().noneMatch(r -> r.label().equals(label))) {
                s.append(label(label)).append("none\n");
            }
            s.append(lines(sentences.stream().filter(r -> r.label().equals(label)).toList()));
        }
        s.append(lines(sentences.stream().filter(r -> !r.label().equals("castling") && !r.label().equals("drops"))
                .toList()));
        return s.toString();
    }

    private static String lines(List<RuleSentence> sentences) {
        StringBuilder s = new StringBuilder();
        String open = null;
        for (RuleSentence r : sentences) {
            if (r.terse() == null) {
                continue;
            }
            if (r.joins() && r.label().equals(open)) {
                s.setLength(s.length() - 1);
                s.append("; ").append(r.terse()).append('\n');
            } else {
                s.append(label(r.label())).append(r.terse()).append('\n');
            }
            open = r.label();
        }
        return s.toString();
    }

    /** "end:" padded to the summary's column, or longer with one space. */
    private static String label(String label) {
        return String.format("%-10s", label + ":") + (label.length() + 1 >= 10 ? " " : "");
    }

    /** The ids of a type set, space-separated. */
    private static String ids(long types, Variant v) {
        List<String> ids = new ArrayList<>();
        for (int t = 0; t < v.pieces().size(); t++) {
            if ((types & 1L << t) != 0) {
                ids.add(v.pieces().get(t).id());
            }
        }
        return String.join(" ", ids);
    }

    /** Whole ranks as "rank 8" or "ranks 7..12"; anything else as its squares. */
    static String zone(Zone zone, Board board) {
        return ZoneText.asWritten(zone, board);
    }
}
