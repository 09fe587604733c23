package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.Rulebooks;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.protocol.Uci;

/**
 * A GUI that sends {@code go movetime 0} or an empty clock wants a move at once; these once read
 * as "no limit" and searched until {@code stop}, which such a GUI never sends. The wait below
 * is a hang guard, not a speed goal: the answer comes in milliseconds.
 */
class UciEmptyClockTest {
    @ParameterizedTest
    @ValueSource(strings = {"go movetime 0", "go movetime -5", "go wtime 0 btime 0", "go wtime -20 btime 5000",
        "go btime 0 wtime 0 movestogo 3"})
    void anEmptyClockIsAnsweredWithoutStop(String go) throws Exception {
        StringWriter text = new StringWriter();
        Uci uci = new Uci(Rulebooks.table(), Games.rules("fide.variant"), new PrintWriter(text, true));
        uci.handle("position startpos");
        uci.handle(go);
        long deadline = System.currentTimeMillis() + 30_000;
        while (!text.toString().contains("bestmove") && System.currentTimeMillis() < deadline) {
            Thread.sleep(10);
        }
        String out = text.toString();
        uci.handle("quit");
        assertTrue(out.contains("bestmove "), "answered without 'stop': " + out);
        String best = out.replaceAll("(?s).*bestmove (\\S+).*", "$1");
        Position start = Fen.start(Games.rules("fide.variant"));
        MoveNotation.parse(start, best); // a legal move, not 0000
    }
}
