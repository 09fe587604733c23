package org.variantc.runtime.protocol;

import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.PrintableText;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.variantc.runtime.notation.FenException;
import org.variantc.runtime.notation.IllegalMoveException;
import org.variantc.runtime.Rulebooks;
import org.variantc.runtime.rules.VariantRules;
import org.variantc.runtime.search.Limits;
import org.variantc.runtime.search.Search;
import org.variantc.runtime.search.SearchInfo;
import org.variantc.runtime.search.SearchResult;

/**
 * The UCI protocol for one variant. The variant is announced as the only value of the
 * {@code UCI_Variant} option; positions are FENs of our notation and moves our coordinate
 * notation (UCI's own for FIDE moves, plus drops {@code P@e4}). Anything malformed gets an
 * {@code info string} saying what was wrong and changes nothing.
 */
public final class Uci {
    private static final int DEFAULT_HASH = 16;
    public static final int MAX_HASH = 1024;

    private final Rulebooks books;
    private VariantRules rules;
    private String variantName;
    /** The variants UCI_Variant may switch to. */
    private final VariantCatalogue catalogue;
    private final PrintWriter out;
    private Game game;
    private Thinker thinker;
    private StartChoice start;
    /** The FEN {@code position startpos} means; null: the setup. */
    private String startpos;

    /** Plays {@code rules} with the rulebooks {@code books} prepares. */
    public Uci(Rulebooks books, VariantRules rules, PrintWriter out) {
        this(books, rules, VariantCatalogue.only(new CatalogueGame(rules, List.of())), out);
    }

    /** Plays {@code rules} first; {@code UCI_Variant} switches to any game of {@code catalogue}. */
    public Uci(Rulebooks books, VariantRules rules, VariantCatalogue catalogue, PrintWriter out) {
        this.books = books;
        this.rules = rules;
        this.catalogue = catalogue;
        this.variantName = protocolName(rules);
        this.out = out;
        this.game = new Game(books, rules);
        this.thinker = new Thinker(new Search(books.of(rules), DEFAULT_HASH));
    }

    /** The variant's name as the protocols write it: lower case, no spaces ("chess-and-a-half"), at most 64 long. */
    public static String protocolName(VariantRules rules) {
        String name = rules.name().toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
        name = name.length() > 64 ? name.substring(0, 64).replaceAll("-$", "") : name;
        return name.isEmpty() ? "variant" : name;
    }

    /** Reads commands until {@code quit} or the end of input. */
    public void run(BufferedReader in) throws IOException {
        InputLines lines = new InputLines(in);
        String line;
        while ((line = lines.next()) != null) {
            if (line == InputLines.TOO_LONG) {
                say("info string " + InputLines.complaint());
                continue;
            }
            if (!handle(line)) {
                break;
            }
        }
        thinker.stop();
        out.flush();
    }

    /** Handles one command line; false after {@code quit}. */
    public boolean handle(String line) {
        String[] words = line.trim().split("\\s+");
        String command = words[0];
        try {
            switch (command) {
                case "": break;
                case "uci": identify(); break;
                case "isready": say("readyok"); break;
                case "ucinewgame": thinker.stop(); thinker.search().table().clear(); newStart(); break;
                case "setoption": setOption(words); break;
                case "position": thinker.stop(); position(words); break;
                case "go": go(words); break;
                case "stop": thinker.stop(); break;
                case "ponderhit": thinker.stop(); break; // we never ponder: the search ends with its move
                case "quit": return false;
                case "d": say("info string fen " + Fen.write(game.position())); break;
                case "debug": case "register": break;
                default: say("info string unknown command: " + line.trim()); break;
            }
        } catch (RuntimeException e) {
            say("info string error: " + e.getMessage());
        }
        return true;
    }

    private void identify() {
        say("id name Variantc (" + PrintableText.line(rules.name()) + ")");
        say("id author the Variantc authors");
        say("option name Hash type spin default " + DEFAULT_HASH + " min 1 max " + MAX_HASH);
        StringBuilder vars = new StringBuilder();
        if (!catalogue.offers(variantName)) {
            vars.append(" var ").append(variantName);
        }
        catalogue.names().forEach(n -> vars.append(" var ").append(n));
        say("option name UCI_Variant type combo default " + variantName + vars);
        if (rules.start().shuffle() != null) {
            say("option name StartArray type string default setup");
        }
        if (rules.start().armies() != null) {
            say("option name WhiteArmy type string default " + rules.start().armies().army(0).code());
            say("option name BlackArmy type string default " + rules.start().armies().army(1).code());
        }
        say("uciok");
    }

    private void setOption(String[] words) {
        int nameAt = indexOf(words, "name");
        int valueAt = indexOf(words, "value");
        if (nameAt < 0) {
            say("info string setoption needs 'name'");
            return;
        }
        String name = String.join(" ", Arrays.copyOfRange(words, nameAt + 1, valueAt < 0 ? words.length : valueAt));
        String value = valueAt < 0 ? "" : String.join(" ", Arrays.copyOfRange(words, valueAt + 1, words.length));
        if (name.equalsIgnoreCase("Hash")) {
            int mb;
            try {
                mb = Integer.parseInt(value);
            } catch (NumberFormatException e) {
                say("info string Hash must be a number of megabytes, not '" + value + "'");
                return;
            }
            if (mb < 1 || mb > MAX_HASH) {
                say("info string Hash must be 1 to " + MAX_HASH + " MB, not " + mb);
                return;
            }
            thinker.stop();
            thinker.search().table().resize(mb);
        } else if (name.equalsIgnoreCase("UCI_Variant")) {
            switchVariant(value);
        } else if (name.equalsIgnoreCase("StartArray") && rules.start().shuffle() != null) {
            try {
                startFrom(value);
            } catch (IllegalArgumentException e) {
                say("info string " + e.getMessage());
            }
        } else if ((name.equalsIgnoreCase("WhiteArmy") || name.equalsIgnoreCase("BlackArmy")) && rules.start().armies() != null) {
            boolean white = name.equalsIgnoreCase("WhiteArmy");
            VariantRules chosen;
            try {
                chosen = ArmySelection.choose(rules, white ? value : null, white ? null : value);
            } catch (IllegalArgumentException e) {
                say("info string " + e.getMessage());
                return;
            }
            thinker.stop();
            rules = chosen;
            game = new Game(books, rules);
            thinker = new Thinker(new Search(books.of(rules), DEFAULT_HASH));
        } else if (!name.equalsIgnoreCase("Ponder")) {
            say("info string unknown option '" + name + "'");
        }
    }

    /** UCI_Variant: the catalogue's game of that name, from its start; the same game is kept as it is. */
    private void switchVariant(String value) {
        if (value.equalsIgnoreCase(variantName)) {
            return;
        }
        CatalogueGame chosen;
        try {
            chosen = catalogue.load(value);
        } catch (IllegalArgumentException e) {
            say("info string " + e.getMessage());
            return;
        }
        thinker.stop();
        rules = chosen.rules();
        variantName = value.toLowerCase(Locale.ROOT);
        game = new Game(books, rules);
        thinker = new Thinker(new Search(books.of(rules), DEFAULT_HASH));
    }

    private void position(String[] words) {
        if (words.length < 2) {
            say("info string position needs startpos or fen");
            return;
        }
        int movesAt = indexOf(words, "moves");
        int end = movesAt < 0 ? words.length : movesAt;
        Game next = new Game(books, rules);
        if (words[1].equals("fen")) {
            String fen = String.join(" ", Arrays.copyOfRange(words, 2, end));
            try {
                next.load(fen);
            } catch (FenException e) {
                say("info string bad FEN '" + fen + "': " + e.getMessage());
                return;
            }
        } else if (!words[1].equals("startpos")) {
            say("info string position needs startpos or fen, not '" + words[1] + "'");
            return;
        } else if (startpos != null) {
            next.load(startpos);
        }
        if (movesAt >= 0) {
            for (int i = movesAt + 1; i < words.length; i++) {
                try {
                    next.play(words[i]);
                } catch (IllegalMoveException e) {
                    say("info string Illegal move: " + words[i] + " (" + e.getMessage() + "); position ends before it");
                    break;
                }
            }
        }
        game.load(next.startFen());
        for (long m : next.moves()) {
            game.play(m);
        }
    }

    /**
     * Where {@code position startpos} begins, for a shuffled start (Chess960): {@code setup} (the
     * definition's, Fairy-Stockfish's startpos), an array's number, or {@code random}, drawn anew
     * at each {@code ucinewgame}.
     *
     * @throws IllegalArgumentException with the reason, for anything else
     */
    public void startFrom(String choice) {
        start = StartChoice.parse(choice, books.of(rules));
        newStart();
    }

    /** A new game: its array drawn (for {@code random}) and the game set there. */
    private void newStart() {
        startpos = start == null ? null : start.nextFen();
        if (startpos == null) {
            game.reset();
        } else {
            game.load(startpos);
        }
    }

    private void go(String[] words) {
        Limits limits = GoCommand.limits(words, game.position().sideToMove());
        thinker.start(game.copy(), limits, this::report, this::finish);
    }

    private void report(SearchInfo info) {
        String score = info.mateIn() != 0 ? "mate " + info.mateIn() : "cp " + info.score();
        say("info depth " + info.depth() + " seldepth " + info.selectiveDepth() + " score " + score
                + " nodes " + info.nodes() + " nps " + info.nodesPerSecond() + " time " + info.millis()
                + (info.pv().isEmpty() ? "" : " pv " + String.join(" ", info.pv())));
    }

    private void finish(SearchResult result) {
        if (result != null && result.bestText() != null) {
            // the whole search's effort: the last 'info depth' line counts only finished iterations
            long nps = result.millis() > 0 ? result.nodes() * 1000 / result.millis() : 0;
            say("info nodes " + result.nodes() + " nps " + nps + " time " + result.millis());
        }
        if (result == null || result.bestText() == null) {
            say("bestmove 0000");
        } else if (result.ponderText() != null) {
            say("bestmove " + result.bestText() + " ponder " + result.ponderText());
        } else {
            say("bestmove " + result.bestText());
        }
    }

    private static int indexOf(String[] words, String word) {
        for (int i = 0; i < words.length; i++) {
            if (words[i].equals(word)) {
                return i;
            }
        }
        return -1;
    }

    private void say(String line) {
        synchronized (out) {
            out.println(line);
            out.flush();
        }
    }

}
