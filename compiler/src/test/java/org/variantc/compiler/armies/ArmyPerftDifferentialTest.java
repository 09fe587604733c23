package org.variantc.compiler.armies;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.variantc.compiler.games.Games;
import org.variantc.reference.ReferenceGame;
import org.variantc.reference.ReferenceGames;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.Perft;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.ArmyChoice;
import org.variantc.runtime.rules.VariantRules;

/**
 * For army pairs sampled with a fixed seed, the compiled definition and the hand-written
 * reference generator agree on the start position and on perft(3) from it.
 */
class ArmyPerftDifferentialTest {
    private static final int PAIRS = 24;

    @TestFactory
    Stream<DynamicTest> augmentedChess() {
        return pairs("augmented-chess.variant", 2001, false);
    }

    @TestFactory
    Stream<DynamicTest> augmentedHalfChess() {
        return pairs("augmented-half-chess.variant", 2701, true);
    }

    private static Stream<DynamicTest> pairs(String file, long seed, boolean half) {
        VariantRules rules = Games.rules(file);
        List<ArmyChoice> armies = rules.start().armies().armies();
        Random random = new Random(seed);
        List<DynamicTest> tests = new ArrayList<>();
        for (int i = 0; i < PAIRS; i++) {
            int white = random.nextInt(armies.size());
            int black = random.nextInt(armies.size());
            String name = armies.get(white).code() + " v " + armies.get(black).code();
            tests.add(DynamicTest.dynamicTest(name, () -> agree(rules, white, black, half)));
        }
        return tests.stream();
    }

    private static void agree(VariantRules rules, int white, int black, boolean half) {
        VariantRules game = rules.withArmies(white, black);
        Position ours = Fen.start(game);
        List<String> w = List.of(game.start().armies().army(0).betza().split(","));
        List<String> b = List.of(game.start().armies().army(1).betza().split(","));
        Map<String, String> ids = new HashMap<>();
        for (int side = 0; side < 2; side++) {
            ArmyChoice army = game.start().armies().army(side);
            String[] betza = army.betza().split(",");
            for (int slot = 0; slot < betza.length; slot++) {
                ids.put(betza[slot], game.pieces().get(army.pieces()[slot]).id());
            }
        }
        ReferenceGame reference = half ? ReferenceGames.augmentedHalfChess(w, b, ids)
                : ReferenceGames.augmentedChess(w, b, ids);
        String fen = Fen.write(ours);
        assertEquals(reference.startFen(), fen.substring(0, fen.lastIndexOf(' ')), "start position");
        assertEquals(reference.startPosition().perft(3), Perft.perft(ours, 3), "perft(3)");
    }
}
