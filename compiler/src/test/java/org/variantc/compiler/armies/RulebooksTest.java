package org.variantc.compiler.armies;

import org.variantc.runtime.notation.Preparation;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.Rulebooks;
import org.variantc.runtime.protocol.Game;
import org.variantc.runtime.rules.VariantRules;

/** The rulebooks a player is handed: one per army pair, prepared once, the same for every position of it. */
class RulebooksTest {
    private static final String OTHER_PAIR = "k7/8/8/8/8/8/8/7K w - - 0 1 RF-NW-BD-CA/RA-FD-BW-QH";

    @Test
    void eachArmyPairIsPreparedOnceAndServesEveryPositionOfIt() {
        VariantRules rules = AugmentedChessRulesTest.rules();
        AtomicInteger prepared = new AtomicInteger();
        Rulebooks books = new Rulebooks(r -> {
            prepared.incrementAndGet();
            return Preparation.table(r);
        });
        Rulebook start = books.start(rules).rulebook();
        assertSame(start, books.start(rules).rulebook());
        assertEquals(1, prepared.get());

        Position other = books.position(rules, OTHER_PAIR);
        assertEquals("RF-NW-BD-CA/RA-FD-BW-QH", other.rules().start().armies().fenField());
        assertNotSame(start, other.rulebook());
        assertSame(other.rulebook(), books.position(rules, OTHER_PAIR).rulebook());
        assertEquals(2, prepared.get());

        Game game = new Game(books, rules);
        assertSame(start, game.rulebook());
        game.load(OTHER_PAIR);
        assertSame(other.rulebook(), game.rulebook());
        assertSame(other.rulebook(), game.copy().rulebook());
        assertEquals(2, prepared.get());
    }
}
