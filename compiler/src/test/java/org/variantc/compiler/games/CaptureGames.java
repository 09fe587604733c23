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
 * The games of issue 14 won otherwise than by mate, through captures and counting men, with
 * Fairy-Stockfish's perft counts for them.
 *
 * <p>Provenance: {@code reference/fairy-stockfish/perft.tsv} was computed with Debian's
 * Fairy-Stockfish 11.1 ({@code go perft N} over UCI, start and random midgame positions by
 * {@code tools/fairy-reference/collect.py}); Misère is not in 11.1, so its counts in
 * {@code misere-upstream.tsv} come from Fairy-Stockfish 231126 built from upstream source, by
 * the same tool. FENs are as Fairy-Stockfish writes them.
 */
public final class CaptureGames {
    /** Fairy-Stockfish's names; each is {@code definitions/fairy-stockfish/NAME.variant}. */
    public static final List<String> NAMES = List.of("antichess", "giveaway", "suicide", "losers", "codrus",
            "misere", "extinction", "kinglet", "threekings", "shatranj", "courier", "shatar");

    private CaptureGames() {
    }

    public static String definition(String game) {
        return "fairy-stockfish/" + game + ".variant";
    }

    /** Every reference row of these games: game, FEN, depth, nodes. */
    public static List<Arguments> rows() {
        List<Arguments> rows = new ArrayList<>();
        for (String file : List.of("perft.tsv", "misere-upstream.tsv")) {
            Path path = Sources.projectRoot().resolve("compiler/src/test/resources/reference/fairy-stockfish/" + file);
            try {
                for (String line : Files.readAllLines(path)) {
                    String[] f = line.split("\t");
                    if (!line.startsWith("#") && f.length == 4 && NAMES.contains(f[0])) {
                        rows.add(Arguments.of(f[0], f[1], Integer.parseInt(f[2]), Long.parseLong(f[3])));
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return rows;
    }
}
