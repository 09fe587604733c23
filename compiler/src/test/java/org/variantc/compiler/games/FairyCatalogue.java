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
 * Fairy-Stockfish's built-in games that needed no new rule, only a definition: chess with other
 * pieces, boards and arrays (Capablanca, Shako, Tencubed, Knightmate, Berolina, …), the
 * Crazyhouse family, and two race games without a King (Breakthrough, Fox and Hounds).
 *
 * <p>Provenance of every count: {@code reference/fairy-stockfish-upstream/catalogue.tsv},
 * computed with Fairy-Stockfish 231126 built from upstream source ({@code go perft N} over UCI,
 * one thread; start and four random midgame positions per game by
 * {@code tools/fairy-reference/collect.py}, seed 20261123). FENs are as Fairy-Stockfish writes
 * them, including its en-passant field that lists the landing square after the passed ones.
 */
public final class FairyCatalogue {
    /** Fairy-Stockfish's names of these games. */
    public static final List<String> NAMES = List.of("chess", "nocastle", "raazuvaa", "losalamos", "gardner",
            "capablanca", "capahouse", "embassy", "gothic", "janus", "almost", "amazon", "georgian", "chancellor",
            "centaur", "grasshopper", "nightrider", "knightmate", "chaturanga", "shako", "modern", "tencubed",
            "paradigm", "perfect", "hoppelpoppel", "newzealand", "torpedo", "pawnsideways", "pawnback", "berolina",
            "crazyhouse", "loop", "chessgi", "breakthrough", "fox-and-hounds", "grand", "opulent", "coregal", "clobber", "clobber10");

    private FairyCatalogue() {
    }

    /**
     * The definition of a game: our own file where we ship one under another name (FIDE chess,
     * Crazyhouse, Chessgi, which Fairy-Stockfish plays exactly as we do), else
     * {@code fairy-stockfish/NAME.variant}.
     */
    public static String definition(String game) {
        switch (game) {
            case "chess": return "fide.variant";
            case "crazyhouse": return "crazyhouse.variant";
            case "chessgi": return "chessgi.variant";
            default: return "fairy-stockfish/" + game + ".variant";
        }
    }

    /** Every reference row of these games: game, FEN, depth, nodes. */
    public static List<Arguments> rows() {
        Path path = Sources.projectRoot().resolve("compiler/src/test/resources/reference/fairy-stockfish-upstream/catalogue.tsv");
        List<Arguments> rows = new ArrayList<>();
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
        return rows;
    }
}
