package org.variantc.lab;

import java.util.Random;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.Rulebooks;
import org.variantc.runtime.protocol.Game;
import org.variantc.runtime.rules.VariantRules;
import org.variantc.runtime.search.EvalWeights;
import org.variantc.runtime.search.Limits;
import org.variantc.runtime.search.Search;
import org.variantc.runtime.search.SearchResult;
import org.variantc.runtime.search.TranspositionTable;

/**
 * Plays a {@link GamePair} with our search at a fixed node budget. Each game gets two new
 * searches (no hash or history carried over) and no clock, so a pair's result depends on its
 * seed and these settings only, not on the machine or on what it played before.
 *
 * @param rules       the variant (for an army game, the armies come from each {@link GameStart})
 * @param nodes       positions searched per move
 * @param randomPlies random moves opening each game but those of pair 0
 * @param maxPlies    a game this long is drawn
 * @param first       the evaluation weights of the pair's first side; null: the variant's defaults
 * @param second      those of the other side; null: the defaults
 */
public record PairPlay(VariantRules rules, long nodes, int randomPlies, int maxPlies, EvalWeights first,
                       EvalWeights second) implements PairGames<PairResult> {
    private static final int HASH_MEGABYTES = 8;

    /** Both sides with the variant's default evaluation. */
    public PairPlay(VariantRules rules, long nodes, int randomPlies, int maxPlies) {
        this(rules, nodes, randomPlies, maxPlies, null, null);
    }

    @Override
    public PairResult play(GamePair pair) {
        Rulebooks books = Rulebooks.table();
        int plies = pair.pair() == 0 ? 0 : randomPlies;
        Outcome white = game(books, pair.first(), new Random(pair.seed()), plies, first, second);
        Outcome black = game(books, pair.second(), new Random(pair.seed()), plies, second, first);
        return new PairResult(pair.trial(), pair.pair(), pair.seed(), white.whiteScore(), 1 - black.whiteScore(),
                white.plies(), black.plies());
    }

    private record Outcome(double whiteScore, int plies) {
    }

    private Outcome game(Rulebooks books, GameStart start, Random random, int openingPlies, EvalWeights white,
                         EvalWeights black) {
        VariantRules played = start.whiteArmy() < 0 ? rules : rules.withArmies(start.whiteArmy(), start.blackArmy());
        Game game = new Game(books, played);
        if (start.fen() != null) {
            game.load(start.fen());
        }
        game.openRandomly(random, openingPlies); // the same for both games of a pair when their positions agree
        Search[] searches = {search(game, white), search(game, black)};
        Limits limits = Limits.nodes(nodes);
        while (true) {
            GameStatus status = game.status();
            if (status.isOver()) {
                return new Outcome(whiteScore(status), game.moves().size());
            }
            if (game.moves().size() >= maxPlies) {
                return new Outcome(0.5, game.moves().size());
            }
            SearchResult result = searches[game.position().sideToMove()].search(game.copy(), limits, null);
            game.play(result.bestText());
        }
    }

    private static Search search(Game game, EvalWeights weights) {
        TranspositionTable table = new TranspositionTable(HASH_MEGABYTES);
        return weights == null ? new Search(game.rulebook(), table) : new Search(game.rulebook(), table, weights);
    }

    private static double whiteScore(GameStatus status) {
        return switch (status.result()) {
            case WHITE_WINS -> 1;
            case BLACK_WINS -> 0;
            default -> 0.5;
        };
    }
}
