package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.moves.NoisyMoves;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.rules.VariantRules;

/**
 * The legal noisy list ({@link Position#generateNoisy}, quiescence's moves) is the legal list
 * with its quiet moves taken out, in its order, by the one definition of a noisy move
 * ({@link NoisyMoves}): in every shipped definition, on the table engine and the generated one,
 * at every ply of random games; and from hand-built FIDE positions where a noisy move is illegal.
 * Beside it, the few legal moves quiescence asks for when no noisy move is legal
 * ({@link Position#generateSomeLegal}) are legal, and none only when the side has none.
 */
class NoisyMovesTest {
    @TempDir
    static Path dir;

    /** Every definition under {@code definitions/}, as a path from there. */
    static Stream<String> definitions() throws IOException {
        Path root = Sources.projectRoot().resolve("definitions");
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(f -> f.toString().endsWith(".variant"))
                    .map(f -> root.relativize(f).toString().replace('\\', '/')).sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("definitions")
    void theNoisyListIsTheLegalListsNoisyMoves(String name) throws Exception {
        VariantRules rules = Games.rules(name);
        Rulebook generated = generated(name, rules);
        NoisyMoves noisy = NoisyMoves.of(rules);
        Random random = new Random(20_261_127L ^ name.hashCode());
        // Fewer and shorter games on the large Shogis, whose lists cost the most: the suite's time.
        boolean large = rules.squares() > 100;
        int games = large ? 2 : 3;
        int maxPlies = large ? 30 : 60;
        int plies = 0;
        for (int game = 0; game < games; game++) {
            Position table = Fen.start(rules);
            Position mine = Fen.start(generated);
            for (int ply = 0; ply < maxPlies; ply++) {
                long[] legal = agree(table, noisy);
                assertArrayEquals(legal, agree(mine, noisy), () -> name + ": legal moves of " + Fen.write(table));
                if (legal.length == 0) {
                    break;
                }
                long move = legal[random.nextInt(legal.length)];
                table.make(move);
                mine.make(move);
                plies++;
            }
        }
        assertTrue(plies > maxPlies / 3, name + ": only " + plies + " plies played");
    }

    /**
     * The build's engine of a top-level definition; the large Shogis' and HaChu's from
     * {@link BuiltEngines}, whose build {@link HaChuGamesTest} shares in the suite (compiling
     * their engines is most of this test's time); else one generated here.
     */
    private static Rulebook generated(String name, VariantRules rules) throws Exception {
        if (!name.contains("/")) {
            return GeneratedEngines.rulebook(name);
        }
        if (name.startsWith("shogi/") || name.startsWith("hachu/")) {
            return BuiltEngines.generated("definitions/" + name);
        }
        String pkg = "org.variantc.generated.noisy." + name.replace(".variant", "").replaceAll("[^a-z0-9]", "_");
        Path jar = dir.resolve(pkg + ".jar");
        EngineJar.build(JavaBackend.generate(rules, pkg), pkg, jar);
        return EngineLoader.rulebook(EngineLoader.load(jar), rules);
    }

    /**
     * A position's noisy list, and its generator's legal moves with the noisy selection asked
     * before legality, against the whole lists filtered; returns the legal list.
     */
    private static long[] agree(Position pos, NoisyMoves noisy) {
        MoveList all = new MoveList();
        pos.generateLegal(all);
        MoveList selected = new MoveList();
        pos.generateNoisy(selected);
        assertArrayEquals(noisyOf(pos, all, noisy), selected.toArray(), () -> "noisy moves of " + Fen.write(pos));
        MoveList generatorAll = new MoveList();
        pos.rulebook().generator().generateLegal(pos, generatorAll);
        MoveList generatorNoisy = new MoveList();
        pos.rulebook().generator().generateLegal(pos, generatorNoisy, noisy);
        assertArrayEquals(noisyOf(pos, generatorAll, noisy), generatorNoisy.toArray(),
                () -> "the generator's noisy moves of " + Fen.write(pos));
        MoveList some = new MoveList();
        pos.generateSomeLegal(some);
        assertEquals(all.size() == 0, some.size() == 0, () -> "some legal moves of " + Fen.write(pos));
        for (long m : some.toArray()) {
            assertTrue(all.contains(m), () -> "a legal move of " + Fen.write(pos) + ": " + MoveNotation.format(pos, m));
        }
        return all.toArray();
    }

    private static long[] noisyOf(Position pos, MoveList moves, NoisyMoves noisy) {
        return java.util.Arrays.stream(moves.toArray()).filter(m -> noisy.keeps(pos, m)).toArray();
    }

    /**
     * White: Ke1, Nd2 pinned by the Bishop on b4 (its capture on f3 is illegal), Rh2, Pa7.
     * Black: Kg8, Rb8, Nf2 guarded by the Bishop on g3 (the King may not take it), Pf3. The
     * noisy legal moves: the Rook takes f2, the Pawn promotes on a8 (no capture) or takes b8.
     */
    @Test
    void aPinnedCapturerAndAGuardedVictimAreLeftOut() {
        String fen = "1r4k1/P7/8/8/1b6/5pb1/3N1n1R/4K3 w - - 0 1";
        List<String> expected = List.of("h2f2", "a7a8q", "a7a8r", "a7a8b", "a7a8n",
                "a7b8q", "a7b8r", "a7b8b", "a7b8n");
        for (Position pos : bothEngines(fen)) {
            List<String> pseudo = written(pos, pseudoLegal(pos));
            assertTrue(pseudo.contains("d2f3") && pseudo.contains("e1f2"), "the illegal captures are generated: " + pseudo);
            MoveList noisy = new MoveList();
            pos.generateNoisy(noisy);
            assertEquals(sorted(expected), sorted(written(pos, noisy)), Fen.write(pos));
        }
    }

    /**
     * In check from the Rook on e8, the only noisy legal move is the Bishop's capture of the
     * checker (the Knight's capture of a Pawn leaves the King in check); quiescence searches the
     * evasions itself, but the noisy list holds the legal noisy moves in check too.
     */
    @Test
    void inCheckOnlyTheCaptureOfTheCheckerIsNoisy() {
        String fen = "4r1k1/8/8/1B6/3p4/8/2N5/4K3 w - - 0 1";
        for (Position pos : bothEngines(fen)) {
            assertTrue(written(pos, pseudoLegal(pos)).contains("c2d4"));
            MoveList noisy = new MoveList();
            pos.generateNoisy(noisy);
            assertEquals(List.of("b5e8"), written(pos, noisy), Fen.write(pos));
        }
    }

    private static List<Position> bothEngines(String fen) {
        return List.of(Fen.read(Games.rules("fide.variant"), fen),
                Fen.read(GeneratedEngines.rulebook("fide.variant"), fen));
    }

    private static MoveList pseudoLegal(Position pos) {
        MoveList out = new MoveList();
        pos.rulebook().generator().generatePseudoLegal(pos, out);
        return out;
    }

    private static List<String> written(Position pos, MoveList moves) {
        List<String> out = new ArrayList<>();
        for (long m : moves.toArray()) {
            out.add(MoveNotation.format(pos, m));
        }
        return out;
    }

    private static List<String> sorted(List<String> moves) {
        return moves.stream().sorted().toList();
    }
}
