package org.variantc.runtime.match;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.variantc.runtime.protocol.Game;

/**
 * An external UCI engine: told the variant with {@code UCI_Variant} (by the name it knows),
 * each position as FEN and the moves as Fairy-Stockfish spells them ({@code b2h8+}, not our
 * {@code b2h8h}). An engine that does not list the variant stops the match before a game.
 */
public final class UciPlayer extends ExternalPlayer {
    private final String variant;
    private final Map<String, String> options;

    /**
     * @param variant the {@code UCI_Variant} value, "chess" for FIDE chess
     * @param options {@code setoption} names and values to send after the handshake (Hash=64)
     */
    public UciPlayer(List<String> command, String variant, Map<String, String> options) {
        super(command);
        this.variant = variant;
        this.options = Map.copyOf(options);
    }

    @Override
    void greet(ExternalEngine engine, Game game) {
        engine.send("uci");
        long deadline = System.currentTimeMillis() + 10_000;
        List<String> variants = null;
        String line;
        while (!(line = engine.read(Math.max(1, deadline - System.currentTimeMillis()))).startsWith("uciok")) {
            if (line.startsWith("id name ")) {
                rename(line.substring(8).trim());
            }
            if (line.startsWith("option name UCI_Variant ")) {
                variants = comboValues(line);
            }
        }
        if (!variant.equals("chess")) {
            if (variants == null) {
                throw new MatchStopped("'" + name() + "' has no UCI_Variant option: it plays chess only, not '"
                        + variant + "' (name the variant it knows with --variant)");
            }
            if (!variants.contains(variant)) {
                throw new MatchStopped("'" + name() + "' does not know the variant '" + variant + "' (it lists "
                        + variants.size() + ": " + String.join(" ", variants.subList(0, Math.min(12, variants.size())))
                        + (variants.size() > 12 ? " …" : "") + "; name the one it knows with --variant)");
            }
            engine.send("setoption name UCI_Variant value " + variant);
        }
        options.forEach((name, value) -> engine.send("setoption name " + name + " value " + value));
    }

    /** The {@code var} values of a UCI combo option line. */
    static List<String> comboValues(String line) {
        List<String> words = Arrays.asList(line.trim().split("\\s+"));
        List<String> values = new ArrayList<>();
        for (int i = 0; i + 1 < words.size(); i++) {
            if (words.get(i).equals("var")) {
                values.add(words.get(i + 1));
            }
        }
        return values;
    }

    @Override
    public void newGame(Game game) {
        ExternalEngine engine = engine(game);
        engine.send("ucinewgame");
        engine.send("isready");
        engine.readUntil("readyok", 10_000);
    }

    @Override
    public String move(Game game, MatchClock clock) {
        ExternalEngine engine = engine(game);
        List<String> spelled = game.fairyStockfishTexts();
        String moves = spelled.isEmpty() ? "" : " moves " + String.join(" ", spelled);
        engine.send("position fen " + game.startFen() + moves);
        long wait;
        if (clock.moveTime() > 0) {
            engine.send("go movetime " + clock.moveTime());
            wait = clock.moveTime() * 5 + 5000;
        } else {
            engine.send("go wtime " + clock.remaining(0) + " btime " + clock.remaining(1) + " winc " + clock.increment()
                    + " binc " + clock.increment());
            wait = clock.remaining(game.position().sideToMove()) + clock.increment() + 5000;
        }
        String line = engine.readUntil("bestmove", wait);
        String[] words = line.trim().split("\\s+");
        if (words.length < 2) {
            throw new PlayerException("'" + name() + "' said '" + line + "'");
        }
        if (words[1].equals("(none)") || words[1].equals("0000")) {
            throw new MatchStopped("'" + name() + "' finds no move where the rules say the game goes on ("
                    + game.position() + "): the two engines play different rules");
        }
        return words[1];
    }
}
