package org.variantc.lab;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.Rulebooks;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.protocol.Game;
import org.variantc.runtime.rules.VariantRules;
import org.variantc.runtime.search.EvalWeights;
import org.variantc.runtime.search.Limits;
import org.variantc.runtime.search.Search;
import org.variantc.runtime.search.SearchResult;
import org.variantc.runtime.search.TranspositionTable;

/**
 * Plays a {@link GamePair} of self-play with one set of weights at a fixed node budget and keeps
 * its quiet positions with the game's result: the data {@link TexelFit} fits. Like
 * {@link PairPlay}, each game has fresh searches and no clock, so the positions depend on the
 * seed and these settings only.
 *
 * @param weights the evaluation both sides play with
 */
public record TexelPlay(VariantRules rules, long nodes, int randomPlies, int maxPlies, EvalWeights weights)
        implements PairGames<List<TexelSample>> {
    private static final int HASH_MEGABYTES = 8;

    /** The quiet positions of both games, in game order: an ArrayList, which travels back to the driver. */
    @Override
    public List<TexelSample> play(GamePair pair) {
        Rulebooks books = Rulebooks.table();
        List<TexelSample> out = new ArrayList<>();
        for (int g = 0; g < 2; g++) { // two games from the same opening seed; both sides play the same weights
            out.addAll(game(books, pair.pair(), new Random(pair.seed() + g), pair.pair() == 0 && g == 0 ? 0 : randomPlies));
        }
        return out;
    }

    private List<TexelSample> game(Rulebooks books, int pair, Random random, int openingPlies) {
        Game game = new Game(books, rules);
        game.openRandomly(random, openingPlies);
        Search[] searches = {new Search(game.rulebook(), new TranspositionTable(HASH_MEGABYTES), weights),
                new Search(game.rulebook(), new TranspositionTable(HASH_MEGABYTES), weights)};
        List<String> quiet = new ArrayList<>();
        double whiteScore;
        while (true) {
            GameStatus status = game.status();
            if (status.isOver()) {
                whiteScore = switch (status.result()) {
                    case WHITE_WINS -> 1;
                    case BLACK_WINS -> 0;
                    default -> 0.5;
                };
                break;
            }
            if (game.moves().size() >= maxPlies) {
                whiteScore = 0.5;
                break;
            }
            Position position = game.copy();
            SearchResult result = searches[position.sideToMove()].search(game.copy(), Limits.nodes(nodes), null);
            if (isQuiet(position, result)) {
                quiet.add(Fen.write(position));
            }
            game.play(result.bestText());
        }
        List<TexelSample> out = new ArrayList<>();
        for (String fen : quiet) {
            out.add(new TexelSample(pair, fen, whiteScore));
        }
        return out;
    }

    /**
     * Not in check, no mate in view, and the move chosen takes no man and promotes none: the
     * static score of such a position is what the search would return, so it is the one to fit.
     */
    private static boolean isQuiet(Position position, SearchResult result) {
        if (position.inCheck() || Math.abs(result.score()) >= Search.MATE_BOUND) {
            return false;
        }
        int us = position.sideToMove();
        int theirMen = position.menOnBoard(us ^ 1);
        int[] ours = typeCounts(position, us);
        position.make(result.bestMove());
        boolean quiet = position.menOnBoard(us ^ 1) == theirMen && sameOrDropped(ours, typeCounts(position, us));
        position.unmake();
        return quiet;
    }

    private static int[] typeCounts(Position position, int side) {
        int types = position.rulebook().rules().pieces().size();
        int[] out = new int[types];
        for (int t = 0; t < types; t++) {
            out[t] = position.pieceCount(side, t);
        }
        return out;
    }

    /** No type lost a man on the board but by a drop adding one: a promotion changes one type into another. */
    private static boolean sameOrDropped(int[] before, int[] after) {
        for (int t = 0; t < before.length; t++) {
            if (after[t] < before[t]) {
                return false;
            }
        }
        return true;
    }
}
