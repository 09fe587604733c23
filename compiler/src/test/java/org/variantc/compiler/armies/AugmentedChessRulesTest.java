package org.variantc.compiler.armies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.variantc.compiler.armies.EmptyBoardMoves.union;

import java.io.IOException;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.FenException;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;

/**
 * One test per rule of shared/rules/augmented-chess.md, on the compiled definition. Where each
 * rule is shown from a hand-built position ("here" is this class):
 *
 * <pre>
 * §1   8 x 8, FIDE array, one type per slot ............. here theArmiesFillTheFideArray
 *      castling with the Rook-slot piece (§6.5) ........ here castlingIsWithTheRookSlotPiece
 *      ... not out of, through or onto attack .......... here castlingIsRefusedAcrossASquareAnAugmenterAttacks
 *      Pawn: step, double step, capture, en passant .... here pawnsAreFidePawnsWithEnPassant
 *      check and mate ................................... here anAugmentersLeapChecksAndMates
 *      stalemate draws .................................. here stalemateDraws
 *      fifty moves, threefold repetition ............... here fiftyMovesAndThreefoldRepetitionDraw
 * §2   each option the union of its parts .............. here everyChoiceMovesAsItsBetzaSays
 *      leapers leap, riders are blocked ................ here partsKeepTheirNature
 *      the Crab, Black's the mirror image .............. here blackMirrorsTheCrab
 * §3   only Betza's lists (§6.1, §6.2) ................. here onlyTheListedChoices
 *      excluded pairings that add nothing .............. here augmentersThatAddNothingAreRefused
 *      178 legal armies of the 560 (counted by hand) ... here armiesAreCounted; ArmiesCommandTest (CLI)
 *      Betza's spellings (RffNsbN, RBfbN) .............. here armiesAreNamedInManyWays
 * §4.1 promotion: either army's types, once, both sides  here promotionOffersBothArmiesTypesOnce;
 *      (§6.3)                                            ArmyGameTest.aSavedGameResumes (from the FEN's armies)
 * §4.2 no repeated augmenter ........................... here noRepeatedAugmenter
 *      the Fibnif's F is no augmenter .................. here theFibnifsFerzIsNoAugmenter
 *      both players may pick the same army ............. here bothPlayersMayPickTheSameArmy
 * §6.4 armies chosen before play, known from move 1 .... ArmiesCommandTest, ArmyGameTest (FEN's seventh field)
 * everything at once, sampled pairs .................... ArmyPerftDifferentialTest (perft 3 vs the reference)
 * </pre>
 */
class AugmentedChessRulesTest {
    // Hand-written: where each component goes from d4 on an empty board (White).
    static final String W = "d5 d3 c4 e4";
    static final String F = "c5 e5 c3 e3";
    static final String D = "d6 d2 b4 f4";
    static final String A = "b6 f6 b2 f2";
    static final String NARROW = "c6 e6 c2 e2";
    static final String CRAB = "c6 e6 b3 f3";
    static final String KNIGHT = "c6 e6 c2 e2 b5 f5 b3 f3";
    static final String ROOK = "d5 d6 d7 d8 d3 d2 d1 c4 b4 a4 e4 f4 g4 h4";
    static final String BISHOP = "c5 b6 a7 e5 f6 g7 h8 c3 b2 a1 e3 f2 g1";

    private static Compilation compiled;

    static synchronized Compilation compilation() throws IOException {
        if (compiled == null) {
            compiled = VariantCompiler.compile(Sources.definition("augmented-chess.variant"));
        }
        return compiled;
    }

    private static VariantRules lowered;

    static synchronized VariantRules rules() {
        try {
            if (lowered == null) {
                lowered = compilation().rules();
            }
            return lowered;
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** §2, §3: each listed choice is the plain union of its parts, each part keeping its nature. */
    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "RF, RF", "RA, RA", "RH, RfbN", "RC, RffNbsN",
        "NA, NA", "NF, NF", "NW, NW", "ND, ND", "FD, fbNFD", "FW, fbNFW", "FA, fbNFA",
        "BD, BD", "BW, BW", "BH, BfbN", "BC, BffNbsN",
        "QC, QffNbsN", "QH, QfbN", "CF, RNF", "CA, RNA", "UA, RfbNFA"})
    void everyChoiceMovesAsItsBetzaSays(String id, String betza) {
        String expected = switch (betza) {
            case "RF" -> union(ROOK, F);
            case "RA" -> union(ROOK, A);
            case "RfbN" -> union(ROOK, NARROW);
            case "RffNbsN" -> union(ROOK, CRAB);
            case "NA" -> union(KNIGHT, A);
            case "NF" -> union(KNIGHT, F);
            case "NW" -> union(KNIGHT, W);
            case "ND" -> union(KNIGHT, D);
            case "fbNFD" -> union(NARROW, F, D);
            case "fbNFW" -> union(NARROW, F, W);
            case "fbNFA" -> union(NARROW, F, A);
            case "BD" -> union(BISHOP, D);
            case "BW" -> union(BISHOP, W);
            case "BfbN" -> union(BISHOP, NARROW);
            case "BffNbsN" -> union(BISHOP, CRAB);
            case "QffNbsN" -> union(ROOK, BISHOP, CRAB);
            case "QfbN" -> union(ROOK, BISHOP, NARROW);
            case "RNF" -> union(ROOK, KNIGHT, F);
            case "RNA" -> union(ROOK, KNIGHT, A);
            case "RfbNFA" -> union(ROOK, NARROW, F, A);
            default -> throw new AssertionError(betza);
        };
        VariantRules rules = rules();
        assertEquals(betza, rules.pieces().get(rules.pieceType(id)).betza());
        assertEquals(expected, EmptyBoardMoves.from(rules, id, "d4"));
    }

    /** §2: leapers jump, riders are blocked: Rook + Crab boxed in by its own Pawns still leaps. */
    @Test
    void partsKeepTheirNature() {
        Position p = Fen.read(rules(), "k7/8/8/3P4/2P(RC)P3/3P4/8/7K w - - 0 1");
        MoveList moves = p.legalMoves();
        TreeSet<String> from = new TreeSet<>();
        for (int i = 0; i < moves.size(); i++) {
            String m = MoveNotation.format(p, moves.get(i));
            if (m.startsWith("d4")) {
                from.add(m.substring(2));
            }
        }
        assertEquals(union(CRAB), String.join(" ", from));
    }

    /** §1: the FIDE array, both men of a slot of one type, Kings and Pawns unchanged. */
    @Test
    void theArmiesFillTheFideArray() {
        VariantRules rules = rules();
        ArmySpelling spelling = new ArmySpelling(compilationVariant());
        VariantRules game = rules.withArmies(spelling.resolve("RF,NW,BffNsbN,RNA"), spelling.resolve("RA,fbNFW,BD,QfbN"));
        assertEquals("(ra)(fw)(bd)(qh)k(bd)(fw)(ra)/pppppppp/8/8/8/8/PPPPPPPP/(RF)(NW)(BC)(CA)K(BC)(NW)(RF)"
                + " w KQkq - 0 1 RF-NW-BC-CA/RA-FW-BD-QH", Fen.write(Fen.start(game)));
    }

    /** §1, §6.5: castling in FIDE geometry with whatever fills the Rook slot, for both sides. */
    @Test
    void castlingIsWithTheRookSlotPiece() {
        Position p = Fen.read(rules(), "(rc)3k2(rc)/8/8/8/8/8/8/(RH)3K2(RH) w KQkq - 0 1 RH-NW-BD-CA/RC-FA-BD-QH");
        List<String> moves = strings(p);
        assertTrue(moves.contains("e1g1") && moves.contains("e1c1"), moves.toString());
        p.make(MoveNotation.parse(p, "e1g1"));
        assertEquals("(rc)3k2(rc)/8/8/8/8/8/8/(RH)4(RH)K1 b kq - 1 1", Fen.write(p).substring(0, Fen.write(p).lastIndexOf(' ')));
        assertTrue(strings(p).contains("e8c8"));
        // Another man in the corner has no right to castle, whatever the FEN claims.
        assertTrue(assertThrows(FenException.class, () -> Fen.read(rules(),
                "4k3/8/8/8/8/8/8/(NW)3K2(RH) w KQ - 0 1 RH-NW-BD-CA/RC-FA-BD-QH")).getMessage()
                .contains("'Q' needs an unmoved White Rook + Narrow Half-Knight on a1, not a Knight + Wazir"));
    }

    /** §4.1, §6.3: promotion to every type of either army, a shared type once, never King or Pawn. */
    @Test
    void promotionOffersBothArmiesTypesOnce() {
        VariantRules rules = rules();
        ArmySpelling spelling = new ArmySpelling(compilationVariant());
        VariantRules game = rules.withArmies(spelling.resolve("RF,NW,BD,RNA"), spelling.resolve("RF,fbNFA,BffNbsN,QfbN"));
        Position p = Fen.read(game, "k7/4P3/8/8/8/8/8/7K w - - 0 1");
        List<String> promotions = strings(p).stream().filter(m -> m.startsWith("e7e8")).toList();
        assertEquals(List.of("e7e8rf", "e7e8nw", "e7e8bd", "e7e8ca", "e7e8fa", "e7e8bc", "e7e8qh"), promotions);
        // Black's the same, on rank 1, capturing too; the new man moves as its type at once.
        Position black = Fen.read(game, "k7/8/8/8/8/8/4p3/3N3K b - - 0 1".replace("N", "(NW)"));
        assertEquals(List.of("e2d1bc", "e2d1bd", "e2d1ca", "e2d1fa", "e2d1nw", "e2d1qh", "e2d1rf",
                "e2e1bc", "e2e1bd", "e2e1ca", "e2e1fa", "e2e1nw", "e2e1qh", "e2e1rf"), from(black, "e2"));
        black.make(MoveNotation.parse(black, "e2d1fa"));
        assertEquals("k7/8/8/8/8/8/8/3(fa)~3K w - - 0 2", Fen.write(black).substring(0, Fen.write(black).lastIndexOf(' ')));
        assertTrue(black.isAttacked(black.rules().square(4, 2), 1));    // e3, a Half-Knight leap
        assertFalse(black.isAttacked(black.rules().square(3, 1), 1));   // d2: no Wazir in a Fibnif + Alfil
    }

    /** §4.2: no augmenter twice; refused with the rule named. */
    @Test
    void noRepeatedAugmenter() {
        ArmySpelling spelling = new ArmySpelling(compilationVariant());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> spelling.resolve("RF,NF,BD,QffNbsN"));
        assertEquals("'RF,NF,BD,QffNbsN' is not a legal army: the Ferz augments both the Rook and the Knight"
                + " (rule: no repeated augmenter)", e.getMessage());
    }

    /** §4.2: the Fibnif's built-in F is no augmenter, so Fibnif + W goes with Rook + F. */
    @Test
    void theFibnifsFerzIsNoAugmenter() {
        ArmySpelling spelling = new ArmySpelling(compilationVariant());
        assertEquals("RF-FW-BD-QC", compilationVariant().start().armies().legal()
                .get(spelling.resolve("RF,fbNFW,BD,QffNbsN")).code());
    }

    /** §4.2: both players may pick the same army. */
    @Test
    void bothPlayersMayPickTheSameArmy() {
        VariantRules game = rules().withArmies(7, 7);
        String[] fen = Fen.write(Fen.start(game)).split(" ");
        String[] ranks = fen[0].split("/");
        assertEquals(ranks[7].toLowerCase(), ranks[0]);
        assertEquals(game.start().armies().army(0).code() + "/" + game.start().armies().army(0).code(), fen[6]);
    }

    /** §3, §6.1, §6.2: only Betza's lists; R+D and Fibnif + Crab are no choice. */
    @Test
    void onlyTheListedChoices() {
        ArmySpelling spelling = new ArmySpelling(compilationVariant());
        assertEquals("no Rook-slot piece moves as 'RD'; the Rook slot holds RF RA RfbN RffNbsN",
                assertThrows(IllegalArgumentException.class, () -> spelling.resolve("RD,NW,BD,QfbN")).getMessage());
        assertThrows(IllegalArgumentException.class, () -> spelling.resolve("RF,fbNFffNbsN,BD,QfbN"));
    }

    /**
     * §3: 7 x 4 x 4 x 5 = 560 combinations; no augmenter twice leaves 178 (counted by hand from
     * the lists: the Rook's and Bishop's augmenters, then the Knight's and Queen's).
     */
    @Test
    void armiesAreCounted() {
        assertEquals(178, rules().start().armies().armies().size());
    }

    /** Any Betza spelling of the same moves names the same army, and so do the number and code. */
    @Test
    void armiesAreNamedInManyWays() {
        ArmySpelling spelling = new ArmySpelling(compilationVariant());
        int canonical = spelling.resolve("RF,NW,BffNsbN,RNA");
        assertEquals(canonical, spelling.resolve("RF,NW,BffNbsN,RNA"));
        assertEquals(canonical, spelling.resolve("FR, WN, BffNbsN, NRA"));
        assertEquals(canonical, spelling.resolve("rf-nw-bc-ca"));
        assertEquals(canonical, spelling.resolve(Integer.toString(canonical + 1)));
        assertEquals(canonical, rules().start().armies().find("RF,NW,BffNbsN,RNA"));
    }

    /** §2: the Crab is not symmetric front to back, and Black's is the mirror image of White's. */
    @Test
    void blackMirrorsTheCrab() {
        assertEquals("c6 e6 b3 f3", String.join(" ", destinations(
                "k7/8/8/8/3(RC)4/8/8/7K w - - 0 1" + PAIR, "d4", "c6", "e6", "c2", "e2", "b3", "f3", "b5", "f5")));
        assertEquals("c2 e2 b5 f5", String.join(" ", destinations(
                "k7/8/8/8/3(rc)4/8/8/7K b - - 0 1" + PAIR, "d4", "c6", "e6", "c2", "e2", "b3", "f3", "b5", "f5")));
    }

    /** §2: a part's leap gives check like any move: a Black Bishop + Crab mates with its Crab leap. */
    @Test
    void anAugmentersLeapChecksAndMates() {
        // The Bishop + Crab goes e5-g3 as a Bishop; from g3 its Crab leaps (forward for Black) to h1.
        Position p = Fen.read(rules(), "k7/8/8/4(bc)3/8/8/6P(NW)/6(RF)K b - - 0 1" + PAIR);
        p.make(MoveNotation.parse(p, "e5g3"));
        assertTrue(p.inCheck());
        assertEquals(new GameStatus(GameStatus.Result.BLACK_WINS, GameStatus.Reason.CHECKMATE), GameStatus.of(p));
        // White's Bishop + Crab on the same square leaps forward, away from rank 1: no check.
        Position white = Fen.read(rules(), "k7/8/8/8/8/6(BC)1/6p(nw)/6(rf)K w - - 0 1" + PAIR);
        assertFalse(white.inCheck(1));
    }

    /** §1: FIDE Pawns: one step, the double step from rank 2 only, diagonal captures, en passant. */
    @Test
    void pawnsAreFidePawnsWithEnPassant() {
        Position p = Fen.read(rules(), "k7/3p4/8/4P3/8/8/1P6/7K b - - 0 1" + PAIR);
        p.make(MoveNotation.parse(p, "d7d5"));
        assertEquals("d6", Fen.write(p).split(" ")[3]);
        assertEquals(List.of("e5d6", "e5e6"), from(p, "e5"));
        assertEquals(List.of("b2b3", "b2b4"), from(p, "b2"));
        p.make(MoveNotation.parse(p, "e5d6"));
        assertEquals("k7/8/3P4/8/8/8/1P6/7K b - - 0 2", Fen.write(p).substring(0, Fen.write(p).lastIndexOf(' ')));
        // The right lasts one move only.
        Position late = Fen.read(rules(), "k7/3p4/8/4P3/8/8/1P6/7K b - - 0 1" + PAIR);
        for (String move : List.of("d7d5", "h1g1", "a8b8")) {
            late.make(MoveNotation.parse(late, move));
        }
        assertEquals(List.of("e5e6"), from(late, "e5"));
    }

    /** §1, §6.5: the King may not castle out of, through or onto a square any part of an enemy attacks. */
    @Test
    void castlingIsRefusedAcrossASquareAnAugmenterAttacks() {
        // Black's Bishop + Crab on g3, its diagonals shut by f2 and h2, attacks f1 (and h1) by its Crab leap alone.
        Position crab = Fen.read(rules(), "4k3/8/8/8/8/6(bc)1/5P1P/(RF)3K2(RF) w KQ - 0 1" + PAIR);
        assertEquals(List.of("e1c1", "e1d1", "e1d2", "e1e2"), from(crab, "e1"));
        // The same man one square left, on f3, checks e1 by its Crab leap: no castling at all.
        Position check = Fen.read(rules(), "4k3/8/8/8/8/5(bc)2/4P1P1/(RF)3K2(RF) w KQ - 0 1" + PAIR);
        assertTrue(check.inCheck());
        assertEquals(List.of("e1d1", "e1d2", "e1f1", "e1f2"), from(check, "e1"));
    }

    /** §1: the FIDE draws: fifty moves without a capture or a Pawn move, and threefold repetition. */
    @Test
    void fiftyMovesAndThreefoldRepetitionDraw() {
        Position p = Fen.read(rules(), "k7/8/8/8/8/8/8/(NW)6K w - - 99 80" + PAIR);
        assertEquals(GameStatus.ONGOING, GameStatus.of(p));
        p.make(MoveNotation.parse(p, "a1b3"));
        assertEquals(new GameStatus(GameStatus.Result.DRAW, GameStatus.Reason.MOVE_RULE), GameStatus.of(p));
        Position pawn = Fen.read(rules(), "k7/8/8/8/8/8/P7/(NW)6K w - - 99 80" + PAIR);
        pawn.make(MoveNotation.parse(pawn, "a2a3"));
        assertEquals(0, pawn.halfmoveClock());
        assertEquals(GameStatus.ONGOING, GameStatus.of(pawn));

        Position r = Fen.read(rules(), "k7/8/8/8/8/8/8/(NW)6K w - - 0 1" + PAIR);
        for (String move : List.of("a1b3", "a8b8", "b3a1", "b8a8", "a1b3", "a8b8", "b3a1")) {
            r.make(MoveNotation.parse(r, move));
            assertEquals(GameStatus.ONGOING, GameStatus.of(r), move);
        }
        r.make(MoveNotation.parse(r, "b8a8"));
        assertEquals(new GameStatus(GameStatus.Result.DRAW, GameStatus.Reason.REPETITION), GameStatus.of(r));
    }

    /** §1: stalemate is a draw (here the Knight + Wazir's Knight leap covers a7). */
    @Test
    void stalemateDraws() {
        Position p = Fen.read(rules(), "k7/2K5/2(NW)5/8/8/8/8/8 b - - 0 1" + PAIR);
        assertEquals(0, p.legalMoves().size());
        assertEquals(new GameStatus(GameStatus.Result.DRAW, GameStatus.Reason.STALEMATE), GameStatus.of(p));
    }

    /**
     * §3: the pairings Betza excludes because the augmenter adds nothing are refused by the
     * checker, should anyone write one into the lists.
     */
    @ParameterizedTest(name = "{0} + {1}")
    @CsvSource({
        "Rook, Wazir, RW", "Bishop, Ferz, BF", "Queen, Wazir, QW", "Queen, Ferz, QF",
        "Knight, NarrowHalfKnight, NfbN", "Knight, Crab, NffNbsN", "Fibnif, Ferz, fbNFF",
        "Fibnif, NarrowHalfKnight, fbNFfbN", "Chancellor, Wazir, RNW", "Chancellor, NarrowHalfKnight, RNfbN",
        "Chancellor, Crab, RNffNbsN", "Unnamed, Wazir, RfbNFW", "Unnamed, Ferz, RfbNFF",
        "Unnamed, NarrowHalfKnight, RfbNFfbN"})
    void augmentersThatAddNothingAreRefused(String basic, String augmenter, String betza) {
        String file = "augmented-chess.variant";
        Compilation c = Definitions.withOption(file, "slot Queen on square d1 {", "ZZ", betza, basic, augmenter);
        List<String> errors = Definitions.errors(c);
        assertEquals(1, errors.size(), errors.toString());
        assertTrue(errors.get(0).endsWith(basic + " + " + augmenter + ": the " + augmenter + " adds no move to the "
                + basic + " (compared on an empty board), so this is no augmented piece"), errors.get(0));
    }

    /** White's army RF-NW-BC-CA, Black's RF-FA-BC-QH, as the FEN's seventh field. */
    private static final String PAIR = " RF-NW-BC-CA/RF-FA-BC-QH";

    /** The destinations among {@code candidates} of the man on {@code square}, in the candidates' order. */
    private static List<String> destinations(String fen, String square, String... candidates) {
        List<String> reached = from(Fen.read(rules(), fen), square);
        List<String> out = new java.util.ArrayList<>();
        for (String c : candidates) {
            if (reached.contains(square + c)) {
                out.add(c);
            }
        }
        return out;
    }

    /** The sorted legal moves of the man on {@code square}. */
    static List<String> from(Position p, String square) {
        return strings(p).stream().filter(m -> m.startsWith(square)).sorted().toList();
    }

    private static org.variantc.compiler.model.Variant compilationVariant() {
        try {
            return compilation().variant().orElseThrow();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static List<String> strings(Position p) {
        MoveList moves = p.legalMoves();
        List<String> out = new java.util.ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            out.add(MoveNotation.format(p, moves.get(i)));
        }
        return out;
    }
}
