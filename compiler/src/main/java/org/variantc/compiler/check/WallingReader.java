package org.variantc.compiler.check;

import java.util.List;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.syntax.DropsDecl;
import org.variantc.compiler.syntax.ExplosionDecl;
import org.variantc.compiler.syntax.PetrifyDecl;
import org.variantc.compiler.syntax.WallingDecl;

/**
 * Reads {@code after each move, the duck moves to an empty square} and refuses what the engines
 * cannot play with it: royal men (a Duck placed after the move could shield a King the man's move
 * left attacked, a legality no engine judges), drops (as in Fairy-Stockfish) and the walls of
 * explosions or petrification (a FEN's '*' would not say which wall is the Duck).
 */
final class WallingReader {
    private final Diagnostics diagnostics;

    WallingReader(Diagnostics diagnostics) {
        this.diagnostics = diagnostics;
    }

    /** Whether the variant has the Duck; reports every combination refused. */
    boolean duck(WallingDecl decl, List<Boolean> royal, DropsDecl drops, ExplosionDecl explosion,
                 PetrifyDecl petrify) {
        if (decl == null) {
            return false;
        }
        if (royal.contains(Boolean.TRUE)) {
            diagnostics.error(decl.span(), "the Duck cannot be combined with royal men: make the King a common man"
                    + " (no 'royal') and end the game with 'lose when no K left', as Duck chess does");
        }
        if (drops != null) {
            diagnostics.error(decl.span(), "the Duck cannot be combined with drops (line " + drops.span().line() + ")");
        }
        if (explosion != null || petrify != null) {
            int line = (explosion != null ? explosion.span() : petrify.span()).line();
            diagnostics.error(decl.span(), "the Duck cannot be combined with explosions or petrification (line "
                    + line + "): a wall in a FEN would not say which is the Duck");
        }
        return true;
    }
}
