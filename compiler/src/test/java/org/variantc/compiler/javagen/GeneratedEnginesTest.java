package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.Perft;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.rules.VariantRules;

/**
 * Every shipped definition's generated engine against the table engine: the same moves (the
 * same packed longs, in the same order, legal and pseudo-legal) at every node of the tree, the
 * same perft counts; and FIDE's against the published counts.
 */
class GeneratedEnginesTest {
    static Stream<String> definitions() {
        return GeneratedEngines.definitions().stream();
    }

    static Stream<Arguments> fideSuite() {
        return Games.reference("perft-fide.tsv").stream()
                .filter(row -> Integer.parseInt(row[2]) <= 4)
                .map(row -> Arguments.of(row[0], row[1], Integer.parseInt(row[2]), Long.parseLong(row[3])));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("definitions")
    void theStartPositionAgreesToDepth3(String name) {
        VariantRules rules = Games.rules(name);
        Rulebook generated = GeneratedEngines.rulebook(name);
        Position table = Fen.start(rules);
        Position mine = Fen.start(generated);
        long nodes = lockstep(table, mine, 3);
        assertEquals(Perft.perft(table, 3), nodes);
        assertEquals(nodes, Perft.perft(mine, 3));
        assertTrue(nodes > 0, name);
    }

    @ParameterizedTest(name = "{0} depth {2}")
    @MethodSource("fideSuite")
    void fideSuiteCountsAreThePublishedOnes(String name, String fen, int depth, long expected) {
        Rulebook generated = GeneratedEngines.rulebook("fide.variant");
        assertEquals(expected, Perft.perft(Fen.read(generated, fen), depth));
        if (depth == 3) {
            assertEquals(expected, lockstep(Fen.read(Games.rules("fide.variant"), fen),
                    Fen.read(generated, fen), 3));
        }
    }

    /** Random games to 160 plies: captures, promotions, drops, en passant and castling deep in a game. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("definitions")
    void randomGamesAgreeAtEveryPly(String name) {
        VariantRules rules = Games.rules(name);
        Rulebook generated = GeneratedEngines.rulebook(name);
        Random random = new Random(20_261_122L ^ name.hashCode());
        int plies = 0;
        for (int game = 0; game < 12; game++) {
            Position table = Fen.start(rules);
            Position mine = Fen.start(generated);
            for (int ply = 0; ply < 160; ply++) {
                long[] moves = compare(table, mine);
                if (moves.length == 0) {
                    break;
                }
                long move = moves[random.nextInt(moves.length)];
                table.make(move);
                mine.make(move);
                plies++;
            }
        }
        assertTrue(plies > 100, name + ": only " + plies + " plies played");
    }

    /** Army games: the build generates the default pair; another pair's engine, generated here, agrees too. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("definitions")
    void anotherArmyPairAgrees(String name, @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        VariantRules rules = Games.rules(name);
        if (rules.start().armies() == null) {
            return;
        }
        int last = rules.start().armies().armies().size() - 1;
        VariantRules pair = rules.withArmies(last, last / 2);
        String pkg = "org.variantc.generated.pair";
        java.nio.file.Path jar = dir.resolve("pair.jar");
        EngineJar.build(JavaBackend.generate(pair, pkg), pkg, jar);
        Rulebook generated = EngineLoader.rulebook(EngineLoader.load(jar), pair);
        long leaves = lockstep(Fen.start(pair), Fen.start(generated), 3);
        assertEquals(Perft.perft(Fen.start(pair), 3), leaves);
    }

    /** Walks both trees together, comparing every node's moves; returns the leaves. */
    static long lockstep(Position table, Position mine, int depth) {
        long[] moves = compare(table, mine);
        if (depth == 1) {
            return moves.length;
        }
        long leaves = 0;
        for (long m : moves) {
            table.make(m);
            mine.make(m);
            leaves += lockstep(table, mine, depth - 1);
            table.unmake();
            mine.unmake();
        }
        return leaves;
    }

    /**
     * Random games from the start, both engines in step, compared at every ply; the plies played.
     */
    static int randomGamesInStep(VariantRules rules, Rulebook generated, long seed, int games, int maxPlies) {
        java.util.Random random = new java.util.Random(seed);
        int plies = 0;
        for (int game = 0; game < games; game++) {
            Position table = Fen.start(rules);
            Position mine = Fen.start(generated);
            for (int ply = 0; ply < maxPlies; ply++) {
                long[] moves = compare(table, mine);
                if (moves.length == 0) {
                    break;
                }
                long move = moves[random.nextInt(moves.length)];
                table.make(move);
                mine.make(move);
                plies++;
            }
        }
        return plies;
    }

    static long[] compare(Position table, Position mine) {
        assertEquals(Fen.write(table), Fen.write(mine));
        MoveList a = new MoveList();
        MoveList b = new MoveList();
        table.rulebook().generator().generatePseudoLegal(table, a);
        mine.rulebook().generator().generatePseudoLegal(mine, b);
        assertArrayEquals(a.toArray(), b.toArray(), () -> "pseudo-legal moves of " + Fen.write(table));
        long[] legal = table.legalMoves().toArray();
        assertArrayEquals(legal, mine.legalMoves().toArray(), () -> "legal moves of " + Fen.write(table));
        return legal;
    }
}
