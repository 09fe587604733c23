package org.variantc.compiler.exports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.diagnostics.SourceFile;
import org.variantc.compiler.imports.ImportedGame;
import org.variantc.compiler.imports.ini.IniImport;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.Perft;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;

/**
 * Every shipped definition through {@code export --format fsf-ini} and back through our own
 * importer: the game read back plays the same perft as the definition, from the start (depth 3,
 * 2 where the tree is wide) and from a position eight plies in; a refused export names its
 * reason. The counts, and the refusals by reason, are printed and pinned.
 */
class FsfIniRoundTripTest {
    private static final Path DEFINITIONS = Path.of("..", "definitions");

    @Test
    void exportedSectionsImportBackWithTheSamePerft() throws IOException {
        Map<String, String> outcome = new TreeMap<>();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(DEFINITIONS)) {
            files = walk.filter(p -> p.toString().endsWith(".variant")).sorted().toList();
        }
        for (Path file : files) {
            outcome.put(DEFINITIONS.relativize(file).toString(), roundTrip(file));
        }
        Map<String, Integer> first = new TreeMap<>();
        Map<String, Integer> any = new TreeMap<>();
        outcome.values().stream().filter(r -> r.startsWith("REFUSED ")).forEach(r -> {
            List<String> all = List.of(r.substring(8).split("\n")).stream().map(FsfIniRoundTripTest::rule)
                    .distinct().toList();
            first.merge(all.get(0), 1, Integer::sum);
            all.forEach(rule -> any.merge(rule, 1, Integer::sum));
        });
        long equal = outcome.values().stream().filter(r -> r.equals("EQUAL")).count();
        long refused = outcome.values().stream().filter(r -> r.startsWith("REFUSED ")).count();
        List<String> other = outcome.entrySet().stream().filter(e -> !e.getValue().equals("EQUAL")
                && !e.getValue().startsWith("REFUSED ")).map(e -> e.getKey() + ": " + e.getValue()).toList();
        System.out.println("fsf-ini round trip: " + outcome.size() + " definitions; equal " + equal
                + "; export refuses " + refused + "; otherwise " + other.size());
        System.out.println("refusals by first reason:");
        first.forEach((r, n) -> System.out.println("  " + n + "  " + r));
        System.out.println("definitions each reason refuses (a definition may have several):");
        any.forEach((r, n) -> System.out.println("  " + n + "  " + r));
        outcome.forEach((name, result) -> {
            String[] lines = result.split("\n");
            System.out.println("  " + name + ": " + lines[0] + (result.startsWith("REFUSED ") && lines.length > 1
                    ? " (and " + (lines.length - 1) + " more)" : ""));
        });
        assertEquals(List.of(), other);
        assertEquals(EXPORTED, equal);
        assertEquals(REFUSED, refused);
    }

    static final long EXPORTED = 75; // 27 of them definitions/sjaak/; Armageddon (materialCounting), Jeson Mor (flagMove), Chigorin and Sort-of-almost (promotionPieceTypesWhite/Black)
    static final long REFUSED = 122; // Macadamia Shogi (13 x 13, multi-leg moves), HaChu's lion and werewolf chess (definitions/hachu/: multi-leg moves), Cashew Shogi (multi-leg moves), Tenjiku Shogi (burning, range jumping) and Twilight chess (pickups) added; Caissa Britannia among them: royal men that may not pass through check; Elven and Mighty-Lion: Sjaak II's Lion trading;

    /** A reason's rule without what it concerns ("RULE (DETAIL)"), so alike reasons count together. */
    private static String rule(String reason) {
        int open = reason.lastIndexOf(" (");
        return open < 0 || !reason.endsWith(")") ? reason : reason.substring(0, open);
    }

    private static String roundTrip(Path file) throws IOException {
        Compilation original = VariantCompiler.compile(file);
        if (!original.succeeded()) {
            return "REFUSED does not compile alone (an army or a part of another file)";
        }
        FsfIni.Export export = FsfIni.of(original.variant().orElseThrow(), "game", false);
        if (export instanceof FsfIni.Refused refused) {
            return "REFUSED " + String.join("\n", refused.reasons());
        }
        String text = ((FsfIni.Section) export).text();
        IniImport imported = IniImport.read("game.ini", text, "game", false);
        if (!imported.errors().isEmpty()) {
            return "IMPORT ERROR " + imported.errors() + "\n" + text;
        }
        ImportedGame game = imported.games().get(0);
        if (game.refused()) {
            return "IMPORT REFUSED " + game.lost() + "\n" + text;
        }
        Compilation back = VariantCompiler.compile(new SourceFile("back.variant", game.text()));
        if (!back.succeeded()) {
            return "DOES NOT CHECK " + back.report() + "\n" + game.text();
        }
        Position ours = Fen.start(original.rules());
        int depth = Perft.perft(ours, 2) > 3000 ? 2 : 3;
        long theirs = Perft.perft(Fen.start(back.rules()), depth);
        long mine = Perft.perft(ours, depth);
        if (theirs != mine) {
            return "DIFFER at the start, depth " + depth + ": " + mine + " vs " + theirs + "\n" + text;
        }
        String fen = midgame(ours, 8);
        long midTheirs = Perft.perft(Fen.read(back.rules(), fen), 2);
        long midMine = Perft.perft(Fen.read(original.rules(), fen), 2);
        return midTheirs == midMine ? "EQUAL" : "DIFFER at " + fen + ": " + midMine + " vs " + midTheirs + "\n" + text;
    }

    /** The position {@code plies} plies in, each move chosen by a fixed rule among the legal ones. */
    static String midgame(Position pos, int plies) {
        for (int ply = 0; ply < plies; ply++) {
            MoveList moves = pos.legalMoves();
            if (moves.isEmpty()) {
                break;
            }
            pos.make(moves.get((ply * 7 + 3) % moves.size()));
        }
        String fen = Fen.write(pos);
        assertTrue(!fen.isEmpty());
        return fen;
    }
}
