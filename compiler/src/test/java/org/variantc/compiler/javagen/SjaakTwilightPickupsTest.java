package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.compiler.games.SjaakCatalogue;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.notation.San;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.Position;

/**
 * Pickups ({@code hand { take own men }}) in Twilight chess ({@code definitions/sjaak/twilight_chess.variant})
 * from hand-built positions, on both engines (table and generated), whose legal lists must be equal:
 * a side not in check may take any man of its own but the King into hand, none in check, no pinned
 * man; the man reaches the hand and is dropped back (a Pawn on rank 1 too, never on rank 8); a
 * Rook taken up and dropped back has moved and castles no more. Each case's counts at depths 1
 * and 2 are Sjaak II 1.4.1's (Debian sjaakii 1.4.1-2): {@code variant twilight_chess},
 * {@code setboard FEN}, then {@code force} and the moves as Sjaak II reads them (its SAN:
 * {@code R^a1}, {@code ^d2}, {@code R@a1}, {@code Ke8-d8}), {@code perft 2}.
 */
class SjaakTwilightPickupsTest {
    @TempDir
    static Path dir;

    private static final String KEY = "sjaak_";
    private static final String GAME = KEY + "twilight_chess";
    private static final FamilyEngines ENGINES = new FamilyEngines("org.variantc.generated.pickups",
            key -> SjaakCatalogue.definition(key.substring(KEY.length())));
    private static final String START = "4k3/8/8/8/8/8/3P4/R3K2R[] w KQ - 0 1";

    /** name, FEN, moves played first, Sjaak II's perft 1 and 2, a move that must be absent, one that must be there. */
    static Stream<Arguments> cases() {
        return Stream.of(
                Arguments.of("not in check: every man but the King may be taken into hand",
                        START, List.of(), 30L, 136L, "@@e1", "@@a1"),
                Arguments.of("in check: no man is taken into hand",
                        "4k3/8/8/8/8/8/4r3/R3K2R[] w KQ - 0 1", List.of(), 3L, 43L, "@@a1", "e1e2"),
                Arguments.of("a pinned man is not taken into hand",
                        "4k3/4r3/8/8/8/8/4B3/4K3[] w - - 0 1", List.of(), 4L, 68L, "@@e2", "e1d1"),
                Arguments.of("a Rook taken up reaches the hand and may be dropped back on its square",
                        START, List.of("@@h1", "e8d8"), 79L, 325L, "e1g1", "R@h1"),
                Arguments.of("a Rook taken up and dropped back has moved: no castling with it",
                        START, List.of("@@a1", "e8d8", "R@a1", "d8e8"), 29L, 131L, "e1c1", "e1g1"),
                Arguments.of("a Pawn taken up may be dropped on rank 1, never on rank 8",
                        START, List.of("@@d2", "e8d8"), 81L, 381L, "P@d8", "P@d1"));
    }


    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void bothEnginesPlaySjaaksPickups(String name, String fen, List<String> moves, long one, long two, String barred,
                                      String allowed) throws Exception {
        new SjaakHandBuilt(ENGINES, GAME, dir).check(fen, moves, one, two, barred, allowed);
    }

    /** A pickup empties the square, fills the hand, keeps the hash incremental, and unmake restores all. */
    @Test
    void pickupMakesAndUnmakesWithTheHash() throws Exception {
        Position pos = ENGINES.table(GAME, START);
        String before = Fen.write(pos);
        long hash = pos.hash();
        long pickup = MoveNotation.parse(pos, "@@a1");
        assertTrue(Move.isPickup(pickup));
        assertEquals("R^a1", San.format(pos, pickup));
        pos.make(pickup);
        assertEquals("4k3/8/8/8/8/8/3P4/4K2R[R] b K - 1 1", Fen.write(pos));
        assertEquals(pos.computeHash(), pos.hash());
        pos.unmake();
        assertEquals(before, Fen.write(pos));
        assertEquals(hash, pos.hash());
        assertEquals(pickup, MoveNotation.parse(pos, "@@a1"));
        assertEquals(pickup, San.parse(pos, "R^a1"));
        assertEquals(MoveNotation.parse(pos, "@@d2"), San.parse(pos, "^d2"));
    }
}
