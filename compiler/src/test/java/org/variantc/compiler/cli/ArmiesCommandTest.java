package org.variantc.compiler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.cli.MainTest.Run;

/** {@code variantc armies} and the army options of perft, moves and check. */
class ArmiesCommandTest {
    private static final String AUGMENTED = Sources.definition("augmented-chess.variant").toString();
    private static final String HALF = Sources.definition("augmented-half-chess.variant").toString();
    private static final String FIDE = Sources.definition("fide.variant").toString();

    @Test
    void armiesCountsAndListsWithCodes() {
        Run r = MainTest.run("armies", AUGMENTED);
        assertEquals(0, r.status(), r.err());
        String[] lines = r.out().split("\n");
        assertEquals("178 legal armies (slots: Rook, Knight, Bishop, Queen)", lines[0]);
        assertEquals("  1  RF-NA-BD-QC  RF,NA,BD,QffNbsN", lines[1]);
        assertEquals(179, lines.length);
        assertTrue(MainTest.run("armies", HALF).out().startsWith("204 legal armies"));
    }

    @Test
    void perftWithNamedArmies() {
        Run r = MainTest.run("perft", AUGMENTED, "--depth", "1", "--white-army", "RF,NW,BffNsbN,RNA",
                "--black-army", "rf-na-bd-qc");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("nodes "), r.out());
        assertEquals("White army: 15 RF-NW-BC-CA RF,NW,BffNbsN,RNA\nBlack army: 1 RF-NA-BD-QC RF,NA,BD,QffNbsN\n",
                r.err());
    }

    @Test
    void aMissingArmyIsChosenAtRandomAndSaid() {
        Run r = MainTest.run("moves", AUGMENTED, "--white-army", "1");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.err().matches("(?s)White army: 1 RF-NA-BD-QC .*\nBlack army: \\d+ \\S+ \\S+, chosen at random\n"),
                r.err());
    }

    @Test
    void illegalArmiesAreRefusedWithTheRule() {
        Run r = MainTest.run("perft", AUGMENTED, "--depth", "1", "--white-army", "RF,NF,BD,QffNbsN");
        assertEquals(1, r.status());
        assertEquals("variantc: White's army: 'RF,NF,BD,QffNbsN' is not a legal army: the Ferz augments both the Rook"
                + " and the Knight (rule: no repeated augmenter)\n", r.err());
        Run bad = MainTest.run("perft", HALF, "--depth", "1", "--black-army", "hhRW,N,hhBD,hhQfbN");
        assertEquals("variantc: Black's army: no Rook-slot piece moves as 'hhRW'; the Rook slot holds hhRF hhRA"
                + " hhRffNbsN hhRfbN hhRshN\n", bad.err().substring(bad.err().indexOf("variantc:")));
    }

    @Test
    void armyOptionsNeedArmies() {
        Run r = MainTest.run("perft", FIDE, "--depth", "1", "--white-army", "1");
        assertEquals(1, r.status());
        assertTrue(r.err().contains("has no army selection"), r.err());
        assertEquals(1, MainTest.run("armies", FIDE).status());
    }

    @Test
    void aFenNamesItsOwnArmies() {
        String fen = "k7/4P3/8/8/8/8/8/7K w - - 0 1 RF-NW-BD-CA/RA-FD-BW-QH";
        Run r = MainTest.run("moves", AUGMENTED, "--fen", fen);
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("e7e8qh\n") && r.out().contains("e7e8fd\n"), r.out());
        assertEquals(1, MainTest.run("moves", AUGMENTED, "--fen", fen, "--white-army", "1").status());
    }

    @Test
    void checkPrintsTheArmiesAndTheStart() {
        Run r = MainTest.run("check", AUGMENTED, "--white-army", "1", "--black-army", "2");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("promote on rank 8 to armies"), r.out());
        assertTrue(r.out().contains("armies:   178 legal, slots Rook squares a1 h1, Knight squares b1 g1,"), r.out());
        assertTrue(r.out().endsWith("start:    (rf)(na)(bd)(qh)k(bd)(na)(rf)/pppppppp/8/8/8/8/PPPPPPPP/"
                + "(RF)(NA)(BD)(QC)K(BD)(NA)(RF) w KQkq - 0 1 RF-NA-BD-QC/RF-NA-BD-QH\n"), r.out());
    }
}
