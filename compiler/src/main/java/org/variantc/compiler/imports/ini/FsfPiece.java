package org.variantc.compiler.imports.ini;

import org.variantc.compiler.diagnostics.Span;

/** A piece type a game uses: its Fairy-Stockfish type, its letter (upper case) and its moves. */
public record FsfPiece(FsfPieceType type, char letter, String betza, Span span) {
    /** The id the definition gives it: the letter, upper case. */
    public String id() {
        return String.valueOf(letter);
    }
}
