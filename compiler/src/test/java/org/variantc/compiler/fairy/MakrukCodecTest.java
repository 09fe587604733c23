package org.variantc.compiler.fairy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.Perft;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.rules.MakrukRules;
import org.variantc.runtime.rules.TableCodec;
import org.variantc.runtime.rules.VariantRules;

/**
 * The tables the browser page and the generated engines carry (TableCodec) keep the Makruk
 * family's rules: the counting, Makpong's checked King, Cambodian's rights field and its King's
 * leap barred in check; the decoded rules play the same trees and write the same FENs, checked on
 * the positions of {@code MakrukRulesTest} where each rule decides.
 */
class MakrukCodecTest {
    @ParameterizedTest
    @ValueSource(strings = {"makruk", "makpong", "cambodian", "karouk", "asean", "ai-wok"})
    void thePageTablesPlayTheSameGame(String variant) {
        VariantRules rules = FairyReference.rules(variant);
        String text = TableCodec.encode(rules);
        VariantRules back = TableCodec.decode(text);
        assertEquals(text, TableCodec.encode(back));
        MakrukRules m = rules.royals().makruk();
        assertEquals(m.counting(), back.royals().makruk().counting());
        assertEquals(m.checkedKingOnlyCaptures(), back.royals().makruk().checkedKingOnlyCaptures());
        assertEquals(m.unmovedInCastlingField(), back.royals().makruk().unmovedInCastlingField());
        for (int sq = 0; sq < rules.squares(); sq++) {
            for (int t = 0; t < rules.pieces().size(); t++) {
                for (int side = 0; side < 2; side++) {
                    assertArrayEquals(m.barred(t, side, sq), back.royals().makruk().barred(t, side, sq));
                }
            }
        }
        assertEquals(Perft.perft(Fen.start(rules), 3), Perft.perft(Fen.start(back), 3));
        String[] decisive = switch (variant) {
            case "makpong" -> new String[] {"4k3/8/8/8/8/4r3/8/4K3 w - - 0 1", "4k3/8/8/8/8/3n4/4r3/4K3 w - - 0 1"};
            case "cambodian" -> new String[] {"4k3/8/8/8/8/8/8/r2K4 w D - 0 1", "8/8/8/8/3k4/8/8/K3M3 b E - 0 1"};
            case "karouk" -> new String[] {"8/8/8/8/3k4/8/8/K3M3 w E - 1+1 0 1"};
            case "asean" -> new String[] {"k7/8/8/8/8/P7/8/R3K3 w - - 0 1"};
            case "ai-wok" -> new String[] {"k7/3r4/8/8/8/8/4A3/4K3 w - - 0 1"};
            default -> new String[] {"k7/3r4/8/8/8/8/4R3/4K3 w - - 0 1"};
        };
        for (String fen : decisive) {
            Position mine = Fen.read(rules, fen);
            Position theirs = Fen.read(back, fen);
            assertEquals(Perft.perft(mine, 2), Perft.perft(theirs, 2), fen);
            if (mine.legalMoves().isEmpty()) {
                continue;                                   // Makpong's mate: nothing to play
            }
            long first = mine.legalMoves().get(0);
            String move = MoveNotation.format(mine, first);
            mine.make(first);
            theirs.make(MoveNotation.parse(theirs, move));
            assertEquals(Fen.write(mine), Fen.write(theirs), fen + " " + move);
        }
    }
}
