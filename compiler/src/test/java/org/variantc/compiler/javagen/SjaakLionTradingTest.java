package org.variantc.compiler.javagen;


import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.compiler.games.SjaakCatalogue;

/**
 * Sjaak II's Lion-trading rules ({@code lion trading L strict}) in Mighty-Lion chess
 * ({@code definitions/sjaak/lion.variant}) from hand-built positions, on both engines (table and
 * generated), whose legal lists must be equal: a Lion takes no protected Lion, beside it or not,
 * on its way or at its end, protection judged before the move (so a Rook behind the taker does not
 * protect); right after a non-Lion took a Lion no man takes a Lion, for one move only; a Lion
 * taking a Lion bans nothing. Each case's counts at depths 1 and 2 are Sjaak II 1.4.1's (Debian
 * sjaakii 1.4.1-2): {@code variant lion}, {@code setboard FEN}, then {@code force} and the moves,
 * {@code perft 2}.
 */
class SjaakLionTradingTest {
    @TempDir
    static Path dir;

    private static final String KEY = "sjaak_";
    private static final String GAME = KEY + "lion";
    private static final FamilyEngines ENGINES = new FamilyEngines("org.variantc.generated.liontrade",
            key -> SjaakCatalogue.definition(key.substring(KEY.length())));

    /** name, FEN, moves played first, Sjaak II's perft 1 and 2, a move that must be absent ("" for none), one that must be there. */
    static Stream<Arguments> cases() {
        return Stream.of(
                Arguments.of("a Lion beside, protected by a Pawn: not taken, not even by igui",
                        "7k/8/4p3/3l4/3L4/8/8/K7 w - - 0 1", List.of(), 27L, 810L, "d4d5", "d4c5"),
                Arguments.of("a Lion beside, unprotected: taken",
                        "7k/8/8/3l4/3L4/8/8/K7 w - - 0 1", List.of(), 36L, 836L, "", "d4d5"),
                Arguments.of("a distant Lion protected by a Pawn: not taken",
                        "7k/2p5/3l4/8/3L4/8/8/K7 w - - 0 1", List.of(), 27L, 787L, "d4d6", "d4d5"),
                Arguments.of("a Pawn taken on the way to a protected Lion: that Lion still not taken",
                        "7k/4p3/3l4/3p4/3L4/8/8/K7 w - - 0 1", List.of(), 34L, 1009L, "", "d4d5"),
                Arguments.of("a Rook behind the taker does not protect (judged before the move)",
                        "7k/8/8/3l4/3L4/8/K7/3r4 w - - 0 1", List.of(), 35L, 1163L, "", "d4d5"),
                Arguments.of("right after a Pawn took a Lion, the Rook may not take the other Lion",
                        "4r2k/8/8/3l4/2P1L3/8/8/K7 w - - 0 1", List.of("c4d5"), 12L, 316L, "e8e4", "e8e7"),
                Arguments.of("right after a Pawn took a Lion, the other Lion may not take a Lion either",
                        "4r2k/8/8/3l1l2/2P1L3/8/8/K7 w - - 0 1", List.of("c4d5"), 36L, 1107L, "f5e4", "f5f4"),
                Arguments.of("the ban lasts one move",
                        "4r2k/8/8/3l1l2/2P1L3/8/8/K7 w - - 0 1", List.of("c4d5", "h8g8", "a1a2"), 47L, 1265L, "",
                        "f5e4"),
                Arguments.of("a Lion that took a Lion bans nothing: the Rook behind it takes it back",
                        "7k/8/8/3l4/3L4/8/K7/3r4 w - - 0 1", List.of("d4d5"), 14L, 329L, "", "d1d5"));
    }


    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void bothEnginesPlaySjaaksRules(String name, String fen, List<String> moves, long one, long two, String barred,
                                    String allowed) throws Exception {
        new SjaakHandBuilt(ENGINES, GAME, dir).check(fen, moves, one, two, barred, allowed);
    }
}
