package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.Rulebooks;
import org.variantc.runtime.notation.San;
import org.variantc.runtime.notation.GameRecord;
import org.variantc.runtime.notation.Pgn;
import org.variantc.runtime.protocol.Game;

/**
 * A game that ends by repetition, written as PGN the way matches write it (SAN, the result and
 * the reason as termination) and replayed from it: the replay ends on the last move with the
 * status the rule gives and the result the PGN carries. The games of {@link RepetitionLines}.
 */
class RepetitionPgnTest {
    static Stream<RepetitionLines> lines() {
        return RepetitionLines.ALL.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lines")
    void theGameReplaysFromItsPgnToTheSameEnding(RepetitionLines line) {
        Game game = RepetitionRulesTest.played(Rulebooks.table(), line);
        GameStatus ending = game.status();
        GameRecord record = new GameRecord(1, "white", "black", true, line.fen(), game.moveTexts(),
                Game.pgnResult(ending), Game.reason(ending), game.sanTexts());
        String pgn = Pgn.write(line.game(), "repetition", "2026.11.24", record);
        List<Pgn.Parsed> read = Pgn.read(pgn);
        assertEquals(1, read.size(), pgn);
        Pgn.Parsed parsed = read.get(0);
        assertEquals(line.words(), parsed.tags().get("Termination"));
        Position pos = Fen.read(Games.rules(line.game()), parsed.tags().get("FEN"));
        for (String san : parsed.moves()) {
            assertFalse(GameStatus.of(pos).isOver(), pgn);
            pos.make(San.parse(pos, san));
        }
        assertEquals(line.ending(), GameStatus.of(pos));
        assertEquals(Game.pgnResult(line.ending()), parsed.result());
    }
}
