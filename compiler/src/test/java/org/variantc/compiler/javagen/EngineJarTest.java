package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.Perft;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.Rulebooks;
import org.variantc.runtime.VariantEngine;
import org.variantc.runtime.protocol.Game;
import org.variantc.runtime.rules.VariantRules;

/** The --jar path: generated source compiled in-process, packed, loaded back and played. */
class EngineJarTest {
    @TempDir
    Path dir;

    @Test
    void fideJarLoadsAndCountsLikeTheTableEngine() throws Exception {
        VariantRules rules = Games.rules("fide.variant");
        String pkg = PackageName.fromFileName("fide.variant");
        Map<String, String> sources = JavaBackend.generate(rules, pkg);
        Path jar = dir.resolve("fide.jar");
        EngineJar.build(sources, pkg, jar);

        VariantEngine engine = EngineLoader.load(jar);
        Rulebook book = EngineLoader.rulebook(engine, rules);
        String kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        assertEquals(97862, Perft.perft(Fen.read(book, kiwipete), 3));
        assertEquals(8902, Perft.perft(Fen.start(book), 3));
    }

    /** Handed to a game, the generated engine is what it plays with: its positions, their copies, the search. */
    @Test
    void aGameHandedTheGeneratedEnginePlaysEveryPositionWithIt() throws Exception {
        VariantRules rules = Games.rules("fide.variant");
        String pkg = "org.variantc.generated.handed";
        Path jar = dir.resolve("handed.jar");
        EngineJar.build(JavaBackend.generate(rules, pkg), pkg, jar);
        Rulebook book = EngineLoader.rulebook(EngineLoader.load(jar), rules);
        Game game = new Game(new Rulebooks(r -> book), rules);
        assertTrue(Fen.start(rules).rulebook() != book);
        assertTrue(game.position().rulebook() == book);
        game.play("e2e4");
        assertTrue(game.copy().rulebook() == book);
        assertEquals(pkg + ".Moves", game.rulebook().generator().getClass().getName());
        game.undo();
        assertEquals(197281, Perft.perft(game.position(), 4));
    }

    @Test
    void aJarOfAnotherVariantIsRefused() throws Exception {
        VariantRules fide = Games.rules("fide.variant");
        String pkg = "org.variantc.generated.other";
        Path jar = dir.resolve("other.jar");
        EngineJar.build(JavaBackend.generate(fide, pkg), pkg, jar);
        VariantEngine engine = EngineLoader.load(jar);
        VariantRules changed = new VariantRules("Other", fide.files(), fide.ranks(), fide.pieces(), fide.startFen(),
                java.util.List.of(), fide.placing().drops(), fide.ending().end());
        EngineLoader.LoadFailure failure = assertThrows(EngineLoader.LoadFailure.class,
                () -> EngineLoader.rulebook(engine, changed));
        assertTrue(failure.getMessage().contains("another definition"), failure.getMessage());
    }

    @Test
    void aFileThatIsNoEngineJarIsRefusedWithAMessage() throws Exception {
        Path notAJar = dir.resolve("nothing.jar");
        java.nio.file.Files.writeString(notAJar, "not a jar");
        EngineLoader.LoadFailure failure = assertThrows(EngineLoader.LoadFailure.class, () -> EngineLoader.load(notAJar));
        assertTrue(failure.getMessage().contains("no generated engine") || failure.getMessage().contains("no engine"),
                failure.getMessage());
    }
}
