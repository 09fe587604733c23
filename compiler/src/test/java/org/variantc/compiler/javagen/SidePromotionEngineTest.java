package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.variantc.compiler.games.SidePromotionGames;
import org.variantc.compiler.games.SjaakCatalogue;
import org.variantc.runtime.Perft;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.position.Position;

/**
 * Promotion per side in the generated engines: a hand-built position of each side gets that
 * side's choices only, and Sjaak II's Sherwin and Chaturanga play its counts. (Chigorin's and
 * Sort-of-almost's engines against the table engine and Fairy-Stockfish's counts:
 * {@link CatalogueEnginesTest}, catalogue "sides".)
 */
class SidePromotionEngineTest {
    @TempDir
    static Path dir;

    private static final FamilyEngines ENGINES = new FamilyEngines("org.variantc.generated.sides",
            SidePromotionGames::definition);

    private static final FamilyEngines SJAAK = new FamilyEngines("org.variantc.generated.sidesjaak",
            SjaakCatalogue::definition);

    /** Sherwin's and Sjaak II's Chaturanga rows of the Sjaak II reference (provenance in {@link SjaakCatalogue}). */
    static Stream<Arguments> sjaakRows() {
        return SjaakCatalogue.rows().stream()
                .filter(r -> r.get()[0].equals("sherwin") || r.get()[0].equals("chaturanga"));
    }

    @ParameterizedTest(name = "{0} depth {2}: {1}")
    @MethodSource("sjaakRows")
    void generatedEngineMatchesSjaak(String game, String fen, int depth, long nodes) throws Exception {
        Position pos = fen == null ? Fen.start(SJAAK.generated(game, dir)) : Fen.read(SJAAK.generated(game, dir), fen);
        assertEquals(nodes, Perft.perft(pos, depth));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"sherwin", "chaturanga"})
    void sjaakGamesAgreeWithTheTableEngine(String game) throws Exception {
        assertEquals(Perft.perft(Fen.start(SJAAK.rules(game)), 3), SJAAK.startTreeInLockstep(game, dir, 3));
        assertTrue(SJAAK.randomPliesCompared(game, dir, 4) > 40, game);
    }

    /** Chigorin, generated: White's Pawn becomes C, R or N; Black's Q, R or B. */
    @Test
    void eachSideGetsItsOwnChoices() throws Exception {
        Position white = Fen.read(ENGINES.generated("chigorin", dir), "7k/P7/8/8/8/8/8/K7 w - - 0 1");
        assertEquals(Set.of("a7a8c", "a7a8r", "a7a8n"), movesFrom(white, "a7"));
        Position black = Fen.read(ENGINES.generated("chigorin", dir), "7k/8/8/8/8/8/p7/7K b - - 0 1");
        assertEquals(Set.of("a2a1q", "a2a1r", "a2a1b"), movesFrom(black, "a2"));
    }

    private static Set<String> movesFrom(Position pos, String square) {
        return Perft.divide(pos, 1).keySet().stream().filter(m -> m.startsWith(square)).collect(Collectors.toSet());
    }
}
