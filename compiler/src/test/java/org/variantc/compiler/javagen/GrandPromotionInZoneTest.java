package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.variantc.runtime.Perft;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;

/**
 * Grand chess and Opulent: a Pawn already on rank 8 may promote as it moves on to rank 9 (found
 * against Sjaak II, which counts so; the definitions had offered it only on entering the zone).
 * From a hand-built Grand position, White's c8 Pawn with only the Cardinal lost: c8-c9 and c8xb9,
 * each plain or promoting to the Cardinal; upstream Fairy-Stockfish (c19b5f6c, `go perft 1` with
 * UCI_Variant grand) lists the same four among 68 moves, and so do both our engines.
 */
class GrandPromotionInZoneTest {
    @TempDir
    static Path dir;

    private static final String FEN = "1b2krb3/1n2qc4/2Ppppa1pN/r6p2/1N8/3C1p4/8nP/PBPPP1PPP1/5Q4/RK4B2R w - - 0 21";

    @ParameterizedTest
    @ValueSource(strings = {"table", "generated"})
    void aPawnOnRank8PromotesMovingToRank9(String engine) throws Exception {
        FamilyEngines engines = FamilyEngines.fairyStockfish("org.variantc.generated.grandzone");
        Position p = engine.equals("table") ? engines.table("grand", FEN) : engines.generated("grand", FEN, dir);
        List<String> fromC8 = MoveNotation.legal(p).stream().filter(m -> m.startsWith("c8")).sorted().toList();
        assertEquals(List.of("c8b9=", "c8b9a", "c8c9=", "c8c9a"), fromC8);
        assertEquals(68, Perft.perft(p, 1));
    }

    /**
     * Opulent shares the rule: a lone c8 Pawn beside both Rooks may stay or become any piece but a
     * Rook; upstream Fairy-Stockfish (c19b5f6c, UCI_Variant opulent) lists the same 8 among 38 moves.
     */
    @ParameterizedTest
    @ValueSource(strings = {"table", "generated"})
    void opulentToo(String engine) throws Exception {
        FamilyEngines engines = FamilyEngines.fairyStockfish("org.variantc.generated.opulentzone");
        String fen = "r3k4r/10/2P7/10/10/10/10/10/10/R3K4R w - - 0 30";
        Position p = engine.equals("table") ? engines.table("opulent", fen) : engines.generated("opulent", fen, dir);
        List<String> fromC8 = MoveNotation.legal(p).stream().filter(m -> m.startsWith("c8")).sorted().toList();
        assertEquals(List.of("c8c9=", "c8c9a", "c8c9b", "c8c9c", "c8c9l", "c8c9n", "c8c9q", "c8c9w"), fromC8);
        assertEquals(38, Perft.perft(p, 1));
    }
}
