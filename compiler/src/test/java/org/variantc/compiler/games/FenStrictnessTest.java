package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.FenException;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;

/**
 * Issue 19's lenient FENs: an en-passant victim that is no Pawn-type man who could have made the
 * step (the King: {@code d5e6} captured it), and Unicode digits and letters read as ASCII ones.
 */
class FenStrictnessTest {
    private static final VariantRules FIDE = Games.rules("fide.variant");

    private static String refusal(String fen) {
        return assertThrows(FenException.class, () -> Fen.read(FIDE, fen)).getMessage();
    }

    @Test
    void theKingIsNoEnPassantVictim() {
        assertEquals("bad FEN (en passant): the King on e8 could not have passed over e6 in one move that makes "
            + "en-passant squares in \"4k3/8/8/3P4/8/8/8/4K3 w - e6>e8 0 1\"", refusal("4k3/8/8/3P4/8/8/8/4K3 w - e6>e8 0 1"));
    }

    @Test
    void aRookIsNoEnPassantVictim() {
        assertEquals("bad FEN (en passant): the Rook on e5 could not have passed over e6 in one move that makes "
            + "en-passant squares in \"4k3/8/8/3Pr3/8/8/8/4K3 w - e6 0 1\"", refusal("4k3/8/8/3Pr3/8/8/8/4K3 w - e6 0 1"));
    }

    @Test
    void aPawnThatCouldNotHavePassedTheSquareIsNoVictim() {
        // A Black Pawn on e4 never passed e6 (its double step from e7 passes e6 and lands on e5).
        refusal("4k3/8/8/8/3Pp3/8/8/4K3 w - e6>e4 0 1");
    }

    @Test
    void aPawnsDoubleStepIsAVictim() {
        Position pos = Fen.read(FIDE, "4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1");
        boolean found = false;
        for (int i = 0; i < pos.legalMoves().size(); i++) {
            found |= MoveNotation.format(pos, pos.legalMoves().get(i)).equals("d5e6");
        }
        assertEquals(true, found, "d5e6 takes the Pawn on e5 en passant");
    }

    @Test
    void onlyAsciiDigitsAndLetters() {
        assertEquals("bad FEN: character 29 is '\u0668'; a FEN is written in ASCII letters, digits and signs",
            refusal("4k3/8/8/8/8/8/8/4K3 w - - 0 \u0668"));
        assertEquals("bad FEN: character 5 is '\uff18'; a FEN is written in ASCII letters, digits and signs",
            refusal("4k3/\uff18/8/8/8/8/8/4K3 w - - 0 1"));
        assertEquals("bad FEN: character 29 is '\u017f'; a FEN is written in ASCII letters, digits and signs",
            refusal("4k3/8/8/8/8/8/8/4K3 w - - 0 1\u017f".replace("0 1\u017f", "0 \u017f")));
    }
}
