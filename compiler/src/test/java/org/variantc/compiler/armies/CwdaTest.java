package org.variantc.compiler.armies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.variantc.compiler.armies.EmptyBoardMoves.union;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.Perft;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.ArmyChoice;
import org.variantc.runtime.rules.VariantRules;

/** Chess with Different Armies, written in the language alone: four fixed armies. */
class CwdaTest {
    private static final Compilation COMPILED = Definitions.compile("cwda.variant", Definitions.text("cwda.variant"));
    private static final VariantRules RULES = COMPILED.rules();

    @Test
    void exactlyTheFourArmies() {
        List<String> armies = RULES.start().armies().armies().stream().map(a -> a.code() + " " + a.name()).toList();
        assertEquals(List.of("FI Fabulous FIDEs", "CC Colorbound Clobberers", "RR Remarkable Rookies", "NK Nutty Knights"),
                armies);
        ArmySpelling spelling = new ArmySpelling(COMPILED.variant().orElseThrow());
        assertEquals("'R,WA,B,Q' is not a legal army: it is not one of the 4 armies of this game",
                assertThrows(IllegalArgumentException.class, () -> spelling.resolve("R,WA,B,Q")).getMessage());
        assertEquals(3, spelling.resolve("nk"));
        assertEquals(3, spelling.resolve("fsRbK,fbNF,ffNfsNsbWbF,ffNfsNfsRK"));   // bK spells bWbF
    }

    /** FIDE against FIDE is FIDE chess: the published perft. */
    @Test
    void fideAgainstFideIsChess() {
        Position p = Fen.start(RULES.withArmies(0, 0));
        assertEquals(List.of(20L, 400L, 8902L, 197281L), List.of(Perft.perft(p, 1), Perft.perft(p, 2),
                Perft.perft(p, 3), Perft.perft(p, 4)));
    }

    /** The Nutty Knights' pieces, from d4 on an empty board. */
    @Test
    void theNuttyKnightsMoveAsWritten() {
        String forwardKnight = "c6 e6 b5 f5";
        String backKing = "c3 d3 e3";
        assertEquals(union("d5 d6 d7 d8 c4 b4 a4 e4 f4 g4 h4", backKing), EmptyBoardMoves.from(RULES, "CR", "d4"));
        assertEquals(union(forwardKnight, "c4 e4", backKing), EmptyBoardMoves.from(RULES, "CN", "d4"));
        assertEquals(union(forwardKnight, "d5 d6 d7 d8 c4 b4 a4 e4 f4 g4 h4", "c5 e5 c3 d3 e3"),
                EmptyBoardMoves.from(RULES, "CO", "d4"));
    }

    @Test
    void promotionOffersBothArmies() {
        VariantRules game = RULES.withArmies(1, 3);
        Position p = Fen.read(game, "k7/4P3/8/8/8/8/8/7K w - - 0 1");
        ArmyChoice white = game.start().armies().army(0);
        assertEquals(List.of("e7e8bd", "e7e8wa", "e7e8fd", "e7e8ca", "e7e8cr", "e7e8fb", "e7e8cn", "e7e8co"),
                AugmentedChessRulesTest.strings(p).stream().filter(m -> m.startsWith("e7e8")).toList());
        assertEquals("CC", white.code());
    }
}
