package org.variantc.compiler.armies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.variantc.compiler.armies.EmptyBoardMoves.union;

import java.io.IOException;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.variantc.compiler.check.Compilation;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.check.VariantCompiler;
import org.variantc.runtime.MoveList;
import org.variantc.runtime.Position;
import org.variantc.runtime.rules.VariantRules;

/** One test per rule of shared/rules/augmented-chess.md, on the compiled definition. */
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
        Position p = Position.fromFen(rules(), "k7/8/8/3P4/2P(RC)P3/3P4/8/7K w - - 0 1");
        MoveList moves = p.legalMoves();
        TreeSet<String> from = new TreeSet<>();
        for (int i = 0; i < moves.size(); i++) {
            String m = p.moveToString(moves.get(i));
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
                + " w KQkq - 0 1 RF-NW-BC-CA/RA-FW-BD-QH", Position.start(game).toFen());
    }

    /** §1, §6.5: castling in FIDE geometry with whatever fills the Rook slot, for both sides. */
    @Test
    void castlingIsWithTheRookSlotPiece() {
        Position p = Position.fromFen(rules(), "(rc)3k2(rc)/8/8/8/8/8/8/(RH)3K2(RH) w KQkq - 0 1");
        List<String> moves = strings(p);
        assertTrue(moves.contains("e1g1") && moves.contains("e1c1"), moves.toString());
        p.make(p.parseMove("e1g1"));
        assertEquals("(rc)3k2(rc)/8/8/8/8/8/8/(RH)4(RH)K1 b kq - 1 1", p.toFen().substring(0, p.toFen().lastIndexOf(' ')));
        assertTrue(strings(p).contains("e8c8"));
    }

    /** §4.1, §6.3: promotion to every type of either army, a shared type once, never King or Pawn. */
    @Test
    void promotionOffersBothArmiesTypesOnce() {
        VariantRules rules = rules();
        ArmySpelling spelling = new ArmySpelling(compilationVariant());
        VariantRules game = rules.withArmies(spelling.resolve("RF,NW,BD,RNA"), spelling.resolve("RF,fbNFA,BffNbsN,QfbN"));
        Position p = Position.fromFen(game, "k7/4P3/8/8/8/8/8/7K w - - 0 1");
        List<String> promotions = strings(p).stream().filter(m -> m.startsWith("e7e8")).toList();
        assertEquals(List.of("e7e8rf", "e7e8nw", "e7e8bd", "e7e8ca", "e7e8fa", "e7e8bc", "e7e8qh"), promotions);
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
        assertEquals("RF-FW-BD-QC", compilationVariant().armies().legal()
                .get(spelling.resolve("RF,fbNFW,BD,QffNbsN")).code());
    }

    /** §4.2: both players may pick the same army. */
    @Test
    void bothPlayersMayPickTheSameArmy() {
        VariantRules game = rules().withArmies(7, 7);
        String[] fen = Position.start(game).toFen().split(" ");
        String[] ranks = fen[0].split("/");
        assertEquals(ranks[7].toLowerCase(), ranks[0]);
        assertEquals(game.armies().army(0).code() + "/" + game.armies().army(0).code(), fen[6]);
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
        assertEquals(178, rules().armies().armies().size());
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
        assertEquals(canonical, rules().armies().find("RF,NW,BffNbsN,RNA"));
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
            out.add(p.moveToString(moves.get(i)));
        }
        return out;
    }
}
