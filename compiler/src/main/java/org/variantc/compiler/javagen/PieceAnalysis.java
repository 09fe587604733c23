package org.variantc.compiler.javagen;

import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.Modes;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.RayKind;
import org.variantc.runtime.rules.SquareMoves;
import org.variantc.runtime.rules.Step;
import org.variantc.runtime.rules.VariantRules;

/** Reads off the tables which features a piece type's moves (and the whole variant) use. */
final class PieceAnalysis {
    private PieceAnalysis() {
    }

    /** Collects one int over many values: the value if all agree, else -1. */
    private static final class Same {
        int value = Integer.MIN_VALUE;

        void see(int v) {
            value = value == Integer.MIN_VALUE || value == v ? v : -1;
        }

        int result() {
            return value == Integer.MIN_VALUE ? -1 : value;
        }
    }

    static ComponentView leaps(PieceRules piece) {
        Same mode = new Same();
        int any = 0;
        boolean present = false;
        for (SquareMoves[] side : piece.moves()) {
            for (SquareMoves sm : side) {
                for (Leap leap : sm.leaps()) {
                    present = true;
                    mode.see(leap.modes());
                    any |= leap.modes();
                }
            }
        }
        return present ? component(mode.result(), -1, any, true, false) : ComponentView.NONE;
    }

    static ComponentView rays(PieceRules piece) {
        Same mode = new Same();
        Same flags = new Same();
        int any = 0;
        boolean present = false;
        boolean slidesOnly = true;
        boolean pass = false;
        for (SquareMoves[] side : piece.moves()) {
            for (SquareMoves sm : side) {
                for (Ray ray : sm.rays()) {
                    present = true;
                    flags.see(ray.flags());
                    any |= ray.flags();
                    slidesOnly &= ray.kind() == RayKind.SLIDE;
                    for (byte m : ray.squareModes()) {
                        mode.see(m);
                        pass |= (m & Ray.PASS) != 0;
                    }
                }
            }
        }
        if (!present) {
            return ComponentView.NONE;
        }
        boolean enPassant = Modes.has(any, Modes.EN_PASSANT);
        return new ComponentView(true, pass ? -1 : mode.result(), flags.result(), Modes.has(any, Modes.INITIAL),
                enPassant, Modes.has(any, Modes.CREATES_EN_PASSANT), slidesOnly, pass, false);
    }

    static ComponentView paths(PieceRules piece) {
        Same mode = new Same();
        int any = 0;
        boolean present = false;
        boolean returns = false;
        for (SquareMoves[] side : piece.moves()) {
            for (int sq = 0; sq < side.length; sq++) {
                for (Path path : side[sq].paths()) {
                    present = true;
                    mode.see(path.modes());
                    any |= path.modes();
                    returns |= path.destination() == sq;
                }
            }
        }
        if (!present) {
            return ComponentView.NONE;
        }
        return new ComponentView(true, mode.result(), -1, Modes.has(any, Modes.INITIAL), Modes.has(any, Modes.EN_PASSANT),
                Modes.has(any, Modes.CREATES_EN_PASSANT), true, false, returns);
    }

    /** Whether the piece has a bent line anywhere. */
    static boolean bends(PieceRules piece) {
        for (SquareMoves[] side : piece.moves()) {
            for (SquareMoves sm : side) {
                if (sm.bends().length > 0) {
                    return true;
                }
            }
        }
        return false;
    }

    private static ComponentView component(int mode, int flags, int any, boolean slidesOnly, boolean pass) {
        return new ComponentView(true, mode, flags, Modes.has(any, Modes.INITIAL), Modes.has(any, Modes.EN_PASSANT),
                Modes.has(any, Modes.CREATES_EN_PASSANT), slidesOnly, pass, false);
    }

    static Features features(VariantRules rules) {
        boolean paths = false;
        boolean pathCaptures = false;
        boolean hops = false;
        boolean enPassant = false;
        for (PieceRules piece : rules.pieces()) {
            for (SquareMoves[] side : piece.moves()) {
                for (SquareMoves sm : side) {
                    for (Leap leap : sm.leaps()) {
                        enPassant |= Modes.has(leap.modes(), Modes.EN_PASSANT);
                    }
                    for (Ray ray : sm.rays()) {
                        hops |= ray.kind() != RayKind.SLIDE;
                        enPassant |= Modes.has(ray.flags(), Modes.EN_PASSANT);
                    }
                    for (Path path : sm.paths()) {
                        paths = true;
                        enPassant |= Modes.has(path.modes(), Modes.EN_PASSANT);
                        for (byte c : path.conditions()) {
                            pathCaptures |= c == Step.CAPTURE;
                        }
                    }
                }
            }
        }
        boolean bends = rules.pieces().stream().anyMatch(PieceAnalysis::bends);
        boolean initialCaptures = false;
        for (PieceRules piece : rules.pieces()) {
            for (SquareMoves[] side : piece.moves()) {
                for (SquareMoves sm : side) {
                    for (Leap leap : sm.leaps()) {
                        initialCaptures |= Modes.has(leap.modes(), Modes.INITIAL) && Modes.has(leap.modes(), Modes.CAPTURE);
                    }
                    for (Ray ray : sm.rays()) {
                        initialCaptures |= Modes.has(ray.flags(), Modes.INITIAL);
                    }
                }
            }
        }
        return new Features(paths, pathCaptures, hops || paths, enPassant, !rules.moves().castlings().isEmpty(),
                rules.placing().drops().enabled(), !rules.ending().end().goals().isEmpty(), AttackTables.fits(rules),
                hops || paths || initialCaptures || bends, hops, bends);
    }
}
