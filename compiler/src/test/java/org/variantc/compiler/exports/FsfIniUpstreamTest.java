package org.variantc.compiler.exports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.diagnostics.SourceFile;
import org.variantc.compiler.imports.ImportedGame;
import org.variantc.compiler.imports.ini.IniImport;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.Perft;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.rules.VariantRules;

/**
 * The exported ini played by the real Fairy-Stockfish: {@code exports/fsf-export-perft.txt} holds
 * the perft upstream Fairy-Stockfish c19b5f6c counted on {@code exports/fsf-export.ini} (every
 * shipped definition the export takes, as section vcNAME), from the start and from a midgame
 * position of its own choosing; both files are written by {@code tools/fsf-export-reference.py},
 * whose command and engine commit head the figures. This test needs no Fairy-Stockfish: it checks
 * that today's export still writes each section of that ini, and that the definition, and the
 * section read back by our importer, count the same perft.
 */
class FsfIniUpstreamTest {
    private static final Path DEFINITIONS = Path.of("..", "definitions");

    @Test
    void ourPerftEqualsFairyStockfishsOnTheExportedIni() throws IOException {
        String ini = resource("fsf-export.ini");
        Map<String, List<String[]>> byDefinition = new LinkedHashMap<>();
        for (String line : resource("fsf-export-perft.txt").split("\n")) {
            if (!line.startsWith("#") && !line.isBlank()) {
                String[] row = line.split("\t");
                byDefinition.computeIfAbsent(row[0], k -> new ArrayList<>()).add(row);
            }
        }
        int positions = 0;
        for (var entry : byDefinition.entrySet()) {
            String section = entry.getValue().get(0)[1];
            Compilation original = VariantCompiler.compile(DEFINITIONS.resolve(entry.getKey()));
            assertTrue(original.succeeded(), original.report());
            FsfIni.Export export = FsfIni.of(original.variant().orElseThrow(), section, false);
            assertTrue(export instanceof FsfIni.Section, entry.getKey() + ": " + export);
            assertTrue(ini.contains(((FsfIni.Section) export).text()), entry.getKey()
                    + ": the export no longer writes the section Fairy-Stockfish counted; run tools/fsf-export-reference.py");
            VariantRules back = imported(ini, section);
            for (String[] row : entry.getValue()) {
                int depth = Integer.parseInt(row[2]);
                long fsf = Long.parseLong(row[4]);
                assertEquals(fsf, perft(original.rules(), row[3], depth), entry.getKey() + " " + row[3]);
                assertEquals(fsf, perft(back, row[3], depth), section + " read back, " + row[3]);
                positions++;
            }
        }
        System.out.println("fsf-ini against Fairy-Stockfish c19b5f6c: " + byDefinition.size() + " definitions, "
                + positions + " positions, all equal");
        assertTrue(byDefinition.size() >= 30, "the sample: " + byDefinition.size());
    }

    private static VariantRules imported(String ini, String section) {
        IniImport read = IniImport.read("fsf-export.ini", ini, section, false);
        assertTrue(read.errors().isEmpty(), read.errors().toString());
        ImportedGame game = read.games().get(0);
        assertTrue(game.lost().isEmpty(), section + ": " + game.lost());
        Compilation compiled = VariantCompiler.compile(new SourceFile(section + ".variant", game.text()));
        assertTrue(compiled.succeeded(), compiled.report());
        return compiled.rules();
    }

    private static long perft(VariantRules rules, String fen, int depth) {
        return Perft.perft(fen.equals("startpos") ? Fen.start(rules) : Fen.read(rules, ours(fen)), depth);
    }

    /**
     * Fairy-Stockfish's FEN as ours reads it: after a custom piece's double step it writes two
     * squares in the en-passant field even where no piece takes en passant (Georgian: {@code d5d6}
     * after ...d7-d5), which changes no count; ours, whose Pawn there makes no en-passant square,
     * reads {@code -}.
     */
    static String ours(String fen) {
        String[] fields = fen.split(" ");
        if (fields.length > 3 && fields[3].matches("([a-z][0-9]+){2,}")) {
            fields[3] = "-";
        }
        return String.join(" ", fields);
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = FsfIniUpstreamTest.class.getResourceAsStream("/exports/" + name)) {
            assertFalse(in == null, name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
