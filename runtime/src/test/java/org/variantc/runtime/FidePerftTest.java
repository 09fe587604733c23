package org.variantc.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.position.Position;

/** The published FIDE perft figures, from ../shared/reference/perft-fide.tsv. */
class FidePerftTest {
    /** Depths above this are left to the benchmark. */
    private static final int MAX_DEPTH = 4;

    static Stream<Arguments> positions() throws IOException {
        List<String> lines = Files.readAllLines(ProjectFiles.shared("reference/perft-fide.tsv"));
        return lines.stream()
                .filter(l -> !l.isBlank() && !l.startsWith("#"))
                .map(l -> l.split("\t"))
                .filter(f -> Integer.parseInt(f[2]) <= MAX_DEPTH
                        || f[0].equals("start") && Integer.parseInt(f[2]) == 5)
                .map(f -> Arguments.of(f[0], f[1], Integer.parseInt(f[2]), Long.parseLong(f[3])));
    }

    @ParameterizedTest(name = "{0} depth {2}")
    @MethodSource("positions")
    void perftMatchesPublishedCount(String name, String fen, int depth, long nodes) {
        Position pos = Fen.read(Fide.RULES, fen);
        assertEquals(nodes, Perft.perft(pos, depth), name + " depth " + depth);
        assertEquals(fen, Fen.write(pos), "perft leaves the position as it was");
    }
}
