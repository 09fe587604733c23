package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.fairy.FairyReference;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.Perft;
import org.variantc.runtime.position.Position;

/**
 * The Shogi family of Fairy-Stockfish (definitions/fairy-stockfish: shogi, minishogi, judkins,
 * gorogoro, euroshogi) against Fairy-Stockfish's perft counts, on the table engine and on each
 * game's generated engine, and the two engines in lockstep.
 *
 * <p>Provenance of every count: {@code compiler/src/test/resources/reference/fairy-stockfish/perft.tsv},
 * computed with Debian's {@code fairy-stockfish} 11.1 ("Fairy-Stockfish 11.1 LB 64") over UCI
 * ({@code setoption name UCI_Variant value V}, {@code position fen F}, {@code go perft N}) by
 * {@code tools/fairy-reference/collect.py}; its README tells how. The midgames come from random
 * play and hold Pawns in hand.
 *
 * <p>One deliberate difference: Fairy-Stockfish's move generator does not apply the rule against
 * mate by a Pawn drop (uchifuzume); 11.1 (and upstream today) lists such a drop as a move and
 * only scores the mate as a loss for the dropper ({@code Position::checkmate_value}), so its perft
 * counts each one. Our rule refuses the drop, so where such a drop is a last-ply move our count
 * is Fairy-Stockfish's less those drops. {@link #pawnDropMatesAreTheOnlyDifference} shows it for
 * the two rows where it happens (of the 25): without the rule our counts are Fairy-Stockfish's,
 * and the mates counted in that tree are exactly the difference.
 */
class ShogiFamilyEnginesTest {
    static final List<String> GAMES = List.of("shogi", "minishogi", "judkins", "gorogoro", "euroshogi");
    /** Rows whose tree has Pawn-drop mates at the last ply: FEN to how many Fairy-Stockfish counts. */
    static final Map<String, Long> PAWN_DROP_MATES = Map.of(
            "s3s/g1gsg/2P2/kp1G1/2+p1K/4S[ppp] b - - 5 15", 7L,
            "2n3/2bs1k/3g2/6/1KG3/P1SNB1[Rpr] b - - 1 7", 2L);

    private static final List<String> FILES = List.of("fairy-stockfish/perft.tsv");
    private static final FamilyEngines ENGINES = FamilyEngines.fairyStockfish("org.variantc.generated.fs");

    @TempDir
    static Path dir;

    /** Every perft.tsv row of the five games: game, FEN, depth, Fairy-Stockfish's count. */
    static Stream<Arguments> rows() {
        return FairyReference.rowsIn(FILES, GAMES);
    }

    @Test
    void everyGameHasItsStartAndFourMidgamesWithMenInHand() {
        for (String game : GAMES) {
            List<String> fens = FairyReference.fens(FILES, game);
            assertEquals(5, fens.size(), game);
            assertTrue(fens.stream().skip(1).anyMatch(f -> f.matches(".*\\[[^\\]]*[Pp][^\\]]*\\].*")),
                    game + ": a midgame with a Pawn in hand");
        }
    }

    @ParameterizedTest(name = "{0} {1} depth {2}")
    @MethodSource("rows")
    void bothEnginesCountWhatFairyStockfishCounts(String game, String fen, int depth, long fs) throws Exception {
        long expected = fs - PAWN_DROP_MATES.getOrDefault(fen, 0L);
        assertEquals(expected, Perft.perft(ENGINES.table(game, fen), depth), "table engine");
        assertEquals(expected, Perft.perft(ENGINES.generated(game, fen, dir), depth), "generated engine");
    }

    /** Generated = table at every node to depth 3, from the start and from the first midgame (Pawns in hand). */
    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void generatedAndTableEnginesAgreeAtEveryNode(String game) throws Exception {
        List<String> fens = FairyReference.fens(FILES, game);
        for (String fen : List.of(fens.get(0), fens.get(1))) {
            long leaves = ENGINES.lockstep(game, fen, dir, 3);
            assertEquals(Perft.perft(ENGINES.table(game, fen), 3), leaves, fen);
            assertTrue(leaves > 0, fen);
        }
    }

    static Stream<String> games() {
        return GAMES.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("matedRows")
    void pawnDropMatesAreTheOnlyDifference(String game, String fen, int depth, long fs, @TempDir Path dir)
            throws Exception {
        Path source = Sources.definition("fairy-stockfish/" + game + ".variant");
        String text = Files.readString(source);
        assertTrue(text.contains("drop may not mate"));
        Path without = dir.resolve(game + ".variant");
        Files.writeString(without, text.replace("drop may not mate", ""));
        Compilation c = VariantCompiler.compile(without);
        assertTrue(c.succeeded(), c::report);
        Position free = Fen.read(c.rules(), fen);
        assertEquals(fs, Perft.perft(free, depth), "without the rule: Fairy-Stockfish's count");
        long mates = lastPlyPawnDropMates(free, depth);
        assertEquals(PAWN_DROP_MATES.get(fen), mates);
        assertEquals(fs - mates, Perft.perft(ENGINES.table(game, fen), depth), "with the rule");
    }

    static Stream<Arguments> matedRows() {
        return rows().filter(a -> PAWN_DROP_MATES.containsKey((String) a.get()[1]));
    }

    /** Drops of a Pawn at the last ply that leave the opponent in check with no move. */
    private static long lastPlyPawnDropMates(Position pos, int depth) {
        MoveList moves = pos.legalMoves();
        long n = 0;
        for (int i = 0; i < moves.size(); i++) {
            long m = moves.get(i);
            boolean pawnDrop = Move.kind(m) == Move.DROP && pos.rules().pieces().get(Move.type(m)).id().equals("P");
            if (depth > 1 || pawnDrop) {
                pos.make(m);
                if (depth > 1) {
                    n += lastPlyPawnDropMates(pos, depth - 1);
                } else if (pos.inCheck() && pos.legalMoves().isEmpty()) {
                    n++;
                }
                pos.unmake();
            }
        }
        return n;
    }
}
