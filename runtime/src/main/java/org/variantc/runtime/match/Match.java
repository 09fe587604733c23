package org.variantc.runtime.match;

import org.variantc.runtime.notation.GameRecord;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.notation.IllegalMoveException;
import org.variantc.runtime.protocol.Game;
import org.variantc.runtime.Rulebooks;
import org.variantc.runtime.rules.VariantRules;

/**
 * Games between two players on several threads. Games come in pairs from the same opening
 * (a few random first moves, the same for both games of a pair) with colours swapped. A player
 * that fails, resigns, claims a result the rules do not give or oversteps its time loses that
 * game (a player searching a fixed depth or node count has no clock). A move that is not legal,
 * or an engine that refuses the variant, stops the match: the two sides then play different
 * rules or positions, and such a game was not really played, so it is not scored.
 */
public final class Match {
    /**
     * @param games        number of games
     * @param threads      games played at once
     * @param base         clock at the start, milliseconds (unused when moveTime > 0)
     * @param increment    per move, milliseconds
     * @param moveTime     fixed time per move, milliseconds; 0 to play on the clock
     * @param randomPlies  random moves that open each pair of games
     * @param seed         for the openings
     * @param maxPlies     a game this long is drawn by adjudication
     */
    public record Settings(int games, int threads, long base, long increment, long moveTime, int randomPlies,
                           long seed, int maxPlies) {
    }

    /** Where the match stands after a game. */
    public record Progress(int finished, int total, int wins, int draws, int losses, GameRecord last) {
    }

    private final Rulebooks books;
    private final VariantRules rules;
    private final Supplier<Player> first;
    private final Supplier<Player> second;
    private final Settings settings;
    /** Set by {@link #stop()}: no new game begins. */
    private final AtomicBoolean stopped = new AtomicBoolean();

    /** Games of {@code rules}, played with the rulebooks {@code books} prepares. */
    public Match(Rulebooks books, VariantRules rules, Supplier<Player> first, Supplier<Player> second, Settings settings) {
        this.books = books;
        this.rules = rules;
        this.first = first;
        this.second = second;
        this.settings = settings;
    }

    /** Plays every game; {@code progress} hears of each as it ends (from any thread, one at a time). */
    public List<GameRecord> run(Consumer<Progress> progress) throws InterruptedException {
        AtomicInteger next = new AtomicInteger();
        List<GameRecord> done = new ArrayList<>();
        int[] wdl = new int[3];
        List<Thread> workers = new ArrayList<>();
        AtomicReference<MatchStopped> failure = new AtomicReference<>();
        int threads = Math.max(1, Math.min(settings.threads(), settings.games()));
        for (int w = 0; w < threads; w++) {
            Thread t = new Thread(() -> {
                try (Player a = first.get(); Player b = second.get()) {
                    int i;
                    while (!stopped.get() && failure.get() == null && (i = next.getAndIncrement()) < settings.games()) {
                        GameRecord record = play(i, a, b);
                        synchronized (done) {
                            done.add(record);
                            double s = record.firstScore();
                            wdl[s == 1 ? 0 : s == 0 ? 2 : 1]++;
                            if (progress != null) {
                                progress.accept(new Progress(done.size(), settings.games(), wdl[0], wdl[1], wdl[2],
                                        record));
                            }
                        }
                    }
                } catch (MatchStopped e) {
                    failure.compareAndSet(null, e);
                }
            }, "match-" + w);
            workers.add(t);
            t.start();
        }
        for (Thread t : workers) {
            t.join();
        }
        done.sort(Comparator.comparingInt(GameRecord::round));
        if (failure.get() != null) {
            throw new MatchStopped(failure.get().getMessage(), done);
        }
        return done;
    }

    /** Begins no further game (those being played end as they would); {@link #run} then returns. */
    public void stop() {
        stopped.set(true);
    }

    private GameRecord play(int index, Player a, Player b) {
        boolean firstWhite = index % 2 == 0;
        Player white = firstWhite ? a : b;
        Player black = firstWhite ? b : a;
        Game game = new Game(books, rules);
        String startFen = game.startFen();
        white.newGame(game);
        black.newGame(game);
        // the opening moves belong to the game, so engines that cannot set up a position can play it
        game.openRandomly(new Random(settings.seed() + index / 2), settings.randomPlies());
        MatchClock clock = new MatchClock(settings.base(), settings.increment(), settings.moveTime());
        String result;
        String termination;
        while (true) {
            GameStatus status = game.status();
            if (status.isOver()) {
                result = Game.pgnResult(status);
                termination = Game.reason(status);
                break;
            }
            if (game.moves().size() >= settings.maxPlies()) {
                result = "1/2-1/2";
                termination = "adjudicated: " + settings.maxPlies() + " plies";
                break;
            }
            int side = game.position().sideToMove();
            Player mover = side == 0 ? white : black;
            String loss = side == 0 ? "0-1" : "1-0";
            long started = System.nanoTime();
            String move;
            try {
                move = mover.move(game, clock);
            } catch (PlayerException e) {
                result = loss;
                termination = mover.name() + " failed: " + e.getMessage();
                break;
            } catch (ResultClaim claim) {
                // claimed instead of moving: our rules say the game goes on (it would have ended above);
                // a claim of its own loss (HaChu's "1-0 {resign}" as Black) is a resignation
                result = loss;
                termination = claim.result().equals(loss)
                        ? mover.name() + " resigned ('" + claim.getMessage() + "')"
                        : mover.name() + " claimed " + claim.result() + " where the rules give none ('"
                                + claim.getMessage() + "')";
                break;
            } catch (MatchStopped e) {
                throw e;   // a refused move: the game was not really played, so it is not scored as a crash
            } catch (RuntimeException e) {
                result = loss;
                termination = mover.name() + " crashed: " + e;
                break;
            }
            long millis = (System.nanoTime() - started) / 1_000_000;
            try {
                game.play(move);
            } catch (IllegalMoveException e) {
                throw new MatchStopped("'" + mover.name() + "' answered '" + move + "', not a legal move in "
                        + game.position() + " (round " + (index + 1) + ", after " + game.moveTexts().size()
                        + " plies): the two sides play different rules or positions, so the game is not scored");
            }
            if (mover.playsOnTheClock() && !clock.charge(side, millis)) {
                game.undo();
                result = loss;
                termination = mover.name() + " lost on time";
                break;
            }
        }
        return new GameRecord(index + 1, white.name(), black.name(), firstWhite, startFen,
                new ArrayList<>(game.moveTexts()), result, termination, game.sanTexts());
    }
}
