package org.variantc.compiler.javagen;

import org.variantc.runtime.notation.Preparation;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.Rulebooks;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.notation.San;
import org.variantc.runtime.notation.StartArrays;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.protocol.Xboard;
import org.variantc.runtime.rules.CastlingMove;
import org.variantc.runtime.rules.VariantRules;

/**
 * Every start array of Chess960 and of Capablanca Random Chess, on both engines, castles both
 * ways for both sides, however far King and Rook go: not at all (King on c1 with the Rook on b1,
 * Rook already on f1), or swapping squares. Each array's castling position is built directly:
 * the first ranks keep only the King and one Rook, so the castling is legal. Each castling is read in
 * UCI's King-takes-Rook form, in SAN and in XBoard's O-O and King-moves forms, and lands King and
 * Rook on the files the rules name (c/g and d/f; c/i and d/h on ten files). XBoard's own session
 * takes {@code usermove O-O} and {@code O-O-O} after a setboard of each such position.
 */
class CastlingEveryArrayTest {
    @TempDir
    static Path dir;

    private static final FamilyEngines ENGINES = FamilyEngines.fairyStockfish("org.variantc.generated.castling");

    @ParameterizedTest
    @ValueSource(strings = {"fischerandom", "caparandom"})
    void everyArrayCastlesBothWaysOnBothEngines(String game) throws Exception {
        Rulebook table = Preparation.table(ENGINES.rules(game));
        Rulebook generated = ENGINES.generated(game, dir);
        StartArrays arrays = new StartArrays(table);
        long started = System.nanoTime();
        int castlings = 0;
        for (int n = 0; n < arrays.count(); n++) {
            for (String fen : CastlingPositions.of(arrays.fen(n))) {
                Position mine = Fen.read(generated, fen);
                long[] moves = GeneratedEnginesTest.compare(Fen.read(table, fen), mine);
                List<Long> castles = new ArrayList<>();
                for (long m : moves) {
                    if (Move.isCastle(m)) {
                        castles.add(m);
                    }
                }
                assertEquals(1, castles.size(), game + " array " + n + ": the castling legal in " + fen);
                for (long m : castles) {
                    castles(Fen.read(table, fen), m, game + " array " + n + " (table)");
                    castles(mine, m, game + " array " + n + " (generated)");
                    castlings++;
                }
            }
        }
        System.out.printf("%s: %d arrays, %d castlings read in every notation on both engines, %d ms%n",
                game, arrays.count(), castlings, (System.nanoTime() - started) / 1_000_000);
        assertEquals(arrays.count() * 4, castlings);
    }

    /** One castling in every spelling, then made: King and Rook where the rules put them. */
    private static void castles(Position pos, long move, String where) {
        VariantRules rules = pos.rules();
        CastlingMove c = pos.book.castlings[Move.index(move)];
        boolean kingSide = rules.fileOf(c.rookFrom()) > rules.fileOf(c.kingFrom());
        int files = rules.files();
        String uci = rules.squareName(c.kingFrom()) + rules.squareName(c.rookFrom());
        String name = kingSide ? "O-O" : "O-O-O";
        String what = where + " " + name + " " + Fen.write(pos);
        assertEquals(uci, MoveNotation.format(pos, move), what);
        assertEquals(move, MoveNotation.parse(pos, uci), what);
        assertTrue(San.format(pos, move).startsWith(name) && !San.format(pos, move).startsWith(name + "-O"), what);
        assertEquals(move, San.parse(pos, name), what);
        assertEquals(move, San.parse(pos, name.replace('O', '0')), what);
        kingMovesForm(pos, move, c, what);
        assertEquals(kingSide ? files - 2 : 2, rules.fileOf(c.kingTo()), what + ": the King's file");
        assertEquals(kingSide ? files - 3 : 3, rules.fileOf(c.rookTo()), what + ": the Rook's file");
        String before = Fen.write(pos);
        pos.make(move);
        assertTrue(rules.pieces().get(pos.typeAt(c.kingTo())).royal(), what + ": the King on " + rules.squareName(c.kingTo()));
        assertEquals("R", rules.pieces().get(pos.typeAt(c.rookTo())).id(), what + ": the Rook on " + rules.squareName(c.rookTo()));
        assertEquals(pos.computeHash(), pos.hash(), what + ": the hash");
        pos.unmake();
        assertEquals(before, Fen.write(pos), what + ": unmade");
    }

    /**
     * XBoard's King-moves form, the King's squares ({@code c1c1} when he stays): the castling,
     * unless the King may also step there plainly, which the form then means.
     */
    private static void kingMovesForm(Position pos, long move, CastlingMove c, String what) {
        String text = pos.rules().squareName(c.kingFrom()) + pos.rules().squareName(c.kingTo());
        long read = MoveNotation.parse(pos, text);
        boolean plainStep = !Move.isCastle(read) && Move.from(read) == c.kingFrom() && Move.to(read) == c.kingTo();
        assertTrue(read == move || plainStep, what + ": " + text + " read as " + MoveNotation.format(pos, read));
    }

    @ParameterizedTest
    @ValueSource(strings = {"fischerandom", "caparandom"})
    void xboardTakesOOAndOOOAfterASetboardOfEveryArray(String game) throws Exception {
        VariantRules rules = ENGINES.rules(game);
        StartArrays arrays = new StartArrays(Preparation.table(rules));
        List<String> lines = new ArrayList<>(List.of("xboard", "protover 2", "force"));
        for (int n = 0; n < arrays.count(); n++) {
            for (String fen : CastlingPositions.of(arrays.fen(n))) {
                // X-FEN: K or Q, the one Rook right or left of the King
                boolean right = fen.indexOf('K') < fen.indexOf('R');
                String xfen = fen.replaceAll(" [A-Za-z]+ - 0 1$", right ? " Kk - 0 1" : " Qq - 0 1");
                lines.addAll(List.of("setboard " + xfen, "usermove " + (right ? "O-O" : "O-O-O")));
            }
        }
        lines.add("quit");
        StringWriter text = new StringWriter();
        new Xboard(Rulebooks.table(), rules, List.of(), new PrintWriter(text, true))
                .run(new BufferedReader(new StringReader(String.join("\n", lines))));
        String out = text.toString();
        assertFalse(out.contains("Illegal"), () -> game + ": " + out.lines().filter(l -> l.contains("Illegal")).limit(5).toList());
        assertFalse(out.contains("Error"), () -> game + ": " + out.lines().filter(l -> l.contains("Error")).limit(5).toList());
    }
}
