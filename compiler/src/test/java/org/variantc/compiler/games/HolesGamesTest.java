package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.variantc.compiler.check.Sources;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.FenException;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.Perft;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.protocol.Diagram;

/**
 * Gustav III, Omicron and Troitzky (issue 16): boards with holes, compiled from
 * {@code definitions/fairy-stockfish/}: perft against upstream Fairy-Stockfish, and the rules of
 * holes from hand-built positions.
 *
 * <p>Provenance of every count: {@code reference/fairy-stockfish-upstream/holes.tsv}, computed
 * for this test with Fairy-Stockfish built from upstream source ({@code id name Fairy-Stockfish
 * 231126 LB}, {@code /work/fs-upstream/src/stockfish}, {@code make build ARCH=x86-64
 * largeboards=yes all=yes}; none of the three games is in Debian's 11.1): UCI {@code setoption
 * name UCI_Variant value V}, {@code position fen F}, {@code go perft N}, the {@code Nodes
 * searched} total. Start and four midgames per game from {@code tools/fairy-reference/collect.py
 * perft} (seed 20261123, FENs as FS's {@code d} prints them), then hand-built positions
 * (promotion on Troitzky's short files, an Amazon and a Wizard in a corner beside holes, a Rook
 * beside Omicron's holes), depths 1 to 4.
 */
class HolesGamesTest {
    static final String[] GAMES = {"gustav3", "omicron", "troitzky"};

    static Stream<Arguments> counts() {
        Path file = Sources.projectRoot()
                .resolve("compiler/src/test/resources/reference/fairy-stockfish-upstream/holes.tsv");
        try {
            return Files.readAllLines(file).stream().filter(l -> !l.isBlank() && !l.startsWith("#"))
                    .map(l -> l.split("\t"))
                    .map(f -> Arguments.of(f[0], f[1], Integer.parseInt(f[2]), Long.parseLong(f[3])));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @ParameterizedTest(name = "{0} {1} depth {2}")
    @MethodSource("counts")
    void perftEqualsUpstreamFairyStockfish(String game, String fen, int depth, long nodes) {
        assertEquals(nodes, Perft.perft(position(game, fen), depth));
    }

    @Test
    void everyReferenceGameHasItsStartAndThreeMidgames() {
        for (String game : GAMES) {
            long positions = counts().filter(a -> a.get()[0].equals(game)).map(a -> a.get()[1]).distinct().count();
            assertTrue(positions >= 4, game + ": " + positions + " positions");
        }
    }

    private static Position position(String game, String fen) {
        return Games.position("fairy-stockfish/" + game + ".variant", fen);
    }

    private static List<String> legal(Position pos) {
        long[] moves = pos.legalMoves().toArray();
        return java.util.Arrays.stream(moves).mapToObj(m -> MoveNotation.format(pos, m)).sorted().toList();
    }

    private static List<String> from(Position pos, String square) {
        return legal(pos).stream().filter(m -> m.startsWith(square)).toList();
    }

    @Test
    void aSliderNeitherEntersNorCrossesAHole() {
        // Gustav III: a2..a7 are holes. The Rook on a1 has no move up its file, not even to a8.
        Position pos = position("gustav3", "4k4r/*8*/*8*/*8*/*8*/*8*/*8*/R3K5 w - - 0 1");
        assertEquals(List.of("a1b1", "a1c1", "a1d1"), from(pos, "a1"));
        // Black's j8 Rook walks along the eighth rank but not down the j file.
        pos = position("gustav3", "4k4r/*8*/*8*/*8*/*8*/*8*/*8*/4K5 b - - 0 1");
        assertEquals(List.of("j8f8", "j8g8", "j8h8", "j8i8"), from(pos, "j8"));
        // A Bishop on c3 stops at b4, before the hole a5; a1 (a square) it reaches over b2.
        pos = position("gustav3", "4k5/*8*/*8*/*8*/*8*/*1B6*/*8*/4K5 w - - 0 1");
        assertEquals(List.of("c3a1", "c3b2", "c3b4", "c3d2", "c3d4", "c3e5", "c3f6", "c3g7", "c3h8"),
                from(pos, "c3"));
    }

    @Test
    void aLeaperJumpsOverAHoleButNeverLandsOnOne() {
        // The Amazon on a1: its Knight leaps to b3 over the hole a2 and to c2, never to a hole.
        Position pos = position("gustav3", "4k5/*8*/*8*/*8*/*8*/*8*/*8*/A3K5 w - - 0 1");
        List<String> amazon = from(pos, "a1");
        assertTrue(amazon.contains("a1b3"), amazon.toString());
        assertTrue(amazon.contains("a1c2"), amazon.toString());
        assertFalse(amazon.stream().anyMatch(m -> m.matches("a1a[2-7]")), amazon.toString());
        // Omicron's Wizard in its corner: the Camel's leaps b4 and d2 over holes, the Ferz's b2.
        pos = position("omicron", "w**********w/*4k5*/*10*/*10*/*10*/*10*/*10*/*10*/*4K5*/W**********W w - - 0 1");
        assertEquals(List.of("a1b2", "a1b4", "a1d2"), from(pos, "a1"));
    }

    @Test
    void aPawnPromotesOnItsFilesLastExistingSquare() {
        // Troitzky: a6, b8, c9 and i8 are the last squares of their files; d3's Black Pawn promotes on d2.
        Position pos = position("troitzky", "****1k****/**6**/*1P6*/*P6P*/10/P9/*8*/*2p5*/**6**/****K1**** w - - 0 1");
        for (String move : List.of("a5a6", "b7b8", "c8c9", "i7i8")) {
            assertEquals(List.of(move + "b", move + "n", move + "q", move + "r"), from(pos, move.substring(0, 2)),
                    move);
        }
        pos = position("troitzky", "****1k****/**6**/*1P6*/*P6P*/10/P9/*8*/*2p5*/**6**/****K1**** b - - 0 1");
        assertEquals(List.of("d3d2b", "d3d2n", "d3d2q", "d3d2r"), from(pos, "d3"));
        // A Pawn on the a file's last square could never stand there unpromoted.
        FenException e = assertThrows(FenException.class, () -> position("troitzky",
                "****1k****/**6**/*8*/*8*/10/P9/*8*/*8*/**6**/****K1**** w - - 0 1".replace("P9", "10")
                        .replace("/10/10/", "/P9/10/")));
        assertTrue(e.getMessage().contains("a6"), e.getMessage());
    }

    /**
     * A Cannon and a Grasshopper beside holes, as Fairy-Stockfish plays them: the hole is a
     * screen (the Grasshopper on d2 lands on d4 over the hole d3; the Cannon takes over b5 and
     * f5) but never a square to land on, and it stops the Cannon's slide. Counts from upstream
     * Fairy-Stockfish 231126 LB with a user-defined variant ({@code setoption name VariantPath}
     * on a file holding {@code [holehop:chess] customPiece1 = c:mRcpR, customPiece2 = g:gQ}),
     * {@code position fen F}, {@code go perft N}.
     */
    @ParameterizedTest(name = "{0} depth {1}")
    @org.junit.jupiter.params.provider.CsvSource(delimiter = ';', value = {
        "4k3/8/8/1*1C1*2/8/3*4/3G4/4K3 w - - 0 1; 1; 11",
        "4k3/8/8/1*1C1*2/8/3*4/3G4/4K3 w - - 0 1; 2; 55",
        "4k3/8/8/1*1C1*2/8/3*4/3G4/4K3 w - - 0 1; 3; 715",
        "4k3/8/8/1*1C1*2/8/3*4/3G4/4K3 b - - 0 1; 1; 5",
        "4k3/8/8/1*1C1*2/8/3*4/3G4/4K3 b - - 0 1; 2; 52",
        "4k3/8/8/1*1C1*2/8/3*4/3G4/4K3 b - - 0 1; 3; 351",
        "r3k3/8/8/p*1C1*1r/8/3*4/3G4/4K3 w - - 0 1; 1; 13",
        "r3k3/8/8/p*1C1*1r/8/3*4/3G4/4K3 w - - 0 1; 2; 239",
        "r3k3/8/8/p*1C1*1r/8/3*4/3G4/4K3 w - - 0 1; 3; 3172",
    })
    void hoppersUseAHoleAsAScreenAsFairyStockfishDoes(String fen, int depth, long nodes) {
        org.variantc.compiler.pipeline.Compilation c = org.variantc.compiler.pipeline.VariantCompiler.compile(
                new org.variantc.compiler.diagnostics.SourceFile("holehop.variant", """
                        variant "Holes and hoppers" { author "HolesGamesTest" }
                        board 8 x 8
                        piece King K "K" royal
                        piece Queen Q "Q"
                        piece Rook R "R"
                        piece Bishop B "B"
                        piece Knight N "N"
                        piece Cannon C "mRcpR"
                        piece Grasshopper G "gQ"
                        piece Pawn P "fmWfceF" pawn {
                          move "ifmnD"
                          promote on rank 8 to Q R B N C G
                        }
                        setup "rnbqkbnr/pppppppp/8/1*3*2/8/3*4/PPPPPPPP/RNBQKBNR"
                        castling {
                          king e1 to g1 with rook h1 to f1
                          king e1 to c1 with rook a1 to d1
                        }
                        """));
        assertTrue(c.succeeded(), c.report());
        Position pos = Fen.read(c.rules(), fen);
        if (depth == 1 && fen.startsWith("4k3") && fen.contains(" w ")) {
            assertTrue(legal(pos).contains("d2d4"), legal(pos).toString());
            assertFalse(legal(pos).contains("d5b5") || legal(pos).contains("d5a5"), legal(pos).toString());
        }
        assertEquals(nodes, Perft.perft(pos, depth));
    }

    @ParameterizedTest
    @ValueSource(strings = {"gustav3", "omicron", "troitzky"})
    void fenRoundTripsAlongRandomGames(String game) {
        Random random = new Random(16L + game.hashCode());
        Position pos = position(game, null);
        assertEquals(pos.rules().startFen(), Fen.write(pos));
        int plies = 0;
        for (int n = 0; n < 4; n++) {
            pos = position(game, null);
            for (int ply = 0; ply < 120; ply++) {
                long[] moves = pos.legalMoves().toArray();
                if (moves.length == 0) {
                    break;
                }
                pos.make(moves[random.nextInt(moves.length)]);
                String fen = Fen.write(pos);
                Position again = Fen.read(pos.rules(), fen);
                assertEquals(fen, Fen.write(again));
                assertEquals(pos.legalMoves().size(), again.legalMoves().size(), fen);
                assertEquals(pos.computeHash(), pos.hash(), fen);
                plies++;
            }
        }
        assertTrue(plies > 200, plies + " plies");
    }

    @Test
    void aFenMustWriteTheHolesExactly() {
        // A man on a hole, or an empty hole, is no position of the game.
        FenException onHole = assertThrows(FenException.class,
                () -> position("gustav3", "arnbqkbnra/*pppppppp*/*8*/*8*/*8*/*8*/PPPPPPPPP*/ARNBQKBNRA w KQkq - 0 1"));
        assertTrue(onHole.getMessage().contains("a2 is a hole"), onHole.getMessage());
        FenException empty = assertThrows(FenException.class,
                () -> position("gustav3", "arnbqkbnra/*pppppppp*/*8*/*8*/*8*/9*/*PPPPPPPP*/ARNBQKBNRA w KQkq - 0 1"));
        assertTrue(empty.getMessage().contains("a3 is a hole"), empty.getMessage());
        // '*' where the board has a square: only Petrified's walls stand there.
        FenException wall = assertThrows(FenException.class,
                () -> position("gustav3", "arnbqkbnra/*pppppppp*/*8*/*8*/*3*4*/*8*/*PPPPPPPP*/ARNBQKBNRA w KQkq - 0 1"));
        assertTrue(wall.getMessage().contains("on e4"), wall.getMessage());
    }

    @Test
    void theTerminalDrawsHolesAsAbsent() {
        String picture = Diagram.board(position("troitzky", null), false);
        // Rank 1: four holes, the Queen and King, four holes; nothing drawn on a hole.
        assertTrue(picture.contains(" 1          Q K        \n"), picture);
        assertTrue(picture.contains(" 5  . . . . . . . . . .\n"), picture);
    }
}
