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
import org.variantc.compiler.fairy.FairyReference;
import org.variantc.runtime.Perft;

/**
 * Games of {@code definitions/fairy-stockfish} counted against a Fairy-Stockfish reference file
 * (the start and four midgames from random play per game), on the table engine and on each
 * game's generated engine, and the two engines in lockstep to depth 3. Every row of a family
 * comes from the file it names, collected over UCI ({@code setoption name UCI_Variant value V},
 * {@code position fen F}, {@code go perft N}, one thread) by {@code tools/fairy-reference/collect.py}:
 * <ul>
 * <li>{@code goals}: Jeson Mor (a Knight that holds e5 through the other's move) and Dobutsu (a
 * Lion on the far rank only where it is safe), {@code fairy-stockfish-upstream/goals.tsv}, upstream
 * Fairy-Stockfish at commit c19b5f6c built from /work/ref/fsf/src with {@code largeboards=yes
 * all=yes}, seed 20261123;</li>
 * <li>{@code shogi}: the Shogis Debian's Fairy-Stockfish 11.1 lacks,
 * {@code fairy-stockfish-upstream/shogi.tsv}, Fairy-Stockfish 231126 LB built from the upstream
 * source ({@code make build ARCH=x86-64 largeboards=yes all=yes}), seed 20261123;</li>
 * <li>{@code flipping}: Kyoto Shogi (every move flips) and Micro Shogi (every capture flips, 4 x
 * 5), {@code fairy-stockfish/perft.tsv}, Debian's {@code fairy-stockfish} 11.1 ("Fairy-Stockfish
 * 11.1 LB 64"), the starts to depth 4 and 5, the midgames most with men in hand. (Dobutsu's
 * rows in that file are 11.1's older rules; it is counted in {@code goals}.)</li>
 * </ul>
 */
class UpstreamFamiliesEnginesTest {
    @TempDir
    static Path dir;

    /** A family: its games, its reference file, and how many of each game's positions run in lockstep. */
    record Family(String name, List<String> games, String file, int lockstepPositions) {
        FamilyEngines engines() {
            return ENGINES.get(name);
        }

        List<String> fens(String game) {
            return FairyReference.fens(List.of(file), game);
        }

        Path jars() throws Exception {
            return Files.createDirectories(dir.resolve(name));
        }

        @Override
        public String toString() {
            return name;
        }
    }

    static final Family GOALS = new Family("goals", List.of("jesonmor", "dobutsu"), "fairy-stockfish-upstream/goals.tsv", 3);
    static final Family SHOGI = new Family("shogi",
            List.of("yarishogi", "okisakishogi", "checkshogi", "torishogi"), "fairy-stockfish-upstream/shogi.tsv", 3);
    static final Family FLIPPING = new Family("flipping", List.of("kyotoshogi", "micro"), "fairy-stockfish/perft.tsv", 5);
    private static final List<Family> FAMILIES = List.of(GOALS, SHOGI, FLIPPING);
    private static final Map<String, FamilyEngines> ENGINES = Map.of(
            "goals", FamilyEngines.fairyStockfish("org.variantc.generated.fsgoal"),
            "shogi", FamilyEngines.fairyStockfish("org.variantc.generated.fsu"),
            "flipping", FamilyEngines.fairyStockfish("org.variantc.generated.fs"));

    /** Every reference row: family, game, FEN, depth, the reference count. */
    static Stream<Arguments> rows() {
        return FAMILIES.stream().flatMap(f -> FairyReference.rowsIn(List.of(f.file()), f.games()).map(r -> {
            Object[] row = r.get();
            return Arguments.of(f, row[0], row[1], row[2], row[3]);
        }));
    }

    static Stream<Arguments> games() {
        return FAMILIES.stream().flatMap(f -> f.games().stream().map(g -> Arguments.of(f, g)));
    }

    @Test
    void everyGameHasItsStartAndFourMidgames() {
        for (Family family : FAMILIES) {
            for (String game : family.games()) {
                assertEquals(5, family.fens(game).size(), game);
            }
        }
    }

    @Test
    void theFlippingShogisMidgamesHoldMenInHand() {
        for (String game : FLIPPING.games()) {
            assertTrue(FLIPPING.fens(game).stream().skip(1).filter(f -> !f.contains("[]")).count() >= 2, game);
        }
    }

    @ParameterizedTest(name = "{0} {1} {2} depth {3}")
    @MethodSource("rows")
    void bothEnginesCountWhatFairyStockfishCounts(Family family, String game, String fen, int depth, long fs) throws Exception {
        FamilyEngines engines = family.engines();
        assertEquals(fs, Perft.perft(engines.table(game, fen), depth), "table engine");
        assertEquals(fs, Perft.perft(engines.generated(game, fen, family.jars()), depth), "generated engine");
    }

    /** Generated = table at every node to depth 3, from the start and the first midgames. */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("games")
    void generatedAndTableEnginesAgreeAtEveryNode(Family family, String game) throws Exception {
        FamilyEngines engines = family.engines();
        for (String fen : family.fens(game).subList(0, family.lockstepPositions())) {
            long leaves = engines.lockstep(game, fen, family.jars(), 3);
            assertEquals(Perft.perft(engines.table(game, fen), 3), leaves, fen);
            assertTrue(leaves > 0, fen);
        }
    }
}
