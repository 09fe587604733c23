package org.variantc.compiler.syntax;

import org.variantc.compiler.diagnostics.Span;

/** One top-level statement of a definition. */
public sealed interface Statement
        permits VariantHeader, BoardSize, PieceDecl, SetupDecl, CastlingDecl, DropsDecl, EndDecl,
        ArmiesDecl, ExtendsDecl, CompulsoryCaptureDecl, NoCheckingDecl, ShuffleDecl, ExplosionDecl, PetrifyDecl,
        ZonesDecl, FlyingGeneralDecl, CheckedKingDecl, UnmovedFieldDecl, HandDecl, GatingDecl, WallingDecl, PassDecl, BikjangDecl, DupleCheckDecl,
        LastRoyalDecl, LionTradingDecl, BurningDecl, RangeJumpingDecl, RoyalPassageDecl {
    /** Where its keyword was written. */
    Span span();

    /** Hands this statement to the visitor's method for its kind. */
    <R> R accept(Visitor<R> visitor);

    /**
     * One method per kind of statement: a pass over a definition implements it, so a statement
     * added to {@code permits} without a case in every pass does not compile.
     */
    interface Visitor<R> {
        R visitVariantHeader(VariantHeader statement);

        R visitBoardSize(BoardSize statement);

        R visitPieceDecl(PieceDecl statement);

        R visitSetupDecl(SetupDecl statement);

        R visitCastlingDecl(CastlingDecl statement);

        R visitDropsDecl(DropsDecl statement);

        R visitEndDecl(EndDecl statement);

        R visitArmiesDecl(ArmiesDecl statement);

        R visitExtendsDecl(ExtendsDecl statement);

        R visitCompulsoryCaptureDecl(CompulsoryCaptureDecl statement);

        R visitNoCheckingDecl(NoCheckingDecl statement);

        R visitShuffleDecl(ShuffleDecl statement);

        R visitExplosionDecl(ExplosionDecl statement);

        R visitPetrifyDecl(PetrifyDecl statement);

        R visitZonesDecl(ZonesDecl statement);

        R visitFlyingGeneralDecl(FlyingGeneralDecl statement);

        R visitCheckedKingDecl(CheckedKingDecl statement);

        R visitUnmovedFieldDecl(UnmovedFieldDecl statement);

        R visitHandDecl(HandDecl statement);

        R visitGatingDecl(GatingDecl statement);

        R visitWallingDecl(WallingDecl statement);

        R visitPassDecl(PassDecl statement);

        R visitBikjangDecl(BikjangDecl statement);

        R visitDupleCheckDecl(DupleCheckDecl statement);

        R visitLastRoyalDecl(LastRoyalDecl statement);
    
        R visitLionTradingDecl(LionTradingDecl statement);

        R visitBurningDecl(BurningDecl statement);

        R visitRangeJumpingDecl(RangeJumpingDecl statement);

        R visitRoyalPassageDecl(RoyalPassageDecl statement);
    }
}
