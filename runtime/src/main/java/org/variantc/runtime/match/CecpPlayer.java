package org.variantc.runtime.match;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.protocol.Game;
import org.variantc.runtime.protocol.XboardRanks;

/**
 * An external XBoard (CECP) engine. It is kept in force mode and told each move made since it
 * last moved, then {@code time}, {@code otim} and {@code go}; its {@code move} is read back.
 * Moves go both ways in XBoard's spelling: Shogi's {@code +}, and a board 10 ranks high numbered
 * from 0. An engine whose {@code variants} feature lacks the game stops the match before a game.
 */
public final class CecpPlayer extends ExternalPlayer {
    private static final Pattern VARIANTS = Pattern.compile("variants=\"([^\"]*)\"");
    /** The hash size told to an engine that asks for one, as XBoard's default. */
    private static final int HASH_MB = 64;
    private static final Pattern ONE_VICTIM = Pattern.compile("([a-z]\\d+)([a-z]\\d+)x([a-z]\\d+)(\\+?)");
    private static final Pattern TWO_LEGS = Pattern.compile("([a-z]\\d+)([a-z]\\d+),\\2([a-z]\\d+)(\\+?)");
    private static final Pattern CLAIM = Pattern.compile("(1-0|0-1|1/2-1/2)(\\s.*)?");
    private final String variant;
    private boolean usermove;
    /** The engine asked for {@code memory} (feature memory=1): HaChu 0.21 refuses every move until told its hash size. */
    private boolean memory;
    private List<String> variants;
    private int told;
    private int pings;

    /** @param variant the CECP variant name, "normal" for FIDE chess */
    public CecpPlayer(List<String> command, String variant) {
        super(command);
        this.variant = variant;
    }

    @Override
    void greet(ExternalEngine engine, Game game) {
        engine.send("xboard");
        engine.send("protover 2");
        readFeatures(engine);
        if (memory) {
            engine.send("memory " + HASH_MB);
        }
        if (variant.equals("normal")) {
            return;
        }
        if (variants == null) {
            throw new MatchStopped("'" + name() + "' names no variants (feature variants): it plays chess only, not '"
                    + variant + "' (name the variant it knows with --variant)");
        }
        if (!variants.contains(variant)) {
            throw new MatchStopped("'" + name() + "' does not know the variant '" + variant + "' (it plays "
                    + String.join(" ", variants) + "; name the one it knows with --variant)");
        }
    }

    @Override
    public void newGame(Game game) {
        ExternalEngine engine = engine(game);
        engine.drain();
        engine.send("new");
        engine.send("force");
        if (!variant.equals("normal")) {
            engine.send("variant " + variant);
        }
        if (!game.startFen().equals(game.rules().startFen()) && !game.startFen().startsWith(game.rules().startFen())) {
            engine.send("setboard " + game.startFen());
        }
        engine.send("easy");
        engine.send("post");
        // wait until everything said about the last game is said, then forget it
        engine.send("ping " + ++pings);
        try {
            long deadline = System.currentTimeMillis() + 2_000;
            String line;
            while (!(line = engine.read(Math.max(1, deadline - System.currentTimeMillis()))).startsWith("pong " + pings)) {
                if (line.startsWith("Error") && line.contains("variant")) {
                    throw new MatchStopped("'" + name() + "' refused the game: " + line);
                }
            }
        } catch (PlayerException e) {
            // an engine without ping: go on
        }
        engine.drain();
        told = 0;
    }

    /** A move with one victim on the way ({@code f6f8xf7}, igui {@code f6f6xf7}) as XBoard's legs ({@code f6f7,f7f8}). */
    static String inLegs(String move) {
        Matcher m = ONE_VICTIM.matcher(move);
        return m.matches() ? m.group(1) + m.group(3) + "," + m.group(3) + m.group(2) + m.group(4) : move;
    }

    /**
     * XBoard's two legs as our move: the first leg's end is the victim ({@code f6f7,f7f8} is
     * {@code f6f8xf7}). A first leg alone with its comma ({@code h6h5,}, when no second one came: see
     * {@link #legs}) is read as that one leg.
     */
    /**
     * A castling sent as {@code O-O} or {@code O-O-O} (Sjaak II 1.4.1 in Omega chess, as CECP
     * allows), in our spelling: the legal castling whose King goes towards the h side or the a
     * side; null for any other text, or when there is no such castling (the move is then refused).
     */
    public static String castling(Position pos, String text) {
        String t = text.replace('0', 'O');
        if (!t.equals("O-O") && !t.equals("O-O-O")) {
            return null;
        }
        boolean kingside = t.equals("O-O");
        int files = pos.book.files;
        for (long m : pos.legalMoves()) {
            if (Move.kind(m) == Move.CASTLE) {
                int from = Move.from(m) % files;
                int to = Move.to(m) % files;
                if (kingside ? to > from : to < from) {
                    return MoveNotation.format(pos, m);
                }
            }
        }
        return null;
    }

    /**
     * XBoard's null move {@code @@@@} as our pass: HaChu 0.21 writes any move that ends where it
     * started as {@code @@@@} (a Lion Dog's out-and-back in Cashew Shogi) and takes {@code @@@@}
     * for any of them. Every such move leaves the same position, so the first legal one is it;
     * null for any other text, or when the side has none (the move is then refused).
     */
    public static String pass(Position pos, String text) {
        if (!text.equals("@@@@")) {
            return null;
        }
        for (long m : pos.legalMoves()) {
            if (Move.kind(m) != Move.DROP && Move.kind(m) != Move.PASS && Move.from(m) == Move.to(m)
                    && org.variantc.runtime.moves.CapturedMen.sum(pos, m, org.variantc.runtime.moves.CapturedMen.COUNT) == 0) {
                return MoveNotation.format(pos, m);
            }
        }
        return null;
    }

    static String fromLegs(String text) {
        String move = text.endsWith(",") ? text.substring(0, text.length() - 1) : text;
        Matcher m = TWO_LEGS.matcher(move);
        return m.matches() ? m.group(1) + m.group(3) + "x" + m.group(2) + m.group(4) : move;
    }

    /** The engine's lines after a move's first leg, or null once it is silent for {@link #LEG_WAIT} ms. */
    @FunctionalInterface
    interface Lines {
        String next();
    }

    /** How long a leg that ends in a comma waits for the next one. */
    private static final long LEG_WAIT = 2_000;

    /**
     * A move whose leg ends in a comma goes on in the engine's next {@code move} line: HaChu 0.21
     * sends a Lion's double move as {@code move i6j5,} then {@code move j5k6} (XBoard's legs, one a
     * line). The legs are joined ({@code i6j5,j5k6}); a comma with nothing after stays one leg.
     */
    static String legs(String first, Lines lines) {
        String text = first;
        while (text.endsWith(",")) {
            String line = lines.next();
            while (line != null && !line.startsWith("move ")) {
                line = lines.next();
            }
            if (line == null) {
                return text;
            }
            text += line.substring(5).trim();
        }
        return text;
    }

    private static String nextMoveLine(ExternalEngine engine) {
        try {
            return engine.read(LEG_WAIT).trim();
        } catch (PlayerException e) {
            return null;
        }
    }

    private void readFeatures(ExternalEngine engine) {
        long deadline = System.currentTimeMillis() + 5_000;
        try {
            while (true) {
                String line = engine.read(Math.max(1, deadline - System.currentTimeMillis()));
                if (line.contains("myname=\"")) {
                    int s = line.indexOf("myname=\"") + 8;
                    rename(line.substring(s, line.indexOf('"', s)));
                }
                Matcher v = VARIANTS.matcher(line);
                if (v.find()) {
                    variants = Arrays.asList(v.group(1).split("\\s*,\\s*"));
                }
                if (line.contains("usermove=1")) {
                    usermove = true;
                }
                if (line.contains("memory=1")) {
                    memory = true;
                }
                if (line.contains("done=1")) {
                    return;
                }
            }
        } catch (PlayerException e) {
            // a protocol-1 engine sends no features; go on after the wait
        }
    }

    @Override
    public String move(Game game, MatchClock clock) {
        ExternalEngine engine = engine(game);
        engine.send("force");
        List<String> moves = game.fairyStockfishTexts();
        for (; told < moves.size(); told++) {
            engine.send((usermove ? "usermove " : "") + XboardRanks.shift(game.rules(), inLegs(moves.get(told)), -1));
        }
        int side = game.position().sideToMove();
        long wait;
        if (clock.moveTime() > 0) {
            engine.send(String.format(Locale.ROOT, "st %.2f", clock.moveTime() / 1000.0).replaceAll("\\.?0+$", ""));
            wait = clock.moveTime() * 5 + 5000;
        } else {
            long base = clock.remaining(side);
            engine.send("level 0 " + Math.max(1, (base + 59_999) / 60_000) + " " + clock.increment() / 1000.0);
            engine.send("time " + Math.max(1, clock.remaining(side) / 10));
            engine.send("otim " + Math.max(1, clock.remaining(side ^ 1) / 10));
            wait = clock.remaining(side) + clock.increment() + 5000;
        }
        engine.send("go");
        long deadline = System.currentTimeMillis() + wait;
        while (true) {
            String line = engine.read(Math.max(1, deadline - System.currentTimeMillis())).trim();
            if (line.startsWith("move ")) {
                told++;
                String text = legs(line.substring(5).trim(), () -> nextMoveLine(engine));
                engine.send("force");
                String castling = castling(game.position(), text);
                String pass = pass(game.position(), text);
                return castling != null ? castling : pass != null ? pass
                        : XboardRanks.shift(game.rules(), fromLegs(text), 1);
            }
            // CECP's "Illegal move: m"; Sjaak II 1.4.1 says "Error (Illegal move or unknown command): m"
            if (line.startsWith("Illegal move") || line.startsWith("Error (Illegal move")) {
                throw new MatchStopped("'" + name() + "' refused a move of the game: '" + line + "' ("
                        + game.position() + "): the two engines play different rules or positions");
            }
            if (line.startsWith("resign")) {
                throw new PlayerException("'" + name() + "' resigned");
            }
            Matcher claim = CLAIM.matcher(line);
            if (claim.matches()) {
                throw new ResultClaim(claim.group(1), line);
            }
        }
    }
}
