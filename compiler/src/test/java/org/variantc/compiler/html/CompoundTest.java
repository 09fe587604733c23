package org.variantc.compiler.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.variantc.runtime.rules.VariantRules;

/**
 * Which pieces the page draws as chess figures, read from the shipped games' own tables: the
 * compounds of chess figures split into their figures and leftover short leaps, fairy pieces
 * (a Cat, a Speedy Knight, a Short Rook alone, the Pawn) stay symbols.
 */
class CompoundTest {
    @Test
    void compoundsOfChessFiguresAreSplitIntoThem() {
        assertEquals(List.of("rook", "knight"), figures("cwda.variant", "CH"), "Chancellor: Rook over Knight");
        assertEquals(List.of("bishop", "knight"), figures("cwda.variant", "CA"), "Cardinal: Bishop over Knight");
        assertEquals(List.of("queen", "knight"), figures("nearlydouble-overkill.variant", "A"), "Ace");
        assertEquals(List.of("king", "knight"), figures("chess-and-a-half.variant", "X"), "Eques Rex");
        assertEquals(List.of("rook"), figures("augmented-chess.variant", "RF"));
        assertEquals(Set.of("1,1", "-1,1", "1,-1", "-1,-1"), extra("augmented-chess.variant", "RF"), "the Ferz's four steps");
        assertEquals(List.of("knight"), figures("augmented-chess.variant", "NA"));
        assertEquals(Set.of("2,2", "-2,2", "2,-2", "-2,-2"), extra("augmented-chess.variant", "NA"), "the Alfil's four leaps");
        assertEquals(List.of("rook", "knight"), figures("augmented-chess.variant", "CF"), "Chancellor + Ferz");
        assertEquals(Set.of("1,2", "-1,2", "2,-1", "-2,-1"), extra("augmented-chess.variant", "RC"), "the Crab, forward narrow and backward wide");
        Compound halfling = compound("augmented-half-chess.variant", "RF").orElseThrow();
        assertEquals(List.of("rook"), halfling.figures());
        assertTrue(halfling.limited(), "a halfling Rook's slides stop short of the edge");
        assertFalse(compound("cwda.variant", "CH").orElseThrow().limited());
    }

    @Test
    void fairyPiecesAndSingleFiguresAreNoCompounds() {
        for (String id : List.of("C", "S", "Z", "G", "P", "N", "R", "K")) {
            assertEquals(Optional.empty(), compound("chess-and-a-half.variant", id), id);
        }
        assertEquals(Optional.empty(), compound("cwda.variant", "SR"), "a Short Rook is one figure");
        assertEquals(Optional.empty(), compound("cwda.variant", "WR"), "Wazir + Dabbaba: no chess figure");
    }

    @Test
    void aCompoundGlyphDrawsItsFiguresNotALetter() {
        Optional<Compound> chancellor = compound("cwda.variant", "CH");
        String svg = PieceGlyph.svg("Chancellor", "CH", false, chancellor, 0);
        assertFalse(svg.contains("<text"), "no lettered disc");
        assertEquals(2, svg.split("scale\\(").length - 1, "two figures");
        String disc = PieceGlyph.svg("Cat", "C", false, Optional.empty(), 1);
        assertTrue(disc.contains(">C</text>"));
    }

    private static List<String> figures(String file, String id) {
        return compound(file, id).orElseThrow(() -> new AssertionError(id + " is no compound")).figures();
    }

    private static Set<String> extra(String file, String id) {
        Set<String> out = new TreeSet<>();
        compound(file, id).orElseThrow().extra().forEach(o -> out.add(o[0] + "," + o[1]));
        return out;
    }

    private static Optional<Compound> compound(String file, String id) {
        Path path = ShippedDefinitions.files().stream().filter(p -> p.getFileName().toString().equals(file)).findFirst().orElseThrow();
        VariantRules rules = ShippedDefinitions.compile(path).rules();
        int type = 0;
        while (!rules.pieces().get(type).id().equals(id)) {
            type++;
        }
        return Compound.of(rules, type);
    }

}
