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
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.position.Position;

/**
 * Sjaak II's Legan ({@code definitions/sjaak/legan.variant}) on both engines equals Sjaak II's
 * counts (provenance in {@link SjaakCatalogue}). Fairy-Stockfish's Legan and Wolf against the
 * table engine and upstream's counts: {@link CatalogueEnginesTest}, catalogue "leganwolf".
 */
class LeganWolfEngineTest {
    @TempDir
    static Path dir;

    private static final FamilyEngines SJAAK = new FamilyEngines("org.variantc.generated.sjaaklegan",
            SjaakCatalogue::definition);

    static Stream<Arguments> sjaakRows() {
        return SjaakCatalogue.rows().stream().filter(r -> r.get()[0].equals("legan"));
    }

    @ParameterizedTest(name = "legan depth {2}: {1}")
    @MethodSource("sjaakRows")
    void sjaaksLeganMatchesSjaakOnBothEngines(String game, String fen, int depth, long nodes) throws Exception {
        Position generated = fen == null ? Fen.start(SJAAK.generated(game, dir)) : Fen.read(SJAAK.generated(game, dir), fen);
        assertEquals(nodes, Perft.perft(generated, depth));
        assertEquals(nodes, Perft.perft(SJAAK.table(game, fen), depth));
    }
}
