package org.variantc.compiler.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.Perft;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.ArmyChoice;
import org.variantc.runtime.rules.ArmyRules;
import org.variantc.runtime.rules.CastlingMove;
import org.variantc.runtime.rules.DropRules;
import org.variantc.runtime.rules.EndRules;
import org.variantc.runtime.rules.GoalRule;
import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.PromotionRule;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.SquareMoves;
import org.variantc.runtime.rules.TableCodec;
import org.variantc.runtime.rules.VariantRules;

/** The tables the page carries are the tables the JVM plays: same text again, same move trees. */
class TableCodecTest {
    @TestFactory
    Stream<DynamicTest> everyDefinitionSurvivesTheRoundTrip() {
        return ShippedDefinitions.files().stream().map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
            VariantRules rules = ShippedDefinitions.compile(file).rules();
            String text = TableCodec.encode(rules);
            assertTrue(text.matches("[0-9a-z,-]*"), "only base-36 digits, minus and commas");
            VariantRules back = TableCodec.decode(text);
            assertEquals(text, TableCodec.encode(back));
            assertEquals(rules.startFen(), back.startFen());
            assertEquals(rules.ending().end().moveRulePlies(), back.ending().end().moveRulePlies());
            assertEquals(rules.ending().end().pawnDropsReset(), back.ending().end().pawnDropsReset(), "Crazyhouse's Pawn-drop reset");
            assertEquals(rules.ending().end().capturesOnlyReset(), back.ending().end().capturesOnlyReset(), "Xiangqi's count of captures");
            assertEquals(Perft.perft(Fen.start(rules), 3), Perft.perft(Fen.start(back), 3));
            if (rules.start().armies() != null) {
                int last = rules.start().armies().armies().size() - 1;
                assertEquals(rules.start().armies().armies().size(), back.start().armies().armies().size());
                assertEquals(rules.withArmies(last, last / 2).startFen(), back.withArmies(last, last / 2).startFen());
                assertEquals(moves(Fen.start(rules.withArmies(last, last / 2))),
                        moves(Fen.start(back.withArmies(last, last / 2))));
            }
            Random random = new Random(file.getFileName().toString().hashCode());
            Position a = Fen.start(rules);
            for (int ply = 0; ply < 40 && !a.legalMoves().isEmpty(); ply++) {
                Position b = Fen.read(back, Fen.write(a));
                assertEquals(moves(a), moves(b), Fen.write(a));
                MoveList legal = a.legalMoves();
                a.make(legal.get(random.nextInt(legal.size())));
            }
        }));
    }

    /**
     * The codec writes every component of every table record; one added to a record without the
     * codec learning it would be silently dropped from the page, so the count is pinned here.
     */
    @Test
    void theCodecKnowsEveryComponentOfTheTables() {
        // The board and men, then six groups of rule families: 5 + 2 + 5 + 3 + 4 + 5 + 2 (the captures: 4 and Tenjiku's burning and range jumping; the moves: 4 and wraps; the royals: 4 and passing through check).
        assertEquals(11, VariantRules.class.getRecordComponents().length);
        assertEquals(2, org.variantc.runtime.rules.StartRules.class.getRecordComponents().length);
        assertEquals(5, org.variantc.runtime.rules.MoveRules.class.getRecordComponents().length);
        assertEquals(6, org.variantc.runtime.rules.CaptureRules.class.getRecordComponents().length);
        assertEquals(3, org.variantc.runtime.rules.LionTrading.class.getRecordComponents().length);
        assertEquals(2, org.variantc.runtime.rules.Burning.class.getRecordComponents().length);
        assertEquals(1, org.variantc.runtime.rules.RangeJumping.class.getRecordComponents().length);
        assertEquals(4, org.variantc.runtime.rules.PlacingRules.class.getRecordComponents().length);
        assertEquals(5, org.variantc.runtime.rules.RoyalRules.class.getRecordComponents().length);
        assertEquals(2, org.variantc.runtime.rules.EndingRules.class.getRecordComponents().length);
        assertEquals(6, org.variantc.runtime.rules.HandRules.class.getRecordComponents().length);
        assertEquals(5, org.variantc.runtime.rules.PromotionInPlace.class.getRecordComponents().length);
        assertEquals(1, org.variantc.runtime.rules.Walling.class.getRecordComponents().length);
        assertEquals(2, org.variantc.runtime.rules.Passing.class.getRecordComponents().length);
        assertEquals(2, org.variantc.runtime.rules.HopLimits.class.getRecordComponents().length);
        assertEquals(3, org.variantc.runtime.rules.PointCount.class.getRecordComponents().length);
        assertEquals(5, org.variantc.runtime.rules.Shuffle.class.getRecordComponents().length);
        assertEquals(11, PieceRules.class.getRecordComponents().length);
        assertEquals(2, org.variantc.runtime.rules.DropLimit.class.getRecordComponents().length);
        assertEquals(4, SquareMoves.class.getRecordComponents().length);
        assertEquals(3, org.variantc.runtime.rules.Bend.class.getRecordComponents().length);
        assertEquals(2, Leap.class.getRecordComponents().length);
        assertEquals(4, Ray.class.getRecordComponents().length);
        assertEquals(3, Path.class.getRecordComponents().length);
        assertEquals(8, PromotionRule.class.getRecordComponents().length);
        assertEquals(5, CastlingMove.class.getRecordComponents().length);
        assertEquals(3, DropRules.class.getRecordComponents().length);
        assertEquals(9, EndRules.class.getRecordComponents().length);
        assertEquals(4, org.variantc.runtime.rules.RepetitionRule.class.getRecordComponents().length);
        assertEquals(2, org.variantc.runtime.rules.ChaseRule.class.getRecordComponents().length);
        assertEquals(5, org.variantc.runtime.rules.Extinction.class.getRecordComponents().length);
        assertEquals(5, org.variantc.runtime.rules.Scoring.class.getRecordComponents().length);
        assertEquals(1, org.variantc.runtime.rules.CaptureObligation.class.getRecordComponents().length);
        assertEquals(4, GoalRule.class.getRecordComponents().length);
        assertEquals(2, org.variantc.runtime.rules.CheckRules.class.getRecordComponents().length);
        assertEquals(6, ArmyRules.class.getRecordComponents().length);
        assertEquals(4, ArmyChoice.class.getRecordComponents().length);
        assertEquals(4, org.variantc.runtime.rules.Explosion.class.getRecordComponents().length);
        assertEquals(1, org.variantc.runtime.rules.Petrification.class.getRecordComponents().length);
        assertEquals(4, org.variantc.runtime.rules.MakrukRules.class.getRecordComponents().length);
        assertEquals(5, org.variantc.runtime.rules.Counting.class.getRecordComponents().length);
    }

    /** The hand games' rules cross to the page: the hand rules, the promotion in place, and they play alike. */
    @Test
    void handRulesSurviveTheCodec() {
        for (String game : java.util.List.of("placement", "sittuyin", "pocketknight")) {
            VariantRules rules = org.variantc.compiler.games.Games.rules("fairy-stockfish/" + game + ".variant");
            String text = TableCodec.encode(rules);
            VariantRules back = TableCodec.decode(text);
            assertEquals(text, TableCodec.encode(back));
            assertEquals(rules.placing().hands(), back.placing().hands(), game);
            assertEquals(rules.moves().promotionsInPlace().size(), back.moves().promotionsInPlace().size(), game);
        }
        VariantRules sittuyin = TableCodec.decode(TableCodec.encode(
                org.variantc.compiler.games.Games.rules("fairy-stockfish/sittuyin.variant")));
        // Reference: Fairy-Stockfish 11.1, reference/fairy-stockfish/hands.tsv (a position with promotions by choice).
        assertEquals(14284, Perft.perft(Fen.read(sittuyin, "1k1r2Pn/f1s5/2s1PP2/7P/1KpPp3/P6R/1N6/p6N[] w - - 1 41"), 3));
        VariantRules placement = TableCodec.decode(TableCodec.encode(
                org.variantc.compiler.games.Games.rules("fairy-stockfish/placement.variant")));
        assertEquals(new org.variantc.runtime.rules.HandRules(false, true, placement.pieceType("B"),
                placement.pieceType("K"), placement.pieceType("R"), false), placement.placing().hands());
        VariantRules twilight = TableCodec.decode(TableCodec.encode(
                org.variantc.compiler.games.Games.rules("sjaak/twilight_chess.variant")));
        assertEquals(new org.variantc.runtime.rules.HandRules(false, false, -1, -1, -1, true), twilight.placing().hands());
        // Reference: Sjaak II 1.4.1, `variant twilight_chess`, `perft 2` from the start (reference/sjaak/perft.tsv).
        assertEquals(1225, Perft.perft(Fen.read(twilight, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"), 2));
        assertEquals(1, org.variantc.runtime.rules.Gating.class.getRecordComponents().length);
    }

    /** S-House's gates cross to the page, and a gated move is generated alike on both sides of the codec. */
    @Test
    void gatingSurvivesTheCodec() {
        VariantRules rules = org.variantc.compiler.games.Games.rules("fairy-stockfish/shouse.variant");
        String text = TableCodec.encode(rules);
        VariantRules back = TableCodec.decode(text);
        assertEquals(text, TableCodec.encode(back));
        assertTrue(back.placing().gating().gates()[0][back.square(1, 0)] && back.placing().gating().gates()[1][back.square(1, 7)]);
        assertEquals(moves(Fen.start(rules)), moves(Fen.start(back)));
        assertTrue(org.variantc.runtime.notation.MoveNotation.legal(Fen.start(back)).contains("b1c3h"));
    }

    /** Shogi's drop limits, touching promotions and +P spellings cross to the page. */
    @Test
    void shogisRulesSurviveTheCodec() {
        VariantRules rules = org.variantc.compiler.games.Games.rules("fairy-stockfish/shogi.variant");
        String text = TableCodec.encode(rules);
        VariantRules back = TableCodec.decode(text);
        assertEquals(text, TableCodec.encode(back));
        PieceRules pawn = back.pieces().get(back.pieceType("P"));
        assertEquals(new org.variantc.runtime.rules.DropLimit(1, true), pawn.dropLimit());
        assertTrue(pawn.promotions().get(1).touching());
        assertEquals(back.pieceType("P"), back.pieces().get(back.pieceType("T")).plusOf());
    }

    /** The page plays the flying general: the rule survives the codec, and so do the palace-confined moves. */
    @Test
    void xiangqisFlyingGeneralSurvivesTheRoundTrip() throws java.io.IOException {
        VariantRules rules = org.variantc.compiler.pipeline.VariantCompiler.compile(
                org.variantc.compiler.check.Sources.definition("fairy-stockfish/xiangqi.variant")).rules();
        VariantRules back = TableCodec.decode(TableCodec.encode(rules));
        assertEquals(org.variantc.runtime.rules.RoyalFacing.FORBIDDEN, back.royals().facing());
        assertEquals(moves(Fen.read(rules, "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1")),
                moves(Fen.read(back, "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1")));
        assertEquals(79_666L, Perft.perft(Fen.start(back), 3));
    }

    /** The page plays Chu Shogi's Lion trading: the Lions and the cheap men survive the codec, and the rule filters moves. */
    @Test
    void chuShogisLionTradingSurvivesTheRoundTrip() {
        VariantRules rules = org.variantc.compiler.games.Games.rules("shogi/chushogi.variant");
        String text = TableCodec.encode(rules);
        VariantRules back = TableCodec.decode(text);
        assertEquals(text, TableCodec.encode(back));
        assertEquals(rules.captures().lionTrading(), back.captures().lionTrading());
        assertTrue(back.captures().lionTrading().isLion(back.pieceType("N")));
        assertTrue(back.captures().lionTrading().isCheap(back.pieceType("I")));
        // HaChu 0.21 refuses f6f8 here ("Distant capture of protected Lion"): liontrade.txt's first case
        String fen = "11k/12/12/5g6/5n6/12/5N6/12/12/12/12/K11 w - - 0 1";
        assertEquals(moves(Fen.read(rules, fen)), moves(Fen.read(back, fen)));
        assertTrue(moves(Fen.read(back, fen)).stream().noneMatch(m -> m.startsWith("f6f8")));
    }

    /** The page plays Caissa Britannia's royal Queen, who may not pass through check: the rule survives the codec. */
    @Test
    void caissaBritanniasQueenPassageSurvivesTheRoundTrip() {
        VariantRules rules = org.variantc.compiler.games.Games.rules("sjaak/caissa_britannia.variant");
        VariantRules back = TableCodec.decode(TableCodec.encode(rules));
        assertTrue(back.royals().passingCheckForbidden());
        String fen = "2r5q1/10/5l4/10/10/10/10/10/1p8/Q3K5 w - - 0 1"; // Sjaak II 1.4.1's perft 3: 995
        assertEquals(moves(Fen.read(rules, fen)), moves(Fen.read(back, fen)));
        assertEquals(995L, Perft.perft(Fen.read(back, fen), 3));
    }

    /** The page plays Janggi: passing, bikjang, the Cannon's limits and the points survive the codec. */
    @Test
    void janggisRulesSurviveTheRoundTrip() {
        VariantRules rules = org.variantc.compiler.games.Games.rules("fairy-stockfish/janggi.variant");
        String text = TableCodec.encode(rules);
        VariantRules back = TableCodec.decode(text);
        assertEquals(text, TableCodec.encode(back));
        assertEquals(rules.moves().passing(), back.moves().passing());
        assertEquals(org.variantc.runtime.rules.RoyalFacing.BIKJANG, back.royals().facing());
        int cannon = back.pieceType("C");
        assertTrue(!back.moves().hopLimits().mayJump(cannon, cannon) && !back.moves().hopLimits().mayCapture(cannon, cannon));
        assertTrue(back.moves().hopLimits().mayJump(cannon, back.pieceType("P")));
        assertEquals(java.util.Arrays.toString(rules.ending().points().halfPoints()),
                java.util.Arrays.toString(back.ending().points().halfPoints()));
        assertEquals(3, back.ending().points().bonusHalfPoints());
        assertEquals(1, back.ending().points().bonusSide());
        // FS 11.1's perft(3) from the start, with bikjang and passes: see JanggiFamilyEnginesTest.
        assertEquals(33_000L, Perft.perft(Fen.start(back), 3));
    }

    @Test
    void damagedTablesAreRefusedWithAMessage() {
        String text = TableCodec.encode(ShippedDefinitions.compile(fide()).rules());
        IllegalArgumentException cut = assertThrows(IllegalArgumentException.class,
                () -> TableCodec.decode(text.substring(0, text.length() / 2)));
        assertTrue(cut.getMessage().startsWith("rule tables"), cut.getMessage());
        IllegalArgumentException version = assertThrows(IllegalArgumentException.class, () -> TableCodec.decode("99," + text));
        assertTrue(version.getMessage().contains("version"), version.getMessage());
        assertThrows(IllegalArgumentException.class, () -> TableCodec.decode(text + "1,"));
        assertThrows(IllegalArgumentException.class, () -> TableCodec.decode("1,zzzzzzzz,"));
    }

    private static java.nio.file.Path fide() {
        return ShippedDefinitions.files().stream().filter(p -> p.getFileName().toString().equals("fide.variant"))
                .findFirst().orElseThrow();
    }

    private static java.util.List<String> moves(Position pos) {
        return Arrays.stream(pos.legalMoves().toArray()).mapToObj(m -> MoveNotation.format(pos, m)).sorted().toList();
    }
}
