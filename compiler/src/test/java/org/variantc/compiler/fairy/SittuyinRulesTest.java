package org.variantc.compiler.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.compiler.check.Sources;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;
import org.variantc.runtime.search.Limits;
import org.variantc.runtime.search.Search;

/**
 * Sittuyin's draws from hand-built positions: ASEAN's count (also while men are still in hand) and
 * the move rule reset by a promotion in place. Every FEN marked "FS 11.1" was printed by Debian's
 * Fairy-Stockfish 11.1 ({@code /usr/games/fairy-stockfish}, "Fairy-Stockfish 11.1 LB 64", UCI
 * {@code setoption name UCI_Variant value sittuyin}, {@code position fen F moves M}, then {@code d}),
 * measured 2026-11-24; {@code reference/fairy-stockfish/sittuyin-fens.tsv} holds its FEN after every
 * legal move of three positions, collected the same way. Perft from positions near a count's end:
 * {@code hands.tsv}, run on both engines by {@code HandGamesEnginesTest}.
 */
class SittuyinRulesTest {
    private static final VariantRules SITTUYIN = FairyReference.rules("sittuyin");

    private static Position play(String fen, String... moves) {
        Position pos = Fen.read(SITTUYIN, fen);
        for (String m : moves) {
            pos.make(MoveNotation.parse(pos, m));
        }
        return pos;
    }

    static Stream<Arguments> fensAfterEveryMove() throws IOException {
        List<String> lines = Files.readAllLines(Sources.projectRoot()
                .resolve("compiler/src/test/resources/reference/fairy-stockfish/sittuyin-fens.tsv"));
        return lines.stream().filter(l -> !l.startsWith("#") && !l.isBlank()).map(l -> l.split("\t"))
                .map(r -> Arguments.of(r[1], r[2], r[3]));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("fensAfterEveryMove")
    void everyMoveLeavesTheFenFairyStockfishWrites(String fen, String move, String after) {
        assertEquals(after, Fen.write(play(fen, move)));
    }

    @Test
    void theReferenceHoldsEveryLegalMoveOfItsPositions() throws IOException {
        for (String fen : fensAfterEveryMove().map(a -> (String) a.get()[0]).distinct().toList()) {
            long listed = fensAfterEveryMove().filter(a -> a.get()[0].equals(fen)).count();
            assertEquals(listed, Fen.read(SITTUYIN, fen).legalMoves().size(), fen);
        }
    }

    @Test
    void aPromotionInPlaceResetsTheMoveRuleClock() {
        String fen = "8/8/4k3/6s1/3P4/8/8/R2K4[] w - - 10 30";
        Position promoted = play(fen, "d4d4f");
        assertEquals("8/8/4k3/6s1/3F4/8/8/R2K4[] b - - 0 30", Fen.write(promoted)); // FS 11.1
        assertEquals(0, promoted.halfmoveClock());
        // a step back onto c3 while promoting resets it too; a Rook's move does not
        assertEquals("8/8/4k3/6s1/8/2F5/8/R2K4[] b - - 0 30", Fen.write(play(fen, "d4c3f"))); // FS 11.1
        assertEquals("8/8/4k3/6s1/3P4/8/R7/3K4[] b - - 11 30", Fen.write(play(fen, "a1a2"))); // FS 11.1
        promoted.unmake();
        assertEquals(fen, Fen.write(promoted));
    }

    @Test
    void aCountStartsWhileTheStrongerSideStillHasMenInHand() {
        // FS 11.1: Black's King alone on the board against a Rook: 16 moves, though White still
        // holds a Rook to place; placing it does not restart the count.
        Position pos = play("4k3/4r3/8/8/8/8/8/3K4[R] b - - 0 1", "e8d8");
        assertEquals("3k4/4r3/8/8/8/8/8/3K4[R] w - 32 0 2", Fen.write(pos));
        pos.make(MoveNotation.parse(pos, "R@a1"));
        assertEquals("3k4/4r3/8/8/8/8/8/R2K4[] b - 32 1 2", Fen.write(pos));
        // FS 11.1: a count runs on through a promotion that leaves the other King bare.
        assertEquals("8/8/4k3/8/3F4/R7/8/3K4[] b - 32 4 32",
                Fen.write(play("8/8/4k3/8/3P4/8/8/R2K4[] w - - 10 30", "a1a2", "e6e7", "a2a3", "e7e6", "d4d4f")));
    }

    @Test
    void aCountThatPassesItsLimitDrawsTheGame() {
        String fen = "3k4/8/8/8/8/4R3/8/3K4[] b - 32 31 40";
        Position pos = play(fen, "d8c8");
        assertEquals("2k5/8/8/8/8/4R3/8/3K4[] w - 32 32 41", Fen.write(pos)); // FS 11.1
        assertEquals(GameStatus.ONGOING, GameStatus.of(pos));
        pos.make(MoveNotation.parse(pos, "e3e4"));
        assertEquals("2k5/8/8/8/4R3/8/8/3K4[] b - 32 33 41", Fen.write(pos)); // FS 11.1
        assertEquals(new GameStatus(GameStatus.Result.DRAW, GameStatus.Reason.COUNTING), GameStatus.of(pos));
        assertFalse(pos.legalMoves().isEmpty()); // a draw by rule, not a perft rule: the moves remain
        // FS 11.1 scores White's position after d8c8 0 ("go depth 6": score cp 0), a Rook up: so do we.
        Position before = play(fen, "d8c8");
        assertEquals(0, new Search(before.rulebook(), 16).search(before, Limits.depth(4), null).score());
        Position early = Fen.read(SITTUYIN, "2k5/8/8/8/8/4R3/8/3K4[] w - 32 2 41");
        assertTrue(new Search(early.rulebook(), 16).search(early, Limits.depth(4), null).score() > 300);
    }
}
