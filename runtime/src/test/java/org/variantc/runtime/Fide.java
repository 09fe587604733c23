package org.variantc.runtime;

import java.util.ArrayList;
import java.util.List;

import org.variantc.runtime.rules.CastlingMove;
import org.variantc.runtime.rules.DropRules;
import org.variantc.runtime.rules.EndRules;
import org.variantc.runtime.rules.Modes;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.RayKind;
import org.variantc.runtime.rules.VariantRules;

/** FIDE chess tables built by hand, the fixture for perft and the property tests. */
final class Fide {
    static final int P = 0;
    static final int N = 1;
    static final int B = 2;
    static final int R = 3;
    static final int Q = 4;
    static final int K = 5;
    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    static final VariantRules RULES = build(DropRules.NONE);

    private Fide() {
    }

    static VariantRules build(DropRules drops) {
        TableBuilder tb = new TableBuilder(8, 8);
        List<PieceRules> pieces = new ArrayList<>();
        pieces.add(TableBuilder.with(tb.piece("Pawn", "P", false, Fide::pawn),
                List.of(TableBuilder.promotion(tb.lastRank(), false, Q, R, B, N)), true,
                drops.enabled() ? tb.zone((side, rank) -> rank > 0 && rank < 7) : null));
        pieces.add(tb.piece("Knight", "N", false, s -> s.leapAll(1, 2, Modes.MOVE_OR_CAPTURE)));
        pieces.add(tb.piece("Bishop", "B", false, s -> s.rideAll(1, 1, RayKind.SLIDE, Modes.MOVE_OR_CAPTURE)));
        pieces.add(tb.piece("Rook", "R", false, s -> s.rideAll(1, 0, RayKind.SLIDE, Modes.MOVE_OR_CAPTURE)));
        pieces.add(tb.piece("Queen", "Q", false, s -> {
            s.rideAll(1, 0, RayKind.SLIDE, Modes.MOVE_OR_CAPTURE);
            s.rideAll(1, 1, RayKind.SLIDE, Modes.MOVE_OR_CAPTURE);
        }));
        pieces.add(tb.piece("King", "K", true, s -> {
            s.leapAll(1, 0, Modes.MOVE_OR_CAPTURE);
            s.leapAll(1, 1, Modes.MOVE_OR_CAPTURE);
        }));
        if (drops.enabled()) {
            for (int t = 1; t < 5; t++) {
                pieces.set(t, TableBuilder.with(pieces.get(t), List.of(), false, tb.zone((side, rank) -> true)));
            }
        }
        List<CastlingMove> castlings = List.of(
                new CastlingMove(0, tb.square("e1"), tb.square("g1"), tb.square("h1"), tb.square("f1")),
                new CastlingMove(0, tb.square("e1"), tb.square("c1"), tb.square("a1"), tb.square("d1")),
                new CastlingMove(1, tb.square("e8"), tb.square("g8"), tb.square("h8"), tb.square("f8")),
                new CastlingMove(1, tb.square("e8"), tb.square("c8"), tb.square("a8"), tb.square("d8")));
        return new VariantRules(drops.enabled() ? "Crazyhouse-like" : "Chess", 8, 8, pieces, START, castlings,
                drops, EndRules.FIDE);
    }

    /** fmW, fcF with en passant, and the double step as a lame two-square ray. */
    static void pawn(TableBuilder.Square s) {
        s.leap(0, 1, Modes.MOVE);
        s.leap(-1, 1, Modes.CAPTURE | Modes.EN_PASSANT);
        s.leap(1, 1, Modes.CAPTURE | Modes.EN_PASSANT);
        if (s.ownRank() == 1) {
            s.rayModes(0, 1, RayKind.SLIDE, Modes.INITIAL | Modes.CREATES_EN_PASSANT, 0, Modes.MOVE);
        }
    }
}
