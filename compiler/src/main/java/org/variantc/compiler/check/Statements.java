package org.variantc.compiler.check;

import java.util.ArrayList;
import java.util.List;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.syntax.ArmiesDecl;
import org.variantc.compiler.syntax.BikjangDecl;
import org.variantc.compiler.syntax.BoardSize;
import org.variantc.compiler.model.CastlingSides;
import org.variantc.compiler.syntax.CastlingDecl;
import org.variantc.compiler.syntax.CheckedKingDecl;
import org.variantc.compiler.syntax.CompulsoryCaptureDecl;
import org.variantc.compiler.syntax.Definition;
import org.variantc.compiler.syntax.DropsDecl;
import org.variantc.compiler.syntax.DupleCheckDecl;
import org.variantc.compiler.syntax.EndDecl;
import org.variantc.compiler.syntax.ExplosionDecl;
import org.variantc.compiler.syntax.ExtendsDecl;
import org.variantc.compiler.syntax.FlyingGeneralDecl;
import org.variantc.compiler.syntax.GatingDecl;
import org.variantc.compiler.syntax.HandDecl;
import org.variantc.compiler.syntax.LastRoyalDecl;
import org.variantc.compiler.syntax.RoyalPassageDecl;
import org.variantc.compiler.syntax.NoCheckingDecl;
import org.variantc.compiler.syntax.PassDecl;
import org.variantc.compiler.syntax.LionTradingDecl;
import org.variantc.compiler.syntax.BurningDecl;
import org.variantc.compiler.syntax.RangeJumpingDecl;
import org.variantc.compiler.syntax.PetrifyDecl;
import org.variantc.compiler.syntax.PieceDecl;
import org.variantc.compiler.syntax.SetupDecl;
import org.variantc.compiler.syntax.ShuffleDecl;
import org.variantc.compiler.syntax.Statement;
import org.variantc.compiler.syntax.UnmovedFieldDecl;
import org.variantc.compiler.syntax.VariantHeader;
import org.variantc.compiler.syntax.WallingDecl;
import org.variantc.compiler.syntax.ZonesDecl;

/**
 * A definition's statements by kind, each typed: the pieces in order, and every statement that may
 * be written once, or null when it is not. Sorting is a {@link Statement.Visitor}, so a statement
 * kind this class has no slot for does not compile. Never changed once sorted.
 */
final class Statements {
    private final List<PieceDecl> pieces = new ArrayList<>();
    private VariantHeader header;
    private BoardSize board;
    private SetupDecl setup;
    private ZonesDecl zones;
    // The start group.
    private ArmiesDecl armies;
    private ShuffleDecl shuffle;
    // The move group.
    private CastlingDecl castling;
    private CastlingDecl blackCastling;
    private PassDecl pass;
    // The capture group.
    private CompulsoryCaptureDecl compulsoryCapture;
    private ExplosionDecl explosion;
    private PetrifyDecl petrify;
    private LionTradingDecl lionTrading;
    private BurningDecl burning;
    private RangeJumpingDecl rangeJumping;
    // The placing group.
    private DropsDecl drops;
    private HandDecl hand;
    private GatingDecl gating;
    private WallingDecl walling;
    // The royal group.
    private NoCheckingDecl noChecking;
    private FlyingGeneralDecl flyingGeneral;
    private BikjangDecl bikjang;
    private DupleCheckDecl dupleCheck;
    private LastRoyalDecl lastRoyal;
    private RoyalPassageDecl royalPassage;
    private CheckedKingDecl checkedKing;
    private UnmovedFieldDecl unmovedField;
    // The ending group.
    private EndDecl end;

    private Statements() {
    }

    /** Sorts the definition's statements; repeats, and extends never resolved, reported. */
    static Statements of(Definition definition, Diagnostics diagnostics) {
        Statements sorted = new Statements();
        Sorter sorter = sorted.new Sorter(diagnostics);
        definition.statements().forEach(s -> s.accept(sorter));
        return sorted;
    }

    List<PieceDecl> pieces() {
        return List.copyOf(pieces);
    }

    VariantHeader header() {
        return header;
    }

    BoardSize board() {
        return board;
    }

    SetupDecl setup() {
        return setup;
    }

    ZonesDecl zones() {
        return zones;
    }

    ArmiesDecl armies() {
        return armies;
    }

    ShuffleDecl shuffle() {
        return shuffle;
    }

    CastlingDecl castling() {
        return castling;
    }

    /** {@code castling black} written after {@code castling white}: Black's own moves; else null. */
    CastlingDecl blackCastling() {
        return blackCastling;
    }

    PassDecl pass() {
        return pass;
    }

    CompulsoryCaptureDecl compulsoryCapture() {
        return compulsoryCapture;
    }

    ExplosionDecl explosion() {
        return explosion;
    }

    PetrifyDecl petrify() {
        return petrify;
    }

    LionTradingDecl lionTrading() {
        return lionTrading;
    }

    BurningDecl burning() {
        return burning;
    }

    RangeJumpingDecl rangeJumping() {
        return rangeJumping;
    }

    DropsDecl drops() {
        return drops;
    }

    HandDecl hand() {
        return hand;
    }

    GatingDecl gating() {
        return gating;
    }

    WallingDecl walling() {
        return walling;
    }

    NoCheckingDecl noChecking() {
        return noChecking;
    }

    FlyingGeneralDecl flyingGeneral() {
        return flyingGeneral;
    }

    BikjangDecl bikjang() {
        return bikjang;
    }

    DupleCheckDecl dupleCheck() {
        return dupleCheck;
    }

    LastRoyalDecl lastRoyal() {
        return lastRoyal;
    }

    RoyalPassageDecl royalPassage() {
        return royalPassage;
    }

    CheckedKingDecl checkedKing() {
        return checkedKing;
    }

    UnmovedFieldDecl unmovedField() {
        return unmovedField;
    }

    EndDecl end() {
        return end;
    }

    /** Puts each statement in its slot; private, so nothing outside changes a sorted definition. */
    private final class Sorter implements Statement.Visitor<Void> {
        private final Diagnostics diagnostics;

        Sorter(Diagnostics diagnostics) {
            this.diagnostics = diagnostics;
        }

        /** The statement already given, with this repeat reported; else this one. */
        private <S extends Statement> S once(S first, S statement) {
            if (first == null) {
                return statement;
            }
            diagnostics.error(statement.span(), "this statement is given twice; the first is at line "
                    + first.span().line());
            return first;
        }

        @Override
        public Void visitVariantHeader(VariantHeader statement) {
            header = once(header, statement);
            return null;
        }

        @Override
        public Void visitBoardSize(BoardSize statement) {
            board = once(board, statement);
            return null;
        }

        @Override
        public Void visitPieceDecl(PieceDecl statement) {
            pieces.add(statement);
            return null;
        }

        @Override
        public Void visitSetupDecl(SetupDecl statement) {
            setup = once(setup, statement);
            return null;
        }

        @Override
        public Void visitCastlingDecl(CastlingDecl statement) {
            if (castling != null && blackCastling == null && castling.sides() == CastlingSides.WHITE
                    && statement.sides() == CastlingSides.BLACK) {
                blackCastling = statement; // each side its own moves
                return null;
            }
            castling = once(castling, statement);
            return null;
        }

        @Override
        public Void visitDropsDecl(DropsDecl statement) {
            drops = once(drops, statement);
            return null;
        }

        @Override
        public Void visitEndDecl(EndDecl statement) {
            end = once(end, statement);
            return null;
        }

        @Override
        public Void visitArmiesDecl(ArmiesDecl statement) {
            armies = once(armies, statement);
            return null;
        }

        @Override
        public Void visitExtendsDecl(ExtendsDecl statement) {
            // DefinitionCheck merges bases before checking; one left here was never resolved.
            diagnostics.error(statement.span(), "extends is resolved when a file is compiled with VariantCompiler");
            return null;
        }

        @Override
        public Void visitCompulsoryCaptureDecl(CompulsoryCaptureDecl statement) {
            compulsoryCapture = once(compulsoryCapture, statement);
            return null;
        }

        @Override
        public Void visitNoCheckingDecl(NoCheckingDecl statement) {
            noChecking = once(noChecking, statement);
            return null;
        }

        @Override
        public Void visitShuffleDecl(ShuffleDecl statement) {
            shuffle = once(shuffle, statement);
            return null;
        }

        @Override
        public Void visitExplosionDecl(ExplosionDecl statement) {
            explosion = once(explosion, statement);
            return null;
        }

        @Override
        public Void visitPetrifyDecl(PetrifyDecl statement) {
            petrify = once(petrify, statement);
            return null;
        }

        @Override
        public Void visitLionTradingDecl(LionTradingDecl statement) {
            lionTrading = once(lionTrading, statement);
            return null;
        }

        @Override
        public Void visitBurningDecl(BurningDecl statement) {
            burning = once(burning, statement);
            return null;
        }

        @Override
        public Void visitRangeJumpingDecl(RangeJumpingDecl statement) {
            rangeJumping = once(rangeJumping, statement);
            return null;
        }

        @Override
        public Void visitZonesDecl(ZonesDecl statement) {
            zones = once(zones, statement);
            return null;
        }

        @Override
        public Void visitFlyingGeneralDecl(FlyingGeneralDecl statement) {
            flyingGeneral = once(flyingGeneral, statement);
            return null;
        }

        @Override
        public Void visitCheckedKingDecl(CheckedKingDecl statement) {
            checkedKing = once(checkedKing, statement);
            return null;
        }

        @Override
        public Void visitUnmovedFieldDecl(UnmovedFieldDecl statement) {
            unmovedField = once(unmovedField, statement);
            return null;
        }

        @Override
        public Void visitHandDecl(HandDecl statement) {
            hand = once(hand, statement);
            return null;
        }

        @Override
        public Void visitGatingDecl(GatingDecl statement) {
            gating = once(gating, statement);
            return null;
        }

        @Override
        public Void visitWallingDecl(WallingDecl statement) {
            walling = once(walling, statement);
            return null;
        }

        @Override
        public Void visitPassDecl(PassDecl statement) {
            pass = once(pass, statement);
            return null;
        }

        @Override
        public Void visitBikjangDecl(BikjangDecl statement) {
            bikjang = once(bikjang, statement);
            return null;
        }

        @Override
        public Void visitDupleCheckDecl(DupleCheckDecl statement) {
            dupleCheck = once(dupleCheck, statement);
            return null;
        }

        @Override
        public Void visitLastRoyalDecl(LastRoyalDecl statement) {
            lastRoyal = once(lastRoyal, statement);
            return null;
        }

        @Override
        public Void visitRoyalPassageDecl(RoyalPassageDecl statement) {
            royalPassage = once(royalPassage, statement);
            return null;
        }
    }
}
