package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.cli.MainAccess;

/**
 * The Makruk family over the protocols, by Fairy-Stockfish's names: UCI switches to each and reads
 * and writes its FENs as Fairy-Stockfish 11.1 does (the start FENs and the counting and rights
 * fields are 11.1's, from {@code d} after the same {@code position} commands); XBoard offers them,
 * {@code makruk} and {@code asean} being XBoard's own names (its variant list in
 * {@code /usr/games/xboard}), and plays moves in them.
 */
class MakrukProtocolTest {
    private static final List<String> GAMES = List.of("makruk", "makpong", "cambodian", "karouk", "asean", "ai-wok");

    @Test
    void uciPlaysEachGameByItsFairyStockfishName() {
        String fide = Sources.definition("fide.variant").toString();
        String out = MainAccess.run(String.join("\n", "uci",
                "setoption name UCI_Variant value makruk", "position startpos", "d",
                "setoption name UCI_Variant value makpong", "position startpos", "d",
                "setoption name UCI_Variant value cambodian", "position startpos moves d1c2 e8d7 c2d1", "d",
                "setoption name UCI_Variant value karouk", "position startpos", "d",
                "setoption name UCI_Variant value asean", "position startpos", "d",
                "setoption name UCI_Variant value ai-wok", "position startpos", "d",
                "setoption name UCI_Variant value makruk", "position fen k7/8/8/8/8/4R3/8/4K3 b - 32 31 40 moves a8b8", "d",
                "go depth 3", "isready", "quit", ""), "uci", fide);
        for (String game : GAMES) {
            assertTrue(out.contains(" var " + game), game + " not offered: " + out);
        }
        for (String fen : List.of("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
                "rnsm1snr/3k4/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR b Ed - 3 2",
                "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 1+1 0 1",
                "rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w - - 0 1",
                "rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR w - - 0 1",
                "1k6/8/8/8/8/4R3/8/4K3 w - 32 32 41")) {
            assertTrue(out.contains("info string fen " + fen + "\n"), fen + " not reached:\n" + out);
        }
        assertTrue(out.contains("bestmove "), out);
        assertFalse(out.contains("unknown variant") || out.contains("Exception") || out.contains("\tat "), out);
    }

    /** The terminal game shows the running count and ends the game when it passes its limit. */
    @Test
    void theTerminalGameShowsTheCountAndItsDraw() {
        String makruk = Sources.projectRoot().resolve("definitions/fairy-stockfish/makruk.variant").toString();
        String out = MainAccess.run("force\nfen k7/8/8/8/8/4R3/8/4K3 b - 32 31 40\nKb8\nRe4\nquit\n", "play", makruk,
                "--depth=1");
        assertTrue(out.contains("White to move (count 32 of 32 plies)\n"), out);
        assertTrue(out.contains("Game over: draw by counting (1/2-1/2).\n"), out);
    }

    @Test
    void xboardOffersMakrukAndAseanUnderItsOwnNames() {
        String fide = Sources.definition("fide.variant").toString();
        String out = MainAccess.run(String.join("\n", "xboard", "protover 2",
                "new", "variant makruk", "force", "usermove c3c4", "usermove f6f5", "ping 1",
                "new", "variant asean", "force", "usermove e3e4", "ping 2",
                "new", "variant cambodian", "force", "usermove d1f2", "usermove d6d5", "usermove e3e4", "usermove d8d6",
                "usermove e1e3", "ping 3",
                "quit", ""), "xboard", fide);
        Matcher variants = Pattern.compile("variants=\"([^\"]+)\"").matcher(out);
        assertTrue(variants.find(), out);
        List<String> names = List.of(variants.group(1).split(","));
        assertTrue(names.containsAll(GAMES), names.toString());
        assertTrue(out.contains("pong 1") && out.contains("pong 2") && out.contains("pong 3"), out);
        assertFalse(out.contains("Illegal move") || out.contains("Error") || out.contains("Exception"), out);
    }
}
