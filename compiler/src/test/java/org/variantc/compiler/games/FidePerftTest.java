package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.Perft;
import org.variantc.runtime.rules.VariantRules;

/**
 * FIDE chess compiled from definitions/fide.variant — grammar, checker, Betza, tables, runtime —
 * against every published count of ../shared/reference/perft-fide.tsv up to depth 4.
 */
class FidePerftTest {
    private static final VariantRules FIDE = Games.rules("fide.variant");

    static Stream<Arguments> suite() {
        return Games.reference("perft-fide.tsv").stream()
            .filter(row -> Integer.parseInt(row[2]) <= 4)
            .map(row -> Arguments.of(row[0], row[1], Integer.parseInt(row[2]), Long.parseLong(row[3])));
    }

    @ParameterizedTest(name = "{0} depth {2}")
    @MethodSource("suite")
    void matchesThePublishedCount(String name, String fen, int depth, long nodes) {
        assertEquals(nodes, Perft.perft(Fen.read(FIDE, fen), depth));
    }
}
