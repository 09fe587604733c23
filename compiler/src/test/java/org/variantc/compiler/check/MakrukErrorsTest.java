package org.variantc.compiler.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.runtime.rules.Counting;
import org.variantc.runtime.rules.MakrukRules;

/** The Makruk family's statements: what they compile to, and every refusal at its place. */
class MakrukErrorsTest {
    private static void expect(String text, String... errors) {
        assertEquals(List.of(errors), Checks.errors(text));
    }

    @Test
    void theStatementsCompile() {
        Compilation c = Checks.compile(Checks.BASE.replace("piece King K \"K\" royal",
                "piece King K \"K\" royal { move \"imfsN\" not in check }")
                + "end { counting makruk with rook R khon P knight P }\nchecked king only captures\n");
        assertTrue(c.succeeded(), c.report());
        MakrukRules m = c.rules().royals().makruk();
        assertEquals(new Counting(Counting.Style.MAKRUK, 1, 2, 2, -1), m.counting());
        assertTrue(m.checkedKingOnlyCaptures());
        assertNotNull(m.barred(0, 0, 4));                   // the King on e1: c2 and g2
        assertEquals(List.of(10, 14), java.util.Arrays.stream(m.barred(0, 0, 4)).sorted().boxed().toList());
        assertEquals(MakrukRules.NONE, Checks.compile(Checks.BASE).rules().royals().makruk());
    }

    @Test
    void anUnknownCountingRule() {
        expect(Checks.BASE + "end { counting thai with rook R }", "13:16: unknown counting rule 'thai'; expected makruk or asean");
    }

    @Test
    void aCountingRuleWithoutItsRoles() {
        expect(Checks.BASE + "end { counting makruk with rook R }",
                "13:7: the makruk counting rule needs its khon: add 'khon ID'",
                "13:7: the makruk counting rule needs its knight: add 'knight ID'");
        expect(Checks.BASE + "end { counting asean with rook Q khon R knight R met R }",
                "13:32: unknown piece id 'Q' in the counting rule");
    }

    @Test
    void theRightsFieldCannotShareTheCastlingField() {
        expect(Checks.BASE + "unmoved men written in castling field\n",
                "13:1: the castling field cannot hold both castling rights and the unmoved men; drop the castling or this statement");
    }

    @Test
    void aMoveBarredInCheckMustBeToldApart() {
        String overlap = Checks.BASE.replace("piece King K \"K\" royal", "piece King K \"K\" royal { move \"imW\" not in check }");
        List<String> errors = Checks.errors(overlap);
        assertEquals(1, errors.size(), errors.toString());
        assertTrue(errors.get(0).startsWith("3:37: the King's other moves reach "), errors.toString());
        String rider = Checks.BASE.replace("piece King K \"K\" royal", "piece King K \"K\" royal { move \"ifR\" not in check }");
        assertEquals(List.of("3:37: only leaps may be barred in check; this line also slides or steps in legs"),
                Checks.errors(rider));
    }

    @Test
    void aCheckedKingRuleNeedsAKing() {
        String noKing = Checks.BASE.replace("piece King K \"K\" royal", "piece King K \"K\"")
                + "end { lose when no K left }\nchecked king only captures\n";
        List<String> errors = Checks.errors(noKing);
        assertTrue(errors.contains("14:1: 'checked king only captures' needs a royal piece: nothing here is ever in check"),
                errors.toString());
    }
}
