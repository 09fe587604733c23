package org.variantc.compiler.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What {@code check} refuses in {@code lion trading}, at line and column. */
class LionTradingErrorsTest {
    private static void expect(String text, String... errors) {
        assertEquals(List.of(errors), Checks.errors(text));
        assertEquals(errors.length == 0, Checks.compile(text).succeeded());
    }

    @Test
    void wellFormedStatementsAreAccepted() {
        expect(Checks.BASE + "lion trading R cheap P\n");
        expect(Checks.BASE + "lion trading R\n");
    }

    @Test
    void anUnknownOrRepeatedIdIsNamed() {
        expect(Checks.BASE + "lion trading X\n", "13:14: no piece has the id 'X'");
        expect(Checks.BASE + "lion trading R R\n", "13:16: 'R' is written twice");
        expect(Checks.BASE + "lion trading R cheap P P\n", "13:24: 'P' is written twice");
    }

    @Test
    void aLionIsNeitherRoyalNorCheap() {
        expect(Checks.BASE + "lion trading K\n", "13:14: 'K' is royal: a royal man is never taken, so it cannot be"
                + " a Lion of the Lion-trading rules");
        expect(Checks.BASE + "lion trading R cheap R\n", "13:22: 'R' is one of the Lions; a cheap man is one a Lion"
                + " takes on its way, never a Lion");
    }

    /** Sjaak II's form: no cheap men (nothing taken on the way excuses a capture), so the two do not mix. */
    @Test
    void theStrictFormTakesNoCheapMen() {
        expect(Checks.BASE + "lion trading R strict\n");
        org.variantc.runtime.rules.LionTrading rule = Checks.compile(Checks.BASE + "lion trading R strict\n").rules()
                .captures().lionTrading();
        assertEquals(true, rule.strict());
        assertEquals(0L, rule.cheap());
        assertEquals(false, Checks.compile(Checks.BASE + "lion trading R\n").rules().captures().lionTrading().strict());
        expect(Checks.BASE + "lion trading R cheap P strict\n", "13:24: unexpected 'strict'; expected 'variant', 'board',"
                + " 'piece', 'royal', 'setup', 'hand', 'castling', 'moves', 'drops', 'end', 'after', 'armies', 'extends',"
                + " 'captures', 'shuffle', 'explosion', 'petrify', 'lion', 'burning', 'range', 'zones', 'flying', 'duple', 'checked',"
                + " 'unmoved', 'gating', 'pass', 'bikjang' or end of file");
    }

    @Test
    void theStatementIsGivenOnce() {
        List<String> errors = Checks.errors(Checks.BASE + "lion trading R\nlion trading R\n");
        assertEquals(1, errors.size(), errors.toString());
    }
}
