package org.variantc.compiler.syntax;

import org.variantc.compiler.diagnostics.Span;

/** One top-level statement of a definition. */
public sealed interface Statement
        permits VariantHeader, BoardSize, PieceDecl, SetupDecl, CastlingDecl, DropsDecl, EndDecl,
        ArmiesDecl, ExtendsDecl, CompulsoryCaptureDecl, NoCheckingDecl, ShuffleDecl, ExplosionDecl, PetrifyDecl,
        ZonesDecl, FlyingGeneralDecl, CheckedKingDecl, UnmovedFieldDecl, HandDecl, GatingDecl, WallingDecl, PassDecl, BikjangDecl, DupleCheckDecl,
        LastRoyalDecl {
    /** Where its keyword was written. */
    Span span();
}
