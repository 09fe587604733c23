package org.variantc.compiler.games;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.provider.Arguments;
import org.variantc.compiler.check.Sources;

/**
 * Two of Fairy-Stockfish's games stated last: Legan chess (the promotion zones turned with the
 * men) and Wolf chess (a Sergeant that takes no man en passant may still be taken so).
 *
 * <p>Provenance of every count: {@code reference/fairy-stockfish-upstream/legan-wolf.tsv},
 * computed with upstream Fairy-Stockfish at commit c19b5f6c ({@code /work/ref/fsf/src/stockfish},
 * largeboards, {@code go perft N} over UCI, one thread): the start and four random midgame
 * positions per game by {@code tools/fairy-reference/collect.py}, seed 20261123, then five
 * hand-built positions counted by the same engine and commands.
 */
public final class LeganWolfGames {
    /** Fairy-Stockfish's names of these games, each {@code definitions/fairy-stockfish/NAME.variant}. */
    public static final List<String> NAMES = List.of("legan", "wolf");

    private LeganWolfGames() {
    }

    public static String definition(String game) {
        return "fairy-stockfish/" + game + ".variant";
    }

    /** Every reference row: game, FEN, depth, nodes. */
    public static List<Arguments> rows() {
        Path path = Sources.projectRoot().resolve("compiler/src/test/resources/reference/fairy-stockfish-upstream/legan-wolf.tsv");
        List<Arguments> rows = new ArrayList<>();
        try {
            for (String line : Files.readAllLines(path)) {
                String[] f = line.split("\t");
                if (!line.startsWith("#") && f.length == 4) {
                    rows.add(Arguments.of(f[0], f[1], Integer.parseInt(f[2]), Long.parseLong(f[3])));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return rows;
    }
}
