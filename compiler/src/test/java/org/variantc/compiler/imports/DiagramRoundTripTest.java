package org.variantc.compiler.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
 * Every shipped definition the Interactive Diagram export takes: its block imported back plays
 * the same perft (depth 2 from the start) as the definition, unless the export's own comment
 * lists a move the diagram shows otherwise or a rule of the men's moves it does not apply
 * (lossy), or the import refuses a named feature; none differs silently. The counts are pinned
 * so a change in either direction shows.
 */
class DiagramRoundTripTest {
    private static final Path DEFINITIONS = Path.of("..", "definitions");

    @Test
    void exportedBlocksImportBackWithTheSamePerft() throws IOException {
        Map<String, String> outcome = new TreeMap<>();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(DEFINITIONS)) {
            files = walk.filter(p -> p.toString().endsWith(".variant")).sorted().toList();
        }
        for (Path file : files) {
            outcome.put(DEFINITIONS.relativize(file).toString(), roundTrip(file));
        }
        List<String> differ = new ArrayList<>();
        outcome.forEach((name, result) -> {
            if (result.startsWith("DIFFER")) {
                differ.add(name + " " + result);
            }
        });
        long equal = outcome.values().stream().filter(r -> r.equals("EQUAL")).count();
        long exportRefused = outcome.values().stream().filter(r -> r.startsWith("NO EXPORT")).count();
        long importRefused = outcome.values().stream().filter(r -> r.startsWith("REFUSED")).count();
        long lossy = outcome.values().stream().filter(r -> r.startsWith("LOSSY")).count();
        System.out.println("diagram round trip: " + outcome.size() + " definitions; equal " + equal
                + "; lossy (perft differs, and the block's comment lists the moves or rules it does not show) " + lossy
                + "; differs silently " + differ.size() + "; export refuses " + exportRefused
                + "; import refuses " + importRefused);
        Map<String, Integer> reasons = new TreeMap<>();
        outcome.values().stream().filter(r -> r.startsWith("REFUSED ")).forEach(r -> reasons.merge(r.substring(8)
                .replaceAll("'[^']*'", "'…'"), 1, Integer::sum));
        reasons.forEach((r, n) -> System.out.println("  import refuses " + n + ": " + r));
        outcome.forEach((name, result) -> System.out.println("  " + name + ": " + result));
        // A block that plays another game says so in its comment (a move it does not show, a zone,
        // passing); none differs without saying it.
        assertEquals(List.of(), differ);
        assertEquals(EQUAL, equal);
        assertEquals(LOSSY, lossy);
        assertEquals(EXPORT_REFUSED, exportRefused);
        assertEquals(IMPORT_REFUSED, importRefused);
    }

    static final long EQUAL = 89; // 34 of them definitions/sjaak/
    static final long LOSSY = 7;
    static final long EXPORT_REFUSED = 63; // shogi/chushogi among them: its start is turned half round, not mirrored
    static final long IMPORT_REFUSED = 17;

    private static String roundTrip(Path file) throws IOException {
        Compilation original = VariantCompiler.compile(file);
        if (!original.succeeded()) {
            return "NO EXPORT (does not compile alone)";
        }
        if (!(InteractiveDiagram.of(original.variant().orElseThrow()) instanceof InteractiveDiagram.Block block)) {
            return "NO EXPORT";
        }
        Imports imported = Imports.read("block.html", block.text(), null, false);
        if (!imported.errors().isEmpty()) {
            return "REFUSED " + imported.errors().get(0).message();
        }
        ImportedGame game = imported.games().get(0);
        if (game.refused()) {
            return "REFUSED " + game.lost().get(0).message();
        }
        Compilation back = VariantCompiler.compile(new SourceFile("back.variant", game.text()));
        long theirs = Perft.perft(Fen.start(original.rules()), 2);
        long ours = Perft.perft(Fen.start(back.rules()), 2);
        if (theirs == ours) {
            return "EQUAL";
        }
        List<String> listed = block.unenforced().stream().filter(u -> u.contains("the diagram")
                || u.contains("may pass its turn")).toList();
        return (listed.isEmpty() ? "DIFFER " : "LOSSY ") + theirs + " vs " + ours + " " + listed;
    }
}
