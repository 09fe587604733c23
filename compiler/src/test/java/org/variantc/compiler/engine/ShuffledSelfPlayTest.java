package org.variantc.compiler.engine;

import org.variantc.runtime.notation.Preparation;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.notation.San;
import org.variantc.runtime.notation.StartArrays;
import org.variantc.runtime.search.Limits;
import org.variantc.runtime.search.Search;
import org.variantc.runtime.search.SearchResult;
import org.variantc.runtime.rules.VariantRules;

/**
 * Self-play from random arrays of Chess960 and Capablanca Random Chess: our search plays both
 * sides from random openings; the SAN written for every move (O-O and O-O-O for 960 castling)
 * replays from the start FEN to the same moves and the same end.
 */
class ShuffledSelfPlayTest {
    @ParameterizedTest
    @ValueSource(strings = {"fischerandom", "caparandom"})
    void gamesFromRandomArraysReplayFromTheirSan(String game) {
        VariantRules rules = Games.rules("fairy-stockfish/" + game + ".variant");
        Rulebook book = Preparation.table(rules);
        StartArrays arrays = new StartArrays(book);
        Search search = new Search(book, 4);
        Random random = new Random(2026_11_23L);
        for (int g = 0; g < 4; g++) {
            String start = arrays.fen(arrays.random(random));
            Position pos = Fen.read(book, start);
            List<String> san = new ArrayList<>();
            List<Long> played = new ArrayList<>();
            for (int ply = 0; ply < 160 && !GameStatus.of(pos).isOver(); ply++) {
                MoveList legal = pos.legalMoves();
                long move;
                if (ply < 6) {
                    move = legal.get(random.nextInt(legal.size()));
                } else {
                    search.table().clear();
                    SearchResult result = search.search(pos, Limits.depth(2), info -> { });
                    move = result.bestMove();
                }
                san.add(San.format(pos, move));
                played.add(move);
                pos.make(move);
            }
            Position replay = Fen.read(book, start);
            for (int i = 0; i < san.size(); i++) {
                long move = San.parse(replay, san.get(i));
                assertEquals((long) played.get(i), move, start + ": " + san.get(i));
                replay.make(move);
            }
            assertEquals(Fen.write(pos), Fen.write(replay));
            assertEquals(GameStatus.of(pos).result(), GameStatus.of(replay).result());
        }
    }
}
