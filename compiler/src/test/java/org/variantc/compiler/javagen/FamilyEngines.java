package org.variantc.compiler.javagen;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.Fen;
import org.variantc.runtime.Position;
import org.variantc.runtime.Rulebook;
import org.variantc.runtime.rules.VariantRules;

/**
 * The generated engines of one family of games, each built once into a jar and loaded, and the
 * two comparisons every family's engine test makes with the table engine: the start tree in
 * lockstep, and random games compared at every ply.
 */
final class FamilyEngines {
    private final String packagePrefix;
    private final Function<String, String> definition;
    private final Map<String, Rulebook> engines = new HashMap<>();

    /** @param definition the game's definition under {@code definitions/} */
    FamilyEngines(String packagePrefix, Function<String, String> definition) {
        this.packagePrefix = packagePrefix;
        this.definition = definition;
    }

    VariantRules rules(String game) {
        return Games.rules(definition.apply(game));
    }

    /** The game's generated engine, built into {@code dir} on first use. */
    synchronized Rulebook generated(String game, Path dir) throws Exception {
        Rulebook book = engines.get(game);
        if (book == null) {
            VariantRules rules = rules(game);
            String pkg = packagePrefix + "." + game.replace('-', '_');
            Path jar = dir.resolve(game + ".jar");
            EngineJar.build(JavaBackend.generate(rules, pkg), pkg, jar);
            book = EngineLoader.rulebook(EngineLoader.load(jar), rules);
            engines.put(game, book);
        }
        return book;
    }

    /** Leaves of the start tree to {@code depth}, the two engines compared at every node. */
    long startTreeInLockstep(String game, Path dir, int depth) throws Exception {
        return GeneratedEnginesTest.lockstep(Fen.start(rules(game)), Fen.start(generated(game, dir)), depth);
    }

    /** Plies of {@code games} seeded random games of at most 300 plies, compared at every ply. */
    int randomPliesCompared(String game, Path dir, int games) throws Exception {
        VariantRules rules = rules(game);
        Rulebook mine = generated(game, dir);
        Random random = new Random(2026_11_23L ^ game.hashCode());
        int plies = 0;
        for (int g = 0; g < games; g++) {
            Position table = Fen.start(rules);
            Position other = Fen.start(mine);
            for (int ply = 0; ply < 300; ply++) {
                long[] moves = GeneratedEnginesTest.compare(table, other);
                if (moves.length == 0) {
                    break;
                }
                long move = moves[random.nextInt(moves.length)];
                table.make(move);
                other.make(move);
                plies++;
            }
        }
        return plies;
    }
}
