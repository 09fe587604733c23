package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.function.Consumer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.Rulebooks;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.cli.MainAccess;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.protocol.Uci;
import org.variantc.runtime.protocol.Xboard;
import org.variantc.runtime.rules.VariantRules;

/**
 * Both front ends on a clock, as a GUI drives them: every kind of time control is answered with
 * a legal move and no 'stop' or '?'. The waits are hang guards, never speed goals: how the time
 * is shared out is {@code TimeBudgetTest}'s, and how it is used {@code MoveTimeBenchmark}'s.
 */
class ClockSessionTest {
    private static final long HANG_GUARD = 60_000;

    /** Sends the lines, then waits until the output holds {@code count} times {@code answer}. */
    private static String await(StringWriter text, Consumer<String> session, String answer, int count, String... lines)
            throws InterruptedException {
        for (String line : lines) {
            session.accept(line);
        }
        long deadline = System.currentTimeMillis() + HANG_GUARD;
        while (occurrences(text.toString(), answer) < count && System.currentTimeMillis() < deadline) {
            Thread.sleep(10);
        }
        return text.toString();
    }

    private static int occurrences(String text, String word) {
        return text.split(word, -1).length - 1;
    }

    @ParameterizedTest
    @ValueSource(strings = {"fide.variant", "chess-and-a-half.variant"})
    void uciAnswersEveryClock(String name) throws Exception {
        VariantRules rules = Games.rules(name);
        StringWriter text = new StringWriter();
        Uci uci = new Uci(Rulebooks.table(), rules, new PrintWriter(text, true));
        String[] gos = {"go movetime 200", "go wtime 3000 btime 3000 winc 100 binc 100",
            "go wtime 1000 btime 900000 movestogo 1", "go wtime 40 btime 40", "go wtime 0 btime 0 winc 300 binc 300",
            "go btime 500 wtime 500 movestogo 2"};
        int answered = 0;
        for (String go : gos) {
            String out = await(text, uci::handle, "bestmove ", ++answered, "position startpos", go);
            assertEquals(answered, occurrences(out, "bestmove "), go + " is answered without 'stop': " + out);
            String last = out.substring(out.lastIndexOf("bestmove "));
            String best = last.split("\\s+")[1];
            MoveNotation.parse(Fen.start(rules), best); // legal, not 0000
            assertTrue(out.substring(0, out.lastIndexOf("bestmove ")).matches("(?s).*info nodes \\d+ nps \\d+ time \\d+\n"),
                    "the whole search's effort comes just before the move: " + out);
        }
        uci.handle("quit");
    }

    @ParameterizedTest
    @ValueSource(strings = {"fide.variant", "chess-and-a-half.variant"})
    void xboardAnswersEveryClock(String name) throws Exception {
        VariantRules rules = Games.rules(name);
        StringWriter text = new StringWriter();
        Xboard xboard = new Xboard(Rulebooks.table(), rules, MainAccess.xbetza(Sources.definition(name)), new PrintWriter(text, true));
        Position start = Fen.start(rules);
        String[] firsts = {MoveNotation.format(start, start.legalMoves().get(0)), MoveNotation.format(start, start.legalMoves().get(1))};
        String variant = name.equals("fide.variant") ? "normal" : Uci.protocolName(rules);
        String[][] controls = {{"level 40 0:03 0", "time 300", "otim 300"}, {"level 0 1 1", "time 20", "otim 6000"},
            {"st 1"}, {"level 0 0:01 0", "time 0", "otim 100"}, {"level 0 2 5", "time -40", "otim 100"}};
        int answered = 0;
        for (String[] control : controls) {
            for (String first : firsts) {
                xboard.handle("new");
                xboard.handle("variant " + variant);
                for (String line : control) {
                    xboard.handle(line);
                }
                String out = await(text, xboard::handle, "\nmove ", ++answered, "usermove " + first);
                assertEquals(answered, occurrences(out, "\nmove "), String.join("; ", control) + " is answered: " + out);
                String reply = out.substring(out.lastIndexOf("\nmove ") + 6).split("\\s+")[0];
                Position after = Fen.start(rules);
                after.make(MoveNotation.parse(after, first));
                MoveNotation.parse(after, reply);
            }
        }
        xboard.handle("quit");
    }
}
