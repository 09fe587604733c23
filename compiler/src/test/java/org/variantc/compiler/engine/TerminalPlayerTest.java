package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.cli.MainAccess;

/**
 * {@code variantc play} as a person meets it: what a refused move says, the moves of one man,
 * the piece legend, resigning, both sides by hand, the end of the game, and Ctrl-D.
 */
class TerminalPlayerTest {
    private static String play(String game, String script, String... options) {
        String[] args = new String[3 + options.length];
        args[0] = "play";
        args[1] = Sources.definition(game).toString();
        args[2] = "--depth=1";
        System.arraycopy(options, 0, args, 3, options.length);
        return MainAccess.run(String.join("\n", script.split(";")) + "\n", args);
    }

    @Test
    void aRefusedMoveSaysWhyAndWhatWouldDo() {
        String out = play("fide.variant", "e2e5;e7e5;d3e4;Ke3;nf3;Qz9;Xe4;P@e4;garbage;e5;quit");
        assertTrue(out.contains("Illegal move: 'e2e5': the Pawn on e2 cannot do that; it can play e3 e4"), out);
        assertTrue(out.contains("'e7e5': the Pawn on e7 is Black's; White is to move"), out);
        assertTrue(out.contains("'d3e4': there is no man on d3"), out);
        assertTrue(out.contains("'Ke3': no King of White's can go to e3; its Kings have no legal move"), out);
        assertTrue(out.contains("'nf3' is not a move here; did you mean Nf3?"), out);
        assertTrue(out.contains("'Qz9': there is no square z9 on this board"), out);
        assertTrue(out.contains("'Xe4': Chess has no piece X; its pieces are K Q R B N P"), out);
        assertTrue(out.contains("'P@e4': there are no drops in Chess"), out);
        assertTrue(out.contains("'garbage' is neither a move nor a command"), out);
        assertTrue(out.contains("'e5': no Pawn of White's can go to e5; Pawn moves: a3 a4 b3 b4"), out);
    }

    @Test
    void aPromotionWithoutItsPieceListsTheChoices() {
        String out = play("fide.variant", "fen 4k3/P7/8/8/8/8/8/4K3 w - - 0 1;a8;a7a8;a8=Q;quit");
        assertTrue(out.contains("'a8' promotes: say to what, a8=Q a8=R a8=B a8=N"), out);
        assertTrue(out.contains("'a7a8' promotes: say to what, a7a8q a7a8r a7a8b a7a8n"), out);
        assertTrue(out.contains("Moves: 1. a8=Q+"), out);
    }

    /** Minishogi's Silver may promote entering the zone; "Sc5" did not say, so play asks. */
    @Test
    void anOptionalPromotionTheMoveDidNotSayIsAsked() {
        String fen = "fen k4/2S2/5/5/4K w - - 0 1";
        String out = play("fairy-stockfish/minishogi.variant", "force;" + fen + ";Sc5;y;quit");
        assertTrue(out.contains("Promote the Silver on c5? (PS or y, or n to stay a Silver)"), out);
        assertTrue(out.contains("Moves: 1. Sc5=PS"), out);

        String declined = play("fairy-stockfish/minishogi.variant", "force;" + fen + ";Sc5;n;quit");
        assertTrue(declined.contains("Moves: 1. Sc5="), declined);
        assertFalse(declined.contains("Sc5=PS"), declined);

        String said = play("fairy-stockfish/minishogi.variant", "force;" + fen + ";Sc5=;quit");
        assertFalse(said.contains("Promote the Silver"), said);
        assertTrue(said.contains("Moves: 1. Sc5="), said);

        String unclear = play("fairy-stockfish/minishogi.variant", "force;" + fen + ";Sc5;maybe;quit");
        assertTrue(unclear.contains("Not played: answer with a piece letter, y or n"), unclear);
        assertFalse(unclear.contains("Moves: 1."), unclear);
    }

    /** Minishogi marks no piece pawn, so a bare square moves nothing: the complaint says how to name the man. */
    @Test
    void aBareSquareWithoutPawnsSaysHowToWriteTheMove() {
        String out = play("fairy-stockfish/minishogi.variant", "force;fen k4/5/5/P4/4K w - - 0 1;a3;c3;quit");
        assertTrue(out.contains("'a3': a bare square moves a pawn, and no piece of Minishogi is one; name the man with"
                + " its letter (Pe4) or write the move from square to square (e3e4); moves to a3: Pa3 a2a3"), out);
        assertTrue(out.contains("'c3': a bare square moves a pawn, and no piece of Minishogi is one;"), out);
        assertTrue(out.contains("nothing can go to c3"), out);
        assertFalse(out.contains("neither a move nor a command"), out);
    }

    @Test
    void inCheckTheComplaintSaysSo() {
        String out = play("fide.variant", "fen 4k3/8/8/8/8/8/3q4/4K3 w - - 0 1;Kd1;quit");
        assertTrue(out.contains("'Kd1': no King of White's can go to d1; King moves: Kxd2 Kf1; you are in check")
                || out.contains("'Kd1': no King of White's can go to d1; King moves: Kf1 Kxd2; you are in check"), out);
    }

    @Test
    void dropsComplainAboutAnEmptyHandOrABadSquare() {
        String out = play("halfgi.variant", "P@e4;fen 4k3/8/8/8/8/8/8/4K3[P] w - - 0 1;P@e1;P@e5;quit");
        assertTrue(out.contains("'P@e4': you have no Pawn in hand"), out);
        assertTrue(out.contains("'P@e1': a Pawn cannot be dropped on e1; it can go to"), out);
        assertTrue(out.contains("Moves: 1. P@e5"), out);
    }

    @Test
    void movesOfOneManOneTypeAndOneDrop() {
        String out = play("fide.variant", "moves g1;moves N;moves e7;moves zz;quit");
        assertTrue(out.contains("> Nh3 Nf3\n") || out.contains("> Nf3 Nh3\n"), out);
        assertTrue(out.contains("There is no man of White's on e7."), out);
        assertTrue(out.contains("moves takes a square (moves e2)"), out);
        String halfgi = play("halfgi.variant", "fen 4k3/8/8/8/8/8/8/4K3[P] w - - 0 1;moves P@;quit");
        assertTrue(halfgi.contains("P@a1 ") && !halfgi.contains("P@a8"), "a Pawn is not dropped on its last rank: " + halfgi);
    }

    @Test
    void theLegendShowsEveryMoveOfAPiece() {
        String out = play("chess-and-a-half.variant", "pieces;quit");
        assertTrue(out.contains("  S   Star Cat       KADGH, cafK, cafmpafK, mpafcafK, cafcafK"), out);
        assertTrue(out.contains("  P   Pawn           fmWfceF, ifmR4, smW (from ranks 7-12)"), out);
        assertTrue(out.contains("  K   King           K  (royal)"), out);
    }

    @Test
    void foolsMateIsAnnounced(@TempDir Path dir) throws Exception {
        Path pgn = dir.resolve("fool.pgn");
        String out = play("fide.variant", "force;f3;e5;g4;Qh4#;e4;moves;save " + pgn + ";quit");
        assertTrue(out.contains("Moves: 1. f3 e5 2. g4 Qh4#\n"), out);
        assertTrue(out.contains("Game over: Black mates (0-1)."), out);
        assertTrue(out.contains("The game is over (0-1)"), out);
        assertTrue(out.contains("The game is over: no moves."), out);
        String saved = Files.readString(pgn);
        assertTrue(saved.contains("[Result \"0-1\"]") && saved.contains("Qh4# 0-1"), saved);
    }

    @Test
    void forceModeReachesARepetitionDraw() {
        String out = play("fide.variant", "force;Nf3;Nf6;Ng1;Ng8;Nf3;Nf6;Ng1;Ng8;undo;go;quit");
        assertTrue(out.contains("force> "), out);
        assertFalse(out.substring(0, out.indexOf("Game over: draw by repetition")).contains("I play"),
                "the engine is silent in force mode until 'go': " + out);
        assertTrue(out.contains("Game over: draw by repetition (1/2-1/2)."), out);
        assertTrue(out.contains("Moves: 1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1\n"), "force mode takes back one ply: " + out);
        assertTrue(out.contains("I play "), "'go' hands the engine Black: " + out);
    }

    @Test
    void resigningEndsTheGameAndIsSaved(@TempDir Path dir) throws Exception {
        Path pgn = dir.resolve("resigned.pgn");
        String out = play("fide.variant", "e4;resign;e5;save " + pgn + ";undo;resign;quit");
        assertTrue(out.contains("Game over: White resigns (0-1)."), out);
        assertTrue(out.contains("The game is over (0-1); 'new', 'undo' or 'quit'."), out);
        String saved = Files.readString(pgn);
        assertTrue(saved.contains("[Result \"0-1\"]") && saved.contains("White resigns"), saved);
        assertEquals(2, out.split("Game over: White resigns", -1).length - 1, "undo takes the resignation back: " + out);
    }

    @Test
    void theBoardIsSeenFromYourSide() {
        String black = play("fide.variant", "quit", "--side=black");
        assertTrue(black.indexOf(" 1  R") < black.indexOf(" 8  r"), "Black's side is at the bottom: " + black);
        String out = play("fide.variant", "fen 4k3/8/8/8/8/8/8/4K3 b - - 0 1;flip;quit");
        String afterFen = out.substring(out.indexOf("> ", out.indexOf("White to move")), out.lastIndexOf("> "));
        String afterFlip = afterFen.substring(afterFen.indexOf("Black to move") + 1);
        assertTrue(afterFen.indexOf(" 1  ") < afterFen.indexOf(" 8  "), "you took Black, so Black is at the bottom: " + out);
        assertTrue(afterFlip.indexOf(" 8  ") < afterFlip.indexOf(" 1  "), "flip turns it round: " + out);
    }

    @Test
    void settingsAreShownAndBadOnesRefused() {
        String out = play("fide.variant", "level;level 0;depth 99;level 250;level;fen;quit");
        assertTrue(out.contains("The engine searches 1 ply a move."), out);
        assertTrue(out.contains("level takes a positive number of milliseconds"), out);
        assertTrue(out.contains("depth takes 1 to 60 plies"), out);
        assertTrue(out.contains("The engine thinks 250 ms a move."), out);
        assertTrue(out.contains("> rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"), out);
    }

    @Test
    void endOfInputLeavesTheShellPromptOnItsOwnLine() {
        String out = MainAccess.run("e4", "play", Sources.definition("fide.variant").toString(), "--depth=1");
        assertTrue(out.endsWith("> \n"), "ends with the prompt and a newline: [" + out + "]");
    }

    @Test
    void aSaveToAMissingDirectorySaysSo() {
        String out = play("fide.variant", "save /no/such/dir/x.pgn;load /no/such/file.fen;quit");
        assertTrue(out.contains("Cannot save to /no/such/dir/x.pgn: no such file or directory"), out);
        assertTrue(out.contains("Cannot read /no/such/file.fen: no such file or directory"), out);
    }
}
