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
        assertTrue(r.err().matches("(?s)White army: 1 RF-NA-BD-QC .*\nBlack army: \\d+ \\S+ \\S+,"
                + " chosen at random with --army-seed \\d+\n"), r.err());
    }

    @Test
    void thePrintedSeedPlaysTheSameRandomPairAgain() {
        Run random = MainTest.run("moves", AUGMENTED);
        assertEquals(0, random.status(), random.err());
        java.util.regex.Matcher seed = java.util.regex.Pattern.compile("--army-seed (\\d+)\n").matcher(random.err());
        assertTrue(seed.find(), random.err());
        assertEquals(2, random.err().split("chosen at random with --army-seed " + seed.group(1) + "\n", -1).length - 1,
                "both sides drawn with the one seed: " + random.err());
        Run again = MainTest.run("moves", AUGMENTED, "--army-seed", seed.group(1));
        assertEquals(random.err(), again.err());
        assertEquals(random.out(), again.out(), "the same armies, so the same start moves");
    }

    @Test
    void aSeedPicksTheSameArmyForASideWhetherTheOtherIsNamedOrNot() {
        Run both = MainTest.run("perft", AUGMENTED, "--depth", "1", "--army-seed=2024");
        assertEquals(0, both.status(), both.err());
        // java.util.Random's sequence is fixed by its specification, so a seed means one pair everywhere.
        assertEquals("White army: 175 RC-FA-BD-CF RffNbsN,fbNFA,BD,RNF, chosen at random with --army-seed 2024\n"
                + "Black army: 149 RC-NW-BD-UA RffNbsN,NW,BD,RfbNFA, chosen at random with --army-seed 2024\n", both.err());
        Run black = MainTest.run("perft", AUGMENTED, "--depth", "1", "--army-seed=2024", "--white-army", "1");
        assertEquals(0, black.status(), black.err());
        assertEquals("White army: 1 RF-NA-BD-QC RF,NA,BD,QffNbsN\n"
                + "Black army: 149 RC-NW-BD-UA RffNbsN,NW,BD,RfbNFA, chosen at random with --army-seed 2024\n", black.err());
    }

    @Test
    void aSeedWithNothingToChooseIsRefused() {
        Run named = MainTest.run("perft", AUGMENTED, "--depth", "1", "--white-army", "1", "--black-army", "2",
                "--army-seed", "5");
        assertEquals(1, named.status());
        assertEquals("variantc: both armies are named, so --army-seed has nothing to choose\n", named.err());
        Run fide = MainTest.run("perft", FIDE, "--depth", "1", "--army-seed", "5");
        assertEquals(1, fide.status());
        assertTrue(fide.err().contains("has no army selection, so --white-army, --black-army and --army-seed mean nothing"),
                fide.err());
        Run fen = MainTest.run("moves", AUGMENTED, "--fen", "k7/8/8/8/8/8/8/7K w - - 0 1 RF-NW-BD-CA/RA-FD-BW-QH",
                "--army-seed", "5");
        assertEquals(1, fen.status());
        assertTrue(fen.err().contains("the FEN names the armies already"), fen.err());
        Run check = MainTest.run("check", FIDE, "--army-seed", "5");
        assertEquals(1, check.status(), "check refuses it too");
        Run garbage = MainTest.run("perft", AUGMENTED, "--depth", "1", "--army-seed", "five");
        assertEquals(2, garbage.status(), garbage.err());
        assertTrue(garbage.err().contains("--army-seed") && !garbage.err().contains("\tat "), garbage.err());
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
