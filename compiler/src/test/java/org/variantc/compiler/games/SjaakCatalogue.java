package org.variantc.compiler.games;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.params.provider.Arguments;
import org.variantc.compiler.check.Sources;

/**
 * Sjaak II's games as {@code definitions/sjaak/NAME.variant} states them, NAME being Sjaak II's own
 * name of the game, and the reference counts they are checked against.
 *
 * <p>Provenance of every count: {@code reference/sjaak/perft.tsv}, from Sjaak II 1.4.1 (Debian
 * package sjaakii 1.4.1-2) at its console ({@code variant NAME}, {@code setboard FEN},
 * {@code perft N}), on the start position and four midgame positions per game reached by random
 * legal moves of our table engine; collected by {@code tools/sjaak-reference/collect.py} (see the
 * README beside the file).
 */
public final class SjaakCatalogue {
    private static final Path FILE = Sources.projectRoot().resolve("compiler/src/test/resources/reference/sjaak/perft.tsv");

    /**
     * Rows where our count differs from Sjaak II's because the definition follows the game's
     * rules where Sjaak II does not (each definition's comment says how), or, in Elven and
     * Mighty-Lion chess, because Sjaak II counts some of a Lion's moves twice while its side is in
     * check (its {@code perft 1 1} lists them on two lines): game TAB fen TAB depth to our
     * count (our table engine's, which the generated engines must count too), Sjaak II's beside it.
     */
    public static final Map<String, Long> OUR_COUNTS_WHERE_RULES_DIFFER = Map.ofEntries(
            // caissa_britannia: Sjaak II lets no man block a Unicorn's Nightrider check between its leaps, and
            // tests the squares its royal Queen passes with her still on her square (a Lion's screen)
            Map.entry("caissa_britannia\tstart\t3", 175437L), // Sjaak II: 175429
            Map.entry("caissa_britannia\td1u1qkb1rd/6l3/p2p2ppp1/L3pp4/1rpu5p/D4P2P1/4P4b/1PPP1BP2l/1R2K1LB2/2U3QURD w - - 0 16\t3", 522529L), // Sjaak II: 522233
            Map.entry("caissa_britannia\tdr1bq1burd/5k2l1/pppppp1pLp/8u1/6pl2/10/4P3P1/PPPP1PP2P/1L3B4/DRUBQK1URD b - - 6 6\t3", 285494L), // Sjaak II: 285484
            Map.entry("caissa_britannia\t2dbqk2rd/rul2bl3/pp2pppp1p/2p7/3P4p1/P5PU2/2P7/1P2PP1PPP/4Q2BL1/DR1Bu1KURD w - - 0 20\t3", 341497L), // Sjaak II: 341177
            Map.entry("caissa_britannia\t1r1bd1b1rd/u4qk1l1/pp1pp2pLp/5pp3/2p2u4/2P7/6U3/PP1PPPPPPP/3U6/DR1BQKB1Rl b - - 3 10\t3", 414449L), // Sjaak II: 414040
            // chaturanga: Sjaak II's unmoved King leaps as a Knight instead of stepping
            Map.entry("chaturanga\tstart\t3", 5912L), // Sjaak II: 5822
            Map.entry("chaturanga\tr2kf1nr/ppp1pppp/2n1e2e/1N1p4/8/3PPP2/PPP1F1PP/R1E1KENR b Ed - 2 6\t3", 10198L), // Sjaak II: 7384
            // elven: Black castles three squares from e10, to b10 or h10 (the game); Sjaak II castles him to i10 and c10
            Map.entry("elven\tr3k4r/mnb+rq1+bb1m/ppp2ppp1p/3pp1l2n/8p1/10/4P3L1/PPPP1PPPPP/MNB+BKQ+RBNM/6R2R b kq - 0 6\t3", 406031L), // Sjaak II: 405957
            Map.entry("elven\t3rk4r/1mb+rq1+bbnm/p1pppppp2/np6p1/9p/4L5/8P1/PPPPPPQP1P/1NB3RBNM/RM2+B2+RK1 b k - 1 10\t3", 191792L), // Sjaak II: 192008
            // elven: Sjaak II lists some of a Warlock's moves twice when its side is in check (perft 1 1: Le2-d2 twice)
            Map.entry("elven\t2r4+b1r/m1b+r2lbnm/1ppppkp1p1/n4pqp2/p8p/P2P2P3/1P5N2/2P1PPLPPP/M1B3+RB2/R1N+BK1QRM1 w - - 1 16\t3", 247299L), // Sjaak II: 247307
            // embassy: Sjaak II's King also castles two squares towards a and four towards j
            Map.entry("embassy\t1rbqkc3r/1pp3bnap/3ppppp2/8p1/2PPP1Q1P1/p1N6P/nPA2PPP2/R1B1K1CBNR w KQ - 0 20\t3", 130533L), // Sjaak II: 130538
            // lion: Sjaak II lists some of a Lion's moves twice when its side is in check (perft 1 1: La7-c6, Ld4-b3 twice)
            Map.entry("lion\tr1bqkbnr/l3p2p/N2p2p1/1pp5/4P1p1/PP6/2PP1PPP/RLB1KBR1 b Qkq - 0 10\t3", 41321L), // Sjaak II: 41359
            Map.entry("lion\t7k/8/8/3l4/3L4/8/K7/3r4 w - - 0 1\t3", 25422L), // Sjaak II: 25445
            // nightrider: Sjaak II lets no man block a Nightrider's check between its leaps
            Map.entry("nightrider\tr3k1nr/pp6/5pNn/2pq4/3p3P/BP6/P1bPPPP1/RN1QKB1R w KQk - 1 16\t3", 33556L), // Sjaak II: 33527
            Map.entry("nightrider\trnbqkb1r/ppp1p1pp/3p4/5p2/P2Q3P/2P2N2/1P2PPP1/RnB1KBR1 b Qkq - 1 6\t3", 33987L), // Sjaak II: 33961
            Map.entry("nightrider\tr1bk1b2/3pp1r1/n1p2n1p/ppP2Np1/6PP/3B4/1P1PPP2/2qQKNR1 w - - 2 20\t3", 38138L), // Sjaak II: 38097
            // omicron_chess: Sjaak II's file names h9 (a Bishop) and j9 as Black's castling partners
            Map.entry("omicron_chess\t1**********w/*cr3kb1r1*/*ppq1nppppp*/*1npp3c2*/*1w2p5*/*P2bPP1PP1*/*3P6*/*1PP3P1WP*/*CRNBK1BNRC*/W**********1 w kq - 4 16\t3", 129272L), // Sjaak II: 131439
            Map.entry("omicron_chess\tw**********w/*crnbqkbnrc*/*ppppppp1p1*/*10*/*Q6p1p*/*10*/*3P2PP1C*/*PPP1PP1BPP*/*CRNB1K1NR1*/W**********W b KQkq - 5 6\t3", 51197L), // Sjaak II: 51344
            // roman: Sjaak II's file leaves j2 out of White's second rank: that Pawn never steps two
            Map.entry("roman\tstart\t1", 24L), // Sjaak II: 23
            Map.entry("roman\tstart\t2", 576L), // Sjaak II: 552
            Map.entry("roman\tstart\t3", 15480L), // Sjaak II: 14376
            Map.entry("roman\tr1a1qkbanr/pp1pppp1p1/nbp4p2/9p/10/8N1/10/3PP5/PPPNKPPPPP/R1ABQ1BA1R b kq - 3 6\t3", 52391L), // Sjaak II: 50972
            // supercapablanca: Sjaak II's unmoved King leaps as a Knight instead of stepping
            Map.entry("supercapablanca\tstart\t3", 63089L), // Sjaak II: 62790
            Map.entry("supercapablanca\trnba1qkg1bnr/p2p1pp1pppp/3Ap1ap4/12/p4P2P1P1/6PQ2G1/PPPPPc1P1PAP/1RB1C1K2BNR w Kkq - 0 16\t3", 294012L), // Sjaak II: 287473
            Map.entry("supercapablanca\trn1abqkgabnr/ppp1pppppppp/3p8/9P2/2c7P1/PP2P7/2PP1PPPP2P/RNBACQKGABNR b KQkq - 0 6\t3", 186438L), // Sjaak II: 186050
            Map.entry("supercapablanca\trn1acq3bGr/5p1kp3/2pp6p1/pp2p4p1p/3P5g1P/3C8/PPP1P1PAPAPR/R1BN1QK2BN1 w Q e6 0 20\t3", 448796L), // Sjaak II: 427452
            // troitzky_chess: Sjaak II never captures en passant on Troitzky's board
            Map.entry("troitzky_chess\t****1q****/**r1b1kr**/*pnnpp1pb*/*5p1p*/2pB2P3/2P1P2P2/*6RP*/*P1P1P3*/**RNB1NQ**/****1K**** w - - 3 16\t3", 25701L), // Sjaak II: 25667
            Map.entry("troitzky_chess\t****qk****/**rnbb1r**/*pp1pppp1*/*4n2p*/3p6/6PP2/*P2N2B1*/*1PPPP1RP*/**R1B1N1**/****QK**** b - - 6 6\t3", 19151L), // Sjaak II: 19150
            Map.entry("troitzky_chess\t****qk****/**rn1bnr**/*2b2ppp*/*Nppp4*/5p4/2P5P1/*2QP2P1*/*P1P1PP2*/**R1BBNR**/****1K**** b - - 1 10\t3", 16933L), // Sjaak II: 16932
            // troitzky_chess_byway: Sjaak II never captures en passant on Troitzky's board
            Map.entry("troitzky_chess_byway\t****rr****/**B1k1bn**/*3n4*/*2pp1p1p*/q4pbp2/2p1N5/*1P1P2PP*/*2PKPP2*/**N1QRB1**/****R1**** w - - 4 16\t3", 22241L), // Sjaak II: 22236
            Map.entry("troitzky_chess_byway\t****rr****/**1b1kbn**/*ppq1ppp1*/*n6p*/Q2pp5/7P2/*P1P4B*/*1P1PPP1P*/**NB1K1N**/****RR**** b - - 4 6\t3", 33136L), // Sjaak II: 33133
            Map.entry("troitzky_chess_byway\t****rr****/**q3b1**/*1ppk4*/*p1npp1pp*/1P1n2p3/2P5P1/*2P5*/*Q1NP1P2*/**NB1KB1**/****RR**** w - - 2 20\t3", 31294L), // Sjaak II: 31263
            Map.entry("troitzky_chess_byway\t****rr****/**1bqkb1**/*pB1pp1pp*/*5p1n*/1n1p6/1Pp3P3/*1PB3P1*/*2PPP2P*/**N1QK1N**/****RR**** b - b4 0 10\t3", 16187L), // Sjaak II: 15425
            // wildebeest: Sjaak II refuses castling to a side when any square the King could castle to is attacked
            Map.entry("wildebeest\trc3k1b2r/1ppp1pgbp1p/p1n8/3c2n2p1/4p1pp3/q9P/6C4/6P2P1/PPBQPP1PP1N/RN3K2C1R w KQkq - 0 20\t3", 269658L), // Sjaak II: 269651
            // yarishogi: Sjaak II's Yari Golds lack the Gold's sideways step
            Map.entry("yarishogi\tr1nk3/7/1nppbbr/pp3p1/5PP/3PK2/PPPBP1R/R6/1B3N1[PPn] w - - 0 16\t3", 3756L), // Sjaak II: 3782
            Map.entry("yarishogi\t3k3/1r1bb2/1n1ppN1/ppp2pr/1n4p/PPPP1PP/4P2/RBB1R2/3K1N1[] w - - 38 20\t3", 13888L) // Sjaak II: 14282
    );

    private SjaakCatalogue() {
    }

    /** {@code definitions/}-relative file of a game. */
    public static String definition(String game) {
        return "sjaak/" + game + ".variant";
    }

    /** The games with reference rows, in the file's order. */
    public static List<String> names() {
        Set<String> names = new LinkedHashSet<>();
        for (String[] row : lines()) {
            names.add(row[0]);
        }
        return List.copyOf(names);
    }

    /** Every row: game, FEN (null for the start position), depth, the count expected of our engines. */
    public static List<Arguments> rows() {
        List<Arguments> rows = new ArrayList<>();
        for (String[] f : lines()) {
            String fen = f[1].equals("start") ? null : f[1];
            long nodes = OUR_COUNTS_WHERE_RULES_DIFFER.getOrDefault(f[0] + "\t" + f[1] + "\t" + f[2], Long.parseLong(f[3]));
            rows.add(Arguments.of(f[0], fen, Integer.parseInt(f[2]), nodes));
        }
        return rows;
    }

    /** Every reference row's key, game TAB fen TAB depth, as {@link #OUR_COUNTS_WHERE_RULES_DIFFER} names them. */
    public static Set<String> rowKeys() {
        Set<String> keys = new LinkedHashSet<>();
        for (String[] f : lines()) {
            keys.add(f[0] + "\t" + f[1] + "\t" + f[2]);
        }
        return keys;
    }

    private static List<String[]> lines() {
        try {
            return Files.readAllLines(FILE).stream()
                    .filter(l -> !l.isBlank() && !l.startsWith("#"))
                    .map(l -> l.split("\t"))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
