package org.variantc.compiler.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code promoted drops} is refused, at its line and column, where it could mean nothing. */
class PromotedDropsErrorsTest {
    @Test
    void withoutAPromotedFormThereIsNothingToDropFaceUp() {
        String text = Checks.BASE + "drops {\n  promoted revert\n  promoted drops\n}\n";
        assertEquals(List.of("15:3: promoted drops needs a promoted form to drop: write written +X in the block"
                + " of the promoted type"), Checks.errors(text));
    }

    @Test
    void withoutRevertAFaceUpManWouldStayPromotedInHand() {
        String text = Checks.base("piece Rook R \"R\"", "piece Rook R \"R\" { written +P }")
                + "drops {\n  promoted drops\n}\n";
        assertEquals(List.of("14:3: promoted drops needs promoted revert: a man dropped face up goes back to hand"
                + " as the man it was"), Checks.errors(text));
    }

    @Test
    void theChiralFlagAndTheStatementsAreAcceptedWhereTheyMeanSomething() {
        String text = """
                variant "Quails" { author "tests" }
                board 5 x 5
                piece King K "K" royal
                piece Pawn P "fW" { promote on rank 5 to T }
                piece Quail Q "fRrbBlbF" chiral
                piece Tokin T "WfF" { written +P }
                setup "k4/5/5/5/PQ2K"
                drops { promoted revert  promoted drops }
                """;
        assertEquals(List.of(), Checks.errors(text));
    }
}
