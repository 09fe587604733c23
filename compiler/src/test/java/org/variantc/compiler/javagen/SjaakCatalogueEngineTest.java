package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.compiler.games.SjaakCatalogue;
import org.variantc.runtime.Perft;

/**
 * The generated engine of each game of {@code definitions/sjaak/} counts Sjaak II's perft on every
 * reference row, the start and four midgames (provenance in {@link SjaakCatalogue}), and agrees
 * with the table engine at every node of the start tree to depth 2.
 */
class SjaakCatalogueEngineTest {
    @TempDir
    static Path dir;

    /** Engines are keyed by the game's name behind this prefix, so no package is a Java keyword ("super"). */
    private static final String KEY = "sjaak_";

    private static final FamilyEngines ENGINES = new FamilyEngines("org.variantc.generated",
            key -> SjaakCatalogue.definition(key.substring(KEY.length())));

    static Stream<String> games() {
        return SjaakCatalogue.names().stream();
    }

    static Stream<Arguments> rows() {
        return SjaakCatalogue.rows().stream();
    }

    @ParameterizedTest(name = "{0} depth {2}: {1}")
    @MethodSource("rows")
    void generatedEngineMatchesSjaak(String game, String fen, int depth, long nodes) throws Exception {
        assertEquals(nodes, Perft.perft(ENGINES.generated(KEY + game, fen, dir), depth));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void theStartTreeAgreesToDepth2(String game) throws Exception {
        assertEquals(Perft.perft(ENGINES.table(KEY + game, null), 2), ENGINES.startTreeInLockstep(KEY + game, dir, 2));
    }
}
