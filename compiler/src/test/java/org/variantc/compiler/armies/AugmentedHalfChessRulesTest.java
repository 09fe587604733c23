package org.variantc.compiler.armies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.variantc.compiler.armies.AugmentedChessRulesTest.strings;
import static org.variantc.compiler.armies.EmptyBoardMoves.union;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.model.Variant;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;

/**
 * One test per rule of shared/rules/augmented-half-chess.md, on the compiled definition. Where each
 * rule is shown from a hand-built position ("here" is this class):
 *
 * <pre>
 * §1   8 x 8, FIDE array, one type per slot ............. here bothPlayersMayPickTheSameArmy;
 *                                                        AugmentedChessRulesTest.theArmiesFillTheFideArray (same code)
 *      castling with the Rook slot, not halved (§7.5) .. here castlingAndDoubleStepAreNotHalved
 *      ... not across an attacked square, halved attack  here castlingSeesHalvedAttacks
 *      Pawn double step (not halved), en passant ....... here castlingAndDoubleStepAreNotHalved,
 *                                                        pawnsAreFidePawnsWithEnPassant
 *      check and mate ................................... here aCrabLeapMates, aHalflingChecksOnlyWithinItsHalf
 *      stalemate, fifty moves, repetition .............. here theFideEndRules
 * §2   halfling: at most ceil(d/2) squares ............. here everyChoiceMovesAsItsBetzaSays; HalflingTest
 *      blocks and captures normally .................... here halflingsBlockAndCaptureNormally
 *      only the rider halved (hhR + D on a6 to a8) ..... here onlyTheRiderIsHalved; HalflingTest
 * §3   components, Crab mirrored for Black ............. here everyChoiceMovesAsItsBetzaSays,
 *                                                        blackMirrorsTheCrabAndHalvesAlike
 * §4   the lists: Knight 7, Rook 5, Bishop 5, Queen 7 .. here everyChoiceMovesAsItsBetzaSays, coreAndExtendedQueenLists
 *      never legal (adds nothing) ...................... here augmentersThatAddNothingAreRefused
 *      weak pairs left off but writable (§7.3) ......... here weakPairsAddMovesAndAreOnlyLeftOff
 *      204 armies, 298 with the extended Queens (§7.2) . here coreAndExtendedQueenLists (both counted by hand)
 * §5.1 promotion: either army's types, once ............ here promotionOffersBothArmiesTypesOnce
 * §5.2 no repeated augmenter ........................... here noRepeatedAugmenter
 * §5.3 a basic piece is no augmenter ................... here aBasicPieceIsNoAugmenter
 *      the Half-Chancellor exception ................... here halfChancellorsAreTheException
 *      both players may choose the same army ........... here bothPlayersMayPickTheSameArmy
 * everything at once, sampled pairs .................... ArmyPerftDifferentialTest (perft 3 vs the reference)
 * </pre>
 */
class AugmentedHalfChessRulesTest {
    static final String FILE = "augmented-half-chess.variant";
    // Hand-written, from d4 on an empty board (White); halflings from halfgi.md §3.
    static final String HH_ROOK = "d5 d6 d3 d2 c4 b4 e4 f4";
    static final String HH_BISHOP = "e5 f6 c5 b6 e3 f2 c3 b2";
    static final String W = AugmentedChessRulesTest.W;
    static final String F = AugmentedChessRulesTest.F;
    static final String D = AugmentedChessRulesTest.D;
    static final String A = AugmentedChessRulesTest.A;
    static final String NARROW = AugmentedChessRulesTest.NARROW;
    static final String CRAB = AugmentedChessRulesTest.CRAB;
    static final String WIDE = "b5 f5 b3 f3";

    private static Compilation compiled;
    private static VariantRules lowered;

    static synchronized Compilation compilation() {
        if (compiled == null) {
            compiled = Definitions.compile(FILE, Definitions.text(FILE));
            lowered = compiled.rules();
        }
        return compiled;
    }

    static VariantRules rules() {
        compilation();
        return lowered;
    }

    static Variant variant() {
        return compilation().variant().orElseThrow();
    }

    /** §3, §4: each listed choice is the union of its parts, only the rider halved. */
    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "CA, ffNbsNA", "CW, ffNbsNW", "CD, ffNbsND", "CF, ffNbsNF", "HW, fbNW", "HF, fbNF", "N, N",
        "RF, hhRF", "RA, hhRA", "RC, hhRffNbsN", "RH, hhRfbN", "RS, hhRshN",
        "BD, hhBD", "BW, hhBW", "BC, hhBffNbsN", "BH, hhBfbN", "BS, hhBshN",
        "QC, hhQffNbsN", "QH, hhQfbN", "QS, hhQshN", "XF, hhRffNbsNF", "XA, hhRffNbsNA", "YF, hhRfbNF",
        "YA, hhRfbNA"})
    void everyChoiceMovesAsItsBetzaSays(String id, String betza) {
        String expected = switch (betza) {
            case "ffNbsNA" -> union(CRAB, A);
            case "ffNbsNW" -> union(CRAB, W);
            case "ffNbsND" -> union(CRAB, D);
            case "ffNbsNF" -> union(CRAB, F);
            case "fbNW" -> union(NARROW, W);
            case "fbNF" -> union(NARROW, F);
            case "N" -> union(NARROW, WIDE);
            case "hhRF" -> union(HH_ROOK, F);
            case "hhRA" -> union(HH_ROOK, A);
            case "hhRffNbsN" -> union(HH_ROOK, CRAB);
            case "hhRfbN" -> union(HH_ROOK, NARROW);
            case "hhRshN" -> union(HH_ROOK, WIDE);
            case "hhBD" -> union(HH_BISHOP, D);
            case "hhBW" -> union(HH_BISHOP, W);
            case "hhBffNbsN" -> union(HH_BISHOP, CRAB);
            case "hhBfbN" -> union(HH_BISHOP, NARROW);
            case "hhBshN" -> union(HH_BISHOP, WIDE);
            case "hhQffNbsN" -> union(HH_ROOK, HH_BISHOP, CRAB);
            case "hhQfbN" -> union(HH_ROOK, HH_BISHOP, NARROW);
            case "hhQshN" -> union(HH_ROOK, HH_BISHOP, WIDE);
            case "hhRffNbsNF" -> union(HH_ROOK, CRAB, F);
            case "hhRffNbsNA" -> union(HH_ROOK, CRAB, A);
            case "hhRfbNF" -> union(HH_ROOK, NARROW, F);
            case "hhRfbNA" -> union(HH_ROOK, NARROW, A);
            default -> throw new AssertionError(betza);
        };
        VariantRules rules = rules();
        assertEquals(betza, rules.pieces().get(rules.pieceType(id)).betza());
        assertEquals(expected, EmptyBoardMoves.from(rules, id, "d4"));
    }

    /** §2: the halving applies only to the rider; hhR + A in a corner still leaps a full A. */
    @Test
    void onlyTheRiderIsHalved() {
        assertEquals(union("a2 a3 a4 a5 b1 c1 d1 e1", "c3"), EmptyBoardMoves.from(rules(), "RA", "a1"));
        // d6: north d=2 gives 1 square, south d=5 gives 3; the wide half-knight is whole.
        assertEquals(union("d7 d5 d4 d3 c6 b6 e6 f6", "b7 f7 b5 f5"), EmptyBoardMoves.from(rules(), "RS", "d6"));
    }

    /** §4: the pairs whose augmenter adds nothing are errors that say so. */
    @ParameterizedTest(name = "{0} + {1}")
    @CsvSource({
        "hhRook, Wazir, hhRW", "hhBishop, Ferz, hhBF", "hhQueen, Wazir, hhQW", "hhQueen, Ferz, hhQF",
        "Crab, Crab, ffNbsNffNbsN", "NarrowHalfKnight, NarrowHalfKnight, fbNfbN",
        "HalfChancellor1, Wazir, hhRffNbsNW", "HalfChancellor1, Crab, hhRffNbsNffNbsN",
        "HalfChancellor2, Wazir, hhRfbNW", "HalfChancellor2, NarrowHalfKnight, hhRfbNfbN"})
    void augmentersThatAddNothingAreRefused(String basic, String augmenter, String betza) {
        Compilation c = Definitions.withOption(FILE, "slot Queen on square d1 {", "ZZ", betza, basic, augmenter);
        List<String> errors = Definitions.errors(c);
        assertEquals(1, errors.size(), errors.toString());
        assertTrue(errors.get(0).matches(FILE + ":\\d+:\\d+: " + basic + " \\+ " + augmenter + ": the " + augmenter
                + " adds no move to the " + basic + " \\(compared on an empty board\\), so this is no augmented piece"),
                errors.get(0));
    }

    /** §4, §7.3: hhR + D and hhB + A do add moves (an edge square two away); left off, but writable. */
    @Test
    void weakPairsAddMovesAndAreOnlyLeftOff() {
        assertEquals(List.of(), Definitions.errors(
                Definitions.withOption(FILE, "slot Rook on squares a1 h1 {", "RD", "hhRD", "hhRook", "Dabbaba")));
        assertEquals(List.of(), Definitions.errors(
                Definitions.withOption(FILE, "slot Bishop on squares c1 f1 {", "BA", "hhBA", "hhBishop", "Alfil")));
        ArmySpelling spelling = new ArmySpelling(variant());
        assertThrows(IllegalArgumentException.class, () -> spelling.resolve("hhRD,N,hhBW,hhQffNbsN"));
    }

    /** §5.2: no augmenter twice. */
    @Test
    void noRepeatedAugmenter() {
        assertEquals("'hhRF,ffNbsNF,hhBD,hhQfbN' is not a legal army: the Ferz augments both the Rook and the"
                + " Knight (rule: no repeated augmenter)", refusal("hhRF,ffNbsNF,hhBD,hhQfbN"));
    }

    /** §5.3: a basic Crab or Narrow Half-Knight is no augmenter elsewhere. */
    @Test
    void aBasicPieceIsNoAugmenter() {
        assertEquals("'hhRffNbsN,ffNbsNW,hhBD,hhQfbN' is not a legal army: the Crab is the basic piece of the"
                + " Knight and the augmenter of the Rook (rule: a basic piece may not also be an augmenter)",
                refusal("hhRffNbsN,ffNbsNW,hhBD,hhQfbN"));
        assertTrue(refusal("hhRF,fbNW,hhBfbN,hhQshN").endsWith("(rule: a basic piece may not also be an augmenter)"));
    }

    /** §5.3, Betza's exception: a Half-Chancellor Queen has not chosen the Crab or fbN as basic. */
    @Test
    void halfChancellorsAreTheException() {
        ArmySpelling spelling = new ArmySpelling(variant());
        spelling.resolve("hhRF,ffNbsNW,hhBD,hhRffNbsNA");           // Crab Knight with HC1 Queen
        spelling.resolve("hhRffNbsN,fbNW,hhBD,hhRffNbsNF");          // HC1 Queen with hhR + Crab Rook
        spelling.resolve("hhRF,fbNW,hhBD,hhRfbNA");                   // fbN Knight with HC2 Queen
        assertEquals(spelling.resolve("hhRF,fbNW,hhBD,hhRfbNA"), spelling.resolve("hhRF,vNW,hhBD,hhRvNA"));
    }

    /** §4, §7.2: the core 7 Queen options give 204 armies; the commented extended 11 give 298. */
    @Test
    void coreAndExtendedQueenLists() {
        assertEquals(204, rules().start().armies().armies().size());
        String extended = Definitions.text(FILE).replace("# piece \"Half-Chancellor", "piece \"Half-Chancellor")
                .replaceAll("# (X[HS]|Y[CS]) = ", "$1 = ");
        Compilation c = Definitions.compile(FILE, extended);
        assertEquals("", c.report());
        assertEquals(298, c.variant().orElseThrow().start().armies().legal().size());
        assertEquals(11, c.variant().orElseThrow().start().armies().slots().get(3).options().size());
    }

    /** §5.1: promotion to either army's types, once each, never King or Pawn. */
    @Test
    void promotionOffersBothArmiesTypesOnce() {
        ArmySpelling spelling = new ArmySpelling(variant());
        VariantRules game = rules().withArmies(spelling.resolve("hhRF,N,hhBD,hhQffNbsN"),
                spelling.resolve("hhRF,ffNbsNW,hhBfbN,hhRfbNA"));
        Position p = Fen.read(game, "k7/4P3/8/8/8/8/8/7K w - - 0 1");
        assertEquals(List.of("e7e8rf", "e7e8n", "e7e8bd", "e7e8qc", "e7e8cw", "e7e8bh", "e7e8ya"),
                strings(p).stream().filter(m -> m.startsWith("e7e8")).toList());
    }

    /** §1, §7.5: FIDE castling and the Pawn's double step, neither halved. */
    @Test
    void castlingAndDoubleStepAreNotHalved() {
        Position start = Fen.start(rules());
        assertTrue(strings(start).contains("e2e4"));
        Position p = Fen.read(rules(), "(rs)3k2(rs)/8/8/8/8/8/8/(RS)3K2(RS) w KQkq - 0 1 RS-CA-BD-QH/RS-CA-BD-QH");
        assertTrue(strings(p).containsAll(List.of("e1g1", "e1c1")));
    }

    /** §3: Black's Crab is the mirror image of White's; halflings are absolute, the same for both sides. */
    @Test
    void blackMirrorsTheCrabAndHalvesAlike() {
        assertEquals(union(AugmentedChessRulesTest.CRAB, A), moves("k7/8/8/8/3(CA)4/8/8/7K w - - 0 1" + PAIR, "d4"));
        assertEquals(union("c2 e2 b5 f5", A), moves("k7/8/8/8/3(ca)4/8/8/7K b - - 0 1" + PAIR, "d4"));
        // hhR + F on a8: north is the edge, so 4 of the 7 squares south and 4 of the 7 east, for either side.
        String fromA8 = "a7 a6 a5 a4 b8 c8 d8 e8 b7";
        assertEquals(union(fromA8), moves("(RF)7/8/8/8/8/8/8/k6K w - - 0 1" + PAIR, "a8"));
        assertEquals(union(fromA8), moves("(rf)7/8/8/8/8/8/8/K6k b - - 0 1" + PAIR, "a8"));
    }

    /** §2: within its half the halfling slides as usual: friends block it, it takes the first enemy. */
    @Test
    void halflingsBlockAndCaptureNormally() {
        assertEquals(union("a2 a3 a4 b1 b2"), moves("k7/8/8/8/p7/8/8/(RF)1(HW)4K w - - 0 1" + PAIR, "a1"));
    }

    /** §2: a halfling checks only within its half: the hhR on a1 reaches a5, not a6. */
    @Test
    void aHalflingChecksOnlyWithinItsHalf() {
        assertTrue(Fen.read(rules(), "8/8/8/k7/8/8/8/(RF)6K b - - 0 1" + PAIR).inCheck());
        assertFalse(Fen.read(rules(), "8/8/k7/8/8/8/8/(RF)6K b - - 0 1" + PAIR).inCheck());
        // hhR + F on a8 against the King on h8 behind g7 and h7: mate in FIDE, not even check here.
        Position backRank = Fen.read(rules(), "(RF)6k/6pp/8/8/8/8/8/7K b - - 0 1" + PAIR);
        assertFalse(backRank.inCheck());
        assertEquals(GameStatus.ONGOING, GameStatus.of(backRank));
    }

    /** §1, §3: a Crab leap mates (Black's Crab + Alfil from h5 to g3, forward for Black, onto h1). */
    @Test
    void aCrabLeapMates() {
        Position p = Fen.read(rules(), "k7/8/8/7(ca)/8/8/6P(HW)/6(RF)K b - - 0 1" + PAIR);
        p.make(MoveNotation.parse(p, "h5g3"));
        assertEquals(new GameStatus(GameStatus.Result.BLACK_WINS, GameStatus.Reason.CHECKMATE), GameStatus.of(p));
    }

    /** §1: FIDE Pawns: the double step and en passant. */
    @Test
    void pawnsAreFidePawnsWithEnPassant() {
        Position p = Fen.read(rules(), "k7/3p4/8/4P3/8/8/8/7K b - - 0 1" + PAIR);
        p.make(MoveNotation.parse(p, "d7d5"));
        assertEquals(List.of("e5d6", "e5e6"), AugmentedChessRulesTest.from(p, "e5"));
        p.make(MoveNotation.parse(p, "e5d6"));
        assertEquals("k7/8/3P4/8/8/8/8/7K b - - 0 2 " + PAIR.trim(), Fen.write(p));
    }

    /** §1, §7.5: castling is refused across a square an enemy attacks, halved as its rider is. */
    @Test
    void castlingSeesHalvedAttacks() {
        // hhB + D on c4 slides toward f1 only as far as e2 (3 squares to the edge, halved to 2): castling is free.
        Position far = Fen.read(rules(), "4k3/8/8/8/2(bd)5/8/8/4K2(RF) w K - 0 1" + PAIR);
        assertTrue(strings(far).contains("e1g1"));
        // The same man on f3 leaps to f1 as a Dabbaba: the King may not cross it.
        Position near = Fen.read(rules(), "4k3/8/8/8/8/5(bd)2/8/4K2(RF) w K - 0 1" + PAIR);
        assertFalse(strings(near).contains("e1g1"));
        assertFalse(strings(near).contains("e1f1"));
    }

    /** §1: stalemate draws, and so do fifty moves without capture or Pawn move, and threefold repetition. */
    @Test
    void theFideEndRules() {
        Position stalemate = Fen.read(rules(), "k7/2K5/(HW)7/8/8/8/8/8 b - - 0 1" + PAIR);
        assertEquals(new GameStatus(GameStatus.Result.DRAW, GameStatus.Reason.STALEMATE), GameStatus.of(stalemate));
        Position fifty = Fen.read(rules(), "k7/8/8/8/8/8/8/(HW)6K w - - 99 80" + PAIR);
        fifty.make(MoveNotation.parse(fifty, "a1a2"));
        assertEquals(new GameStatus(GameStatus.Result.DRAW, GameStatus.Reason.MOVE_RULE), GameStatus.of(fifty));
        Position again = Fen.read(rules(), "k7/8/8/8/8/8/8/(HW)6K w - - 0 1" + PAIR);
        for (String move : List.of("a1a2", "a8b8", "a2a1", "b8a8", "a1a2", "a8b8", "a2a1", "b8a8")) {
            assertEquals(GameStatus.ONGOING, GameStatus.of(again), move);
            again.make(MoveNotation.parse(again, move));
        }
        assertEquals(new GameStatus(GameStatus.Result.DRAW, GameStatus.Reason.REPETITION), GameStatus.of(again));
    }

    /** §5.3: both players may choose the same army. */
    @Test
    void bothPlayersMayPickTheSameArmy() {
        int army = rules().start().armies().find("RS-CA-BD-QH");
        String[] ranks = Fen.write(Fen.start(rules().withArmies(army, army))).split(" ")[0].split("/");
        assertEquals("(rs)(ca)(bd)(qh)k(bd)(ca)(rs)", ranks[0]);
        assertEquals(ranks[0].toUpperCase(), ranks[7]);
    }

    /** White's army RF-HW-BD-QC, Black's RF-CA-BD-QH, as the FEN's seventh field. */
    private static final String PAIR = " RF-HW-BD-QC/RF-CA-BD-QH";

    /** The destinations of the man on {@code square}, sorted as {@link EmptyBoardMoves#union} prints them. */
    private static String moves(String fen, String square) {
        return union(String.join(" ", AugmentedChessRulesTest.from(Fen.read(rules(), fen), square).stream()
                .map(m -> m.substring(square.length())).toList()));
    }

    private static String refusal(String army) {
        ArmySpelling spelling = new ArmySpelling(variant());
        return assertThrows(IllegalArgumentException.class, () -> spelling.resolve(army)).getMessage();
    }
}
