package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.cli.MainAccess;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.Rulebooks;
import org.variantc.runtime.protocol.Xboard;

/**
 * The forms XBoard 4.9 sends (seen in its debug logs) are taken, each from a hand-built
 * position: {@code [-]} holdings, X-FEN {@code KQkq}, comma-separated legs, its drops and
 * promotions, army pieces under single letters; and {@code lift} is answered with the legal
 * targets as a {@code highlight} board.
 */
class XboardSpellingTest {
    private static String session(String definition, String... lines) throws Exception {
        StringWriter text = new StringWriter();
        Xboard xboard = new Xboard(Rulebooks.table(), Games.rules(definition), MainAccess.xbetza(Sources.definition(definition)),
                new PrintWriter(text, true));
        xboard.run(new BufferedReader(new StringReader(String.join("\n", lines) + "\n")));
        return text.toString();
    }

    private static String highlight(String out, int index) {
        List<String> marks = out.lines().filter(l -> l.startsWith("highlight ")).toList();
        return marks.get(index);
    }

    /** A pickup (Twilight chess) is Sjaak II's @@b1, with or without usermove, and its man is dropped back as N@b1. */
    @Test
    void aPickupIsTakenAsSjaakWritesIt() throws Exception {
        String played = session("sjaak/twilight_chess.variant", "xboard", "protover 2", "new", "force",
                "usermove @@b1", "@@g8", "N@c3", "N@f6", "quit");
        assertFalse(played.contains("Illegal move") || played.contains("Error"), played);
        // each hand held one Knight, now dropped: a second drop is refused
        String again = session("sjaak/twilight_chess.variant", "xboard", "protover 2", "new", "force",
                "usermove @@b1", "@@g8", "N@c3", "N@f6", "N@d4", "quit");
        assertTrue(again.contains("Illegal move") && again.contains("N@d4"), again);
    }

    @Test
    void anOvertakeComesAsLegsAndItsVictimGoes() throws Exception {
        // White Cat c3, Black Pawn d4: the Cat's cafK leaps d4 to e5 and takes it on the way
        String fen = "11k/12/12/12/12/12/12/12/3p8/2C9/12/K11 w - - 0 1";
        String out = session("chess-and-a-half.variant", "xboard", "protover 2", "new", "variant chess-and-a-half",
                "force", "setboard " + fen, "usermove c3d4,d4e5", "lift d4", "usermove l12k12", "lift e5", "quit");
        assertFalse(out.contains("Illegal move") || out.contains("Error"), out);
        // Black to move: a Black Pawn left on d4 would have d3 marked
        assertEquals("highlight 12/12/12/12/12/12/12/12/12/12/12/12", highlight(out, 0), "d4 is empty: " + out);
        assertTrue(highlight(out, 1).contains("Y"), "the Cat stands on e5: " + out);
    }

    @Test
    void theLionsIguiAndPassAreTakenAsHaChuWritesThem() throws Exception {
        java.nio.file.Path lion = Sources.projectRoot().resolve("compiler/src/test/resources/javagen/lion.variant");
        StringWriter text = new StringWriter();
        Xboard xboard = new Xboard(Rulebooks.table(), org.variantc.compiler.pipeline.VariantCompiler.compile(lion).rules(),
                MainAccess.xbetza(lion), new PrintWriter(text, true));
        // HaChu's spellings (its MoveToText): igui as two legs out and back, the pass as the square twice
        xboard.run(new BufferedReader(new StringReader(String.join("\n", "xboard", "protover 2", "new", "force",
                "setboard 11k/12/12/12/12/5p6/5N6/12/12/12/12/K11 w - - 0 1", "usermove f6f7,f7f6", "usermove l12k12",
                "usermove f6f6", "usermove k12l12", "lift f6", "quit") + "\n")));
        String out = text.toString();
        assertFalse(out.contains("Illegal move") || out.contains("Error"), out);
        // the Lion still on f6 after both: lifted, it has its 24 squares and the pass marked
        assertEquals("highlight 12/12/12/12/3YYYYY4/3YYYYY4/3YYRYY4/3YYYYY4/3YYYYY4/12/12/12", highlight(out, 0), out);
    }

    @Test
    void theKnightsDoubleLeapAndAPromotionChoiceAreTaken() throws Exception {
        String out = session("chess-and-a-half.variant", "xboard", "protover 2", "new", "variant chess-and-a-half",
                "force", "lift b1", "usermove b1d5", "usermove a11a10", "setboard 11k/P11/12/12/12/12/12/12/12/12/12/K11 w - - 0 1",
                "lift a11", "usermove a11a12q", "usermove l12l11", "lift a12", "quit");
        assertFalse(out.contains("Illegal move") || out.contains("Error"), out);
        // lifted at the start, the Knight may go to a3 and c3 (one leap) and d5 (two leaps through c3)
        String knight = highlight(out, 0);
        assertTrue(knight.startsWith("highlight 12/12/12/12/12/12/12/3Y8/"), "d5 marked for the double leap: " + knight);
        assertTrue(highlight(out, 1).startsWith("highlight M11/"), "a12 marked as a promotion: " + out);
        assertTrue(highlight(out, 2).contains("Y"), "a Queen on a12 moves: " + out);
        assertTrue(out.contains("setup (") && out.contains("piece N& NiN2"), out);
    }

    @Test
    void emptyHoldingsAndDropsInXboardSpelling() throws Exception {
        String out = session("halfgi.variant", "xboard", "protover 2", "new", "variant halfgi", "force",
                "setboard 4k3/8/8/8/8/8/8/4K3[-] w - - 0 1", "ping 1",
                "setboard 4k3/8/8/8/8/8/8/4K3[P] w - - 0 1", "usermove P@b3", "usermove e8d8", "lift b3", "quit");
        assertFalse(out.contains("Illegal") || out.contains("Error"), out);
        assertTrue(out.contains("pong 1"), out);
        assertTrue(highlight(out, 0).contains("Y"), "the dropped Pawn stands on b3: " + out);
        assertTrue(out.contains("setup (") && out.contains("8x8+"), out);
    }

    @Test
    void xfenCastlingLettersStandForThePartnersOfEachSide() throws Exception {
        String out = session("nearlydouble-chess.variant", "xboard", "protover 2", "new", "variant nearlydouble-chess",
                "force", "quit");
        String setup = out.lines().filter(l -> l.startsWith("setup ")).findFirst().orElseThrow();
        String xboardFen = setup.substring(setup.indexOf("_fairy ") + 7).replaceAll(" [A-Za-z]+ - ", " KQkq - ");
        String again = session("nearlydouble-chess.variant", "xboard", "protover 2", "new", "variant nearlydouble-chess",
                "force", "setboard " + xboardFen, "ping 1", "quit");
        assertFalse(again.contains("Error") || again.contains("tellusererror"), xboardFen + "\n" + again);
        assertTrue(again.contains("pong 1"), again);
    }

    /** What XBoard 4.9.1 really sent at Nearlydouble's start (its debug file): an en-passant square no Pawn made. */
    @Test
    void nearlydoubleStartWithXboardsGuessedEnPassantSquareIsTakenWithoutIt() throws Exception {
        String sent = "rrbbqkqbbrr/2c1c1c1c2/1p1p1p1p1p1/ppppppppppp/11/11/11/PPPPPPPPPPP/1P1P1P1P1P1/2C1C1C1C2/RRBBQKQBBRR"
                + " w KQ a9 0 1";
        String out = session("nearlydouble-chess.variant", "xboard", "protover 2", "new", "variant nearlydouble-chess",
                "force", "setboard " + sent, "usermove a4a6", "ping 1", "quit");
        assertFalse(out.contains("Error") || out.contains("tellusererror") || out.contains("Illegal move"), out);
        assertTrue(out.contains("pong 1"), out);
    }

    @Test
    void anEnPassantSquareIsStillHonouredWhereAPawnMadeIt() throws Exception {
        String out = session("fide.variant", "xboard", "protover 2", "new", "force",
                "setboard rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3", "usermove d4e3", "ping 1", "quit");
        assertFalse(out.contains("Error") || out.contains("Illegal move"), out);
        assertTrue(out.contains("pong 1"), out);
    }

    @Test
    void armyPiecesGetSingleLettersAndTheirSetupRoundTrips() throws Exception {
        String out = session("augmented-chess.variant", "xboard", "protover 2", "new", "variant augmented-chess",
                "force", "quit");
        String setup = out.lines().filter(l -> l.startsWith("setup ")).findFirst().orElseThrow();
        assertFalse(setup.contains("("+ "RF") || setup.substring(setup.indexOf(')')).contains("("), setup);
        assertTrue(out.lines().filter(l -> l.startsWith("piece ")).allMatch(l -> l.matches("piece [A-Z]& \\S+")), out);
        String xboardFen = setup.substring(setup.indexOf("_fairy ") + 7);
        String again = session("augmented-chess.variant", "xboard", "protover 2", "new", "variant augmented-chess",
                "setboard " + xboardFen, "sd 2", "go", "ping 1", "quit");
        assertFalse(again.contains("Error") || again.contains("tellusererror"), again);
        assertTrue(again.lines().anyMatch(l -> l.matches("move [a-h][1-8][a-h][1-8]")), again);
    }

    @Test
    void armiesArePickedByEngineOptions() throws Exception {
        String out = session("augmented-chess.variant", "xboard", "protover 2", "option WhiteArmy=RA-NF-BW-QH",
                "option BlackArmy=no-such-army", "new", "variant augmented-chess", "force", "quit");
        assertTrue(out.contains("feature option=\"WhiteArmy -string RF-NA-BD-QC\""), out);
        assertTrue(out.contains("tellusererror no army 'no-such-army'"), out);
        String setup = out.lines().filter(l -> l.startsWith("setup ")).findFirst().orElseThrow();
        String fen = setup.substring(setup.indexOf("_fairy ") + 7);
        // White's Rook + Alfil, Knight + Ferz, Bishop + Wazir and Queen + Narrow Half-Knight stand on rank 1
        assertFalse(fen.split(" ")[0].endsWith(fen.split(" ")[0].split("/")[0].toUpperCase()), fen);
        assertTrue(out.lines().filter(l -> l.startsWith("piece ")).anyMatch(l -> l.endsWith("& RA")), out);
        assertTrue(out.lines().filter(l -> l.startsWith("piece ")).anyMatch(l -> l.endsWith("& QfbN")), out);
    }

    /** Per letter of a setup's piece-to-char table, the XBoard image slot it is drawn with. */
    private static java.util.Map<Character, Character> slots(String out) {
        String setup = out.lines().filter(l -> l.startsWith("setup (")).findFirst().orElseThrow();
        String table = setup.substring(7, setup.indexOf(')'));
        String order = "PNBRQFEACWMOHIJGDVLSUK";
        java.util.Map<Character, Character> drawn = new java.util.HashMap<>();
        for (int i = 0; i < order.length(); i++) {
            if (table.charAt(i) != '.') {
                drawn.put(table.charAt(i), order.charAt(i));
            }
        }
        return drawn;
    }

    @Test
    void armyPiecesAreDrawnUnlikeAnyChessMan() throws Exception {
        // XBoard's images on slots O V L S W M F E C A resemble no FIDE man (screenshot of every slot)
        // two armies that share no piece: eight army pieces besides King and Pawn
        for (String[] game : List.of(new String[] {"augmented-chess.variant", "RF-NA-BD-QC", "RA-NF-BW-QH"},
                new String[] {"augmented-half-chess.variant", "RF-CA-BD-QH", "RA-N-BW-QC"})) {
            String definition = game[0];
            String out = session(definition, "xboard", "protover 2", "option WhiteArmy=" + game[1],
                    "option BlackArmy=" + game[2], "new", "variant " + definition.replace(".variant", ""), "force", "quit");
            java.util.Map<Character, Character> drawn = slots(out);
            assertEquals(10, drawn.size(), out);
            drawn.forEach((letter, slot) -> {
                if (letter != 'K' && letter != 'P' && letter != 'N') {
                    assertTrue("OVLSWMFECA".indexOf(slot) >= 0, definition + ": " + letter + " drawn on slot " + slot + "\n" + out);
                }
            });
            // Augmented Half Chess keeps a true Knight; Augmented Chess has none
            assertEquals(definition.startsWith("augmented-half"), drawn.containsValue('N'), out);
        }
    }

    @Test
    void cwdaPiecesWithAnImageOfTheirOwnKeepIt() throws Exception {
        String out = session("cwda.variant", "xboard", "protover 2", "option WhiteArmy=FI", "option BlackArmy=CC", "new",
                "variant chess-with-different-armies", "force", "quit");
        java.util.Map<Character, Character> drawn = slots(out);
        // the Fabulous FIDEs on the FIDE images, the Cardinal (BN) on the Archbishop's, Bede, Waffle and Fad elsewhere
        for (char fide : "RNBQ".toCharArray()) {
            assertEquals(fide, drawn.get(fide), out);
        }
        assertTrue(out.contains("piece " + drawn.entrySet().stream().filter(e -> e.getValue() == 'A').findFirst()
                .orElseThrow().getKey() + "& BN"), out);
        assertEquals(10, drawn.size(), out);
        drawn.forEach((letter, slot) -> assertTrue("KPRNBQA".indexOf(slot) >= 0 || "OVLSWMFECA".indexOf(slot) >= 0,
                letter + " on " + slot + "\n" + out));
    }

    @Test
    void castlingRightsXboardDropsForAnArmyRookAreTakenBack() throws Exception {
        // XBoard 4.9.1 sends "-" for castling when the partners are not on its Rook image (seen in its setboard)
        String out = session("augmented-chess.variant", "xboard", "protover 2", "new", "variant augmented-chess", "force", "quit");
        String setup = out.lines().filter(l -> l.startsWith("setup ")).findFirst().orElseThrow();
        String[] ranks = setup.substring(setup.indexOf("_fairy ") + 7).split(" ")[0].split("/");
        char white = ranks[7].charAt(0);
        char black = ranks[0].charAt(0);
        String fen = black + "3k2" + black + "/pppppppp/8/8/8/8/PPPPPPPP/" + white + "3K2" + white + " w - - 0 1";
        String again = session("augmented-chess.variant", "xboard", "protover 2", "new", "variant augmented-chess", "force",
                "setboard " + fen, "usermove e1c1", "usermove e8g8", "lift d1", "quit");
        assertFalse(again.contains("Illegal") || again.contains("Error"), fen + "\n" + again);
        // White's partner went from a1 to d1 with the King's castling
        assertTrue(highlight(again, 0).contains("Y"), again);
    }

    /**
     * A Star Cat's double capture (cafcafK from b2 over c2 and d2 to e2): XBoard 4.9.1 glues no
     * three comma legs (its backend, HandleMachineMove, keeps the first leg only), so we send it
     * in the form its move parser reads as two victims (parser.c: from, first victim, x, second
     * victim, -, to); XBoard's own three-leg form is taken; legs naming a square that holds no
     * enemy man, or ending where a victim stood, match no move and are refused, never read as
     * another move (b2c2,c2d2,d2c2 was once played as b2c2).
     */
    @Test
    void threeLegsGoOutInXboardsParserFormAndGarbledLegsAreRefused() throws Exception {
        String fen = "k11/12/12/12/12/12/12/12/12/12/1Sqq8/K11 w - - 0 1";
        String garbled = session("chess-and-a-half.variant", "xboard", "protover 2", "new", "variant chess-and-a-half",
                "force", "setboard " + fen, "usermove b2c2,c2d2,d2c2", "usermove b2c2,c2c2,c2d2", "quit");
        assertEquals(2, garbled.lines().filter(l -> l.startsWith("Illegal move")).count(), garbled);
        String taken = session("chess-and-a-half.variant", "xboard", "protover 2", "new", "variant chess-and-a-half",
                "force", "setboard " + fen, "usermove b2c2,c2d2,d2e2", "usermove a12b12", "quit");
        assertFalse(taken.contains("Illegal move") || taken.contains("Error"), taken);
        // three Queens in a row: only the three-leg capture takes all three (the third where it lands)
        String played = session("chess-and-a-half.variant", "xboard", "protover 2", "new", "variant chess-and-a-half",
                "force", "setboard k11/12/12/12/12/12/12/12/12/12/1Sqqq7/K11 w - - 0 1", "st 1", "sd 2", "go", "quit");
        assertTrue(played.contains("move b2c2xd2-e2"), "the double capture in XBoard's parser form: " + played);
    }

    /** The Knight's first double leap is told to XBoard as a Knight ridden two steps from its start. */
    @Test
    void theKnightsFirstDoubleLeapIsToldAsATwoStepRider() throws Exception {
        String out = session("chess-and-a-half.variant", "xboard", "protover 2", "new", "variant chess-and-a-half", "quit");
        assertTrue(out.lines().anyMatch(l -> l.equals("piece N& NiN2")), out);
    }

    /**
     * Halfgi's halflings are told as their first step and the whole rider tame (XBetza t: no
     * capture of a King), so XBoard with legality testing on takes no square they do not reach
     * for one they attack; the Crab is exact; a line that is wider says so in a comment.
     */
    @Test
    void halflingsAreToldAsTheirFirstStepAndATameRider() throws Exception {
        String out = session("halfgi.variant", "xboard", "protover 2", "new", "variant halfgi", "quit");
        for (String line : List.of("piece Q& KtQ", "piece R& WtR", "piece B& FtB", "piece C& ffNbsN")) {
            assertTrue(out.lines().anyMatch(l -> l.equals(line)), line + " in\n" + out);
        }
        assertTrue(out.contains("# piece Q (Queen) is told wider than it moves (Betza's halflings, told as their first step"), out);
    }

    /**
     * A man picked up from the hand is lifted on XBoard's holdings files (White's past the last
     * file, j on 8 files; Black's before the first, written _), numbered from White's first rank
     * and Black's last: the engine marks where it may be dropped (a Halfgi Pawn: ranks 1 to 7).
     */
    @Test
    void aManLiftedFromTheHandGetsItsDropSquaresMarked() throws Exception {
        String out = session("halfgi.variant", "xboard", "protover 2", "new", "variant halfgi", "force",
                "setboard rcbqkbcr/pppppppp/8/8/8/8/PPPPPPP1/RCBQKBCR[P] w KQkq - 0 1", "lift j1",
                "setboard rcbqkbcr/ppppppp1/8/8/8/8/PPPPPPPP/RCBQKBCR[p] b KQkq - 0 1", "lift _8", "quit");
        assertEquals("highlight 8/8/YYYYYYYY/YYYYYYYY/YYYYYYYY/YYYYYYYY/7Y/8", highlight(out, 0), out);
        assertEquals("highlight 8/7Y/YYYYYYYY/YYYYYYYY/YYYYYYYY/YYYYYYYY/8/8", highlight(out, 1), out);
    }

    /**
     * XBoard writes Nearlydouble's castling rights as X-FEN KQkq, one letter per wing, also after
     * Black's inner Rook left b11: the right goes only to the partners still at home (it was
     * refused: 'b' needs a Black man on b11).
     */
    @Test
    void xboardsWingLettersGiveRightsOnlyToPartnersAtHome() throws Exception {
        String out = session("nearlydouble-chess.variant", "xboard", "protover 2", "new", "variant nearlydouble-chess", "force",
                "setboard r1bbqkqbbrr/2c1c1c1c2/1p1p1p1p1p1/ppppppppppp/11/1r9/11/PPPPPPPPPPP/1P1P1P1P1P1/2C1C1C1C2/RRBBQKQBBRR w KQkq - 0 1",
                "usermove a4a5", "quit");
        assertFalse(out.contains("Illegal") || out.contains("Error"), out);
    }

    /**
     * No piece stands on XBoard's Lance image (slot 19 of its table), which XBoard promotes on the
     * last rank as a Pawn: Augmented Half Chess's hhBishop + Dabbaba had it.
     */
    @Test
    void noPieceIsDrawnWithTheLance() throws Exception {
        for (String game : List.of("augmented-chess", "augmented-half-chess", "chess-and-a-half", "nearlydouble-chess")) {
            String out = session(game + ".variant", "xboard", "protover 2", "new", "variant " + game, "quit");
            String setup = out.lines().filter(l -> l.startsWith("setup (")).findFirst().orElseThrow();
            assertEquals('.', setup.charAt("setup (".length() + "PNBRQFEACWMOHIJGDVL".indexOf('L')), game + ": " + setup);
        }
    }
}
