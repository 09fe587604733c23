package org.variantc.compiler.words;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import java.util.stream.Collectors;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.Castling;
import org.variantc.compiler.model.CastlingSides;
import org.variantc.compiler.model.PieceType;
import org.variantc.compiler.model.Variant;
import org.variantc.runtime.rules.Shuffle;

/** The sentences on castling, drops, gating and the shuffled start. */
final class SetupSentences {
    private SetupSentences() {
    }

    /** Castling and drops, the summary's first lines. */
    static void add(Variant v, List<RuleSentence> out) {
        castling(v, out);
        drops(v, out);
    }

    /** Gating and the shuffled start, after the other rules. */
    static void addGatesAndShuffle(Variant v, List<RuleSentence> out) {
        if (v.placing().gating() != null) {
            out.add(RuleSentence.line(Rule.GATING, "gating", "on " + ZoneText.asWritten(v.placing().gating(), v.board()),
                    "Gating: when a man that has not moved yet leaves " + ZoneText.of(v.placing().gating(), v.board())
                            + " (as seen from its player's side), castling King and Rook included, a man from hand"
                            + " may enter on the square he left, as part of the same move"));
        }
        if (v.start().shuffle() != null) {
            shuffle(v, v.start().shuffle(), out);
        }
    }

    /** White's castlings; with one side only, that side's, as they stand on the board. */
    private static void castling(Variant v, List<RuleSentence> out) {
        if (v.moves().castlings().isEmpty()) {
            return;
        }
        Board board = v.board();
        IntFunction<String> at = sq -> ZoneText.squareName(board,
                v.moves().castlingSides() == CastlingSides.BLACK ? board.mirror(sq) : sq);
        String terse = v.moves().castlings().stream().map(c -> "K " + at.apply(c.kingFrom()) + "-" + at.apply(c.kingTo())
                + " R " + at.apply(c.rookFrom()) + "-" + at.apply(c.rookTo())).collect(Collectors.joining(", "));
        List<String> moves = new ArrayList<>();
        for (Castling c : v.moves().castlings()) {
            moves.add(at.apply(c.kingFrom()) + "–" + at.apply(c.kingTo()) + " with " + at.apply(c.rookFrom()) + "–"
                    + at.apply(c.rookTo()));
        }
        String who = switch (v.moves().castlingSides()) {
            case BOTH -> "Castling (White's; Black's mirror them)";
            case WHITE -> "Castling, White's only (Black never castles)";
            case BLACK -> "Castling, Black's only (White never castles)";
            case EACH -> "Castling, White's";
        };
        String prefix = switch (v.moves().castlingSides()) {
            case BOTH -> "";
            case WHITE -> "White only: ";
            case BLACK -> "Black only: ";
            case EACH -> "white: ";
        };
        // A common King, or one whose check is ignored, castles through and out of attack.
        String attack = RuleSentences.checkApplies(v) ? ", and the King is not in check and crosses no attacked square"
                : "";
        String black = "";
        String blackTerse = "";
        if (v.moves().castlingSides() == CastlingSides.EACH) {
            IntFunction<String> mirrored = sq -> ZoneText.squareName(board, board.mirror(sq));
            List<String> own = new ArrayList<>();
            for (Castling c : v.moves().blackCastlings()) {
                own.add(mirrored.apply(c.kingFrom()) + "–" + mirrored.apply(c.kingTo()) + " with "
                        + mirrored.apply(c.rookFrom()) + "–" + mirrored.apply(c.rookTo()));
            }
            black = "; Black's own (not White's mirror): " + String.join("; ", own);
            blackTerse = "; Black: " + v.moves().blackCastlings().stream().map(c -> "K " + mirrored.apply(c.kingFrom())
                    + "-" + mirrored.apply(c.kingTo()) + " R " + mirrored.apply(c.rookFrom()) + "-"
                    + mirrored.apply(c.rookTo())).collect(Collectors.joining(", "));
        }
        out.add(RuleSentence.line(Rule.CASTLING, "castling", prefix + terse + blackTerse, who + ", if neither man has"
                + " moved, the squares between are empty" + attack + ": " + String.join("; ", moves) + black)
                .carriedByDiagram());
    }

    private static void drops(Variant v, List<RuleSentence> out) {
        if (!v.placing().drops().enabled()) {
            return;
        }
        boolean toHand = v.placing().hands().capturesToHand();
        out.add(RuleSentence.line(Rule.DROPS, "drops", "on", toHand
                ? "Captured men change sides and go to the capturer's hand; instead of moving, a player may drop a"
                + " man from hand on an empty square"
                : "Instead of moving, a player may drop a man from hand on an empty square").carriedByDiagram());
        for (PieceType p : v.pieces()) {
            if (p.dropZone() != null && p.dropZone().squares().cardinality() < v.board().squares()) {
                out.add(RuleSentence.of(Rule.DROP_ZONE, "drops", null,
                        p.name() + " may be dropped only on " + ZoneText.of(p.dropZone(), v.board())));
            }
        }
        out.add(RuleSentence.of(Rule.PROMOTED_IN_HAND, "drops",
                v.placing().drops().promotedRevert() ? "promoted men revert" : "promoted men keep their type", !toHand ? null
                : v.placing().drops().promotedRevert() ? "A captured promoted man goes to hand as what it was before promoting"
                : "A captured promoted man goes to hand as what it is"));
        if (v.placing().drops().eitherFace()) {
            out.add(RuleSentence.of(Rule.PROMOTED_DROPS, "drops", "promoted drops",
                    "A man in hand may be dropped either face up: as itself or promoted"));
        }
    }

    private static void shuffle(Variant v, Shuffle s, List<RuleSentence> out) {
        List<String> terse = new ArrayList<>();
        List<String> prose = new ArrayList<>();
        for (int[] pair : s.differentColours()) {
            terse.add(v.pieces().get(pair[0]).id() + " " + v.pieces().get(pair[1]).id() + " on different colours");
            prose.add(pair[0] == pair[1] ? "the two " + v.pieces().get(pair[0]).name() + "s on different colours"
                    : "the " + v.pieces().get(pair[0]).name() + " and the " + v.pieces().get(pair[1]).name()
                    + " on different colours");
        }
        if (s.inner() >= 0) {
            terse.add(v.pieces().get(s.inner()).id() + " between " + v.pieces().get(s.outer()).id());
            prose.add("the " + v.pieces().get(s.inner()).name() + " between the two " + v.pieces().get(s.outer()).name()
                    + "s");
        }
        if (s.protectedRank() >= 0) {
            terse.add("protect rank " + (s.protectedRank() + 1));
            prose.add("every man of rank " + (s.protectedRank() + 1) + " protected");
        }
        out.add(RuleSentence.line(Rule.SHUFFLE, "shuffle", String.join("; ", terse.isEmpty() ? List.of("first rank")
                : terse), "White's first rank is shuffled for each game, Black's mirroring it"
                + (prose.isEmpty() ? "" : ": " + String.join(", ", prose))));
    }
}
