package org.variantc.compiler.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.diagnostics.SourceFile;
import org.variantc.compiler.html.InteractiveDiagram;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.Perft;
import org.variantc.runtime.notation.Fen;

/**
 * Every shipped definition through the Interactive Diagram export without {@code --lossy}: every
 * block it writes imports back to a game with the same perft (depth 2 from the start) as the
 * definition, or, where it keeps men to squares through the script's BadZone hook, is refused by
 * the import naming it; every definition it does not write is refused with the rules named. A block
 * written with {@code --lossy} names what it leaves out; those are counted apart. The counts are
 * pinned so a change in either direction shows.
 */
class DiagramRoundTripTest {
    private static final Path DEFINITIONS = Path.of("..", "definitions");

    @Test
    void everyBlockWrittenImportsBackWithTheSamePerft() throws IOException {
        Map<String, String> outcome = new TreeMap<>();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(DEFINITIONS)) {
            files = walk.filter(p -> p.toString().endsWith(".variant")).sorted().toList();
        }
        for (Path file : files) {
            outcome.put(DEFINITIONS.relativize(file).toString(), roundTrip(file));
        }
        List<String> wrong = new ArrayList<>();
        outcome.forEach((name, result) -> {
            if (!result.equals("EQUAL") && !result.equals("ZONED") && !result.startsWith("REFUSED") && !result.startsWith("NO EXPORT")) {
                wrong.add(name + " " + result);
            }
        });
        long equal = outcome.values().stream().filter(r -> r.equals("EQUAL")).count();
        long refused = outcome.values().stream().filter(r -> r.startsWith("REFUSED")).count();
        long noBoard = outcome.values().stream().filter(r -> r.startsWith("NO EXPORT")).count();
        long zoned = outcome.values().stream().filter(r -> r.equals("ZONED")).count();
        System.out.println("diagram round trip: " + outcome.size() + " definitions; written and equal " + equal
                + "; written with a BadZone script, which the import refuses to drop " + zoned
                + "; written and not equal " + wrong.size() + "; refused by the export, rules named " + refused
                + "; not exported even with --lossy (a start it cannot draw) " + noBoard);
        Map<String, Integer> reasons = new TreeMap<>();
        outcome.values().stream().filter(r -> r.startsWith("REFUSED ")).forEach(r -> reasons.merge(kind(r.substring(8)), 1,
                Integer::sum));
        reasons.forEach((r, n) -> System.out.println("  refused " + n + ", first reason: " + r));
        Map<String, Integer> noBoardReasons = new TreeMap<>();
        outcome.values().stream().filter(r -> r.startsWith("NO EXPORT")).forEach(r -> noBoardReasons.merge(kind(r.substring(9).trim()), 1,
                Integer::sum));
        noBoardReasons.forEach((r, n) -> System.out.println("  not exported " + n + ", first reason: " + r));
        outcome.forEach((name, result) -> System.out.println("  " + name + ": " + result));
        assertEquals(List.of(), wrong);
        assertEquals(EQUAL, equal);
        assertEquals(ZONED, zoned);
        assertEquals(REFUSED, refused);
        assertEquals(NO_BOARD, noBoard);
    }

    @Test
    void aLossyBlockNamesWhatItLeavesOutAndImportsBack() throws IOException {
        for (String name : List.of("fairy-stockfish/xiangqi.variant", "fairy-stockfish/fischerandom.variant",
                "fairy-stockfish/coregal.variant", "augmented-chess.variant", "fairy-stockfish/antichess.variant")) {
            Compilation original = VariantCompiler.compile(DEFINITIONS.resolve(name));
            InteractiveDiagram.Block block = (InteractiveDiagram.Block) InteractiveDiagram.of(original.variant().orElseThrow(), true);
            assertTrue(!block.lost().isEmpty(), name);
            assertTrue(block.text().contains("Not stated in this block (a lossy export), so it plays another game"), block.text());
            Imports imported = Imports.read("block.html", block.text(), null, true);
            assertEquals(List.of(), imported.errors(), name);
            if (!name.contains("antichess")) {   // the diagram states no way to win without a royal piece
                Compilation back = VariantCompiler.compile(new SourceFile("back.variant", imported.games().get(0).text()));
                assertTrue(back.succeeded(), name + ": " + back.report());
            }
        }
    }

    static final long EQUAL = 43; // Great Shatranj left: its promotion only to men lost
    static final long ZONED = 2;
    static final long REFUSED = 76; // HaChu's lion and werewolf chess (definitions/hachu/: no royal piece), Great Shatranj, Caissa Britannia, Cylinder Chess, Mighty-Lion (Sjaak II's Lion trading) added
    static final long NO_BOARD = 76; // Legan twice, Wolf, Dai, Wa, Cashew, Macadamia and Tenjiku Shogi, Elven (its armies turned, not mirrored), Twilight chess (pickups) added

    /** The first reason without the piece's name, squares, numbers and "and n more", to count reasons of a kind together. */
    private static String kind(String reason) {
        return reason.replaceAll(" \\(and \\d+ more\\)$", "").replaceAll("^[A-Z][^:;]*: ", "PIECE: ")
                .replaceAll("\\b[a-z]\\d+\\b", "SQ").replaceAll("\\d+", "N");
    }

    private static String roundTrip(Path file) throws IOException {
        Compilation original = VariantCompiler.compile(file);
        if (!original.succeeded()) {
            return "NO EXPORT (does not compile alone)";
        }
        InteractiveDiagram.Export export = InteractiveDiagram.of(original.variant().orElseThrow(), false);
        if (export instanceof InteractiveDiagram.Unsupported unsupported) {
            boolean drawn = InteractiveDiagram.of(original.variant().orElseThrow(), true) instanceof InteractiveDiagram.Block;
            List<String> reasons = unsupported.reasons();
            return (drawn ? "REFUSED " : "NO EXPORT ") + reasons.get(0) + (reasons.size() > 1 ? " (and " + (reasons.size() - 1)
                    + " more)" : "");
        }
        InteractiveDiagram.Block block = (InteractiveDiagram.Block) export;
        Imports imported = Imports.read("block.html", block.text(), null, false);
        if (block.text().contains("function BadZone(")) {
            // The diagram keeps those men to their squares through the script; the import reads no
            // script, so it must refuse the block naming BadZone rather than drop the restriction.
            ImportedGame game = imported.games().get(0);
            return game.refused() && game.lost().stream().anyMatch(p -> p.message().contains("BadZone")) ? "ZONED"
                    : "ZONED BUT IMPORTED WITHOUT IT";
        }
        if (!imported.errors().isEmpty()) {
            return "IMPORT REFUSED " + imported.errors().get(0).message();
        }
        ImportedGame game = imported.games().get(0);
        if (game.refused()) {
            return "IMPORT REFUSED " + game.lost().get(0).message();
        }
        Compilation back = VariantCompiler.compile(new SourceFile("back.variant", game.text()));
        if (!back.succeeded()) {
            return "IMPORT DOES NOT CHECK " + back.report();
        }
        long theirs = Perft.perft(Fen.start(original.rules()), 2);
        long ours = Perft.perft(Fen.start(back.rules()), 2);
        return theirs == ours ? "EQUAL" : "DIFFER " + theirs + " vs " + ours;
    }
}
