package org.variantc.compiler.fairy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.rules.VariantRules;

/**
 * Fairy-Stockfish's games as our definitions ({@code definitions/fairy-stockfish/NAME.variant})
 * and its perft counts: {@code compiler/src/test/resources/reference/fairy-stockfish/perft.tsv},
 * computed with Debian's Fairy-Stockfish 11.1 ({@code Fairy-Stockfish 11.1 LB 64}) over UCI
 * ({@code setoption name UCI_Variant value NAME}, {@code position fen F}, {@code go perft N}) by
 * {@code tools/fairy-reference/collect.py}; see that directory's README.
 */
public final class FairyReference {
    private FairyReference() {
    }

    /** Compiles {@code definitions/fairy-stockfish/NAME.variant}. */
    public static VariantRules rules(String variant) {
        return Games.rules("fairy-stockfish/" + variant + ".variant");
    }

    /** Every row of the games in perft.tsv: variant, FEN as Fairy-Stockfish writes it, depth, nodes. */
    public static Stream<Arguments> rows(String... variants) {
        return rowsIn(List.of("fairy-stockfish/perft.tsv"), List.of(variants));
    }

    /**
     * Every row of the games in the reference files (paths under
     * {@code compiler/src/test/resources/reference/}, read in order): variant, FEN, depth, nodes.
     */
    public static Stream<Arguments> rowsIn(List<String> files, Collection<String> variants) {
        return files.stream().flatMap(file -> read(file, variants));
    }

    /** The distinct FENs of a game's rows in the reference files, in file order. */
    public static List<String> fens(List<String> files, String variant) {
        return rowsIn(files, List.of(variant)).map(a -> (String) a.get()[1]).distinct().toList();
    }

    private static Stream<Arguments> read(String file, Collection<String> variants) {
        Path path = Sources.projectRoot().resolve("compiler/src/test/resources/reference").resolve(file);
        try {
            return Files.readAllLines(path).stream()
                    .filter(l -> !l.isBlank() && !l.startsWith("#"))
                    .map(l -> l.split("\t"))
                    .filter(r -> variants.contains(r[0]))
                    .map(r -> Arguments.of(r[0], r[1], Integer.parseInt(r[2]), Long.parseLong(r[3])));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
