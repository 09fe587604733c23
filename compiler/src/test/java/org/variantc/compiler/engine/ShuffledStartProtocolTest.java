package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.HashSet;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.Rulebooks;
import org.variantc.runtime.protocol.Uci;
import org.variantc.runtime.protocol.Xboard;
import org.variantc.runtime.rules.VariantRules;

/**
 * Chess960 over the protocols: UCI's StartArray option chooses what {@code position startpos}
 * means (an array by number, or a random one per {@code ucinewgame}), castling moves come and go
 * as the King taking his Rook, and XBoard's setboard takes a 960 FEN with X-FEN rights.
 */
class ShuffledStartProtocolTest {
    private static final VariantRules RULES = Games.rules("fairy-stockfish/fischerandom.variant");

    private static String uci(String... lines) throws Exception {
        StringWriter text = new StringWriter();
        new Uci(Rulebooks.table(), RULES, new PrintWriter(text, true))
                .run(new BufferedReader(new StringReader(String.join("\n", lines))));
        return text.toString();
    }

    @Test
    void startArrayByNumberIsWhatStartposMeans() throws Exception {
        String out = uci("uci", "setoption name StartArray value 0", "position startpos moves e2e4", "d",
                "setoption name StartArray value 960", "setoption name StartArray value setup", "position startpos", "d",
                "quit");
        assertTrue(out.contains("option name StartArray type string default setup"), out);
        assertTrue(out.contains("info string fen bbqnnrkr/pppppppp/8/8/4P3/8/PPPP1PPP/BBQNNRKR b HFhf e3 0 1"), out);
        assertTrue(out.contains("info string the start is 'setup', 'random' or an array's number from 0 to 959, not '960'"), out);
        assertTrue(out.contains("info string fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"), out);
    }

    /** A seeded draw, so the test sees the same arrays on every run: 20 new games, 20 draws, the same again. */
    @Test
    void aRandomStartIsDrawnForEachNewGameAndKeptWithinIt() throws Exception {
        long seed = 2026_11_27L;
        List<String> first = drawnArrays("random " + seed);
        assertEquals(20, first.size(), "seed " + seed);
        assertTrue(new HashSet<>(first).size() >= 15, "seed " + seed + ": 20 new games started from only "
                + new HashSet<>(first).size() + " arrays: " + first);
        assertEquals(first, drawnArrays("random " + seed), "seed " + seed + ": the same draws again");
    }

    /** The boards of 20 new games after {@code setoption name StartArray value CHOICE}. */
    private static List<String> drawnArrays(String choice) throws Exception {
        String[] script = new String[62];
        script[0] = "setoption name StartArray value " + choice;
        for (int g = 0; g < 20; g++) {
            script[1 + 3 * g] = "ucinewgame";
            script[2 + 3 * g] = "position startpos";
            script[3 + 3 * g] = "d";
        }
        script[61] = "quit";
        Matcher fens = Pattern.compile("info string fen (\\S+)").matcher(uci(script));
        List<String> boards = new java.util.ArrayList<>();
        while (fens.find()) {
            boards.add(fens.group(1));
        }
        return boards;
    }

    @Test
    void castlingIsSentAndTakenAsTheKingTakingHisRook() throws Exception {
        String out = uci("position fen 4k3/8/8/8/8/8/8/RK5R w HA - 0 1 moves b1a1", "d",
                "position fen 4k3/pppppppp/8/8/8/8/8/R5KR w HA - 0 1", "go depth 1", "quit");
        assertTrue(out.contains("info string fen 4k3/8/8/8/8/8/8/2KR3R b - - 1 1"), out);
        assertFalse(out.contains("Illegal"), out);
    }

    @Test
    void xboardSetboardTakesA960FenWithXFenRights() throws Exception {
        StringWriter text = new StringWriter();
        Xboard xboard = new Xboard(Rulebooks.table(), RULES, List.of(), new PrintWriter(text, true));
        xboard.run(new BufferedReader(new StringReader(String.join("\n", "xboard", "protover 2", "force",
                "setboard bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1", "usermove e2e4", "quit"))));
        String out = text.toString();
        assertFalse(out.contains("Error"), out);
        assertFalse(out.contains("Illegal"), out);
        assertEquals(-1, out.indexOf("tellusererror"), out);
    }
}
