package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.compiler.check.Sources;
import org.variantc.runtime.Perft;

/**
 * The table engine's perft of every game of {@code definitions/sjaak/} equals Sjaak II's, from
 * the start and from four random midgame positions each (provenance in {@link SjaakCatalogue}).
 */
class SjaakCataloguePerftTest {
    static Stream<Arguments> rows() {
        return SjaakCatalogue.rows().stream();
    }

    @ParameterizedTest(name = "{0} depth {2}: {1}")
    @MethodSource("rows")
    void tableEngineMatchesSjaak(String game, String fen, int depth, long nodes) {
        assertEquals(nodes, Perft.perft(Games.position(SjaakCatalogue.definition(game), fen), depth));
    }

    /** Every row listed as differing by rule is a reference row (none left over from an old file). */
    @Test
    void everyListedDifferenceIsAReferenceRow() {
        Set<String> keys = SjaakCatalogue.rowKeys();
        for (String key : SjaakCatalogue.OUR_COUNTS_WHERE_RULES_DIFFER.keySet()) {
            assertTrue(keys.contains(key), key);
        }
    }

    /** Every definition in definitions/sjaak has its start and four midgame positions in the reference. */
    @Test
    void everyGameHasStartAndFourMidgames() throws IOException {
        List<Arguments> rows = SjaakCatalogue.rows();
        List<String> files;
        try (Stream<java.nio.file.Path> list = Files.list(Sources.projectRoot().resolve("definitions/sjaak"))) {
            files = list.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".variant"))
                    .map(n -> n.substring(0, n.length() - ".variant".length())).sorted().toList();
        }
        assertEquals(files, SjaakCatalogue.names().stream().sorted().toList());
        for (String game : files) {
            long fens = rows.stream().filter(r -> r.get()[0].equals(game)).map(r -> String.valueOf(r.get()[1])).distinct().count();
            assertTrue(fens >= 5, game + ": " + fens + " positions");
        }
    }
}
