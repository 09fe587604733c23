package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.rules.VariantRules;

/**
 * The generated engines of one family of games, each built once into a jar and loaded, and the
 * two comparisons every family's engine test makes with the table engine: trees in lockstep, and
 * random games compared at every ply.
 */
final class FamilyEngines {
    private final String packagePrefix;
    private final Function<String, String> definition;
    private final Map<String, VariantRules> rules = new HashMap<>();
    private final Map<String, Rulebook> engines = new HashMap<>();

    /** What a family's test checks before each move of a random game, on both engines. */
    @FunctionalInterface
    interface PlyCheck {
        PlyCheck NONE = (table, mine, move) -> { };

        void before(Position table, Position mine, long move);

        /** Making the move keeps the hash right, unmaking it restores the position and the hash exactly. */
        static PlyCheck unmakeRestores(String game) {
            return (table, mine, move) -> {
                String before = Fen.write(table);
                long hash = table.hash();
                table.make(move);
                assertEquals(table.computeHash(), table.hash(), () -> game + " hash after " + table);
                table.unmake();
                assertEquals(before, Fen.write(table), () -> game + ": unmake restores the position");
                assertEquals(hash, table.hash(), () -> game + ": unmake restores the hash");
            };
        }
    }

    /** How far random games went: plies played, and games that ended (no legal move) before the ply limit. */
    record Walk(int plies, int ended) {
    }

    /** @param definition the game's definition under {@code definitions/} */
    FamilyEngines(String packagePrefix, Function<String, String> definition) {
        this.packagePrefix = packagePrefix;
        this.definition = definition;
    }

    /** The games of {@code definitions/fairy-stockfish/}. */
    static FamilyEngines fairyStockfish(String packagePrefix) {
        return new FamilyEngines(packagePrefix, game -> "fairy-stockfish/" + game + ".variant");
    }

    /** The game's rules, compiled once. */
    synchronized VariantRules rules(String game) {
        return rules.computeIfAbsent(game, g -> Games.rules(definition.apply(g)));
    }

    /** The game's generated engine, built into {@code dir} on first use. */
    synchronized Rulebook generated(String game, Path dir) throws Exception {
        Rulebook book = engines.get(game);
        if (book == null) {
            VariantRules rules = rules(game);
            String pkg = packagePrefix + "." + packageName(game);
            Path jar = dir.resolve(game + ".jar");
            EngineJar.build(JavaBackend.generate(rules, pkg), pkg, jar);
            book = EngineLoader.rulebook(EngineLoader.load(jar), rules);
            engines.put(game, book);
        }
        return book;
    }

    /** A Java package name for a game's name ("3check", "ai-wok"). */
    private static String packageName(String game) {
        String name = game.replaceAll("[^A-Za-z0-9]", "_");
        return Character.isDigit(name.charAt(0)) ? "v" + name : name;
    }

    /** The position on the table engine; {@code fen} null for the start. */
    Position table(String game, String fen) {
        return fen == null ? Fen.start(rules(game)) : Fen.read(rules(game), fen);
    }

    /** The position on the generated engine; {@code fen} null for the start. */
    Position generated(String game, String fen, Path dir) throws Exception {
        Rulebook book = generated(game, dir);
        return fen == null ? Fen.start(book) : Fen.read(book, fen);
    }

    /** Leaves of the start tree to {@code depth}, the two engines compared at every node. */
    long startTreeInLockstep(String game, Path dir, int depth) throws Exception {
        return lockstep(game, null, dir, depth);
    }

    /** Leaves of the tree from {@code fen} (null: the start) to {@code depth}, compared at every node. */
    long lockstep(String game, String fen, Path dir, int depth) throws Exception {
        return GeneratedEnginesTest.lockstep(table(game, fen), generated(game, fen, dir), depth);
    }

    /** Plies of {@code games} seeded random games of at most 300 plies, compared at every ply. */
    int randomPliesCompared(String game, Path dir, int games) throws Exception {
        return randomGames(game, dir, games, 300, new Random(2026_11_23L ^ game.hashCode()), PlyCheck.NONE).plies();
    }

    /**
     * Random games from the start: at every ply both engines' moves are compared and {@code check}
     * runs before the move; after it, both hashes must be equal and the incremental one right.
     */
    Walk randomGames(String game, Path dir, int games, int maxPlies, Random random, PlyCheck check) throws Exception {
        int plies = 0;
        int ended = 0;
        for (int g = 0; g < games; g++) {
            Position table = table(game, null);
            Position mine = generated(game, null, dir);
            for (int ply = 0; ply < maxPlies; ply++) {
                long[] moves = GeneratedEnginesTest.compare(table, mine);
                if (moves.length == 0) {
                    ended++;
                    break;
                }
                long move = moves[random.nextInt(moves.length)];
                check.before(table, mine, move);
                table.make(move);
                mine.make(move);
                assertEquals(table.hash(), mine.hash(), () -> game + ": the engines' hashes after " + Fen.write(table));
                assertEquals(table.computeHash(), table.hash(), () -> game + ": the hash after " + Fen.write(table));
                plies++;
            }
        }
        return new Walk(plies, ended);
    }
}
