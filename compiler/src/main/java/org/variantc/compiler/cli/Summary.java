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
import org.variantc.compiler.model.Variant;
import org.variantc.compiler.model.Zone;
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
                .append(" board, ").append(v.pieces().size()).append(" piece types\n");
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
        s.append("castling: ").append(castlings(v, board)).append('\n');
        s.append("drops:    ").append(!v.placing().drops().enabled() ? "none"
                : (v.placing().drops().promotedRevert() ? "on; promoted men revert" : "on; promoted men keep their type")
                        + (v.placing().drops().eitherFace() ? "; promoted drops" : "")).append('\n');
        s.append("end:      ").append(end(v.ending().end(), v)).append('\n');
        s.append(CaptureEffectsSummary.of(v));
        s.append(HandSummary.of(v));
        if (v.royals().flyingGeneral()) {
            s.append("rules:    flying general (the royal men may not face on an open file)\n");
        }
        s.append(MakrukSummary.of(v));
        if (v.placing().duck()) {
            s.append("rules:    after each move, the Duck moves to an empty square (a wall nobody owns)\n");
        }
        s.append(JanggiSummary.of(v));
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
                    + (m.withoutEnPassant() ? " without en passant" : ""));
        }
        if (p.screensRefused() != 0) {
            parts.add("may not jump over " + JanggiSummary.ids(p.screensRefused(), v));
        }
        if (p.victimsRefused() != 0) {
            parts.add("may not capture " + JanggiSummary.ids(p.victimsRefused(), v));
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
        String where = p.capturing() ? "on captures" : (p.touching() ? "in " : "on ") + zone(p.zone(), v.board());
        return "promote " + where + " to " + (p.armies() ? "armies" : choices) + (p.optional() ? " optional" : "")
                + (p.quota() > 0 ? " quota " + p.quota() : "");
    }

    /** White's castlings; with one side only, that side's, as they stand on the board. */
    private static String castlings(Variant v, Board board) {
        if (v.moves().castlings().isEmpty()) {
            return "none";
        }
        boolean black = v.moves().castlingSides() == org.variantc.compiler.model.CastlingSides.BLACK;
        java.util.function.IntFunction<String> at = sq -> name(black ? board.mirror(sq) : sq, board);
        String prefix = switch (v.moves().castlingSides()) {
            case BOTH -> "";
            case WHITE -> "White only: ";
            case BLACK -> "Black only: ";
        };
        return prefix + v.moves().castlings().stream()
                .map(c -> "K " + at.apply(c.kingFrom()) + "-" + at.apply(c.kingTo())
                        + " R " + at.apply(c.rookFrom()) + "-" + at.apply(c.rookTo()))
                .collect(Collectors.joining(", "));
    }

    private static String end(EndConditions e, Variant v) {
        List<String> rules = new ArrayList<>();
        rules.add("checkmate wins");
        rules.add("stalemated side " + switch (e.stalemate()) {
            case WIN -> "wins";
            case LOSS -> "loses";
            case DRAW -> "draws";
        });
        rules.add(e.moveRulePlies() == 0 ? "no move rule" : "draw after " + e.moveRulePlies() / 2 + " moves"
                + (e.pawnDropsReset() ? " reset by pawn drops" : ""));
        rules.add(e.repetitions() == 0 ? "no repetition rule" : repetition(e));
        if (e.repetition().perpetualCheckLoses()) {
            rules.add("perpetual check loses");
        }
        if (e.repetition().chase().loses()) {
            rules.add(chase(e.repetition().chase(), v));
        }
        for (Goal g : e.goals()) {
            rules.add("win when " + (g.side() < 0 ? "" : side(g.side()) + " ") + v.pieces().get(g.piece()).id()
                    + " reaches " + zone(g.zone(), v.board()) + (g.follower() < 0 ? "" : " unless " + side(g.follower())
                    + " follows"));
        }
        if (e.checksToWin() > 0) {
            rules.add("win on " + e.checksToWin() + " checks");
        }
        if (v.royals().givingCheckForbidden()) {
            rules.add("moves may not give check");
        }
        return String.join("; ", rules);
    }

    /** Perpetual chase as the language writes it, with its ranks. */
    private static String chase(org.variantc.runtime.rules.ChaseRule chase, Variant v) {
        List<String> ranks = new ArrayList<>();
        for (long rank : chase.ranks()) {
            List<String> ids = new ArrayList<>();
            for (int t = 0; t < v.pieces().size(); t++) {
                if ((rank & 1L << t) != 0) {
                    ids.add(v.pieces().get(t).id());
                }
            }
            ranks.add(String.join(" ", ids));
        }
        return "perpetual chase loses" + (ranks.isEmpty() ? "" : " { " + String.join(" > ", ranks) + " }");
    }

    /** The repetition rule as the language writes it. */
    private static String repetition(EndConditions e) {
        org.variantc.runtime.rules.RepetitionRule r = e.repetition();
        String on = " on " + e.repetitions() + " repetitions";
        if (r.outcome() == Outcome.DRAW) {
            return "draw" + on;
        }
        String verb = r.outcome() == Outcome.WIN ? "win" : "lose";
        return r.side() < 0 ? verb + on : side(r.side()) + " " + verb + "s" + on;
    }

    private static String side(int side) {
        return side == 0 ? "white" : "black";
    }

    /** Whole ranks as "rank 8" or "ranks 7..12"; anything else as its squares. */
    static String zone(Zone zone, Board board) {
        List<Integer> full = new ArrayList<>();
        int covered = 0;
        for (int rank = 0; rank < board.ranks(); rank++) {
            int from = board.square(0, rank);
            if (zone.squares().get(from, from + board.files()).cardinality() == board.files()) {
                full.add(rank + 1);
                covered += board.files();
            }
        }
        boolean contiguous = !full.isEmpty() && full.get(full.size() - 1) - full.get(0) == full.size() - 1;
        if (covered == zone.squares().cardinality() && contiguous) {
            return full.size() == 1 ? "rank " + full.get(0) : "ranks " + full.get(0) + ".." + full.get(full.size() - 1);
        }
        return "squares " + zone.squares().stream().mapToObj(sq -> name(sq, board)).collect(Collectors.joining(" "));
    }

    private static String name(int square, Board board) {
        return (char) ('a' + square % board.files()) + Integer.toString(square / board.files() + 1);
    }
}
