package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.Rulebooks;
import org.variantc.runtime.protocol.Uci;
import org.variantc.runtime.rules.VariantRules;

/**
 * A UCI session of Duck chess speaks Fairy-Stockfish's move spelling: the GUI's {@code e2e4,e4e5}
 * is read, and the engine's best move is a two-part move legal in the position it answers.
 */
class DuckUciTest {
    @Test
    void movesAreSpeltAsFairyStockfishSpellsThem() throws Exception {
        VariantRules rules = Games.rules("fairy-stockfish/duck.variant");
        String script = String.join("\n", "uci", "setoption name UCI_Variant value duck", "isready", "ucinewgame",
                "position startpos moves e2e4,e4e5 d7d5,d5d6", "go depth 1", "isready",
                "position startpos moves e2e4,e4e4", "isready", "quit");
        StringWriter text = new StringWriter();
        new Uci(Rulebooks.table(), rules, new PrintWriter(text, true)).run(new BufferedReader(new StringReader(script)));
        String out = text.toString();
        assertTrue(out.contains("info string Illegal move: e2e4,e4e4"), out);
        Position pos = Fen.start(rules);
        pos.make(MoveNotation.parse(pos, "e2e4,e4e5"));
        pos.make(MoveNotation.parse(pos, "d7d5,d5d6"));
        String best = out.lines().filter(l -> l.startsWith("bestmove ")).findFirst().orElseThrow().split(" ")[1];
        assertTrue(best.contains(","), best);
        assertTrue(Move.wall(MoveNotation.parse(pos, best)) >= 0, best);
    }
}
