package org.variantc.compiler.games;

import org.variantc.runtime.notation.Preparation;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.Rulebooks;
import org.variantc.runtime.position.StartBoard;
import org.variantc.runtime.protocol.Game;
import org.variantc.runtime.rules.VariantRules;

/**
 * The setup is read once, when a {@link Rulebook} is built: its {@link StartBoard} is what
 * reading the start FEN gives, for every shipped definition (Fairy-Stockfish's games too), and
 * every game of the book starts from a copy of it.
 */
class StartReadOnceTest {
    @TestFactory
    Stream<DynamicTest> preparedStartIsTheStartFenRead() {
        return definitions().stream().map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
            VariantRules rules = rules(file);
            Rulebook book = Preparation.table(rules);
            StartBoard start = book.start();
            Position read = Fen.read(book, rules.startFen());
            Position copied = Fen.start(book);
            java.util.BitSet holes = checked(file).setup().holes(); // the checker's reading of the setup
            assertEquals(Fen.write(read), Fen.write(copied));
            assertEquals(read.hash(), copied.hash());
            assertEquals(read.sideToMove(), start.side());
            for (int sq = 0; sq < rules.squares(); sq++) {
                assertEquals(read.isWall(sq), start.holes()[sq], rules.squareName(sq));
                assertEquals(holes.get(sq), start.holes()[sq], rules.squareName(sq));
                assertEquals(read.typeAt(sq), copied.typeAt(sq), rules.squareName(sq));
                assertEquals(read.sideAt(sq), copied.sideAt(sq), rules.squareName(sq));
                assertEquals(read.isVirgin(sq), copied.isVirgin(sq), rules.squareName(sq));
                assertEquals(read.isPromoted(sq), copied.isPromoted(sq), rules.squareName(sq));
                assertEquals(read.typeAt(sq) < 0 ? 0 : 1, start.men()[sq] == 0 ? 0 : 1, rules.squareName(sq));
            }
            for (int side = 0; side < 2; side++) {
                for (int t = 0; t < rules.pieces().size(); t++) {
                    assertEquals(read.handCount(side, t), start.hand()[side][t]);
                    assertEquals(read.pieceCount(side, t), copied.pieceCount(side, t));
                }
            }
            assertEquals(legal(read), legal(copied));
            // The compiler writes the start's board, side and castling field as the runtime writes them.
            String[] written = rules.startFen().split(" ");
            String[] runtime = Fen.write(copied).split(" ");
            assertEquals(List.of(written).subList(0, 3), List.of(runtime).subList(0, 3));
        }));
    }

    @Test
    void gamesOfOneRulebookShareItsStart() throws IOException {
        VariantRules rules = rules(Sources.definition("chess-and-a-half.variant"));
        Rulebooks books = Rulebooks.table();
        Game first = new Game(books, rules);
        Game second = new Game(books, rules);
        assertSame(first.rulebook(), second.rulebook());
        StartBoard start = first.rulebook().start();
        assertSame(start, second.rulebook().start());
        assertNotSame(first.position(), second.position());
        int[] before = start.board().clone();
        first.play(first.position().legalMoves().get(0));
        // A move in one game changes neither the other game nor the start both were copied from.
        start.board()[0] = 0; // a copy: the start cannot be written through its accessors
        assertArrayEquals(before, start.board());
        assertEquals(Fen.write(Fen.read(first.rulebook(), rules.startFen())), Fen.write(second.position()));
        assertFalse(Fen.write(first.position()).equals(Fen.write(second.position())));
        second.reset();
        assertSame(start, second.rulebook().start());
        assertEquals(Fen.write(Fen.start(second.rulebook())), Fen.write(second.position()));
    }

    private static List<String> legal(Position pos) {
        MoveList moves = new MoveList();
        pos.generateLegal(moves);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            out.add(org.variantc.runtime.notation.MoveNotation.format(pos, moves.get(i)));
        }
        return out;
    }

    private static VariantRules rules(Path file) throws IOException {
        Compilation c = VariantCompiler.compile(file);
        assertEquals("", c.report());
        return c.rules();
    }

    private static org.variantc.compiler.model.Variant checked(Path file) throws IOException {
        return VariantCompiler.compile(file).variant().orElseThrow();
    }

    /** {@code definitions/*.variant} and {@code definitions/fairy-stockfish/*.variant}. */
    private static List<Path> definitions() {
        List<Path> all = new ArrayList<>(Sources.shippedDefinitions());
        try (Stream<Path> files = Files.list(Sources.projectRoot().resolve("definitions/fairy-stockfish"))) {
            files.filter(p -> p.toString().endsWith(".variant")).sorted().forEach(all::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        assertTrue(all.size() > 100, "shipped definitions: " + all.size());
        return all;
    }
}
