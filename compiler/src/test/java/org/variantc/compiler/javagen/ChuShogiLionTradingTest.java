package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.check.Sources;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.notation.Preparation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.rules.VariantRules;

/**
 * Chu Shogi's Lion-trading rules ({@code lion trading N PO cheap P I}) and its promotion on
 * captures ({@code promote in ranks 9..12 on captures}) from hand-built positions, held to HaChu
 * 0.21's verdict on each case's last move, on both engines (table and generated), whose legal
 * lists must also be equal there. The verdicts come from {@code tools/hachu-reference/liontrade.py}
 * (a fresh {@code /usr/games/hachu} per case: {@code setboard}, then the moves as {@code usermove}):
 * {@code legal}, {@code legal promoted} (HaChu made the move a promotion, also when it was sent
 * without {@code +}: a deferral HaChu does not allow), or HaChu's reason for refusing it.
 */
class ChuShogiLionTradingTest {
    private static final Pattern MAN = Pattern.compile("(\\+?[A-Za-z])([a-l])(\\d+)");

    /**
     * The one verdict the definition does not follow (its comment says so): HaChu turns a Lance's
     * quiet entry onto the last rank sent without {@code +} into a promotion; here it may decline,
     * as the language cannot make a promotion compulsory on one rank of a move that enters the zone
     * only when it comes from outside the zone.
     */
    private static final String LANCE_DECLINES = "Lance enters onto the last rank, declining";

    private static final String CHU = "definitions/shogi/chushogi.variant";
    private static VariantRules rules;
    private static Rulebook generated;

    @BeforeAll
    static void generate() throws Exception {
        rules = BuiltEngines.rules(CHU);
        generated = BuiltEngines.generated(CHU);
    }

    /** One hand-built case: the men (HaChu's letters, Kings on a1 and l12 added), HaChu's move texts, its verdict on the last. */
    private record Case(String name, String men, List<String> moves, String verdict) { }

    private static List<Case> cases() throws IOException {
        List<Case> out = new ArrayList<>();
        for (String line : Files.readAllLines(Sources.projectRoot().resolve("compiler/src/test/resources/reference/hachu/liontrade.txt"))) {
            String[] f = line.split("\t", -1);
            if (f[0].equals("case")) {
                out.add(new Case(f[1], f[2], List.of(f[3].split(" ")), f[4]));
            }
        }
        return out;
    }

    /** The case's position as our FEN, White to move, as HaChu's {@code setboard} of the board alone sets it. */
    private static String fen(String men) {
        String[][] grid = new String[12][12];
        for (String man : ("Ka1 kl12 " + men).split(" ")) {
            Matcher m = MAN.matcher(man);
            assertTrue(m.matches(), man);
            grid[Integer.parseInt(m.group(3)) - 1][m.group(2).charAt(0) - 'a'] = m.group(1);
        }
        List<String> rows = new ArrayList<>();
        for (int r = 11; r >= 0; r--) {
            StringBuilder row = new StringBuilder();
            int empty = 0;
            for (int f = 0; f < 12; f++) {
                if (grid[r][f] == null) {
                    empty++;
                    continue;
                }
                row.append(empty > 0 ? Integer.toString(empty) : "").append(grid[r][f]);
                empty = 0;
            }
            rows.add(row.append(empty > 0 ? Integer.toString(empty) : "").toString());
        }
        return String.join("/", rows) + " w - - 0 1";
    }

    /** Our legal moves written as HaChu writes them. */
    private static List<String> hachuTexts(Position pos) {
        return MoveNotation.legal(pos).stream().map(HaChuGamesTest::hachuText).toList();
    }

    private static Position play(Rulebook book, Case c) {
        Position pos = Fen.read(book, fen(c.men()));
        for (String text : c.moves().subList(0, c.moves().size() - 1)) {
            String found = MoveNotation.legal(pos).stream()
                    .filter(m -> HaChuGamesTest.hachuText(m).equals(text)).findFirst().orElse(null);
            assertNotNull(found, c.name() + ": " + text + " is not ours");
            pos.make(MoveNotation.parse(pos, found));
        }
        return pos;
    }

    @Test
    void bothEnginesPlayHaChusVerdicts() throws IOException {
        List<Case> cases = cases();
        assertEquals(34, cases.size());
        for (Case c : cases) {
            String last = c.moves().get(c.moves().size() - 1);
            List<String> table = MoveNotation.legal(play(Preparation.table(rules), c));
            assertEquals(table, MoveNotation.legal(play(generated, c)), c.name() + ": the engines' legal lists");
            List<String> ours = hachuTexts(play(generated, c));
            String why = c.name() + " (HaChu: " + c.verdict() + ")";
            if (c.name().equals(LANCE_DECLINES)) {
                assertTrue(ours.contains(last) && ours.contains(last + "+"), why);
            } else if (c.verdict().equals("legal") || c.verdict().equals("legal promoted") && last.endsWith("+")) {
                assertTrue(ours.contains(last), why);
            } else if (c.verdict().equals("legal promoted")) {
                assertTrue(!ours.contains(last) && ours.contains(last + "+"), why + ": the promotion alone is ours");
            } else {
                assertFalse(ours.contains(last), why);
            }
        }
    }

    /** The counterstrike lasts one move: the flag the last move set is taken back with it. */
    @Test
    void takingBackTheLionsCaptureLiftsTheBan() throws IOException {
        Case c = cases().stream().filter(k -> k.name().equals("counterstrike")).findFirst().orElseThrow();
        for (Rulebook book : List.of(Preparation.table(rules), generated)) {
            Position pos = play(book, c);
            assertTrue(pos.lionStruck());
            assertFalse(hachuTexts(pos).contains("c10c5"));
            // The ban is part of the position: the hash says it (kept incrementally, equal to one
            // computed afresh), and its FEN's counterstrike field, read back, gives the same position.
            assertEquals(pos.computeHash(), pos.hash());
            assertEquals(BANNED, Fen.write(pos));
            Position read = Fen.read(book, Fen.write(pos));
            assertTrue(read.lionStruck());
            assertEquals(pos.hash(), read.hash());
            assertEquals(BANNED, Fen.write(read));
            pos.unmake();
            assertEquals(pos.computeHash(), pos.hash());
            assertFalse(pos.lionStruck());
            assertEquals(Arrays.asList(true), List.of(hachuTexts(pos).contains("f2f8")));
        }
    }

    /**
     * The position of the {@code counterstrike} case after White's Rook took Black's Lion on f8
     * ({@code f2f8}), written by hand: Black to move, the ban in force by the FEN's counterstrike
     * field. HaChu 0.21 refuses Black's Rook taking White's Lion there ({@code c10c5}: "Counterstrike
     * against Lion", liontrade.txt); HaChu's {@code setboard} sets no ban, so the same board without
     * the field allows it.
     */
    private static final String BANNED = "11k/12/2r9/12/5R6/12/12/2N9/12/12/12/K11 b - - counterstrike 0 1";

    @Test
    void theBanReadFromAFenBarsTheCounterstrike() {
        String free = BANNED.replace(" counterstrike", "");
        for (Rulebook book : List.of(Preparation.table(rules), generated)) {
            Position banned = Fen.read(book, BANNED);
            assertTrue(banned.lionStruck());
            assertFalse(MoveNotation.legal(banned).contains("c10c5"), "the counterstrike, banned");
            assertTrue(MoveNotation.legal(banned).contains("c10c9"), "the Rook's other moves stay");
            assertEquals(BANNED, Fen.write(banned));
            Position open = Fen.read(book, free);
            assertFalse(open.lionStruck());
            assertTrue(MoveNotation.legal(open).contains("c10c5"), "without the field, no ban");
            assertEquals(free, Fen.write(open));
            assertTrue(banned.hash() != open.hash());
            assertEquals(MoveNotation.legal(Fen.read(Preparation.table(rules), BANNED)), MoveNotation.legal(banned),
                    "the engines' legal lists");
        }
    }
}
