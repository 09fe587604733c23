package org.variantc.compiler.armies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.FenException;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.Perft;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;

/** A game between two armies with the runtime alone: started, saved as FEN, resumed. */
class ArmyGameTest {
    private static VariantRules rules() {
        return AugmentedChessRulesTest.rules();
    }

    /** The rules travel without the compiler (serialized), and start any pair by code. */
    @Test
    void theRuntimeStartsAPairWithoutTheCompiler() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(rules());
        }
        VariantRules copy;
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            copy = (VariantRules) in.readObject();
        }
        int white = copy.start().armies().find("RC-NW-BH-CA");
        int black = copy.start().armies().find("RF,fbNFA,BffNbsN,QfbN");
        VariantRules game = copy.withArmies(white, black);
        assertEquals("(rf)(fa)(bc)(qh)k(bc)(fa)(rf)/pppppppp/8/8/8/8/PPPPPPPP/(RC)(NW)(BH)(CA)K(BH)(NW)(RC)"
                + " w KQkq - 0 1 RC-NW-BH-CA/RF-FA-BC-QH", game.startFen());
        assertEquals(-1, copy.start().armies().find("RF-NF-BD-QC"));
    }

    /** The FEN's seventh field names the armies, so a saved game resumes with its promotion choices. */
    @Test
    void aSavedGameResumes() {
        VariantRules game = rules().withArmies(rules().start().armies().find("RF-NW-BD-CA"), rules().start().armies().find("RA-FD-BW-QH"));
        Position p = Fen.start(game);
        for (String move : List.of("e2e4", "d7d5", "e4d5", "g8f6")) {
            p.make(MoveNotation.parse(p, move));
        }
        String saved = Fen.write(p);
        assertTrue(saved.endsWith(" RF-NW-BD-CA/RA-FD-BW-QH"), saved);
        Position resumed = Fen.read(rules(), saved);   // the default pair's rules
        assertEquals(saved, Fen.write(resumed));
        assertEquals("RF-NW-BD-CA/RA-FD-BW-QH", resumed.rules().start().armies().fenField());
        assertEquals(Perft.perft(p, 2), Perft.perft(resumed, 2));
        Position promoting = Fen.read(rules(), "k7/4P3/8/8/8/8/8/7K w - - 0 1 RF-NW-BD-CA/RA-FD-BW-QH");
        assertEquals(List.of("e7e8rf", "e7e8nw", "e7e8bd", "e7e8ca", "e7e8ra", "e7e8fd", "e7e8bw", "e7e8qh"),
                AugmentedChessRulesTest.strings(promoting).stream().filter(m -> m.startsWith("e7e8")).toList());
    }

    /** Without the field, the FEN is read with the armies of the rules given. */
    @Test
    void aFenWithoutArmiesKeepsTheRulesArmies() {
        VariantRules game = rules().withArmies(3, 9);
        Position p = Fen.read(game, "k7/8/8/8/8/8/8/7K w - - 0 1");
        assertSame(game, p.rules());
    }

    @Test
    void badArmyFieldsAreClearErrors() {
        assertEquals("bad FEN (armies): 'XX-YY' is no army of Augmented Chess in \"k7/8/8/8/8/8/8/7K w - - 0 1"
                + " XX-YY/RF-NA-BD-QC\"", assertThrows(FenException.class,
                () -> Fen.read(rules(), "k7/8/8/8/8/8/8/7K w - - 0 1 XX-YY/RF-NA-BD-QC")).getMessage());
        assertTrue(assertThrows(FenException.class,
                () -> Fen.read(rules(), "k7/8/8/8/8/8/8/7K w - - 0 1 RF-NA-BD-QC")).getMessage()
                .startsWith("bad FEN (armies): expected White's army, '/', Black's army"));
        VariantRules fide = org.variantc.compiler.games.Games.rules("fide.variant");
        assertTrue(assertThrows(FenException.class,
                () -> Fen.read(fide, "k7/8/8/8/8/8/8/7K w - - 0 1 RF-NA-BD-QC/RF-NA-BD-QC")).getMessage()
                .contains("expected at most 6 fields, found 7"));
    }

    @Test
    void anArmyOutOfRangeIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> rules().withArmies(0, rules().start().armies().armies().size()));
        VariantRules fide = org.variantc.compiler.games.Games.rules("fide.variant");
        assertThrows(IllegalStateException.class, () -> fide.withArmies(0, 0));
    }
}
