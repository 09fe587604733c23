package org.variantc.compiler.games;

import org.variantc.runtime.notation.Preparation;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.notation.StartArrays;
import org.variantc.runtime.rules.VariantRules;

/**
 * The start arrays of Chess960 and Capablanca Random Chess: Scharnagl's Chess960 numbers (#518
 * the FIDE array, #0 BBQNNRKR, and the arrays the Fairy-Stockfish reference was made from:
 * {@code tools/fairy-reference/collect.py} numbers them the same way), every number a different
 * array, and random arrays that keep the rules, checked here by hand from the letters.
 */
class StartArraysTest {
    private static final VariantRules CHESS960 = Games.rules("fairy-stockfish/fischerandom.variant");
    private static final VariantRules CRC = Games.rules("fairy-stockfish/caparandom.variant");
    private static final Rulebook CHESS960_BOOK = Preparation.table(CHESS960);
    private static final Rulebook CRC_BOOK = Preparation.table(CRC);
    private static final StartArrays FISCHER = new StartArrays(CHESS960_BOOK);
    private static final StartArrays CAPA = new StartArrays(CRC_BOOK);

    @Test
    void chess960ArraysHaveScharnaglsNumbers() {
        assertEquals(960, FISCHER.count());
        assertEquals(CHESS960.startFen(), FISCHER.fen(518));
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1", FISCHER.fen(518));
        Map<Integer, String> known = Map.of(
                0, "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1",
                345, "nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w GBgb - 0 1",
                959, "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w CAca - 0 1",
                191, "nrnkrqbb/pppppppp/8/8/8/8/PPPPPPPP/NRNKRQBB w EBeb - 0 1",
                726, "rkbnqbnr/pppppppp/8/8/8/8/PPPPPPPP/RKBNQBNR w HAha - 0 1");
        known.forEach((number, fen) -> assertEquals(fen, FISCHER.fen(number), "#" + number));
    }

    @Test
    void everyNumberIsAnotherArrayAndNamesItBack() {
        for (StartArrays arrays : new StartArrays[] {FISCHER, CAPA}) {
            Set<String> seen = new HashSet<>();
            for (int n = 0; n < arrays.count(); n++) {
                int[] array = arrays.array(n);
                assertTrue(seen.add(java.util.Arrays.toString(array)), "array " + n + " repeats");
                if (n % 997 == 0) {
                    assertEquals(n, arrays.numberOf(array));
                }
            }
        }
    }

    /**
     * Scharnagl's 48,000 placements (2 x 5 x 5 x 4 x 4 x 6 x 10) less those with an unprotected
     * Pawn; the rules give no count of the rest to compare with, so this pins ours.
     */
    @Test
    void capablancaRandomKeepsTheArraysWithEveryPawnProtected() {
        assertEquals(48000, StartArrays.rawCount(CRC.start().shuffle(), CRC.files()));
        int protectedArrays = 0;
        for (int[] array : StartArrays.placements(CRC.start().shuffle(), CRC.files())) {
            protectedArrays += pawnsProtected(letters(CRC, array)) ? 1 : 0;
        }
        assertEquals(protectedArrays, CAPA.count());
        assertEquals(21836, CAPA.count());
    }

    @Test
    void aNumberOutOfRangeIsRefusedWithTheRange() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FISCHER.fen(960));
        assertEquals("start arrays are numbered 0 to 959, not 960", e.getMessage());
    }

    @Property(tries = 300)
    void aRandomChess960ArrayKeepsTheRules(@ForAll long seed) {
        int number = FISCHER.random(new Random(seed));
        String rank = letters(CHESS960, FISCHER.array(number));
        assertTrue(differentColours(rank, 'B', 'B'), rank);
        assertTrue(kingBetweenRooks(rank), rank);
        assertEquals("BBKNNQRR", sorted(rank));
        Position start = Fen.read(CHESS960_BOOK, FISCHER.fen(number));
        assertEquals(FISCHER.fen(number), Fen.write(start));
    }

    @Property(tries = 300)
    void aRandomCapablancaArrayKeepsTheRules(@ForAll long seed) {
        int number = CAPA.random(new Random(seed));
        String rank = letters(CRC, CAPA.array(number));
        assertTrue(differentColours(rank, 'B', 'B'), rank);
        assertTrue(differentColours(rank, 'Q', 'A'), rank);
        assertTrue(kingBetweenRooks(rank), rank);
        assertTrue(pawnsProtected(rank), rank);
        assertEquals("ABBCKNNQRR", sorted(rank));
        Position start = Fen.read(CRC_BOOK, CAPA.fen(number));
        assertEquals(CAPA.fen(number), Fen.write(start));
    }

    private static String letters(VariantRules rules, int[] array) {
        StringBuilder sb = new StringBuilder();
        for (int type : array) {
            sb.append(rules.pieces().get(type).id());
        }
        return sb.toString();
    }

    private static String sorted(String rank) {
        char[] c = rank.toCharArray();
        java.util.Arrays.sort(c);
        return new String(c);
    }

    /** One on a light square (odd file on the first rank, b1 light), one on a dark. */
    private static boolean differentColours(String rank, char a, char b) {
        int first = rank.indexOf(a);
        int second = a == b ? rank.indexOf(b, first + 1) : rank.indexOf(b);
        return first >= 0 && second >= 0 && first % 2 != second % 2;
    }

    private static boolean kingBetweenRooks(String rank) {
        int king = rank.indexOf('K');
        return rank.indexOf('R') < king && rank.lastIndexOf('R') > king;
    }

    /** Every second-rank file attacked by a first-rank man: the file distances each man reaches. */
    private static boolean pawnsProtected(String rank) {
        Map<Character, Set<Integer>> reach = Map.of('N', Set.of(2), 'B', Set.of(1), 'R', Set.of(0),
                'Q', Set.of(0, 1), 'K', Set.of(0, 1), 'A', Set.of(1, 2), 'C', Set.of(0, 2));
        for (int file = 0; file < rank.length(); file++) {
            boolean covered = false;
            for (int f = 0; f < rank.length(); f++) {
                covered |= reach.get(rank.charAt(f)).contains(Math.abs(f - file));
            }
            if (!covered) {
                return false;
            }
        }
        return true;
    }
}
