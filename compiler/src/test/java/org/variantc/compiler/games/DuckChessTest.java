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
import org.variantc.compiler.check.Sources;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.FenException;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.notation.IllegalMoveException;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.Perft;
import org.variantc.runtime.position.Position;

/**
 * Duck chess (issue 16), compiled from {@code definitions/fairy-stockfish/duck.variant}: perft
 * against upstream Fairy-Stockfish, each rule from a hand-built position, the FEN and the move
 * spelling as Fairy-Stockfish writes them.
 *
 * <p>Provenance of every count: {@code reference/fairy-stockfish-upstream/duck.tsv}, computed for
 * this test with Fairy-Stockfish built from upstream source ({@code id name Fairy-Stockfish 231126
 * LB}, {@code make build ARCH=x86-64 largeboards=yes all=yes}; Debian's 11.1 has no Duck chess):
 * UCI {@code setoption name UCI_Variant value duck}, {@code position fen F}, {@code go perft N},
 * the {@code Nodes searched} total. Start (depths 1–3) and four midgames from
 * {@code tools/fairy-reference/collect.py perft} (seed 20261123, FENs as FS's {@code d} prints
 * them), then eight hand-built positions (castling, the Duck blocking castling, en passant,
 * promotion, a King open to capture, stalemate, a double step, bare Kings).
 */
class DuckChessTest {
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    static Stream<Arguments> counts() {
        Path file = Sources.projectRoot()
                .resolve("compiler/src/test/resources/reference/fairy-stockfish-upstream/duck.tsv");
        try {
            return Files.readAllLines(file).stream().filter(l -> !l.isBlank() && !l.startsWith("#"))
                    .map(l -> l.split("\t"))
                    .map(f -> Arguments.of(f[1], Integer.parseInt(f[2]), Long.parseLong(f[3])));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @ParameterizedTest(name = "{0} depth {1}")
    @MethodSource("counts")
    void perftEqualsUpstreamFairyStockfish(String fen, int depth, long nodes) {
        assertEquals(nodes, Perft.perft(position(fen), depth));
    }

    private static final org.variantc.runtime.rules.VariantRules RULES = Games.rules("fairy-stockfish/duck.variant");

    static Position position(String fen) {
        return Fen.read(RULES, fen);
    }

    private static List<String> legal(Position pos) {
        return MoveNotation.legal(pos);
    }

    private static void play(Position pos, String... moves) {
        for (String m : moves) {
            pos.make(MoveNotation.parse(pos, m));
        }
    }

    private static int square(Position pos, String name) {
        return (name.charAt(0) - 'a') + (name.charAt(1) - '1') * pos.rules().files();
    }

    @Test
    void theFirstDuckGoesOnAnyEmptySquareIncludingTheOneTheManLeft() {
        Position pos = position(START);
        List<String> moves = legal(pos);
        // 20 moves of a man, each with the 32 squares empty after it.
        assertEquals(640, moves.size());
        assertTrue(moves.contains("e2e4,e4e2"), "the square the Pawn left");
        assertFalse(moves.contains("e2e4,e4e4"), "not where the Pawn landed");
        assertFalse(moves.contains("e2e4,e4d2"), "not on a man");
        assertEquals(-1, pos.duckSquare());
        play(pos, "e2e4,e4e5");
        // Fairy-Stockfish writes '-' where no Pawn could take en passant; we write every square passed.
        assertEquals("rnbqkbnr/pppppppp/8/4*3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", Fen.write(pos));
        assertEquals(square(pos, "e5"), pos.duckSquare());
    }

    @Test
    void theDuckNeverStaysWhereItStoodNorLandsOnAMan() {
        Position pos = position("4k3/8/8/8/3*4/8/8/4K3 w - - 0 1");
        int duck = square(pos, "d4");
        for (long m : pos.legalMoves()) {
            int to = Move.wall(m);
            assertTrue(to >= 0, "every move places the Duck");
            assertTrue(to != duck, () -> MoveNotation.format(pos, m) + " leaves the Duck where it stood");
            pos.make(Move.withoutWall(m));
            boolean empty = pos.typeAt(to) < 0 && !pos.isWall(to);
            pos.unmake();
            // After the King's move alone the Duck's target is empty (the King's old square included).
            assertTrue(empty || to == Move.from(m), () -> MoveNotation.format(pos, m) + " puts the Duck on a man");
        }
        // 5 King moves, each with 64 - 2 Kings - the Duck's own square = 61 squares.
        assertEquals(5 * 61, pos.legalMoves().size());
        assertThrows(IllegalMoveException.class, () -> MoveNotation.parse(pos, "e1e2,e2d4"));
        assertThrows(IllegalMoveException.class, () -> MoveNotation.parse(pos, "e1e2,e2e8"));
        long hash = pos.hash();
        play(pos, "e1e2,e2e1");
        assertEquals("4k3/8/8/8/8/8/4K3/4*3 b - - 1 1", Fen.write(pos), "the Duck left d4 for e1");
        assertEquals(pos.computeHash(), pos.hash());
        pos.unmake();
        assertEquals("4k3/8/8/8/3*4/8/8/4K3 w - - 0 1", Fen.write(pos));
        assertEquals(hash, pos.hash());
        assertEquals(duck, pos.duckSquare());
    }

    @Test
    void noManEntersCapturesOrPassesTheDuck() {
        // The Rook's file is blocked at d4 by the Duck; the Pawn's push and the King's step too.
        Position pos = position("3rk3/8/8/8/3*4/3P4/8/3RK3 b - - 0 1");
        List<String> moves = legal(pos);
        assertFalse(moves.stream().anyMatch(m -> m.startsWith("d8d4") || m.startsWith("d8d3")), moves.toString());
        assertTrue(moves.stream().anyMatch(m -> m.startsWith("d8d5,")));
        Position white = position("3rk3/8/8/8/3*4/3P4/8/3RK3 w - - 0 1");
        assertFalse(legal(white).stream().anyMatch(m -> m.startsWith("d3d4")), "the Pawn may not push into the Duck");
    }

    @Test
    void capturingTheKingWinsAndEndsTheGame() {
        Position pos = position("4k3/4Q3/8/8/8/8/8/4K3 w - - 0 1");
        assertFalse(pos.inCheck(), "no check: the King is a common man");
        play(pos, "e7e8,e8a1");
        assertEquals(new GameStatus(GameStatus.Result.WHITE_WINS, GameStatus.Reason.EXTINCTION), GameStatus.of(pos));
        assertEquals(0, pos.legalMoves().size());
        // A King may also step next to the other, or stay attacked: no check.
        Position kings = position("8/8/8/3k4/8/3K4/8/8 w - - 0 1");
        assertTrue(legal(kings).stream().anyMatch(m -> m.startsWith("d3d4,")), "a King may step beside the other");
    }

    @Test
    void aStalematedSideWins() {
        // White's King a1 is shut in by its Pawn a2, its Bishop b1 and the Duck b2; the Pawns are blocked.
        Position pos = position("4k3/8/8/8/8/p1p5/P*P5/KB6 w - - 0 1");
        assertEquals(0, pos.legalMoves().size());
        assertEquals(new GameStatus(GameStatus.Result.WHITE_WINS, GameStatus.Reason.STALEMATE), GameStatus.of(pos));
    }

    @Test
    void aDuckOnTheSquarePassedClosesEnPassant() {
        Position open = position("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
        play(open, "d7d5,d5a1");
        assertTrue(legal(open).stream().anyMatch(m -> m.startsWith("e5d6,")), "e5xd6 en passant");
        Position closed = position("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
        play(closed, "d7d5,d5d6");
        assertEquals("4k3/8/3*4/3pP3/8/8/8/4K3 w - - 0 2", Fen.write(closed), "no en-passant square");
        assertFalse(legal(closed).stream().anyMatch(m -> m.startsWith("e5d6")), legal(closed).toString());
        assertEquals(closed.computeHash(), closed.hash());
    }

    @Test
    void castlingCarriesTheDuckAsFairyStockfishSpellsIt() {
        Position pos = position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertTrue(legal(pos).contains("e1g1,g1h1"), "the Duck may take the square the Rook left");
        assertFalse(legal(pos).contains("e1g1,g1f1"), "not the Rook's new square");
        play(pos, "e1c1,c1e1");
        assertEquals("r3k2r/8/8/8/8/8/8/2KR*2R b kq - 1 1", Fen.write(pos));
        Position blocked = position("r3k2r/8/8/8/8/8/8/R2*K2R w KQkq - 0 1");
        assertFalse(legal(blocked).stream().anyMatch(m -> m.startsWith("e1c1")), "the Duck on d1 blocks");
    }

    @Test
    void promotionWritesThePieceBeforeTheDuck() {
        Position pos = position("4k3/1P6/8/8/8/8/*7/4K3 w - - 0 1");
        assertTrue(legal(pos).contains("b7b8q,b8a1"));
        assertFalse(legal(pos).contains("b7b8q,b8a2"), "the Duck must move: a2 is its square");
        play(pos, "b7b8n,b8b7");
        // Our FEN marks a promoted man with '~' in every variant; Fairy-Stockfish's Duck chess writes 1N2k3.
        assertEquals("1N~2k3/1*6/8/8/8/8/8/4K3 b - - 0 1", Fen.write(pos));
    }

    @Test
    void sanWritesTheDuckAfterAComma() {
        Position pos = position(START);
        long knight = MoveNotation.parse(pos, "g1f3,f3e5");
        assertEquals("Nf3,e5", org.variantc.runtime.notation.San.format(pos, knight));
        assertEquals(knight, org.variantc.runtime.notation.San.parse(pos, "Nf3,e5"));
        assertEquals(knight, org.variantc.runtime.notation.San.parse(pos, "Ng1f3,e5"), "a needless origin");
        assertEquals(knight, org.variantc.runtime.notation.San.parse(pos, "g1f3,f3e5"), "coordinates");
        Position castling = position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        long shortCastle = MoveNotation.parse(castling, "e1g1,g1h1");
        assertEquals("O-O,h1", org.variantc.runtime.notation.San.format(castling, shortCastle));
        assertEquals(shortCastle, org.variantc.runtime.notation.San.parse(castling, "O-O,h1"));
        Position promotion = position("4k3/1P6/8/8/8/8/*7/4K3 w - - 0 1");
        assertEquals("b8=Q,a1", org.variantc.runtime.notation.San.format(promotion, MoveNotation.parse(promotion, "b7b8q,b8a1")));
    }

    @Test
    void theTerminalDrawsTheDuck() {
        String picture = org.variantc.runtime.protocol.Diagram.of(position("4k3/8/8/8/3*4/8/8/4K3 w - - 0 1"), false);
        assertTrue(picture.contains(" 4  . . . * . . . ."), picture);
    }

    @Test
    void fenRoundTripsAndRefusesASecondDuck() {
        for (String fen : new String[] {START, "r1b1k3/pp3pb1/4p3/2p2p2/2PpP2q/1P1P1P2/P1K1*3/RN1Q2N1 b q e3 0 17",
                "1nbq2nr/r1pB*Q2/6k1/p6p/P2bp1p1/1PP1P2P/1R3PP1/2BKNR2 b - - 0 19"}) {
            assertEquals(fen, Fen.write(position(fen)));
        }
        FenException twice = assertThrows(FenException.class, () -> position("4k3/8/8/8/3*4/8/*7/4K3 w - - 0 1"));
        assertTrue(twice.getMessage().contains("one Duck"), twice.getMessage());
    }

    @Test
    void randomGamesKeepTheHashAndUnmakeExactly() {
        Random random = new Random(2026_11_23L);
        int plies = 0;
        for (int game = 0; game < 6; game++) {
            Position pos = position(START);
            for (int ply = 0; ply < 120; ply++) {
                long[] moves = pos.legalMoves().toArray();
                if (moves.length == 0) {
                    break;
                }
                long move = moves[random.nextInt(moves.length)];
                String before = Fen.write(pos);
                long hash = pos.hash();
                String text = MoveNotation.format(pos, move);
                assertEquals(move, MoveNotation.parse(pos, text), text);
                pos.make(move);
                assertEquals(pos.computeHash(), pos.hash(), () -> "hash after " + text);
                assertEquals(Fen.write(pos), Fen.write(position(Fen.write(pos))), "FEN round trip");
                assertEquals(Move.wall(move), pos.duckSquare());
                pos.unmake();
                assertEquals(before, Fen.write(pos));
                assertEquals(hash, pos.hash());
                pos.make(move);
                plies++;
            }
        }
        assertTrue(plies > 300, "only " + plies + " plies");
    }
}
