package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.cli.MainAccess;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.Rulebooks;
import org.variantc.runtime.protocol.Xboard;

/**
 * Shogi in XBoard's own spelling, from hand-built positions: the engine hands XBoard its own Shogi
 * table (XBoard 4.9's {@code PNBRLS...G.++++++K}, seven holdings), sends no piece commands (XBoard
 * moves Shogi men by its own rules), and reads XBoard's Shogi FEN, which has no castling or
 * en-passant field ({@code … w 0 1}, seen in its debug log), its drops ({@code P@e5}) and its
 * promotions ({@code +}). A whole game under real XBoard: {@link XboardFairyGamesTest}.
 */
class XboardShogiTest {
    private static String session(String definition, String... lines) throws Exception {
        StringWriter text = new StringWriter();
        Xboard xboard = new Xboard(Rulebooks.table(), Games.rules(definition), MainAccess.xbetza(Sources.definition(definition)),
                new PrintWriter(text, true));
        xboard.run(new BufferedReader(new StringReader(String.join("\n", lines) + "\n")));
        return text.toString();
    }

    private static List<String> setups(String out) {
        return out.lines().filter(l -> l.startsWith("setup ") || l.startsWith("piece ")).toList();
    }

    @Test
    void shogiIsDescribedWithXboardsOwnTableAndRules() throws Exception {
        String out = session("fairy-stockfish/shogi.variant", "xboard", "protover 2", "new", "variant shogi", "quit");
        assertEquals(List.of("setup (PNBRLS...G.++++++Kpnbrls...g.++++++k) 9x9+7_shogi "
                + "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1"), setups(out));
    }

    @Test
    void aSmallerShogiLeavesOutTheMenItHasNot() throws Exception {
        // Minishogi has no Knight or Lance: their slots and their promoted forms' are '.', five holdings
        String out = session("fairy-stockfish/minishogi.variant", "xboard", "protover 2", "new", "variant minishogi", "quit");
        assertEquals(List.of("setup (P.BR.S...G.+.++.+Kp.br.s...g.+.++.+k) 5x5+5_shogi rbsgk/4p/5/P4/KGSBR[] w - - 0 1"),
                setups(out));
    }

    @Test
    void xboardsShogiFenDropsAndPromotionsAreTaken() throws Exception {
        String out = session("fairy-stockfish/shogi.variant", "xboard", "protover 2", "new", "variant shogi", "force",
                "setboard 4k4/9/9/9/9/9/9/1B7/4K4[PP] w 0 1", "usermove b2h8+", "usermove e9d9", "usermove P@e5",
                "usermove d9c9", "setboard 4k4/9/9/9/9/9/9/1+B7/4K4[P] w 0 1", "usermove b2c2", "quit");
        assertFalse(out.contains("Illegal") || out.contains("Error"), out);
    }

    @Test
    void aSecondPawnOnAFileIsRefused() throws Exception {
        String out = session("fairy-stockfish/shogi.variant", "xboard", "protover 2", "new", "variant shogi", "force",
                "setboard 4k4/9/9/9/9/9/4P4/9/4K4[P] w 0 1", "usermove P@e5", "quit");
        assertTrue(out.contains("Illegal move"), out);
    }
}
