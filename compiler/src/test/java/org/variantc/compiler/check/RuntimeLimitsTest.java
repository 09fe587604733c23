package org.variantc.compiler.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.runtime.position.Capacity;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.Perft;

/**
 * Issue 18: every limit of the runtime is refused by the checker, at its place, with the limit
 * and what to do; a definition just inside each limit is accepted and its start position plays.
 */
class RuntimeLimitsTest {
    private static void expect(String text, String... errors) {
        assertEquals(List.of(errors), Checks.errors(text));
        assertEquals(errors.length == 0, Checks.compile(text).succeeded());
    }

    /** A King and {@code extra} more piece types, each a Wazir with a two-letter id. */
    private static String manyTypes(int extra) {
        String pieces = IntStream.range(0, extra)
                .mapToObj(i -> "piece T" + i + " " + (char) ('A' + i / 26) + (char) ('A' + i % 26) + " \"W\"\n")
                .collect(Collectors.joining());
        return "variant \"Many\"\nboard 8 x 8\npiece King K \"K\" royal\n" + pieces + "setup \"4k3/8/8/8/8/8/8/(AA)3K3\"\n";
    }

    private static String crazyhouseWithHand(String hand) {
        return """
                variant "Hand"
                board 8 x 8
                piece King K "K" royal
                piece Queen Q "Q"
                setup "4k3/8/8/8/8/8/8/4K3" hand "%s"
                drops { promoted keep }
                """.formatted(hand);
    }

    /** The start position loads and has moves two plies deep. */
    private static void plays(String text) {
        Compilation c = Checks.compile(text);
        assertTrue(c.succeeded(), c.report());
        assertTrue(Perft.perft(Fen.start(c.rules()), 2) > 0);
    }

    @Test
    void sixtyThreePieceTypesAreRefusedAtTheSixtyThird() {
        expect(manyTypes(62), "65:1: a variant may have at most 62 piece types (the engines keep a set of types"
                + " in one 64-bit word); this is type 63 of 63: remove 1 piece");
    }

    @Test
    void sixtyTwoPieceTypesPlay() {
        assertEquals(62, Capacity.PIECE_TYPES);
        plays(manyTypes(61));
    }

    @Test
    void sixtyFiveMenOfAKindInHandAreRefusedAtTheSixtyFifth() {
        expect(crazyhouseWithHand("Q".repeat(65)), "5:99: more than 64 White men of type Queen in hand: a side"
                + " holds at most as many men of one kind as the 8 x 8 board has squares; remove the rest");
    }

    @Test
    void sixtyFourMenOfAKindInHandPlay() {
        plays(crazyhouseWithHand("Q".repeat(64) + "q".repeat(64)));
    }

    @Test
    void aKingInHandIsRefused() {
        expect(crazyhouseWithHand("Qk"), "5:36: a royal King cannot be in hand: a royal man is never captured,"
                + " and a dropped one would be a second King; put it on the board");
    }

    @Test
    void castlingWithoutBlacksMirroredMenIsRefusedAtTheCastlingSquare() {
        expect(Checks.base("r3k2r/", "r3k3/"), "11:27: castling needs a Black Rook (a non-royal man) on h8 in the"
                + " setup too (Black castles as White's mirror image): put one there or drop this castling");
        expect(Checks.base("r3k2r/", "r2k3r/"),
                "11:8: castling needs a Black royal piece on e8 in the setup too (Black castles as White's mirror"
                        + " image): put one there or drop this castling");
    }

    @Test
    void numbersBeyondIntInADefinitionAreTooLarge() {
        expect(Checks.base("board 8 x 8", "board 99999999999 x 8"), "2:7: number 99999999999 is too large");
        expect(Checks.base("promote on rank 8", "promote on rank 4294967296"),
                "7:19: number 4294967296 is too large");
        expect(Checks.base("r3k2r/pppppppp/8", "r3k2r/pppppppp/4294967296"),
                "9:23: rank 6 of the setup is longer than the board's 8 files");
    }

    @Test
    void promotedRevertWithTwoOriginsIsRefused() {
        String text = """
                variant "Two origins"
                board 8 x 8
                piece King K "K" royal
                piece Queen Q "Q"
                piece Pawn P "fmWfcF" pawn { promote on rank 8 to Q }
                piece Soldier S "fsW" { promote on rank 8 to Q }
                setup "4k3/pppppppp/8/8/8/8/PPPPPPPP/S3K3"
                drops { promoted revert }
                """;
        expect(text, "6:46: with promoted revert a captured promoted Q must go to hand as what it was, but both Pawn"
                + " (line 5) and Soldier promote to Q, and a FEN cannot say which; let one type promote to it, or"
                + " write drops { promoted keep }");
        expect(text.replace("promoted revert", "promoted keep"));
    }

    @Test
    void rankZeroIsReportedOncePerMistake() {
        expect(Checks.base("move \"ifmnD\" from rank 2", "move \"ifmnD\" from rank 0"),
                "6:26: rank 0 is off the board (ranks 1..8)");
        expect(Checks.base("promote on rank 8", "promote on file z"),
                "7:19: 'z' is not a file of the board (a..h)");
    }

    @Test
    void everyUnknownIdOfASetupIsReported() {
        expect(Checks.base("r3k2r/pppppppp", "r3k2r/pxpypzpp"), "9:15: unknown piece id 'X' in the setup",
                "9:17: unknown piece id 'Y' in the setup", "9:19: unknown piece id 'Z' in the setup");
        expect(crazyhouseWithHand("QXqy"), "5:36: unknown piece id 'X' in the setup",
                "5:38: unknown piece id 'Y' in the setup");
    }

    @Test
    void aStartPositionTheEnginesRefuseIsReportedAtTheSetup() {
        expect(Checks.base("r3k2r/pppppppp", "r3k2r/ppppRppp"), "9:1: the engines cannot start this setup: bad FEN"
                + " (position): Black, who has just moved, is in check (White could take the King) in"
                + " \"r3k2r/ppppRppp/8/8/8/8/PPPPPPPP/R3K2R w Kk - 0 1\"; change the setup or the rules it breaks");
    }
}
