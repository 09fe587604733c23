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
 * Fairy-Stockfish's games whose sides promote to different men (promotionPieceTypesWhite and
 * promotionPieceTypesBlack): Chigorin and Sort-of-almost chess.
 *
 * <p>Provenance of every count: {@code reference/fairy-stockfish-upstream/sides.tsv}, computed
 * with upstream Fairy-Stockfish at commit c19b5f6c ({@code /work/ref/fsf/src/stockfish},
 * largeboards, {@code go perft N} over UCI, one thread), the start and four random midgame
 * positions per game by {@code tools/fairy-reference/collect.py}, seed 20261123.
 */
public final class SidePromotionGames {
    /** Fairy-Stockfish's names of these games, each {@code definitions/fairy-stockfish/NAME.variant}. */
    public static final List<String> NAMES = List.of("chigorin", "sortofalmost");

    private SidePromotionGames() {
    }

    public static String definition(String game) {
        return "fairy-stockfish/" + game + ".variant";
    }

    /** Every reference row: game, FEN, depth, nodes. */
    public static List<Arguments> rows() {
        Path path = Sources.projectRoot().resolve("compiler/src/test/resources/reference/fairy-stockfish-upstream/sides.tsv");
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
