package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.Rulebooks;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.cli.MainAccess;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.protocol.ArmySelection;
import org.variantc.runtime.protocol.Uci;
import org.variantc.runtime.protocol.XBetza;
import org.variantc.runtime.protocol.Xboard;
import org.variantc.runtime.rules.VariantRules;

/** Scripted UCI and XBoard sessions for every shipped game, good input and bad. */
class ProtocolSessionTest {
    static List<String> definitions() {
        return Sources.shippedNames();
    }

    private static String run(String script, java.util.function.Function<PrintWriter, Object> session) throws Exception {
        StringWriter text = new StringWriter();
        PrintWriter out = new PrintWriter(text, true);
        Object s = session.apply(out);
        BufferedReader in = new BufferedReader(new StringReader(script));
        if (s instanceof Uci) {
            ((Uci) s).run(in);
        } else {
            ((Xboard) s).run(in);
        }
        return text.toString();
    }

    @ParameterizedTest
    @MethodSource("definitions")
    void uciSession(String name) throws Exception {
        VariantRules rules = Games.rules(name);
        Position start = Fen.start(rules);
        String first = MoveNotation.format(start, start.legalMoves().get(0));
        String variant = Uci.protocolName(rules);
        String script = String.join("\n",
                "uci",
                "setoption name UCI_Variant value " + variant,
                "setoption name Hash value 4",
                "isready",
                "ucinewgame",
                "position startpos moves " + first,
                "go depth 2",
                "isready",
                // bad input: each gets an info string and changes nothing
                "position fen this/is/no/fen w - - 0 1",
                "position startpos moves " + first + " z9z9",
                "go depth banana",
                "go sideways",
                "setoption name Hash value -3",
                "setoption name UCI_Variant value xiangqi",
                "setoption name Nonsense value 1",
                "flibbertigibbet",
                "position fen " + rules.startFen() + " moves " + first,
                "go nodes 300",
                "isready",
                "go infinite",
                "stop",
                "ponderhit",
                "quit");
        String out = run(script, o -> new Uci(Rulebooks.table(), rules, o));
        assertTrue(out.contains("option name UCI_Variant type combo default " + variant + " var " + variant), out);
        assertTrue(out.contains("uciok"));
        assertEquals(3, count(out, "readyok"), out);
        assertEquals(3, count(out, "bestmove "), out);
        assertTrue(out.contains("info string bad FEN"), out);
        assertTrue(out.contains("info string Illegal move: z9z9"), out);
        assertTrue(out.contains("info string error: go: 'depth' needs a number"), out);
        assertTrue(out.contains("info string error: go: unknown parameter 'sideways'"), out);
        assertTrue(out.contains("info string Hash must be 1 to"), out);
        assertTrue(out.contains("info string unknown variant 'xiangqi'"), out);
        assertTrue(out.contains("info string unknown option 'Nonsense'"), out);
        assertTrue(out.contains("info string unknown command: flibbertigibbet"), out);
        // every best move is legal in the position it answers
        Position after = Fen.start(rules);
        after.make(MoveNotation.parse(after, first));
        for (String line : out.split("\n")) {
            if (line.startsWith("bestmove ")) {
                String move = line.split(" ")[1];
                MoveNotation.parse(after, move);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("definitions")
    void xboardSession(String name) throws Exception {
        VariantRules rules = Games.rules(name);
        Position start = Fen.start(rules);
        String first = MoveNotation.format(start, start.legalMoves().get(0));
        String variant = rules.startFen().startsWith("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w")
                && rules.pieces().size() == 6 ? "normal" : Uci.protocolName(rules);
        List<XBetza> pieces = MainAccess.xbetza(Sources.definition(name));
        String script = String.join("\n",
                "xboard",
                "protover 2",
                "new",
                "variant " + variant,
                "sd 2",
                "post",
                "usermove " + first,
                "ping 1",
                "usermove z9z9",
                "setboard not a fen",
                "variant nosuchgame",
                "level 40 x 0",
                "gibberish here",
                "force",
                "undo",
                "remove",
                "setboard " + rules.startFen(),
                "st 1",
                "go",
                "?",
                "ping 2",
                "result 1-0 {done}",
                "quit");
        String out = run(script, o -> new Xboard(Rulebooks.table(), rules, pieces, o));
        assertTrue(out.contains("feature done=1"), out);
        assertTrue(out.contains("variants=\"" + variant + "\""), out);
        assertTrue(out.contains("setboard=1") && out.contains("usermove=1") && out.contains("san=0"), out);
        assertTrue(out.contains("pong 1") && out.contains("pong 2"), out);
        assertEquals(2, count(out, "\nmove ") + (out.startsWith("move ") ? 1 : 0), out);
        assertTrue(out.contains("Illegal move (") && out.contains("): z9z9"), out);
        assertTrue(out.contains("Error (bad FEN"), out);
        assertTrue(out.contains("Error (unknown variant): nosuchgame"), out);
        assertTrue(out.contains("Error (bad number): level 40 x 0"), out);
        assertTrue(out.contains("Error (unknown command): gibberish here"), out);
        if (!variant.equals("normal")) {
            // every game is described, army pieces under letters of their own
            assertTrue(out.contains("setup ("), out);
            // one single-letter piece line per type in play, the King's among them
            assertTrue(out.lines().filter(l -> l.startsWith("piece ")).allMatch(l -> l.matches("piece [A-Z]& [A-Za-z0-9]+")), out);
            assertTrue(out.lines().filter(l -> l.startsWith("piece ")).count() >= 3, out);
            assertTrue(out.contains("piece K& K"), out);
        } else {
            assertFalse(out.contains("setup ("), out);
        }
    }

    @ParameterizedTest
    @MethodSource("definitions")
    void armiesAreUciOptions(String name) throws Exception {
        VariantRules rules = Games.rules(name);
        if (rules.start().armies() == null) {
            String out = run("uci\nsetoption name WhiteArmy value 1\nquit\n", o -> new Uci(Rulebooks.table(), rules, o));
            assertFalse(out.contains("WhiteArmy type"), out);
            return;
        }
        String other = rules.start().armies().armies().get(rules.start().armies().armies().size() - 1).code();
        String out = run(String.join("\n", "uci", "setoption name WhiteArmy value " + other,
                "setoption name BlackArmy value no-such-army", "d", "go depth 1", "isready", "quit"),
                o -> new Uci(Rulebooks.table(), rules, o));
        assertTrue(out.contains("option name WhiteArmy type string default " + rules.start().armies().army(0).code()), out);
        assertTrue(out.contains("info string no army 'no-such-army'"), out);
        String expected = ArmySelection.choose(rules, other, null).startFen();
        assertTrue(out.contains("info string fen " + expected), expected + "\n" + out);
        assertTrue(out.contains("bestmove "), out);
    }

    @Test
    void halflingsAreSaidToBeUnsayable() {
        // the first step, which a halfling always has, and the whole rider tame (no King capture)
        assertEquals("WtR", MainAccess.xbetza("hhR").text());
        assertEquals("fWftR", MainAccess.xbetza("fhhR").text());
        assertTrue(MainAccess.xbetza("hhR").widened().contains("halflings"));
        assertEquals("fmWfceFifmnD", MainAccess.xbetza("fmWfceF", "ifmnD").text());
    }

    @Test
    void uciThroughTheCommandLine() {
        String out = MainAccess.run("uci\nisready\nposition startpos moves e2e4\ngo depth 1\nquit\n",
                "uci", Sources.definition("fide.variant").toString());
        assertTrue(out.contains("uciok") && out.contains("readyok") && out.contains("bestmove "), out);
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }

    static ByteArrayInputStream input(String s) {
        return new ByteArrayInputStream(s.getBytes(StandardCharsets.UTF_8));
    }
}
