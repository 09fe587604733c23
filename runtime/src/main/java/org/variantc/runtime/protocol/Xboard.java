package org.variantc.runtime.protocol;

import org.variantc.runtime.notation.PrintableText;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.variantc.runtime.notation.FenException;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.notation.IllegalMoveException;
import org.variantc.runtime.Rulebooks;
import org.variantc.runtime.rules.CheckRules;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.VariantRules;
import org.variantc.runtime.search.Limits;
import org.variantc.runtime.search.Search;
import org.variantc.runtime.search.SearchInfo;
import org.variantc.runtime.search.SearchResult;
import org.variantc.runtime.position.Position;

/**
 * The XBoard/WinBoard protocol (CECP 2) for one variant. FIDE chess is offered as
 * {@code normal}; any other game under its own name, and on {@code variant NAME} the engine
 * describes it with {@code setup} (piece letters, board size, start FEN) and one {@code piece}
 * command per type in XBetza, so XBoard can draw the game and check moves itself. Pieces XBetza
 * cannot describe (halflings) are left out with a {@code #} comment saying so, and XBoard then
 * leaves their moves to the engine.
 */
public final class Xboard {
    private final Rulebooks books;
    private VariantRules rules;
    private List<XBetza> pieces;
    private String variantName;
    /** The variants {@code variant NAME} may switch to. */
    private final VariantCatalogue catalogue;
    private final PrintWriter out;
    private Game game;
    private Thinker thinker;
    /** The variant XBoard chose, so a change of armies describes the game again. */
    private boolean described;
    private boolean force;
    private int engineSide = 1;
    private boolean post = true;
    private final XboardTimeControl timeControl = new XboardTimeControl();
    private int depthLimit;
    /**
     * The last setboard was refused: XBoard shows a position we do not have, so moves and go
     * are refused (as CECP suggests) until new, variant or a good setboard.
     */
    private boolean boardRefused;
    private XboardNotation notation;
    /** {@code O-O} or {@code O-O-O}, also with zeros: how XBoard sends a castling in Chess960. */
    private static final Pattern CASTLING_NAME = Pattern.compile("([O0]-){1,2}[O0]");
    /** What the person is entering, from XBoard's lift and put. */
    private final MoveEntry entry = new MoveEntry();

    /** @param pieces per piece type, its XBetza, or why XBetza cannot say it */
    public Xboard(Rulebooks books, VariantRules rules, List<XBetza> pieces, PrintWriter out) {
        this(books, rules, pieces, VariantCatalogue.only(new CatalogueGame(rules, pieces)), out);
    }

    /** Plays {@code rules} first; {@code variant NAME} switches to any game of {@code catalogue}. */
    public Xboard(Rulebooks books, VariantRules rules, List<XBetza> pieces, VariantCatalogue catalogue, PrintWriter out) {
        this.books = books;
        this.catalogue = catalogue;
        this.rules = rules;
        this.pieces = pieces;
        this.variantName = xboardName(rules, Uci.protocolName(rules));
        this.out = out;
        this.game = new Game(books, rules);
        this.thinker = new Thinker(new Search(books.of(rules), 64));
    }

    /** XBoard's name of a game: {@code normal} for FIDE chess, else the catalogue's name. */
    private static String xboardName(VariantRules rules, String name) {
        return isFide(rules) ? "normal" : name;
    }

    /**
     * The catalogue's name of one of XBoard's: XBoard's own names are the file stems of the
     * definitions (3check, atomic, shatranj, ...) but for two.
     */
    private String catalogueName(String xboardName) {
        String name = xboardName.toLowerCase(Locale.ROOT);
        if (name.equals("normal") && catalogue.offers("fide")) {
            return "fide";
        }
        if (name.equals("fischerandom") && !catalogue.offers(name) && catalogue.offers("chess960")) {
            return "chess960";
        }
        return name;
    }

    /** The names XBoard may send in {@code variant}: this game's and the catalogue's. */
    private String variantList() {
        java.util.LinkedHashSet<String> names = new java.util.LinkedHashSet<>();
        names.add(variantName);
        for (String name : catalogue.names()) {
            if (name.equalsIgnoreCase(Uci.protocolName(rules))) {
                continue; // the game being played, listed above under XBoard's name
            }
            names.add(name.equals("fide") ? "normal" : name.equals("chess960") ? "fischerandom" : name);
        }
        return String.join(",", names);
    }

    private static boolean isFide(VariantRules rules) {
        return rules.files() == 8 && rules.ranks() == 8 && !rules.placing().drops().enabled()
                && rules.startFen().startsWith("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq")
                && rules.pieces().size() == 6 && rules.ending().end().goals().isEmpty()
                && rules.royals().checks().equals(CheckRules.NONE); // 3check is not XBoard's "normal"
    }

    public void run(BufferedReader in) throws IOException {
        InputLines lines = new InputLines(in);
        String line;
        while ((line = lines.next()) != null) {
            if (line == InputLines.TOO_LONG) {
                say("Error (" + InputLines.complaint() + "): the line");
                continue;
            }
            if (!handle(line)) {
                break;
            }
        }
        thinker.stop();
        out.flush();
    }

    /** Handles one command; false after {@code quit}. */
    public boolean handle(String line) {
        String trimmed = line.trim();
        String[] words = trimmed.split("\\s+");
        String command = words[0];
        String argument = trimmed.length() > command.length() ? trimmed.substring(command.length()).trim() : "";
        try {
            switch (command) {
                case "": case "xboard": case "accepted": case "rejected": case "random": case "computer":
                case "name": case "rating": case "ics": case "hard": case "easy": case "hint": case "bk":
                case "draw": case "exit": case "analyze": case ".": case "memory": case "cores":
                    break;
                case "protover": features(); break;
                case "option": option(argument); break;
                case "new": thinker.stop(); game.reset(); boardRefused = false; force = false; engineSide = 1;
                    depthLimit = 0; timeControl.newGame(); break;
                case "variant": variant(argument); break;
                case "force": thinker.stop(); force = true; break;
                case "go": thinker.stop(); force = false; engineSide = game.position().sideToMove(); think(); break;
                case "playother": thinker.stop(); force = false; engineSide = game.position().sideToMove() ^ 1; break;
                case "white": case "black": break;
                case "usermove": userMove(argument); break;
                case "lift": lift(notation().shiftRanks(argument, 1)); break;
                case "put": choice(notation().shiftRanks(argument, 1)); break;
                case "hover": break;
                case "setboard": setBoard(argument); break;
                case "time": timeControl.clock(argument); break;
                case "otim": Long.parseLong(argument); break; // the opponent's clock does not change our share
                case "level": timeControl.level(words); break;
                case "st": timeControl.secondsPerMove(words[1]); break;
                case "sd": depthLimit = Math.max(1, Integer.parseInt(words[1])); break;
                case "?": thinker.search().stop(); break;
                case "result": thinker.stop(); force = true; break;
                case "undo": thinker.stop(); game.undo(); break;
                case "remove": thinker.stop(); game.undo(); game.undo(); break;
                case "ping": say("pong " + argument); break;
                case "post": post = true; break;
                case "nopost": post = false; break;
                case "quit": return false;
                default:
                    if (looksLikeMove(command) && words.length == 1) {
                        userMove(command);
                    } else {
                        say("Error (unknown command): " + trimmed);
                    }
            }
        } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
            say("Error (bad number): " + trimmed);
        } catch (RuntimeException e) {
            say("Error (" + e.getMessage() + "): " + trimmed);
        }
        return true;
    }

    private void features() {
        say("feature done=0");
        say("feature myname=\"Variantc " + PrintableText.quoted(rules.name()) + "\" variants=\"" + variantList() + "\" setboard=1 usermove=1"
                + " san=0 ping=1 highlight=1 sigint=0 sigterm=0 colors=0 analyze=0 reuse=1 time=1 draw=0 name=0 debug=1");
        if (rules.start().armies() != null) {
            say("feature option=\"WhiteArmy -string " + rules.start().armies().army(0).code() + "\"");
            say("feature option=\"BlackArmy -string " + rules.start().armies().army(1).code() + "\"");
        }
        say("feature done=1");
    }

    private void variant(String name) {
        thinker.stop();
        if (!name.equalsIgnoreCase(variantName)) {
            CatalogueGame chosen;
            try {
                chosen = catalogue.load(catalogueName(name));
            } catch (IllegalArgumentException e) {
                say("tellusererror " + PrintableText.line(e.getMessage()));
                say("Error (unknown variant): " + name);
                return;
            }
            rules = chosen.rules();
            pieces = chosen.pieces();
            variantName = xboardName(rules, name.toLowerCase(Locale.ROOT));
            game = new Game(books, rules);
            thinker = new Thinker(new Search(books.of(rules), 64));
            notation = null;
        }
        game.reset();
        entry.clear();
        boardRefused = false;
        if (!variantName.equals("normal")) {
            described = true;
            describe();
        }
    }

    /**
     * XBoard's {@code option NAME=VALUE}: the armies of an army game (number, code or Betza, as
     * {@link ArmySelection} reads them); the game restarts with them and is described again.
     */
    private void option(String setting) {
        int eq = setting.indexOf('=');
        String name = eq < 0 ? setting : setting.substring(0, eq);
        boolean white = name.equalsIgnoreCase("WhiteArmy");
        if (rules.start().armies() == null || !white && !name.equalsIgnoreCase("BlackArmy") || eq < 0) {
            say("Error (unknown option): " + setting);
            return;
        }
        String value = setting.substring(eq + 1).trim();
        VariantRules chosen;
        try {
            chosen = ArmySelection.choose(rules, white ? value : null, white ? null : value);
        } catch (IllegalArgumentException e) {
            say("tellusererror " + e.getMessage());
            return;
        }
        thinker.stop();
        rules = chosen;
        game = new Game(books, rules);
        thinker = new Thinker(new Search(books.of(rules), 64));
        notation = null;
        boardRefused = false;
        if (described) {
            describe();
        }
    }

    /** The {@code setup} and {@code piece} commands that teach XBoard this game. */
    void describe() {
        XboardNotation notation = notation();
        if (notation.table() == null) {
            say("# XBoard cannot show " + PrintableText.line(rules.name()) + ": its pieces need more than 22 letters");
            return;
        }
        boolean[] used = usedTypes();
        // XBoard's holdings hold the types of the first slots of its table
        int holdings = rules.placing().drops().enabled() ? notation.holdings(royalInHand()) : 0;
        String parent = notation.ownGame() != null ? notation.ownGame() : "fairy";
        say("setup (" + notation.table() + ") " + rules.files() + "x" + rules.ranks() + "+" + holdings + "_" + parent + " "
                + notation.toXboardFen(game.startFen()));
        if (notation.ownGame() != null) {
            return; // XBoard moves the men of its own Shogi by its own rules
        }
        for (int t = 0; t < rules.pieces().size(); t++) {
            if (!used[t]) {
                continue;
            }
            PieceRules p = rules.pieces().get(t);
            XBetza x = t < pieces.size() ? pieces.get(t) : XBetza.wider("", "its moves are unknown here");
            say("piece " + notation.letter(t) + "& " + x.text());
            if (!x.exact()) {
                say("# piece " + notation.letter(t) + " (" + PrintableText.line(p.name()) + ") is told wider than it moves ("
                        + x.widened() + "): the engine refuses the rest and highlights the legal targets on lift");
            }
        }
        if (rules.captures().burning() != null) {
            say("# the piece lines cannot say the Fire Demon's burning: the men it burns (or the man burnt beside it)"
                    + " stay on XBoard's board until the engine's position is set again");
        }
        if (rules.captures().rangeJumping() != null) {
            say("# the piece lines cannot say range-jumping captures (over men of a lower rank): XBoard may refuse"
                    + " them; the engine highlights them on lift");
        }
    }

    /** Whether the start puts a royal man in a hand (a setup phase). */
    private boolean royalInHand() {
        Position start = books.position(rules, game.startFen());
        for (int t = 0; t < rules.pieces().size(); t++) {
            if (rules.pieces().get(t).royal() && (start.handCount(0, t) > 0 || start.handCount(1, t) > 0)) {
                return true;
            }
        }
        return false;
    }

    /** XBoard's letters for this game's pieces (two-letter ids get free letters). */
    private XboardNotation notation() {
        if (notation == null) {
            notation = new XboardNotation(rules, usedTypes());
        }
        return notation;
    }

    /**
     * The types that can appear in this game: those of the start position (board and hands) and
     * what they promote to. An army game's rules list every army's pieces; XBoard needs only
     * the two armies playing.
     */
    boolean[] usedTypes() {
        int n = rules.pieces().size();
        boolean[] used = new boolean[n];
        Position start = books.position(rules, game.startFen());
        for (int sq = 0; sq < rules.squares(); sq++) {
            if (start.typeAt(sq) >= 0) {
                used[start.typeAt(sq)] = true;
            }
        }
        for (int t = 0; t < n; t++) {
            used[t] |= start.handCount(0, t) > 0 || start.handCount(1, t) > 0;
        }
        boolean grew = true;
        while (grew) {
            grew = false;
            for (int t = 0; t < n; t++) {
                if (!used[t]) {
                    continue;
                }
                for (var rule : rules.pieces().get(t).promotions()) {
                    for (int c : rule.choices()) {
                        if (!used[c]) {
                            used[c] = true;
                            grew = true;
                        }
                    }
                }
            }
        }
        return used;
    }

    /** A man lifted on the board, or from the hand (XBoard's holdings files): its legal targets marked. */
    private void lift(String square) {
        int held = notation().heldType(square);
        if (held >= 0) {
            entry.clear();
            say(TargetMarks.drops(game.position(), held));
        } else {
            say(entry.lift(game.position(), square));
        }
    }

    /** A put where the lifted man promotes is answered with the pieces it may become. */
    private void choice(String square) {
        String choice = entry.put(game.position(), square, notation());
        if (choice != null) {
            say(choice);
        }
    }

    private void userMove(String text) {
        thinker.stop();
        entry.clear();
        if (boardRefused) {
            say("Illegal move (the position was refused; send new or setboard): " + text);
            return;
        }
        if (game.status().isOver()) {
            say("Illegal move (the game is over): " + text);
            return;
        }
        if (!play(text)) {
            return;
        }
        if (announceEnd()) {
            return;
        }
        if (!force && game.position().sideToMove() == engineSide) {
            think();
        }
    }

    /** Plays XBoard's spelling of a move (its letters, legs); false, and says why, when illegal. */
    private boolean play(String text) {
        var position = game.position();
        IllegalMoveException refusal = null;
        if (CASTLING_NAME.matcher(text.trim()).matches()) {
            // XBoard sends a 960 castling by name (its feature oocastle), however far King and Rook go.
            try {
                game.playText(text.trim());
                return true;
            } catch (IllegalMoveException e) {
                refusal = e;
            }
        }
        for (String candidate : notation().fromXboardMove(text,
                sq -> position.typeAt(sq) >= 0 && position.sideAt(sq) != position.sideToMove())) {
            try {
                game.play(candidate);
                return true;
            } catch (IllegalMoveException e) {
                refusal = refusal == null ? e : refusal;
            }
        }
        say("Illegal move (" + (refusal == null ? "not a move" : refusal.getMessage()) + "): " + text);
        return false;
    }

    private void setBoard(String fen) {
        thinker.stop();
        try {
            // our own FEN (two-letter ids in parentheses, an army field) is taken as it is
            boolean ours = fen.contains("(") || fen.trim().split("\\s+").length > 6;
            String translated = ours ? fen : notation().fromXboardFen(fen, rules.start().armies() == null ? null : rules.start().armies().fenField());
            try {
                game.load(translated);
            } catch (FenException e) {
                if (ours) {
                    throw e;
                }
                loadWithoutEnPassant(translated, e);
            }
            boardRefused = false;
        } catch (FenException e) {
            // the command already shows the FEN: the reason need not quote it again
            String reason = e.getMessage().replace(" in \"" + fen.trim() + "\"", "");
            boardRefused = true;
            say("tellusererror Illegal position: " + reason);
            say("Error (" + reason + "): setboard " + fen);
        }
    }

    /**
     * XBoard writes an en-passant square it guessed from its own idea of the Pawns (Nearlydouble's
     * start comes as {@code a9}); a FEN refused only for that square is taken without it. A field
     * that names no square of the board is no guess but a broken FEN, and is refused.
     */
    private void loadWithoutEnPassant(String fen, FenException refusal) {
        String[] fields = fen.trim().split("\\s+", -1);
        if (fields.length < 4 || fields[3].equals("-") || !namesSquares(fields[3])) {
            throw refusal;
        }
        fields[3] = "-";
        try {
            game.load(String.join(" ", fields));
        } catch (FenException other) {
            throw refusal;
        }
    }

    /** Whether an en-passant field is one or more square names of this board. */
    private boolean namesSquares(String field) {
        for (String name : field.split("(?<=\\d)(?=[a-z])")) {
            if (!name.matches("[a-p]\\d{1,2}") || name.charAt(0) - 'a' >= rules.files()
                    || Integer.parseInt(name.substring(1)) < 1 || Integer.parseInt(name.substring(1)) > rules.ranks()) {
                return false;
            }
        }
        return true;
    }

    private void think() {
        if (boardRefused) {
            say("Error (the position was refused; send new or setboard): go");
            return;
        }
        if (game.status().isOver()) {
            announceEnd();
            return;
        }
        // it is the engine's turn: it has made every other ply since the game began
        Limits limits = timeControl.limits(depthLimit, game.moves().size() / 2);
        thinker.start(game.copy(), limits, this::report, this::finish);
    }

    private void report(SearchInfo info) {
        if (post) {
            int score = info.mateIn() != 0 ? (info.mateIn() > 0 ? 100000 + info.mateIn() : -100000 + info.mateIn())
                    : info.score();
            say(info.depth() + " " + score + " " + info.millis() / 10 + " " + info.nodes() + " "
                    + String.join(" ", info.pv()));
        }
    }

    /** Runs on the search thread, while the protocol thread waits or touches nothing of the game. */
    private void finish(SearchResult result) {
        if (result == null || result.bestMove() == 0) {
            announceEnd();
            return;
        }
        game.play(result.bestText());
        say("move " + notation().toXboardMove(result.bestText()));
        announceEnd();
    }

    private boolean announceEnd() {
        GameStatus status = game.status();
        if (status.isOver()) {
            say(Game.pgnResult(status) + " {" + Game.reason(status) + "}");
            return true;
        }
        return false;
    }

    private boolean looksLikeMove(String word) {
        return word.matches("([a-z]\\d{1,2}){2}.*|[A-Z]{1,2}@[a-z]\\d{1,2}|@@[a-z]\\d{1,2}");
    }

    private void say(String line) {
        synchronized (out) {
            out.println(line);
            out.flush();
        }
    }
}
