package org.variantc.runtime.match;

import java.util.List;
import org.variantc.runtime.protocol.Game;

/**
 * An engine program played through its protocol: started on first use and greeted by the
 * protocol's handshake (which may tell its name), told to quit on close.
 */
public abstract sealed class ExternalPlayer implements Player permits UciPlayer, CecpPlayer {
    private final List<String> command;
    private ExternalEngine engine;
    private String name;

    ExternalPlayer(List<String> command) {
        this.command = command;
        this.name = String.join(" ", command);
    }

    @Override
    public final String name() {
        return name;
    }

    /** What the engine calls itself, heard in its handshake. */
    final void rename(String engineName) {
        name = engineName;
    }

    /** The running engine: started and greeted when first asked for, in {@code game}. */
    final ExternalEngine engine(Game game) {
        if (engine == null) {
            engine = new ExternalEngine(command);
            greet(engine, game);
        }
        return engine;
    }

    /** The protocol's handshake with a just-started engine, about to play {@code game}. */
    abstract void greet(ExternalEngine started, Game game);

    @Override
    public final void close() {
        if (engine != null) {
            engine.close();
            engine = null;
        }
    }
}
