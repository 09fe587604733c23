package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.compiler.diagnostics.SourceFile;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.FenException;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;

/**
 * A FEN the game could never reach is refused with a one-line reason: a side with more or
 * fewer royal men than its setup and promotions allow, an unpromoted man where its promotion is
 * compulsory. Positions the game can reach stay accepted.
 */
class FenReachabilityTest {
    private static Position load(VariantRules rules, String men) {
        String holdings = rules.placing().drops().enabled() ? "[]" : "";
        return Fen.read(rules, Men.board(rules.files(), rules.ranks(), men) + holdings + " w - - 0 1");
    }

    private static String refusal(VariantRules rules, String men) {
        String message = assertThrows(FenException.class, () -> load(rules, men), men).getMessage();
        assertEquals(1, message.lines().count(), message);
        return message;
    }

    private static String top(VariantRules rules) {
        return "a" + rules.ranks();
    }

    // ---- royal men ----

    /** Every shipped game gives each side one King and never adds or removes one. */
    @ParameterizedTest
    @ValueSource(strings = {"fide.variant", "crazyhouse.variant", "chessgi.variant", "halfgi.variant",
            "half-chess.variant", "chess-and-a-half.variant", "nearlydouble-chess.variant",
            "nearlydouble-overkill.variant", "cwda.variant", "augmented-chess.variant",
            "augmented-half-chess.variant"})
    void everyGameWantsOneKingASide(String game) {
        VariantRules rules = Games.rules(game);
        String blackKing = " k" + top(rules);
        assertDoesNotThrow(() -> load(rules, "Ka1" + blackKing));
        String none = refusal(rules, "Pc3" + blackKing);
        assertTrue(none.startsWith("bad FEN (board): White has no King, but the " + rules.name()
                + " setup gives it 1 and no rule removes one in \""), none);
        String two = refusal(rules, "Ka1 Kc1" + blackKing);
        assertTrue(two.startsWith("bad FEN (board): White has 2 Kings, but the " + rules.name()
                + " setup gives it 1 and no promotion makes one"), two);
        String blackNone = refusal(rules, "Ka1");
        assertTrue(blackNone.startsWith("bad FEN (board): Black has no King"), blackNone);
    }

    @Test
    void theMessageNamesTheGameAndTheFen() {
        VariantRules fide = Games.rules("fide.variant");
        assertEquals("bad FEN (board): Black has 2 Kings, but the Chess setup gives it 1 and no promotion makes one"
                        + " in \"k6k/8/8/8/8/8/8/4K3 w - - 0 1\"",
                assertThrows(FenException.class, () -> Fen.read(fide, "k6k/8/8/8/8/8/8/4K3 w - - 0 1"))
                        .getMessage());
    }

    /** A promotion that makes Kings allows more of them, never fewer. */
    @Test
    void aPromotionToKingAllowsMoreKings() throws IOException {
        VariantRules rules = variant(fide().replace("promote on rank 8 to Q R B N", "promote on rank 8 to Q R B N K"));
        assertDoesNotThrow(() -> load(rules, "Ka1 Kc1~ Ke1~ ke8"));
        assertTrue(refusal(rules, "Qa1 ke8").contains("White has no King"));
    }

    /** A setup with two Kings a side wants two, and one is too few. */
    @Test
    void aSetupWithTwoKingsWantsTwo() throws IOException {
        VariantRules rules = variant(fide().replace("RNBQKBNR", "RNBKKBNR").replace("rnbqkbnr", "rnbkkbnr"));
        assertDoesNotThrow(() -> load(rules, "Ka1 Kb1 ka8 kb8"));
        assertTrue(refusal(rules, "Ka1 ka8 kb8").contains("White has 1 King, but the Chess setup gives it 2"
                + " and no rule removes one"));
    }

    // ---- men that must have promoted ----

    @Test
    void aFidePawnOnItsLastRankIsRefused() {
        VariantRules fide = Games.rules("fide.variant");
        assertEquals("bad FEN (board): a White Pawn on h8 cannot stand there: it must promote on arriving"
                        + " in \"4k2P/8/8/8/8/8/8/4K3 w - - 0 1\"",
                assertThrows(FenException.class, () -> Fen.read(fide, "4k2P/8/8/8/8/8/8/4K3 w - - 0 1"))
                        .getMessage());
        assertTrue(refusal(fide, "Ke1 ke8 pa1").contains("a Black Pawn on a1 cannot stand there"));
        // The rank before is the Pawn's, and a promoted man stands on the last rank.
        assertDoesNotThrow(() -> load(fide, "Ke1 ke6 Ph7 pa2 Qb8~ qc1~"));
    }

    /** Ranks 8 to 10 offer optional promotions, so a Pawn may stay; on rank 11 it must promote. */
    @Test
    void nearlydoublePawnsMayStandOnTheOptionalRanksOnly() {
        VariantRules rules = Games.rules("nearlydouble-chess.variant");
        assertDoesNotThrow(() -> load(rules, "Kf1 kf11 Pa8 Pb9 Pc10 pa4 pb3 pc2"));
        assertTrue(refusal(rules, "Kf1 kf11 Pd11").contains("a White Pawn on d11 cannot stand there"));
        assertTrue(refusal(rules, "Kf1 kf11 pd1").contains("a Black Pawn on d1 cannot stand there"));
    }

    /** Only the Pawn's promotion is compulsory: Knights, Cats and Guards may stay on rank 12. */
    @Test
    void chessAndAHalfRefusesOnlyAPawnOnTheFarRank() {
        VariantRules rules = Games.rules("chess-and-a-half.variant");
        assertDoesNotThrow(() -> load(rules, "Ka1 kl12 Pb11 Nc12 Cd12 Ge12 nc1 cd1 ge1"));
        assertTrue(refusal(rules, "Ka1 kl12 Pb12").contains("a White Pawn on b12 cannot stand there"));
    }

    /** A Pawn may be dropped on its first rank but not its last, nor move there without promoting. */
    @Test
    void halfgiAllowsAPawnOnItsFirstRankButNotItsLast() {
        VariantRules rules = Games.rules("halfgi.variant");
        assertDoesNotThrow(() -> Fen.read(rules, "4k3/7p/8/8/8/8/8/P3K3[Pp] w - - 0 1"));
        assertTrue(refusal(rules, "Ke1 ke8 Pa8").contains("a White Pawn on a8 cannot stand there"));
        assertTrue(refusal(rules, "Ke1 ke8 ph1").contains("a Black Pawn on h1 cannot stand there"));
    }

    /**
     * Where an optional zone comes first, a Pawn that declined there and moves on inside the
     * compulsory zone enters no zone, so it may stand on the last rank; with the compulsory zone
     * alone it stands nowhere in it.
     */
    @Test
    void aMoveInsideTheZoneEntersNoZone() throws IOException {
        String two = "promote on rank 7 to Q optional\n  promote on ranks 7..8 to Q R B N";
        VariantRules declined = variant(fide().replace("promote on rank 8 to Q R B N", two));
        assertDoesNotThrow(() -> load(declined, "Ke1 ke8 Pa7 Pb8"));
        VariantRules compulsory = variant(fide().replace("promote on rank 8 to Q R B N", "promote on ranks 7..8 to Q R B N"));
        assertTrue(refusal(compulsory, "Ke1 ke8 Pa7").contains("a White Pawn on a7 cannot stand there"));
        assertTrue(refusal(compulsory, "Ke1 ke8 Pb8").contains("a White Pawn on b8 cannot stand there"));
    }

    private static String fide() throws IOException {
        return Files.readString(Sources.definition("fide.variant"));
    }

    private static VariantRules variant(String text) {
        Compilation c = VariantCompiler.compile(new SourceFile("test.variant", text));
        assertTrue(c.succeeded(), c.report());
        return c.rules();
    }
}
