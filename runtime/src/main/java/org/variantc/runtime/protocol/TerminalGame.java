package org.variantc.runtime.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.List;
import org.variantc.runtime.FenException;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.IllegalMoveException;
import org.variantc.runtime.San;
import org.variantc.runtime.match.GameRecord;
import org.variantc.runtime.match.Pgn;
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
    private static final String HELP = String.join("\n",
            "Type a move in SAN (e4, Nf3, exd5, e8=Q, O-O, P@e4) or coordinates (e2e4, e7e8q) or a command:",
            "  undo          take back your last move (and the engine's reply)",
            "  new           start a new game",
            "  hint          the move the engine would play for you",
            "  go            the engine plays the side to move (you switch sides)",
            "  flip          turn the board around",
            "  moves         list the legal moves (SAN)",
            "  save FILE     save the game: FEN, or PGN when FILE ends in .pgn",
            "  load FILE     load a FEN, or the first game of a .pgn file",
            "  fen FEN       set up a position",
            "  level MS      think MS milliseconds a move; 'depth N' for a fixed depth",
            "  armies W B    (army games) a new game with these armies: number, code or Betza",
            "  quit          leave");

    private VariantRules rules;
    private final PrintWriter out;
    private Search search;
    private Game game;
    private int humanSide;
    private boolean flipped;
    private Limits limits;

    public TerminalGame(VariantRules rules, PrintWriter out, int humanSide, Limits limits) {
        this.rules = rules;
        this.out = out;
        this.search = new Search(rules, 32);
        this.game = new Game(rules);
        this.humanSide = humanSide;
        this.flipped = humanSide == 1;
        this.limits = limits;
    }

    public void run(BufferedReader in) throws IOException {
        out.println(rules.name() + ": you play " + (humanSide == 0 ? "White" : "Black") + ". Type 'help' for commands.");
        engineMoveIfDue();
        show();
        String line;
        while (true) {
            out.print(game.status().isOver() ? "game over> " : "> ");
            out.flush();
            line = in.readLine();
            if (line == null || !handle(line.trim())) {
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
            case "quit": case "exit": return false;
            case "help": case "?": out.println(HELP); break;
            case "new": game.reset(); engineMoveIfDue(); show(); break;
            case "flip": flipped = !flipped; show(); break;
            case "moves": out.println(String.join(" ", legalMoves())); break;
            case "hint": hint(); break;
            case "go": humanSide = game.position().sideToMove() ^ 1; engineMoveIfDue(); show(); break;
            case "undo": undo(); break;
            case "save": save(arg); break;
            case "load": load(arg); break;
            case "fen": setUp(arg); break;
            case "level": level(arg); break;
            case "depth": level("depth " + arg); break;
            case "armies": armies(arg); break;
            default: move(line); break;
        }
        return true;
    }

    private List<String> legalMoves() {
        var moves = game.position().legalMoves();
        List<String> out = new java.util.ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            out.add(San.format(game.position(), moves.get(i)));
        }
        return out;
    }

    private void move(String text) {
        if (game.status().isOver()) {
            out.println("The game is over (" + Game.pgnResult(game.status()) + "); 'new', 'undo' or 'quit'.");
            return;
        }
        try {
            game.playText(text);
        } catch (IllegalMoveException e) {
            out.println("Illegal move: " + e.getMessage() + " (type 'moves' for the legal ones, 'help' for commands)");
            return;
        }
        engineMoveIfDue();
        show();
    }

    private void engineMoveIfDue() {
        if (game.status().isOver() || game.position().sideToMove() == humanSide) {
            return;
        }
        SearchResult result = search.search(game.copy(), limits, null);
        if (result.bestMove() != 0) {
            String san = San.format(game.position(), result.bestMove());
            game.play(result.bestMove());
            out.println("I play " + san + "  (score " + result.score() + ", depth " + result.depth() + ")");
        }
    }

    private void hint() {
        if (game.status().isOver()) {
            out.println("The game is over.");
            return;
        }
        SearchResult result = search.search(game.copy(), limits, null);
        out.println("Hint: " + (result.bestMove() == 0 ? "none" : San.format(game.position(), result.bestMove())));
    }

    private void undo() {
        if (game.moves().isEmpty()) {
            out.println("Nothing to take back.");
            return;
        }
        game.undo();
        if (game.position().sideToMove() != humanSide && !game.moves().isEmpty()) {
            game.undo();
        }
        show();
    }

    private void show() {
        out.print(Diagram.of(game.position(), flipped));
        if (!game.moves().isEmpty()) {
            out.println("Moves: " + Pgn.movetext(game.startFen(), game.sanTexts(), ""));
        }
        GameStatus status = game.status();
        if (status.isOver()) {
            out.println("Game over: " + Game.pgnResult(status) + " {" + Game.reason(status) + "}");
        }
        out.flush();
    }

    private void save(String file) {
        if (file.isEmpty()) {
            out.println("save needs a file name");
            return;
        }
        String text;
        if (file.endsWith(".pgn")) {
            GameStatus status = game.status();
            String white = humanSide == 0 ? "you" : "variantc";
            String black = humanSide == 0 ? "variantc" : "you";
            GameRecord record = new GameRecord(1, white, black, true, game.startFen(), game.moveTexts(),
                    Game.pgnResult(status), status.isOver() ? Game.reason(status) : "unterminated", game.sanTexts());
            text = Pgn.write(rules.name(), "variantc play",
                    LocalDate.now().format(DateTimeFormatter.ofPattern("yyyy.MM.dd")), record);
        } else {
            text = game.position().toFen() + "\n";
        }
        try {
            Files.writeString(Path.of(file), text, StandardCharsets.UTF_8);
            out.println("Saved to " + file);
        } catch (IOException | RuntimeException e) {
            out.println("Cannot save to " + file + ": " + e.getMessage());
        }
    }

    private void load(String file) {
        String text;
        try {
            text = Files.readString(Path.of(file), StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            out.println("Cannot read " + file + ": " + e.getMessage());
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
        Game loaded = new Game(rules);
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
        humanSide = game.position().sideToMove();
        show();
    }

    private void armies(String arg) {
        String[] w = arg.split("\\s+");
        if (rules.armies() == null || w.length != 2) {
            out.println(rules.armies() == null ? rules.name() + " has no army choice" : "armies takes White's and Black's army");
            return;
        }
        try {
            rules = ArmySelection.choose(rules, w[0], w[1]);
        } catch (IllegalArgumentException e) {
            out.println(e.getMessage());
            return;
        }
        search = new Search(rules, 32);
        game = new Game(rules);
        out.println("White plays " + rules.armies().army(0).code() + ", Black " + rules.armies().army(1).code() + ".");
        engineMoveIfDue();
        show();
    }

    private void level(String arg) {
        String[] w = arg.split("\\s+");
        try {
            if (w[0].equals("depth") && w.length == 2) {
                limits = Limits.depth(Math.max(1, Math.min(60, Integer.parseInt(w[1]))));
                out.println("The engine searches " + limits.depth() + " plies a move.");
            } else {
                long ms = Math.max(1, Long.parseLong(w[0]));
                limits = Limits.moveTime(ms);
                out.println("The engine thinks " + ms + " ms a move.");
            }
        } catch (NumberFormatException e) {
            out.println("level takes milliseconds, or 'depth N'");
        }
    }
}
