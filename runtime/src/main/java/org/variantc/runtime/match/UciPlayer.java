package org.variantc.runtime.match;

import java.util.List;
import org.variantc.runtime.protocol.Game;
import org.variantc.runtime.protocol.Uci;

/** An external UCI engine: told the variant with {@code UCI_Variant}, each position as FEN and moves. */
public final class UciPlayer extends ExternalPlayer {
    public UciPlayer(List<String> command) {
        super(command);
    }

    @Override
    void greet(ExternalEngine engine, Game game) {
        engine.send("uci");
        long deadline = System.currentTimeMillis() + 10_000;
        String line;
        while (!(line = engine.read(Math.max(1, deadline - System.currentTimeMillis()))).startsWith("uciok")) {
            if (line.startsWith("id name ")) {
                rename(line.substring(8).trim());
            }
        }
        String variant = Uci.protocolName(game.rules());
        if (!variant.equals("chess")) {
            engine.send("setoption name UCI_Variant value " + variant);
        }
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
        String moves = game.moveTexts().isEmpty() ? "" : " moves " + String.join(" ", game.moveTexts());
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
        return words[1];
    }
}
