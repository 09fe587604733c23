package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.cli.MainAccess;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;

/**
 * The protocols' variant catalogue, in real sessions of the command line: {@code uci} offers the
 * definitions beside its file (and in {@code fairy-stockfish/}) by file stem in the
 * {@code UCI_Variant} combo and switches to them; XBoard's {@code variant} takes its own names
 * ({@code normal} for FIDE chess, the rest as the file stems, FS's names); unknown names and
 * definitions that do not compile get a message, never a stack trace, and the session goes on.
 */
class VariantCatalogueSessionTest {
    private static final String BROKEN = "variant \"Broken\" {\n}\nboard 0 x 8\n";

    /** A directory like definitions/: three shipped games, one FS-named game and a broken one in fairy-stockfish/. */
    private static Path catalogue(Path dir) throws Exception {
        for (String name : List.of("halfgi.variant", "fide.variant", "chess-and-a-half.variant")) {
            Files.copy(Sources.definition(name), dir.resolve(name));
        }
        Files.createDirectories(dir.resolve("fairy-stockfish"));
        Files.copy(Sources.definition("crazyhouse.variant"), dir.resolve("fairy-stockfish/crazyhouse.variant"));
        Files.writeString(dir.resolve("fairy-stockfish/broken.variant"), BROKEN);
        return dir.resolve("halfgi.variant");
    }

    @Test
    void uciOffersEveryShippedDefinitionByFileStem() {
        String out = MainAccess.run("uci\nquit\n", "uci", Sources.definition("fide.variant").toString());
        Matcher combo = Pattern.compile("option name UCI_Variant type combo default (\\S+)((?: var \\S+)+)").matcher(out);
        assertTrue(combo.find(), out);
        List<String> offered = List.of(combo.group(2).trim().replace("var ", "").split(" "));
        for (String shipped : Sources.shippedNames()) {
            String stem = shipped.replace(".variant", "");
            assertTrue(offered.contains(stem), stem + " not offered: " + combo.group());
        }
        Path fairy = Sources.projectRoot().resolve("definitions/fairy-stockfish");
        if (Files.isDirectory(fairy)) {
            for (String file : fairy.toFile().list((d, n) -> n.endsWith(".variant"))) {
                assertTrue(offered.contains(file.replace(".variant", "")), file + " not offered: " + combo.group());
            }
        }
        assertTrue(offered.contains(combo.group(1)), "the default is among the vars: " + combo.group());
    }

    @Test
    void uciSwitchesVariantsAndRefusesUnknownOnesWithAMessage(@TempDir Path dir) throws Exception {
        Path halfgi = catalogue(dir);
        String out = MainAccess.run(String.join("\n", "uci",
                "setoption name UCI_Variant value crazyhouse", "isready",
                "position startpos moves e2e4 d7d5 e4d5 d8d5", "d",
                "setoption name UCI_Variant value atomic",
                "setoption name UCI_Variant value broken",
                "isready", "go depth 2",
                "setoption name UCI_Variant value chess-and-a-half", "position startpos moves b1d5", "d", "quit", ""),
                "uci", halfgi.toString());
        assertTrue(out.contains(" var crazyhouse") && out.contains(" var broken") && out.contains(" var fide"), out);
        // the FEN the session reports is the one the table engine reaches by the same moves in Crazyhouse
        Position crazyhouse = Fen.start(Games.rules("crazyhouse.variant"));
        for (String move : List.of("e2e4", "d7d5", "e4d5", "d8d5")) {
            crazyhouse.make(MoveNotation.parse(crazyhouse, move));
        }
        assertTrue(out.contains("info string fen " + Fen.write(crazyhouse) + "\n"), "Crazyhouse FEN with a Pawn in hand:\n" + out);
        assertTrue(out.contains("info string unknown variant 'atomic'; this engine offers "), out);
        assertTrue(out.contains("info string cannot play broken: ") && out.contains("broken.variant: 3 errors"), out);
        assertEquals(2, out.lines().filter(l -> l.equals("readyok")).count(), out);
        assertTrue(out.contains("bestmove "), "the session goes on in Crazyhouse after the refusals: " + out);
        Position half = Fen.start(Games.rules("chess-and-a-half.variant"));
        half.make(MoveNotation.parse(half, "b1d5"));
        assertTrue(out.contains("info string fen " + Fen.write(half) + "\n"), "the Knight's double leap of Chess and a Half: " + out);
        assertFalse(out.contains("Exception") || out.contains("\tat "), out);
    }

    @Test
    void xboardTakesItsOwnNamesWhereADefinitionHasThem(@TempDir Path dir) throws Exception {
        Path halfgi = catalogue(dir);
        String out = MainAccess.run(String.join("\n", "xboard", "protover 2",
                "new", "variant crazyhouse", "force", "usermove e2e4", "usermove d7d5", "usermove e4d5", "ping 1",
                "new", "variant normal", "force", "usermove e2e4", "ping 2",
                "new", "variant atomic", "ping 3",
                "new", "variant broken", "ping 4",
                "new", "variant chess-and-a-half", "force", "usermove b1d5", "ping 5", "quit", ""),
                "xboard", halfgi.toString());
        Matcher variants = Pattern.compile("variants=\"([^\"]+)\"").matcher(out);
        assertTrue(variants.find(), out);
        List<String> names = List.of(variants.group(1).split(","));
        assertEquals("halfgi", names.get(0), "the started game first: " + names);
        assertTrue(names.containsAll(List.of("normal", "crazyhouse", "chess-and-a-half", "broken")), names.toString());
        assertFalse(names.contains("fide"), "FIDE chess goes by XBoard's name normal: " + names);
        String crazyhouse = between(out, "", "pong 1");
        assertTrue(crazyhouse.contains("setup (") && crazyhouse.contains("8x8+5_fairy"), "Crazyhouse described with holdings:\n" + crazyhouse);
        String normal = between(out, "pong 1", "pong 2");
        assertFalse(normal.contains("setup") || normal.contains("Illegal") || normal.contains("Error"), "XBoard knows normal:\n" + normal);
        String atomic = between(out, "pong 2", "pong 3");
        assertTrue(atomic.contains("Error (unknown variant): atomic") && atomic.contains("tellusererror unknown variant 'atomic'"), atomic);
        String broken = between(out, "pong 3", "pong 4");
        assertTrue(broken.contains("Error (unknown variant): broken") && broken.contains("tellusererror cannot play broken: "), broken);
        String half = between(out, "pong 4", "pong 5");
        assertTrue(half.contains("12x12+0_fairy") && !half.contains("Illegal"), "Chess and a Half, its Knight's double leap taken:\n" + half);
        assertFalse(out.contains("Illegal move") || out.contains("Exception") || out.contains("\tat "), out);
    }

    private static String between(String out, String from, String to) {
        int start = out.indexOf(from);
        int end = out.indexOf(to, start);
        assertTrue(start >= 0 && end >= 0, "no '" + to + "' after '" + from + "':\n" + out);
        return out.substring(start, end);
    }
}
