package org.variantc.runtime.protocol;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.FenException;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.notation.IllegalMoveException;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.Rulebooks;
import org.variantc.runtime.notation.San;
import org.variantc.runtime.rules.VariantRules;

/**
 * A game in progress: where it started and the moves since, with the current position (its
 * history is what repetition is judged on). The protocols, the terminal game and matches keep
 * one each; a search gets its own {@link #copy()}, so it can run on another thread.
 */
public final class Game {
    private final Rulebooks books;
    private final VariantRules rules;
    private String startFen;
    private final List<Long> moves = new ArrayList<>();
    private final List<String> texts = new ArrayList<>();
    private Position position;
    private StartChoice choice;

    /** A game of {@code rules} played with the rulebooks {@code books} prepares. */
    public Game(Rulebooks books, VariantRules rules) {
        this.books = books;
        this.rules = rules;
        reset();
    }

    public VariantRules rules() {
        return rules;
    }

    /** Where this game's rulebooks come from: a new game of other armies asks the same. */
    public Rulebooks rulebooks() {
        return books;
    }

    /** The rulebook of the current position. */
    public Rulebook rulebook() {
        return position.rulebook();
    }

    /** New games start as {@code choice} says (a shuffled start's array; null: the setup), from the next {@link #reset()}. */
    public void startFrom(StartChoice choice) {
        this.choice = choice;
    }

    /** Back to the variant's start position, or to the array the start choice gives. */
    public void reset() {
        if (choice != null) {
            load(choice.nextFen());
            return;
        }
        position = books.start(rules);
        startFen = Fen.write(position);
        moves.clear();
        texts.clear();
    }

    /** Starts from a FEN; on a bad FEN nothing changes. @throws FenException with the reason */
    public void load(String fen) {
        Position loaded = books.position(rules, fen);
        position = loaded;
        startFen = Fen.write(loaded);
        moves.clear();
        texts.clear();
    }

    /** Plays a move in coordinate notation; on an illegal one nothing changes. @throws IllegalMoveException */
    public long play(String text) {
        long move = MoveNotation.parse(position, text);
        play(move);
        return move;
    }

    /**
     * Plays a move a person typed: SAN ({@code Nf3}, {@code exd5}, {@code O-O}, {@code P@e4}) or
     * coordinate notation; on an illegal or ambiguous one nothing changes. @throws IllegalMoveException
     */
    public long playText(String text) {
        long move = San.parse(position, text);
        play(move);
        return move;
    }

    /** Plays a move generated for the current position. */
    public void play(long move) {
        texts.add(MoveNotation.format(position, move));
        position.make(move);
        moves.add(move);
    }

    /**
     * Plays up to {@code plies} moves drawn by {@code random} from the legal ones, none that ends
     * the game (it is taken back and the opening stops there): the same seed from the same
     * position gives the same opening, as matches and the lab's game pairs need.
     */
    public void openRandomly(Random random, int plies) {
        for (int i = 0; i < plies; i++) {
            MoveList legal = position.legalMoves();
            if (legal.isEmpty() || status().isOver()) {
                return;
            }
            play(legal.get(random.nextInt(legal.size())));
            if (status().isOver()) {
                undo();
                return;
            }
        }
    }

    /** Takes back the last move; false when there is none. */
    public boolean undo() {
        if (moves.isEmpty()) {
            return false;
        }
        position.unmake();
        moves.remove(moves.size() - 1);
        texts.remove(texts.size() - 1);
        return true;
    }

    public Position position() {
        return position;
    }

    public String startFen() {
        return startFen;
    }

    /** The moves played, in coordinate notation. */
    public List<String> moveTexts() {
        return Collections.unmodifiableList(texts);
    }

    /** The moves played, in SAN (each formatted in the position it was played in). */
    public List<String> sanTexts() {
        return texts(San::format);
    }

    /** The moves played as Fairy-Stockfish and XBoard write them ({@link MoveNotation#fairyStockfish}). */
    public List<String> fairyStockfishTexts() {
        return texts(MoveNotation::fairyStockfish);
    }

    /** A notation of a move in the position it is played in. */
    private interface Spelling {
        String of(Position position, long move);
    }

    /** The moves played, each written by {@code spelling} in the position it was played in. */
    private List<String> texts(Spelling spelling) {
        Position p = books.position(rules, startFen);
        List<String> out = new ArrayList<>(moves.size());
        for (long m : moves) {
            out.add(spelling.of(p, m));
            p.make(m);
        }
        return out;
    }

    public List<Long> moves() {
        return Collections.unmodifiableList(moves);
    }

    public GameStatus status() {
        return GameStatus.of(position);
    }

    /** A separate position with the same history, for a search on another thread. */
    public Position copy() {
        Position p = books.position(rules, startFen);
        for (long m : moves) {
            p.make(m);
        }
        return p;
    }

    /** The result in PGN form: "1-0", "0-1", "1/2-1/2" or "*". */
    public static String pgnResult(GameStatus status) {
        switch (status.result()) {
            case WHITE_WINS: return "1-0";
            case BLACK_WINS: return "0-1";
            case DRAW: return "1/2-1/2";
            default: return "*";
        }
    }

    /** For an ending the rules draw that the point count decided (Janggi): who won on points. */
    private static String onPoints(GameStatus status, String winner) {
        return status.result() == GameStatus.Result.DRAW ? "" : ", " + winner + " ahead on points";
    }

    private static String loser(String winner) {
        return winner.equals("White") ? "Black" : "White";
    }

    /** Why the game ended, in words: "White mates", "stalemate", ... */
    public static String reason(GameStatus status) {
        String winner = status.result() == GameStatus.Result.WHITE_WINS ? "White" : "Black";
        switch (status.reason()) {
            case CHECKMATE: return winner + " mates";
            case STALEMATE: return "stalemate";
            case GOAL: return status.result() == GameStatus.Result.DRAW ? "both reach the goal"
                    : winner + " reaches the goal";
            case CHECKS: return winner + " gives the winning check";
            case MOVE_RULE: return "move rule" + onPoints(status, winner);
            case REPETITION: return "repetition" + onPoints(status, winner);
            case PERPETUAL_CHECK: return loser(winner) + " loses by perpetual check";
            case REPETITION_LOSS: return loser(winner) + " loses by repetition";
            case PERPETUAL_CHASE: return loser(winner) + " loses by perpetual chase";
            case PASSES: return "two passes" + onPoints(status, winner);
            case BIKJANG: return "bikjang" + onPoints(status, winner);
            case MISERE_MATE: return status.result() == GameStatus.Result.DRAW ? "checkmate, a draw"
                    : winner + " is mated and wins";
            case EXTINCTION: return status.result() == GameStatus.Result.DRAW ? "men gone, a draw"
                    : winner + " wins: men gone";
            case BARE_KING: return status.result() == GameStatus.Result.DRAW ? "bare King, a draw"
                    : winner + " wins: bare King";
            case COUNTING: return "counting";
            case ROYAL_LOST: return winner + " wins: " + loser(winner) + " has no royal man left";
            default: return "";
        }
    }
}
