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
 * The games of issues 14 and 16 whose royal men or castling are not the same for both sides
 * (Horde: no White King, only Black castles; Spartan: two Black Kings under duple check, only
 * White castles; Sho Shogi: King and Crown Prince, only the last royal), with Fairy-Stockfish's perft counts for them.
 *
 * <p>Provenance: {@code reference/fairy-stockfish/perft.tsv} was computed with Debian's
 * Fairy-Stockfish 11.1 ({@code go perft N} over UCI, start and random midgame positions by
 * {@code tools/fairy-reference/collect.py}); Spartan and Sho Shogi are not in 11.1, so their counts in
 * {@code reference/fairy-stockfish-upstream/royals.tsv} come from Fairy-Stockfish 231126 built from
 * upstream source (largeboards, all variants), by the same tool, plus six hand-built positions
 * with a royal man attacked beside a second one ({@code go perft 3} on the same engine). FENs are as Fairy-Stockfish writes them.
 */
public final class RoyalGames {
    /** Fairy-Stockfish's names; each is {@code definitions/fairy-stockfish/NAME.variant}. */
    public static final List<String> NAMES = List.of("horde", "spartan", "shoshogi");

    private RoyalGames() {
    }

    public static String definition(String game) {
        return "fairy-stockfish/" + game + ".variant";
    }

    /** Every reference row of these games: game, FEN, depth, nodes. */
    public static List<Arguments> rows() {
        List<Arguments> rows = new ArrayList<>();
        for (String file : List.of("fairy-stockfish/perft.tsv", "fairy-stockfish-upstream/royals.tsv")) {
            Path path = Sources.projectRoot().resolve("compiler/src/test/resources/reference/" + file);
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
