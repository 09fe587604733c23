package org.variantc.compiler.armies;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Mistakes in an armies block, each reported where it is written. */
class ArmyCheckErrorsTest {
    private static final String BASE = """
            variant "Mini armies" { author "tests" }
            board 8 x 8
            piece King K "K" royal
            piece Pawn P "fmWfceF" pawn { promote on rank 8 to armies }
            piece "Rook + Ferz" RF "RF"
            piece "Rook + Alfil" RA "RA"
            piece Knight N "N"
            setup "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3"
            castling { king e1 to g1 with rook h1 to f1 }
            armies {
              basic Rook "R"
              augmenter Ferz "F"
              augmenter Alfil "A"
              slot Rook on squares a1 h1 { RF = Rook + Ferz  RA = Rook + Alfil }
              slot Knight on squares b1 g1 { N }
            }
            """;

    private static List<String> errors(String from, String to) {
        if (!BASE.contains(from)) {
            throw new IllegalArgumentException(from);
        }
        return Definitions.errors(Definitions.compile("t.variant", BASE.replace(from, to)));
    }

    @Test
    void theBaseIsClean() {
        assertEquals(List.of(), errors("board", "board"));
    }

    @Test
    void unknownIdsPartsAndSquares() {
        assertEquals(List.of("t.variant:15:34: unknown piece id 'NX' in slot 'Knight'; declare it with piece Name NX \"betza\""),
                errors("{ N }", "{ NX }"));
        assertEquals(List.of("t.variant:14:37: 'Rok' is not a basic piece; the basic pieces are Rook. Declare it with"
                + " basic Rok \"betza\""), errors("RF = Rook", "RF = Rok"));
        assertEquals(List.of("t.variant:14:44: 'Fers' is not an augmenter; the augmenters are Ferz Alfil. Declare it with"
                + " augmenter Fers \"betza\""), errors("Rook + Ferz", "Rook + Fers"));
        assertEquals(List.of("t.variant:14:27: 'i1' is not a square of the 8 x 8 board (a1..h8)"),
                errors("squares a1 h1", "squares a1 i1"));
    }

    @Test
    void slotSquaresMustBeEmptyInTheSetupAndUnshared() {
        assertEquals(List.of("t.variant:15:18: slot 'Knight' fills b1 (and its mirror square for Black), but the setup"
                + " has a man there: leave slot squares empty"), errors("PPPPPPPP/4K3", "PPPPPPPP/1N2K3"));
        assertEquals(List.of("t.variant:15:18: square h1 is in slot 'Rook' already"),
                errors("squares b1 g1", "squares b1 h1"));
        assertEquals(List.of("t.variant:15:8: slot 'Rook' is declared twice"), errors("slot Knight", "slot Rook"));
    }

    @Test
    void theAugmenterMustAddAMove() {
        String text = BASE.replace("piece Knight", "piece \"Rook + Wazir\" RW \"RW\"\npiece Knight")
                .replace("augmenter Alfil \"A\"", "augmenter Alfil \"A\" augmenter Wazir \"W\"")
                .replace("{ RF = Rook + Ferz ", "{ RF = Rook + Ferz  RW = Rook + Wazir ");
        assertEquals(List.of("t.variant:15:62: Rook + Wazir: the Wazir adds no move to the Rook (compared on an"
                + " empty board), so this is no augmented piece"),
                Definitions.errors(Definitions.compile("t.variant", text)));
    }

    @Test
    void thePieceMustMoveAsItsParts() {
        List<String> errors = errors("RA = Rook + Alfil", "RA = Rook + Ferz");
        assertEquals(1, errors.size(), errors.toString());
        assertEquals("t.variant:14:50: piece RA moves as \"RA\", not as Rook + Ferz (", errors.get(0).substring(0, 61));
    }

    @Test
    void partsAreDeclaredOnce() {
        assertEquals(List.of("t.variant:13:13: augmenter 'Ferz' is declared twice; the first is at line 12",
                "t.variant:14:62: 'Alfil' is not an augmenter; the augmenters are Ferz. Declare it with augmenter Alfil"
                        + " \"betza\""),
                errors("augmenter Alfil \"A\"", "augmenter Ferz \"A\""));
        assertEquals(List.of("t.variant:12:18: 'Rook' moves otherwise than the basic piece of that name at line 11;"
                + " one name is one piece"), errors("augmenter Ferz", "augmenter Rook").stream()
                .filter(e -> e.contains("otherwise")).toList());
    }

    @Test
    void constraintsNeedPartsAndComeOnce() {
        assertEquals(List.of("t.variant:16:34: the constraint 'no repeated augmenter' needs every option built from"
                + " its parts: write N = Basic + Augmenter"),
                errors("  slot Knight", "  constraint distinct augmenters\n  slot Knight"));
        assertEquals(List.of("t.variant:17:3: this constraint is given twice"), errors("{ N }\n",
                "{ N = Rook + Ferz }\n  constraint basic not augmenter\n  constraint basic not augmenter\n")
                .stream().filter(e -> e.contains("twice")).toList());
    }

    @Test
    void fixedArmies() {
        assertEquals(List.of("t.variant:16:8: army X names 1 pieces; it needs one per slot (2: Rook Knight)"),
                errors("{ N }\n", "{ N }\n  army X = RF\n"));
        assertEquals(List.of("t.variant:16:12: 'N' is not a piece of slot 'Rook' (its pieces: RF RA)"),
                errors("{ N }\n", "{ N }\n  army X = RF RF N\n".replace("RF RF N", "N N")));
        assertEquals(List.of("t.variant:17:8: army code 'ab' is used twice; the first is at line 16"),
                errors("{ N }\n", "{ N }\n  army AB = RF N\n  army ab = RA N\n"));
    }

    @Test
    void promotionToArmiesNeedsArmies() {
        String text = BASE.substring(0, BASE.indexOf("armies {"));
        assertEquals(List.of("t.variant:4:31: promotion to armies needs an armies block: there are no armies to offer"),
                Definitions.errors(Definitions.compile("t.variant", text.replace("PPPPPPPP/4K3", "PPPPPPPP/R3K2R")
                        .replace("4k3/", "r3k2r/").replace("piece Knight N \"N\"", "piece Rook R \"R\""))));
    }

    @Test
    void someArmyMustBeLegal() {
        String text = BASE.replace("piece Knight N \"N\"", "piece \"Knight + Ferz\" NF \"NF\"")
                .replace("basic Rook \"R\"", "basic Rook \"R\" basic Knight \"N\"")
                .replace("{ RF = Rook + Ferz  RA = Rook + Alfil }", "{ RF = Rook + Ferz }")
                .replace("{ N }", "{ NF = Knight + Ferz }\n  constraint distinct augmenters");
        assertEquals(List.of("t.variant:10:1: no combination of the slots' options keeps the constraints: there is no"
                + " legal army"), Definitions.errors(Definitions.compile("t.variant", text)));
    }
}
