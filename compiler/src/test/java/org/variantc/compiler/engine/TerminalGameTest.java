package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import org.variantc.runtime.Rulebooks;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.cli.MainAccess;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.protocol.TerminalGame;
import org.variantc.runtime.search.Limits;

/** The terminal game's status line at the end, and telling the engine to move while it thinks. */
class TerminalGameTest {
    @Test
    void aMatedBoardSaysTheGameIsOverNotWhoseMoveItIs() {
        String out = MainAccess.run("force\nf3\ne5\ng4\nQh4#\nquit\n", "play",
                Sources.definition("fide.variant").toString(), "--depth=1");
        String mated = out.substring(out.lastIndexOf(" 8  r"));
        assertFalse(out.contains("in check"), "a mated King is past being in check: " + out);
        assertTrue(mated.contains("  a b c d e f g h\nGame over: Black mates (0-1).\nMoves: 1. f3 e5 2. g4 Qh4#\n"),
                "the status line under the board says it is over: " + mated);
        assertTrue(out.contains("Black to move\n"), "before the end it says whose move it is: " + out);
    }

    @Test
    void aCheckIsStillShownWhileTheGameGoesOn() {
        String out = MainAccess.run("force\ne4\nf5\nQh5+\nquit\n", "play", Sources.definition("fide.variant").toString(),
                "--depth=1");
        assertTrue(out.contains("Black to move, in check\nMoves: 1. e4 f5 2. Qh5+\n"), out);
    }

    /**
     * The engine has ten minutes a move; an empty line makes it move at once, a move typed while
     * it thinks waits its turn, and 'quit' stops it and leaves. The wait is a hang guard only.
     */
    @Test
    void enterMakesTheEngineMoveAndOtherLinesWaitTheirTurn() throws Exception {
        StringWriter text = new StringWriter();
        PipedWriter keyboard = new PipedWriter();
        BufferedReader in = new BufferedReader(new PipedReader(keyboard));
        TerminalGame game = new TerminalGame(Rulebooks.table(), Games.rules("fide.variant"), new PrintWriter(text, true), 0,
                Limits.moveTime(600_000));
        Thread player = new Thread(() -> {
            try {
                game.run(in);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        player.start();
        keyboard.write("e4\nNf3\n\nquit\n");
        keyboard.flush();
        player.join(120_000);
        boolean left = !player.isAlive();
        player.interrupt();
        String out = text.toString();
        assertTrue(left, "the engine moved twice and the game was left long before ten minutes: " + out);
        assertTrue(out.matches("(?s).*Moves: 1\\. e4 \\S+ 2\\. Nf3 \\S+\n.*"), "e4, a reply, Nf3 in its turn, a reply: " + out);
        assertTrue(out.contains("Enter while the engine thinks makes it move at once"), out);
    }
}
