package org.variantc.runtime.protocol;

import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.PrintableText;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.variantc.runtime.notation.FenException;
import org.variantc.runtime.notation.IllegalMoveException;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.Rulebooks;
import org.variantc.runtime.notation.San;
import org.variantc.runtime.notation.GameRecord;
import org.variantc.runtime.notation.Pgn;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.VariantRules;
import org.variantc.runtime.search.Limits;
import org.variantc.runtime.search.Search;
import org.variantc.runtime.search.SearchResult;

/**
 * A game against the engine in a terminal: the board and the moves so far (SAN) after every
 * move, moves typed in SAN or coordinate notation, and commands for the rest ({@code help}
 * lists them).
 */
public final class TerminalGame {
    /** How often the input is looked at while the engine thinks: quick enough to feel at once. */
    private static final long INPUT_POLL_MILLIS = 20;
    /** {@code load} reads at most this much: a FEN or a game's PGN is a few KiB, {@code /dev/zero} is endless. */
    static final int MAX_LOAD_BYTES = 1024 * 1024;
    private static final String HELP = String.join("\n",
            "Type a move in SAN (e4, Nf3, exd5, e8=Q, O-O, P@e4) or coordinates (e2e4, e7e8q) or a command:",
            "  moves [SQ|ID] the legal moves: all, of the man on SQ (moves e2), or of a piece (moves N, drops P@)",
            "  pieces        the pieces of this game: letter, name, Betza notation",
            "  undo          take back your last move (and the engine's reply)",
            "  new           start a new game",
            "  hint          the move the engine would play for you",
            "  go            the engine plays the side to move (you switch sides)",
            "  force         the engine stops playing: you move for both sides until 'go'",
            "  resign        give up the game",
            "  flip          turn the board around",
            "  save FILE     save the game: FEN, or PGN when FILE ends in .pgn",
            "  load FILE     load a FEN, or the first game of a .pgn file",
            "  fen [FEN]     show the position's FEN, or set up a position",
            "  level [MS]    think MS milliseconds a move (no MS: show the setting); 'depth N' for a fixed depth",
            "  armies W B    (army games) a new game with these armies: number, code or Betza",
            "  quit          leave (so does Ctrl-D)",
            "While the engine thinks, Enter (or 'stop') makes it play its best move so far at once; 'quit' stops",
            "it and leaves; anything else you type waits until it has moved.");

    private final Rulebooks books;
    private VariantRules rules;
    private final PrintWriter out;
    private Search search;
    private Game game;
    private int humanSide;
    /** True while the engine plays neither side ('force'). */
    private boolean force;
    /** Turned around from the human's side, which is normally at the bottom. */
    private boolean flipped;
    /** The side that resigned, or -1. */
    private int resigned = -1;
    private Limits limits;
    /** Piece id → all its moves in Betza, from the definition; the runtime's first string otherwise. */
    private Map<String, String> legend = Map.of();
    /** The input while {@link #run} reads it; null when lines are handed in one by one. */
    private TypedLines typed;
    private StartChoice choice;
    /** The files the game was read from (the definition, its bases): save never overwrites them. */
    private List<Path> inputs = List.of();

    /** Plays {@code rules} with the rulebooks {@code books} prepares. */
    public TerminalGame(Rulebooks books, VariantRules rules, PrintWriter out, int humanSide, Limits limits) {
        this.books = books;
        this.rules = rules;
        this.out = out;
        this.search = new Search(books.of(rules), 32);
        this.game = new Game(books, rules);
        this.humanSide = humanSide;
        this.limits = limits;
    }

    /** The files the game was read from, which {@code save} refuses to overwrite. */
    public void keepInputs(List<Path> files) {
        this.inputs = List.copyOf(files);
    }

    /** New games start as {@code choice} says (a shuffled start's array), this one too. */
    public void startFrom(StartChoice choice) {
        this.choice = choice;
        game.startFrom(choice);
        game.reset();
    }

    /** The pieces' whole moves for 'pieces' (piece id → Betza text), where the runtime knows only the first. */
    public void describePieces(Map<String, String> moves) {
        this.legend = Map.copyOf(moves);
    }

    public void run(BufferedReader in) throws IOException {
        typed = new TypedLines(in);
        out.println(PrintableText.line(rules.name()) + ": you play " + sideName(humanSide) + ". Type 'help' for commands;"
                + " Enter while the engine thinks makes it move at once.");
        engineMoveIfDue();
        show();
        String line;
        while (true) {
            out.print(over() ? "game over> " : force ? "force> " : "> ");
            out.flush();
            try {
                line = typed.next();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            if (line == null) {
                out.println(); // Ctrl-D: leave the shell's prompt on a line of its own
                break;
            }
            if (line == InputLines.TOO_LONG) {
                out.println(InputLines.complaint());
                continue;
            }
            if (!handle(line.trim())) {
                break;
            }
        }
        out.flush();
    }

    /** One line of input; false to leave. */
    boolean handle(String line) {
        if (line.isEmpty()) {
            return true;
        }
        String[] words = line.split("\\s+", 2);
        String arg = words.length > 1 ? words[1].trim() : "";
        switch (words[0]) {
            case "quit": case "exit": case "q": return false;
            case "help": case "?": out.println(HELP); break;
            case "new": game.reset(); resigned = -1; engineMoveIfDue(); show(); break;
            case "flip": flipped = !flipped; show(); break;
            case "board": show(); break;
            case "moves": moves(arg); break;
            case "pieces": pieces(); break;
            case "hint": hint(); break;
            case "go": force = false; humanSide = game.position().sideToMove() ^ 1; engineMoveIfDue(); show(); break;
            case "force": force = true; out.println("You move for both sides now; 'go' lets the engine play the side to move."); break;
            case "resign": resign(); break;
            case "undo": undo(); break;
            case "save": save(arg); break;
            case "load": load(arg); break;
            case "fen": if (arg.isEmpty()) { out.println(Fen.write(game.position())); } else { setUp(arg); } break;
            case "level": level(arg); break;
            case "depth": level("depth " + arg); break;
            case "armies": armies(arg); break;
            default: move(line); break;
        }
        return true;
    }

    private boolean over() {
        return resigned >= 0 || game.status().isOver();
    }

    private void moves(String arg) {
        if (over()) {
            out.println("The game is over: no moves.");
            return;
        }
        Position pos = game.position();
        LegalMoves legal = new LegalMoves(pos);
        List<String> list;
        int square = LegalMoves.square(rules, arg);
        boolean drops = arg.endsWith("@");
        int type = rules.pieceType(drops ? arg.substring(0, arg.length() - 1) : arg);
        if (arg.isEmpty()) {
            list = legal.all();
        } else if (square >= 0) {
            if (pos.typeAt(square) < 0 || pos.sideAt(square) != pos.sideToMove()) {
                out.println("There is no man of " + sideName(pos.sideToMove()) + "'s on " + arg + ".");
                return;
            }
            list = legal.from(square);
        } else if (type >= 0) {
            list = legal.ofType(type, drops);
        } else {
            out.println("moves takes a square (moves e2), a piece letter (moves N) or a drop (moves P@)");
            return;
        }
        out.println(list.isEmpty() ? "No legal moves." : String.join(" ", list));
    }

    private void pieces() {
        int width = 0;
        for (PieceRules p : rules.pieces()) {
            width = Math.max(width, PrintableText.line(p.name()).length());
        }
        for (PieceRules p : rules.pieces()) {
            out.println(String.format("  %-2s  %-" + width + "s  %s%s", p.id(), PrintableText.line(p.name()), legend.getOrDefault(p.id(), p.betza()), p.royal() ? "  (royal)" : ""));
        }
    }

    private void move(String text) {
        if (over()) {
            out.println("The game is over (" + result() + "); 'new', 'undo' or 'quit'.");
            return;
        }
        long move;
        try {
            move = San.parse(game.position(), text);
        } catch (IllegalMoveException e) {
            out.println("Illegal move: " + MoveComplaint.of(game.position(), text, e.getMessage()));
            return;
        }
        OptionalPromotion open = OptionalPromotion.of(game.position(), move, text);
        if (open != null) {
            move = ask(open);
            if (move == 0) {
                out.println("Not played: answer with a piece letter, y or n (or type the move with =ID or =).");
                return;
            }
        }
        game.play(move);
        engineMoveIfDue();
        show();
    }

    /** The answer to a promotion the typed move left open, or 0 for none (or no more input). */
    private long ask(OptionalPromotion open) {
        out.print(open.question(game.position()));
        out.flush();
        try {
            String answer = typed == null ? null : typed.next();
            return answer == null ? 0 : open.answer(game.position(), answer);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 0;
        }
    }

    private void engineMoveIfDue() {
        if (force || over() || game.position().sideToMove() == humanSide) {
            return;
        }
        SearchResult result = think();
        if (result != null && result.bestMove() != 0) {
            String san = San.format(game.position(), result.bestMove());
            game.play(result.bestMove());
            out.println("I play " + san + (result.depth() == 0 ? "  (at once: no search finished)"
                    : "  (depth " + result.depth() + ", " + judgement(result.score()) + ")"));
        }
    }

    /**
     * Searches the position within the limits. While {@link #run} reads the input, the search
     * runs on a thread of its own, and a line that asks for a move now ends it with its best
     * move so far; other lines wait their turn. Null if the search failed.
     */
    private SearchResult think() {
        if (typed == null) {
            return search.search(game.copy(), limits, null);
        }
        CompletableFuture<SearchResult> done = new CompletableFuture<>();
        Thinker thinker = new Thinker(search);
        thinker.start(game.copy(), limits, null, done::complete);
        while (true) {
            if (typed.takeFirst(TerminalGame::movesNow) || typed.contains(TerminalGame::leaves)) {
                search.stop();
            }
            try {
                SearchResult result = done.get(INPUT_POLL_MILLIS, TimeUnit.MILLISECONDS);
                thinker.join();
                return result;
            } catch (TimeoutException e) {
                // still thinking: look at the input again
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                thinker.stop();
                return null;
            } catch (ExecutionException e) {
                return null;
            }
        }
    }

    /** Typed while the engine thinks: play now. */
    private static boolean movesNow(String line) {
        String word = line.trim();
        return word.isEmpty() || word.equals("stop");
    }

    /** Typed while the engine thinks: stop it, then leave (the line stays to be handled). */
    private static boolean leaves(String line) {
        String word = line.trim();
        return word.equals("quit") || word.equals("exit") || word.equals("q");
    }

    /** The engine's score in words: its own view, in Pawns, or a mate. */
    private static String judgement(int score) {
        if (Math.abs(score) >= Search.MATE_BOUND) {
            int moves = (Search.MATE - Math.abs(score) + 1) / 2;
            return score > 0 ? "I mate in " + moves : "you mate in " + moves;
        }
        return String.format(java.util.Locale.ROOT, "I count myself %+.2f", score / 100.0);
    }

    private void hint() {
        if (over()) {
            out.println("The game is over.");
            return;
        }
        SearchResult result = think();
        out.println("Hint: " + (result == null || result.bestMove() == 0 ? "none"
                : San.format(game.position(), result.bestMove())));
    }

    private void resign() {
        if (over()) {
            out.println("The game is over (" + result() + ").");
            return;
        }
        resigned = force ? game.position().sideToMove() : humanSide;
        show();
    }

    private void undo() {
        if (game.moves().isEmpty()) {
            out.println("Nothing to take back.");
            return;
        }
        resigned = -1;
        game.undo();
        if (!force && game.position().sideToMove() != humanSide && !game.moves().isEmpty()) {
            game.undo();
        }
        show();
    }

    private void show() {
        out.print(Diagram.board(game.position(), flipped ^ (humanSide == 1)));
        // once the game is over, whose move it would be is beside the point
        out.println(over() ? "Game over: " + reason() + " (" + result() + ")." : Diagram.toMove(game.position()));
        if (!game.moves().isEmpty()) {
            out.println("Moves: " + Pgn.movetext(game.startFen(), game.sanTexts(), ""));
        }
        out.flush();
    }

    private String result() {
        if (resigned >= 0) {
            return resigned == 0 ? "0-1" : "1-0";
        }
        return Game.pgnResult(game.status());
    }

    private String reason() {
        if (resigned >= 0) {
            return sideName(resigned) + " resigns";
        }
        return Diagram.ending(game.status());
    }

    private static String sideName(int side) {
        return side == 0 ? "White" : "Black";
    }

    private void save(String file) {
        if (file.isEmpty()) {
            out.println("save needs a file name");
            return;
        }
        for (Path input : inputs) {
            if (WholeFile.same(Path.of(file), input)) {
                out.println("Cannot save to " + file + ": it is " + input + ", the definition being played");
                return;
            }
        }
        String text;
        if (file.endsWith(".pgn")) {
            String white = humanSide == 0 ? "you" : "variantc";
            String black = humanSide == 0 ? "variantc" : "you";
            GameRecord record = new GameRecord(1, white, black, true, game.startFen(), game.moveTexts(),
                    over() ? result() : "*", over() ? reason() : "unterminated", game.sanTexts());
            text = Pgn.write(rules.name(), "variantc play",
                    LocalDate.now().format(DateTimeFormatter.ofPattern("yyyy.MM.dd")), record);
        } else {
            text = Fen.write(game.position()) + "\n";
        }
        try {
            WholeFile.write(Path.of(file), text); // whole or not at all: a failed save keeps the old file
            out.println("Saved to " + file);
        } catch (IOException | RuntimeException e) {
            out.println("Cannot save to " + file + ": " + why(e));
        }
    }

    /** An I/O failure in words: Java's messages for a missing directory are just the path. */
    private static String why(Exception e) {
        if (e instanceof NoSuchFileException) {
            return "no such file or directory";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileSystemException && ((FileSystemException) e).getReason() != null) {
            return ((FileSystemException) e).getReason();
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    private void load(String file) {
        if (file.isEmpty()) {
            out.println("load needs a file name");
            return;
        }
        String text;
        try {
            text = WholeFile.read(Path.of(file), MAX_LOAD_BYTES);
        } catch (IOException | RuntimeException e) {
            out.println("Cannot read " + file + ": " + why(e));
            return;
        }
        if (!file.endsWith(".pgn")) {
            setUp(text.trim());
            return;
        }
        List<Pgn.Parsed> games = Pgn.read(text);
        if (games.isEmpty()) {
            out.println("No game in " + file);
            return;
        }
        Pgn.Parsed parsed = games.get(0);
        Game loaded = new Game(books, rules);
        try {
            String fen = parsed.tags().get("FEN");
            if (fen != null) {
                loaded.load(fen);
            }
            for (String m : parsed.moves()) {
                loaded.playText(m);
            }
        } catch (FenException | IllegalMoveException e) {
            out.println("Cannot load " + file + ": " + e.getMessage());
            return;
        }
        game.load(loaded.startFen());
        for (long m : loaded.moves()) {
            game.play(m);
        }
        resigned = -1;
        humanSide = game.position().sideToMove();
        show();
    }

    private void setUp(String fen) {
        try {
            game.load(fen);
        } catch (FenException e) {
            out.println("Bad FEN: " + e.getMessage());
            return;
        }
        resigned = -1;
        humanSide = game.position().sideToMove();
        show();
    }

    private void armies(String arg) {
        String[] w = arg.split("\\s+");
        if (rules.start().armies() == null || w.length != 2) {
            out.println(rules.start().armies() == null ? PrintableText.line(rules.name()) + " has no army choice" : "armies takes White's and Black's army");
            return;
        }
        try {
            rules = ArmySelection.choose(rules, w[0], w[1]);
        } catch (IllegalArgumentException e) {
            out.println(e.getMessage());
            return;
        }
        search = new Search(books.of(rules), 32);
        game = new Game(books, rules);
        game.startFrom(choice);
        resigned = -1;
        out.println("White plays " + rules.start().armies().army(0).code() + ", Black " + rules.start().armies().army(1).code() + ".");
        engineMoveIfDue();
        show();
    }

    private void level(String arg) {
        if (arg.isEmpty()) {
            out.println(limits.depth() > 0 ? "The engine searches " + plies(limits.depth()) + " a move."
                    : "The engine thinks " + limits.moveTime() + " ms a move.");
            return;
        }
        String[] w = arg.split("\\s+");
        try {
            if (w[0].equals("depth") && w.length == 2) {
                int depth = Integer.parseInt(w[1]);
                if (depth < 1 || depth > 60) {
                    out.println("depth takes 1 to 60 plies");
                    return;
                }
                limits = Limits.depth(depth);
                out.println("The engine searches " + plies(depth) + " a move.");
            } else if (w.length == 1) {
                long ms = Long.parseLong(w[0]);
                if (ms < 1) {
                    out.println("level takes a positive number of milliseconds");
                    return;
                }
                limits = Limits.moveTime(ms);
                out.println("The engine thinks " + ms + " ms a move.");
            } else {
                out.println("level takes milliseconds, or 'depth N'");
            }
        } catch (NumberFormatException e) {
            out.println("level takes milliseconds, or 'depth N'");
        }
    }

    private static String plies(int n) {
        return n + (n == 1 ? " ply" : " plies");
    }
}
