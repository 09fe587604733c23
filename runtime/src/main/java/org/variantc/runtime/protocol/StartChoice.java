package org.variantc.runtime.protocol;

import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.notation.StartArrays;

/**
 * Where new games of a shuffled-start variant (Chess960) begin: the definition's setup, the array
 * of a number ({@code 518}), or a random array drawn anew for each game ({@code random}, or
 * {@code random 42} for the same draws on every run, as a test needs).
 */
public final class StartChoice {
    private static final Pattern RANDOM = Pattern.compile("random(?:\\s+(-?[0-9]{1,18}))?");
    private final Rulebook book;
    private final StartArrays arrays;
    private final int number;          // -1: random
    private final Random random;

    private StartChoice(Rulebook book, StartArrays arrays, int number, Random random) {
        this.book = book;
        this.arrays = arrays;
        this.number = number;
        this.random = random;
    }

    /**
     * {@code setup}, {@code random}, {@code random SEED} or an array's number; null for the setup.
     *
     * @throws IllegalArgumentException with the reason, when the text is none of these or the
     *                                  variant has no shuffled start
     */
    public static StartChoice parse(String text, Rulebook book) {
        String t = text == null ? "" : text.trim();
        if (t.equals("setup")) {
            return null;
        }
        if (book.rules().start().shuffle() == null) {
            throw new IllegalArgumentException(book.rules().name() + " has no shuffled start; its games begin from the setup");
        }
        StartArrays arrays = new StartArrays(book);
        Matcher seeded = RANDOM.matcher(t);
        if (seeded.matches()) {
            Random random = seeded.group(1) == null ? new Random() : new Random(Long.parseLong(seeded.group(1)));
            return new StartChoice(book, arrays, -1, random);
        }
        if (!t.matches("[0-9]{1,7}") || Integer.parseInt(t) >= arrays.count()) {
            throw new IllegalArgumentException("the start is 'setup', 'random' or an array's number from 0 to "
                    + (arrays.count() - 1) + ", not '" + t + "'");
        }
        return new StartChoice(book, arrays, Integer.parseInt(t), null);
    }

    /** The FEN the next game starts from. */
    public String nextFen() {
        return arrays.fen(number >= 0 ? number : arrays.random(random));
    }

    public Rulebook rulebook() {
        return book;
    }
}
