package org.variantc.runtime.match;

import java.util.List;
import java.util.Locale;
import org.variantc.runtime.protocol.Game;

/**
 * An external XBoard (CECP) engine. It is kept in force mode and told each move made since it
 * last moved, then {@code time}, {@code otim} and {@code go}; its {@code move} is read back.
 */
public final class CecpPlayer extends ExternalPlayer {
    private final String variant;
    private boolean usermove;
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
            engine.readUntil("pong " + pings, 2_000);
        } catch (PlayerException e) {
            // an engine without ping: go on
        }
        engine.drain();
        told = 0;
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
                if (line.contains("usermove=1")) {
                    usermove = true;
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
        List<String> moves = game.moveTexts();
        for (; told < moves.size(); told++) {
            engine.send((usermove ? "usermove " : "") + moves.get(told));
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
                engine.send("force");
                return line.substring(5).trim();
            }
            if (line.startsWith("Illegal move") || line.startsWith("Error")) {
                throw new PlayerException("'" + name() + "' said '" + line + "'");
            }
            if (line.startsWith("resign") || line.matches("(1-0|0-1|1/2-1/2) .*")) {
                throw new PlayerException("'" + name() + "' gave up: " + line);
            }
        }
    }
}
