package org.variantc.runtime.search;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.variantc.runtime.EndJudgment;
import org.variantc.runtime.GameEnd;
import org.variantc.runtime.moves.NoisyMoves;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.rules.VariantRules;

/**
 * Iterative-deepening principal-variation search for any compiled variant.
 *
 * <p>Alpha-beta with a transposition table and aspiration windows, quiescence on captures
 * (multi-captures and en passant valued by every man they remove; drops are not captures),
 * promotions and goal moves, and on every evasion when in check; null-move pruning (verified at depth), internal iterative
 * reduction, late-move reductions and pruning, reverse futility and futility pruning, captures
 * that lose on the exchange ({@link Exchange}) pruned near the leaves, and so are quiet moves and
 * drops whose man the opponent wins there; a move that gives check is extended one ply. Moves are
 * tried hash move first, then captures that do not lose on the exchange by most valuable victims and least valuable attacker
 * and by how such captures did before ({@link CaptureHistory}), then two killer moves per ply
 * and the counter-move, then the quiet rest by history and continuation history (how the move
 * did after the last move and the one before: {@link ContinuationHistory}), then the losing
 * captures. Late quiet moves are reduced by a table, less for good histories, more at nodes
 * expected to fail high (cut nodes) and where the hash move is a capture, and so are late quiet
 * moves at the root; late captures that lose on the exchange are reduced too. Each iteration's
 * best move and score tell the clock how settled the search is ({@link BestMoveStability}).
 * The game's own rules score the leaves, as {@link EndJudgment} judges them (the same judgment
 * as {@link org.variantc.runtime.GameStatus}'s): at full-width nodes every end, any repetition
 * inside the search counting as the ending it can be forced into; at the root and in quiescence only the ends that leave no moves, then mate or
 * stalemate when no move is left.
 *
 * <p>Null move is off when the side to move has nothing but royal men and promoting men, where
 * zugzwang is common (in drop games too: measured in Crazyhouse with the check rule below). In drop
 * games, where checks are many, a check near the leaves (below depth 4) is extended only when its
 * man is not lost on the exchange.
 *
 * <p>{@link #stop()} may be called from any thread; the search then returns at once with the best
 * move found so far. Not reentrant: one search at a time per instance.
 */
public final class Search {
    public static final int MATE = 30000;
    public static final int MATE_BOUND = MATE - 1000;
    private static final int INFINITY = 32000;
    private static final int MAX_PLY = 128;
    /** Captures beyond this many quiescence plies are left to the static score. */
    private static final int QUIESCENCE_PLIES = 10;
    /** The first window round the last iteration's score, in centipawns. */
    private static final int ASPIRATION = 30;
    /** From this depth a null move's cut-off is verified by a search without it (zugzwang). */
    private static final int VERIFY_DEPTH = 10;

    private final Evaluation evaluation;
    /** The evaluation's scores of the positions met lately. */
    private final StaticScores staticScores;
    private final PieceValues values;
    private final TranspositionTable table;
    private final boolean drops;
    private final boolean[] royal;
    private final boolean[] promotes;
    /** The captures, promotions and goal moves: quiescence's moves and ordering's first, as the move layer selects them. */
    private final NoisyMoves noisy;
    private final int squares;

    private volatile boolean stopRequested;
    private Position pos;
    private long nodes;
    private long nodeLimit;
    private long startNanos;
    private long hardNanos;
    private int selectiveDepth;

    private final MoveList[] lists = new MoveList[MAX_PLY];
    private final int[][] orderScores = new int[MAX_PLY][];
    private final long[][] killers = new long[MAX_PLY][2];
    /** [side][type * squares + to]: how often a quiet move cut off, less how often it failed to. */
    private final int[][] history;
    /** [side][type * squares + to of the opponent's last move]: the quiet move that refuted it. */
    private final long[][] counterMoves;
    private final int[] staticEvals = new int[MAX_PLY + 1];
    private final long[][] quietsTried = new long[MAX_PLY][64];
    private final Exchange exchange;
    private final long[][] pv = new long[MAX_PLY + 1][MAX_PLY + 1];
    private final int[] pvLength = new int[MAX_PLY + 1];
    private final int[][] reductions = new int[64][64];
    /** The piece-to ({@link #pieceTo}) of the move made at each ply, -1 for a null move or none. */
    private final int[] played = new int[MAX_PLY + 1];
    private final ContinuationHistory continuation;
    /** [piece-to][captured type]: how captures did, to order captures of equal victims. */
    private final CaptureHistory captureHistory;
    private final long[][] capturesTried = new long[MAX_PLY][32];

    /** A search of positions played with {@code book} (its rules score the leaves). */
    public Search(Rulebook book, int hashMegabytes) {
        this(book, new TranspositionTable(hashMegabytes));
    }

    public Search(Rulebook book, TranspositionTable table) {
        this(book, table, EvalWeights.defaults(book.rules()));
    }

    /** A search that evaluates with {@code weights} (the tuner's and the lab's duels; else the defaults). */
    public Search(Rulebook book, TranspositionTable table, EvalWeights weights) {
        VariantRules rules = book.rules();
        this.table = table;
        this.evaluation = new Evaluation(book, PieceValues.of(book), weights);
        this.values = evaluation.values();
        this.staticScores = new StaticScores(evaluation);
        this.drops = rules.placing().drops().enabled();
        int types = rules.pieces().size();
        squares = rules.squares();
        royal = new boolean[types];
        promotes = new boolean[types];
        noisy = NoisyMoves.of(rules);
        for (int t = 0; t < types; t++) {
            royal[t] = rules.pieces().get(t).royal();
            promotes[t] = !rules.pieces().get(t).promotions().isEmpty();
        }
        history = new int[2][types * squares];
        counterMoves = new long[2][types * squares];
        exchange = new Exchange(book, values);
        continuation = new ContinuationHistory(2 * types * squares, HISTORY_MAX);
        captureHistory = new CaptureHistory(2 * types * squares, types, HISTORY_MAX);
        for (int i = 0; i < MAX_PLY; i++) {
            lists[i] = new MoveList();
            orderScores[i] = new int[256];
        }
        for (int d = 1; d < 64; d++) {
            for (int m = 1; m < 64; m++) {
                reductions[d][m] = (int) (0.5 + Math.log(d) * Math.log(m) / 2.25);
            }
        }
    }

    public TranspositionTable table() {
        return table;
    }

    public Evaluation evaluation() {
        return evaluation;
    }

    /** Ends a running search as soon as possible; it returns the best move so far. Any thread. */
    public void stop() {
        stopRequested = true;
    }

    /**
     * Arms the search: a {@link #stop()} after this call ends the next {@link #run}. Call it on
     * the thread that may later call stop, before handing the search to another thread.
     */
    public void prepare() {
        stopRequested = false;
        startNanos = System.nanoTime();
    }

    /** {@link #prepare()} then {@link #run}. */
    public SearchResult search(Position position, Limits limits, Consumer<SearchInfo> listener) {
        prepare();
        return run(position, limits, listener);
    }

    /**
     * Searches {@code position} (played on and restored) within {@code limits}, reporting each
     * iteration to {@code listener} (may be null).
     */
    public SearchResult run(Position position, Limits limits, Consumer<SearchInfo> listener) {
        pos = position;
        nodes = 0;
        selectiveDepth = 0;
        nodeLimit = limits.nodes();
        TimeBudget budget = limits.budget();
        hardNanos = budget.limited() ? budget.deadline() * 1_000_000L : Long.MAX_VALUE;
        table.nextAge();
        for (long[] k : killers) {
            k[0] = 0;
            k[1] = 0;
        }
        for (int[] h : history) {
            for (int i = 0; i < h.length; i++) {
                h[i] /= 8;
            }
        }
        for (long[] c : counterMoves) {
            java.util.Arrays.fill(c, 0);
        }
        continuation.age();
        captureHistory.age();
        java.util.Arrays.fill(played, -1);
        MoveList rootList = new MoveList();
        GameEnd ended = EndJudgment.beforeMoves(pos, EndJudgment.Scope.NO_MOVES);
        if (ended != null) {
            return result(0, 0, score(ended, 0), 0);
        }
        pos.generateLegal(rootList);
        if (rootList.isEmpty()) {
            return result(0, 0, score(EndJudgment.withoutMoves(pos, pos.inCheck()), 0), 0);
        }
        long[] rootMoves = rootList.toArray();
        orderRoot(rootMoves);
        long best = rootMoves[0];
        long ponder = 0;
        int bestScore = 0;
        int completed = 0;
        BestMoveStability stability = new BestMoveStability();
        int maxDepth = limits.depth() > 0 ? Math.min(limits.depth(), MAX_PLY - 8) : MAX_PLY - 8;
        for (int depth = 1; depth <= maxDepth; depth++) {
            long began = elapsedMillis();
            RootOutcome outcome = aspiration(rootMoves, depth, bestScore);
            if (outcome.searched > 0 && (outcome.improved || completed == 0)) {
                best = outcome.best;
                bestScore = outcome.score;
                ponder = pvLength[1] > 1 && pv[0][0] == best ? pv[0][1] : 0;
            }
            if (stopped()) {
                break;
            }
            completed = depth;
            if (listener != null) {
                listener.accept(info(depth, bestScore));
            }
            stability.completed(best, bestScore);
            long elapsed = elapsedMillis();
            // an unsettled search earns more of the clock's target, a settled one gives some back
            if (budget.limited() && (rootMoves.length == 1 || !budget.startsAnother(elapsed, elapsed - began, stability.scale()))) {
                break; // with one legal move there is nothing to think about
            }
            if (Math.abs(bestScore) >= MATE_BOUND && depth >= 2 * (MATE - Math.abs(bestScore)) + 2 && limits.depth() == 0
                    && (budget.limited() || nodeLimit > 0)) {
                break; // a mate proven with room to spare will not change
            }
        }
        return result(best, ponder, bestScore, completed);
    }

    private SearchResult result(long best, long ponder, int score, int depth) {
        String bestText = best == 0 ? null : MoveNotation.format(pos, best);
        String ponderText = null;
        if (ponder != 0) {
            pos.make(best);
            ponderText = pos.legalMoves().contains(ponder) ? MoveNotation.format(pos, ponder) : null;
            pos.unmake();
            if (ponderText == null) {
                ponder = 0;
            }
        }
        return new SearchResult(best, bestText, ponder, ponderText, score, depth, nodes, elapsedMillis());
    }

    /** improved: some move scored above alpha, so {@code best} is a real choice, not a fail-low's first move. */
    private record RootOutcome(long best, int score, int searched, boolean improved) {
    }

    /** Aspiration windows: a narrow window round the last score, widened on a fail. */
    private RootOutcome aspiration(long[] moves, int depth, int last) {
        if (depth < 5 || Math.abs(last) >= MATE_BOUND) {
            return searchRoot(moves, depth, -INFINITY, INFINITY);
        }
        int window = ASPIRATION;
        int alpha = Math.max(-INFINITY, last - window);
        int beta = Math.min(INFINITY, last + window);
        while (true) {
            RootOutcome outcome = searchRoot(moves, depth, alpha, beta);
            if (stopped()) {
                return outcome;
            }
            window *= 2;
            if (outcome.score <= alpha) {
                alpha = outcome.score - window < -MATE_BOUND ? -INFINITY : outcome.score - window;
            } else if (outcome.score >= beta) {
                beta = outcome.score + window > MATE_BOUND ? INFINITY : outcome.score + window;
            } else {
                return outcome;
            }
        }
    }

    private RootOutcome searchRoot(long[] moves, int depth, int alpha, int beta) {
        long best = 0;
        boolean improved = false;
        int bestScore = -INFINITY;
        int searched = 0;
        pvLength[0] = 0;
        for (int i = 0; i < moves.length; i++) {
            long move = moves[i];
            played[0] = pieceTo(move);
            boolean quiet = noisyScore(move) == 0;
            pos.make(move);
            int extension = pos.inCheck() ? 1 : 0;
            int score;
            if (i == 0) {
                score = -pvs(depth - 1 + extension, -beta, -alpha, 1, true, true, false);
            } else {
                // late quiet root moves are searched shallower first, as at any principal-variation node
                int r = depth >= 3 && i >= 3 && quiet && extension == 0
                        ? Math.max(0, Math.min(reductions[Math.min(depth, 63)][Math.min(i, 63)] - 1, depth - 2)) : 0;
                score = -pvs(depth - 1 + extension - r, -alpha - 1, -alpha, 1, false, true, true);
                if (score > alpha && r > 0 && !stopped()) {
                    score = -pvs(depth - 1 + extension, -alpha - 1, -alpha, 1, false, true, true);
                }
                if (score > alpha && !stopped()) {
                    score = -pvs(depth - 1 + extension, -beta, -alpha, 1, true, true, false);
                }
            }
            pos.unmake();
            if (stopped()) {
                break;
            }
            searched++;
            if (score > bestScore) {
                bestScore = score;
                best = move;
                if (score > alpha) {
                    alpha = score;
                    improved = true;
                    savePv(0, move);
                    // the best move so far goes first, so the next iteration tries it first
                    System.arraycopy(moves, 0, moves, 1, i);
                    moves[0] = move;
                    if (score >= beta) {
                        break;
                    }
                }
            }
        }
        return new RootOutcome(best, bestScore, searched, improved);
    }

    private void orderRoot(long[] moves) {
        int slot = table.probe(pos.hash());
        long hashMove = slot >= 0 ? table.move(slot) : 0;
        int[] score = new int[moves.length];
        for (int i = 0; i < moves.length; i++) {
            score[i] = orderScore(moves[i], hashMove, 0, 0);
        }
        for (int i = 1; i < moves.length; i++) {
            long m = moves[i];
            int s = score[i];
            int j = i - 1;
            while (j >= 0 && score[j] < s) {
                moves[j + 1] = moves[j];
                score[j + 1] = score[j];
                j--;
            }
            moves[j + 1] = m;
            score[j + 1] = s;
        }
    }

    private int pvs(int depth, int alpha, int beta, int ply, boolean pvNode, boolean nullAllowed, boolean cutNode) {
        if (depth <= 0) {
            return quiescence(alpha, beta, ply, 0);
        }
        pvLength[ply] = ply;
        if (countNode()) {
            return 0;
        }
        GameEnd ended = EndJudgment.beforeMoves(pos, EndJudgment.Scope.SEARCH);
        if (ended != null) {
            return score(ended, ply);
        }
        alpha = Math.max(alpha, -MATE + ply);
        beta = Math.min(beta, MATE - ply - 1);
        if (alpha >= beta) {
            return alpha;
        }
        if (ply >= MAX_PLY - 2) {
            return staticScores.of(pos);
        }
        long key = pos.hash();
        int slot = table.probe(key);
        long hashMove = 0;
        int tableScore = 0;
        int tableBound = TranspositionTable.NONE;
        if (slot >= 0) {
            hashMove = table.move(slot);
            tableScore = fromTable(table.score(slot), ply);
            tableBound = table.bound(slot);
            if (!pvNode && table.depth(slot) >= depth && cuts(tableScore, tableBound, alpha, beta)) {
                return tableScore;
            }
        }
        boolean inCheck = pos.inCheck();
        int staticEval = inCheck ? -INFINITY : staticEval(key, slot);
        staticEvals[ply] = staticEval;
        // the side to move stands better than two plies ago: its quiet moves deserve more trust
        boolean improving = !inCheck && ply >= 2 && staticEval > staticEvals[ply - 2];
        // the table's score, where its bound says it is nearer the truth, prunes better than the static one
        int eval = inCheck ? staticEval : refined(staticEval, tableScore, tableBound);
        if (!pvNode && !inCheck && depth <= 6 && Math.abs(beta) < MATE_BOUND
                && eval - (improving ? 70 : 90) * depth >= beta) {
            return eval;
        }
        if (!pvNode && !inCheck && nullAllowed && depth >= 3 && eval >= beta && nullMoveSound()) {
            int reduction = 3 + depth / 4 + Math.min(3, (eval - beta) / 200);
            played[ply] = -1;
            pos.makeNullMove();
            int score = -pvs(depth - 1 - reduction, -beta, -beta + 1, ply + 1, false, false, !cutNode);
            pos.unmake();
            if (stopped()) {
                return 0;
            }
            if (score >= beta) {
                if (depth < VERIFY_DEPTH) {
                    return score >= MATE_BOUND ? beta : score;
                }
                // deep: verify with a real search, null move off, against zugzwang
                int verified = pvs(depth - 1 - reduction, beta - 1, beta, ply, false, false, cutNode);
                if (stopped()) {
                    return 0;
                }
                if (verified >= beta) {
                    return score >= MATE_BOUND ? beta : score;
                }
            }
        }
        if (hashMove == 0 && depth >= 4) {
            depth--; // no hash move: a shallower search finds one faster (internal iterative reduction)
        }
        boolean tableCapture = hashMove != 0 && noisyScore(hashMove) > 0;
        MoveList list = lists[ply];
        pos.generateLegal(list);
        int n = list.size();
        if (n == 0) {
            return score(EndJudgment.withoutMoves(pos, inCheck), ply);
        }
        int[] scores = scores(ply, n);
        long counter = counterMove();
        for (int i = 0; i < n; i++) {
            scores[i] = orderScore(list.get(i), hashMove, ply, counter);
        }
        int originalAlpha = alpha;
        int bestScore = -INFINITY;
        long bestMove = 0;
        int searched = 0;
        int quiets = 0;
        int captures = 0;
        int lateMoves = (3 + depth * depth) / (improving ? 1 : 2);
        for (int i = 0; i < n; i++) {
            long move = pick(list, scores, i, n);
            boolean noisy = scores[i] >= HASH_MOVE ? noisyScore(move) > 0 : scores[i] >= NOISY || scores[i] <= BAD_NOISY;
            boolean killer = scores[i] == KILLER_1 || scores[i] == KILLER_2 || scores[i] == COUNTER;
            if (!pvNode && !inCheck && searched > 0 && depth <= 6 && scores[i] <= BAD_NOISY
                    && !exchange.atLeast(pos, move, -100 * depth)) {
                continue; // a capture that loses material on the exchange, near the leaves
            }
            boolean quietPrunable = !pvNode && !inCheck && !noisy && searched > 0 && bestScore > -MATE_BOUND;
            // futility and late moves: a quiet move will not lift a hopeless score; nor will one whose
            // man the opponent wins on the exchange (asked only when the move is not pruned already)
            boolean prunable = quietPrunable
                    && (depth <= 4 && (eval + 100 + 90 * depth <= alpha || quiets >= lateMoves)
                    || depth <= 7 && !exchange.atLeast(pos, move, -25 * depth * depth));
            played[ply] = pieceTo(move);
            boolean capture = noisy && isCapture(move); // asked before the move is made
            pos.make(move);
            boolean givesCheck = pos.inCheck();
            if (prunable && !givesCheck) {
                pos.unmake();
                continue; // unless it gives check
            }
            if (!noisy && quiets < quietsTried[ply].length) {
                quietsTried[ply][quiets] = move;
            }
            if (!noisy) {
                quiets++;
            } else if (captures < capturesTried[ply].length && capture) {
                capturesTried[ply][captures++] = move;
            }
            boolean extend = givesCheck && ply < 2 * MAX_PLY / 3;
            if (extend && drops && depth < 4) {
                // drop games check often: near the leaves only a check that keeps its man is worth a ply
                pos.unmake();
                extend = exchange.atLeast(pos, move, 0);
                pos.make(move);
            }
            int newDepth = depth - 1 + (extend ? 1 : 0);
            int score;
            if (searched == 0) {
                score = -pvs(newDepth, -beta, -alpha, ply + 1, pvNode, true, !pvNode && !cutNode);
            } else {
                int r = 0;
                if (depth >= 3 && searched >= (pvNode ? 3 : 2) && !noisy && !killer && !inCheck && !givesCheck) {
                    r = reductions[Math.min(depth, 63)][Math.min(searched, 63)];
                    if (pvNode) {
                        r--;
                    }
                    if (!improving) {
                        r++;
                    }
                    if (cutNode) {
                        r += 2; // a node expected to fail high: its late moves are likely refuted
                    }
                    if (tableCapture) {
                        r++; // the hash move takes: quiet moves here are less likely to matter
                    }
                    r -= scores[i] / HISTORY_MAX; // history plus continuation histories, each within ±HISTORY_MAX
                    r = Math.max(0, Math.min(r, newDepth - 1));
                } else if (depth >= 3 && noisy && scores[i] <= BAD_NOISY && !inCheck && !givesCheck) {
                    r = Math.max(0, Math.min(cutNode ? 2 : 1, newDepth - 1)); // a late capture that loses on the exchange
                }
                score = -pvs(newDepth - r, -alpha - 1, -alpha, ply + 1, false, true, true);
                if (score > alpha && r > 0) {
                    score = -pvs(newDepth, -alpha - 1, -alpha, ply + 1, false, true, !cutNode);
                }
                if (score > alpha && score < beta) {
                    score = -pvs(newDepth, -beta, -alpha, ply + 1, true, true, false);
                }
            }
            pos.unmake();
            if (stopped()) {
                return 0;
            }
            searched++;
            if (score > bestScore) {
                bestScore = score;
                bestMove = move;
                if (score > alpha) {
                    alpha = score;
                    savePv(ply, move);
                    if (score >= beta) {
                        if (!noisy) {
                            rememberQuiet(move, ply, depth, Math.min(quiets, quietsTried[ply].length) - 1);
                        }
                        rememberCaptures(move, ply, depth, captures);
                        break;
                    }
                }
            }
        }
        if (bestMove == 0) {
            return alpha; // every move was pruned as futile
        }
        int bound = bestScore >= beta ? TranspositionTable.LOWER
                : bestScore > originalAlpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        table.store(key, bestMove, toTable(bestScore, ply), depth, bound, inCheck ? TranspositionTable.NO_EVAL : staticEval);
        return bestScore;
    }

    /** The table's score settles the node: exact, or a bound beyond the window. */
    private static boolean cuts(int score, int bound, int alpha, int beta) {
        return bound == TranspositionTable.EXACT
                || bound == TranspositionTable.LOWER && score >= beta
                || bound == TranspositionTable.UPPER && score <= alpha;
    }

    /** The static score, from the table when the position is there, else evaluated and kept there. */
    private int staticEval(long key, int slot) {
        int kept = slot >= 0 ? table.staticEval(slot) : TranspositionTable.NO_EVAL;
        if (kept != TranspositionTable.NO_EVAL) {
            return kept;
        }
        int eval = staticScores.of(pos); // the small cache keeps what the table's buckets let go
        if (slot < 0) {
            table.store(key, 0, 0, 0, TranspositionTable.NONE, eval);
        }
        return eval;
    }

    /** The static score, or the table's score where its bound shows the static one too low or too high. */
    private static int refined(int staticEval, int tableScore, int tableBound) {
        if (tableBound == TranspositionTable.NONE || Math.abs(tableScore) >= MATE_BOUND) {
            return staticEval;
        }
        boolean higher = tableScore > staticEval;
        return tableBound == TranspositionTable.EXACT
                || tableBound == (higher ? TranspositionTable.LOWER : TranspositionTable.UPPER) ? tableScore : staticEval;
    }

    private int quiescence(int alpha, int beta, int ply, int qply) {
        pvLength[ply] = ply;
        if (countNode()) {
            return 0;
        }
        selectiveDepth = Math.max(selectiveDepth, ply);
        GameEnd ended = EndJudgment.beforeMoves(pos, EndJudgment.Scope.NO_MOVES);
        if (ended != null) {
            return score(ended, ply);
        }
        if (ply >= MAX_PLY - 2) {
            return staticScores.of(pos);
        }
        boolean pvNode = beta - alpha > 1;
        long key = pos.hash();
        int slot = table.probe(key);
        int tableScore = 0;
        int tableBound = TranspositionTable.NONE;
        if (slot >= 0) {
            tableScore = fromTable(table.score(slot), ply);
            tableBound = table.bound(slot);
            if (!pvNode && cuts(tableScore, tableBound, alpha, beta)) {
                return tableScore; // every entry is at least as deep as quiescence
            }
        }
        boolean inCheck = pos.inCheck();
        int best = -INFINITY;
        int stand = 0;
        int staticEval = TranspositionTable.NO_EVAL;
        if (!inCheck) {
            staticEval = staticEval(key, slot);
            stand = refined(staticEval, tableScore, tableBound);
            if (stand >= beta) {
                return stand;
            }
            alpha = Math.max(alpha, stand);
            best = stand;
        }
        int originalAlpha = alpha;
        MoveList list = lists[ply];
        // Out of check only the noisy moves are searched: the move layer makes them without
        // trying the quiet moves' legality. None of them: whether the side has a move at all
        // (a stalemate is scored as before), asked without making the whole list.
        if (inCheck) {
            pos.generateLegal(list);
        } else {
            pos.generateNoisy(list);
            if (list.size() == 0) {
                pos.generateSomeLegal(list);
                if (list.size() > 0) {
                    return best;
                }
            }
        }
        int n = list.size();
        if (n == 0) {
            return score(EndJudgment.withoutMoves(pos, inCheck), ply);
        }
        int[] scores = scores(ply, n);
        int noisy = 0;
        for (int i = 0; i < n; i++) {
            long move = list.get(i);
            int s = noisyScore(move);
            if (s > 0 || inCheck && qply < QUIESCENCE_PLIES) {
                list.set(noisy, move);
                scores[noisy++] = s;
            }
        }
        if (inCheck && noisy < n) {
            return staticScores.of(pos); // evasions beyond quiescence's last ply: the static score
        }
        int quietEvasions = 0;
        for (int i = 0; i < noisy; i++) {
            long move = pick(list, scores, i, noisy);
            if (inCheck && scores[i] == 0) {
                if (best > -MATE_BOUND && quietEvasions >= 2) {
                    continue; // an escape is known: the third quiet evasion on will not be better
                }
                quietEvasions++;
            }
            if (!inCheck && !isGoalMove(move)) {
                if (stand + gain(move) + 200 <= alpha) {
                    continue; // delta pruning: even winning this will not reach alpha
                }
                if (qply >= QUIESCENCE_PLIES || losingCapture(move)) {
                    continue; // keeps quiescence small on big boards full of capturers
                }
            }
            pos.make(move);
            int score = -quiescence(-beta, -alpha, ply + 1, qply + 1);
            pos.unmake();
            if (stopped()) {
                return 0;
            }
            if (score > best) {
                best = score;
                if (score > alpha) {
                    alpha = score;
                    savePv(ply, move);
                    if (score >= beta) {
                        break;
                    }
                }
            }
        }
        int bound = best >= beta ? TranspositionTable.LOWER
                : pvNode && best > originalAlpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        table.store(key, 0, toTable(best, ply), 0, bound, staticEval);
        return best;
    }

    /** Quiescence alone from {@code position}, as if {@code qply} plies into it, unlimited: what tests see of it. */
    int quiescence(Position position, int qply) {
        pos = position;
        nodeLimit = 0;
        hardNanos = Long.MAX_VALUE;
        prepare();
        return quiescence(-INFINITY, INFINITY, 0, qply);
    }

    /** The order the search tries {@code position}'s legal moves in below the root with no hash move, killer or counter-move. */
    long[] ordered(Position position) {
        pos = position;
        played[0] = -1;
        MoveList list = new MoveList();
        pos.generateLegal(list);
        int n = list.size();
        int[] scores = new int[n];
        for (int i = 0; i < n; i++) {
            scores[i] = orderScore(list.get(i), 0, 1, 0);
        }
        long[] moves = new long[n];
        for (int i = 0; i < n; i++) {
            moves[i] = pick(list, scores, i, n);
        }
        return moves;
    }

    /** The capture history, which {@link #ordered} reads: tests teach it. */
    CaptureHistory captureHistory() {
        return captureHistory;
    }

    /** The piece-to index of {@code move} in {@code position}, as the histories key it. */
    int pieceTo(Position position, long move) {
        pos = position;
        return pieceTo(move);
    }

    // ---- move ordering ----

    private static final int HASH_MOVE = 1 << 30;
    private static final int NOISY = 1 << 24;
    private static final int KILLER_1 = NOISY - 2;
    private static final int KILLER_2 = NOISY - 3;
    private static final int COUNTER = NOISY - 4;
    /** Quiet moves score within ±HISTORY_MAX; captures that lose on the exchange below them all. */
    private static final int HISTORY_MAX = 1 << 14;
    private static final int BAD_NOISY = -(1 << 26);

    private int orderScore(long move, long hashMove, int ply, long counter) {
        if (move == hashMove) {
            return HASH_MOVE;
        }
        int victims = Captures.victimValue(pos, move, values);
        int noisy = noisyScore(move, victims);
        if (noisy > 0) {
            if (Move.promotion(move) < 0 && !isGoalMove(move) && !exchange.atLeast(pos, move, 0)) {
                return BAD_NOISY - (1 << 24) + Math.min(noisy, (1 << 24) - 1);
            }
            // captures of equal victims by experience: within half a history bound, so never below the killers
            int experience = victims > 0 ? captureHistory.score(pieceTo(move), victimType(move)) / 2 : 0;
            return NOISY + HISTORY_MAX / 2 + noisy + experience;
        }
        if (move == killers[ply][0]) {
            return KILLER_1;
        }
        if (move == killers[ply][1]) {
            return KILLER_2;
        }
        if (move == counter) {
            return COUNTER;
        }
        int h = history[pos.sideToMove()][historyIndex(move)];
        if (ply > 0) {
            int to = pieceTo(move);
            h += continuation.score(played[ply - 1], to) + (ply > 1 ? continuation.score(played[ply - 2], to) : 0);
        }
        return h;
    }

    /** The move's man, with its side, and destination: the continuation history's index (the history's, per side). */
    private int pieceTo(long move) {
        return pos.sideToMove() * history[0].length + historyIndex(move);
    }

    /** The quiet move that last refuted the opponent's last move, or 0. */
    private long counterMove() {
        long last = pos.lastMove();
        return last == 0 ? 0 : counterMoves[pos.sideToMove()][historyIndex(last)];
    }

    /** Positive for a capture, promotion or goal move: victims first, cheaper attackers first. */
    private int noisyScore(long move) {
        return noisyScore(move, Captures.victimValue(pos, move, values));
    }

    private int noisyScore(long move, int victims) {
        if (!noisy.keeps(pos, move, victims > 0)) {
            return 0;
        }
        int promotion = Move.promotion(move);
        int score = 1 + victims * 64 + (promotion >= 0 ? values.value(promotion) * 32 : 0);
        if (isGoalMove(move)) {
            score += 1 << 22;
        }
        if (victims > 0) {
            score += 4096 - Math.min(4095, values.value(Move.type(move)) / 4);
        }
        return score;
    }

    /** Whether the move takes a man: capture history's moves. */
    private boolean isCapture(long move) {
        return Captures.victimValue(pos, move, values) > 0;
    }

    /** The type the move takes on its destination, or -1 when that square holds no enemy man (en passant, a locust's capture). */
    private int victimType(long move) {
        int to = Move.to(move);
        return pos.sideAt(to) == 1 - pos.sideToMove() ? pos.typeAt(to) : -1;
    }

    /**
     * A move cut off: the capture history of the first {@code tried} captures of this ply falls
     * (but the cutting move's, which rises when it is a capture).
     */
    private void rememberCaptures(long move, int ply, int depth, int tried) {
        int bonus = Math.min(16 * depth * depth, HISTORY_MAX / 4);
        for (int k = 0; k < tried; k++) {
            long capture = capturesTried[ply][k];
            captureHistory.adjust(pieceTo(capture), victimType(capture), capture == move ? bonus : -bonus);
        }
    }

    /** A capture that loses material once the exchange on its square is played out. */
    private boolean losingCapture(long move) {
        return Move.promotion(move) < 0 && Captures.victimValue(pos, move, values) > 0
                && !exchange.atLeast(pos, move, 0);
    }

    private int gain(long move) {
        int promotion = Move.promotion(move);
        return Captures.victimValue(pos, move, values)
                + (promotion >= 0 ? values.value(promotion) - values.value(Move.type(move)) : 0);
    }

    private boolean isGoalMove(long move) {
        return noisy.reachesGoal(pos, move);
    }

    private int historyIndex(long move) {
        return Move.type(move) * squares + Move.to(move);
    }

    /**
     * A quiet move cut off: it becomes a killer and the counter to the opponent's last move, its
     * history and its continuation histories after the last two moves rise and the quiet moves
     * tried before it (the first {@code failed} of this ply's) fall.
     */
    private void rememberQuiet(long move, int ply, int depth, int failed) {
        if (killers[ply][0] != move) {
            killers[ply][1] = killers[ply][0];
            killers[ply][0] = move;
        }
        int side = pos.sideToMove();
        long last = pos.lastMove();
        if (last != 0) {
            counterMoves[side][historyIndex(last)] = move;
        }
        int bonus = Math.min(16 * depth * depth, HISTORY_MAX / 4);
        int[] h = history[side];
        int before = ply > 0 ? played[ply - 1] : -1;
        int twoBefore = ply > 1 ? played[ply - 2] : -1;
        adjust(h, historyIndex(move), bonus);
        continuation.adjust(before, pieceTo(move), bonus);
        continuation.adjust(twoBefore, pieceTo(move), bonus);
        for (int k = 0; k < failed; k++) {
            long tried = quietsTried[ply][k];
            if (tried != move) {
                adjust(h, historyIndex(tried), -bonus);
                continuation.adjust(before, pieceTo(tried), -bonus);
                continuation.adjust(twoBefore, pieceTo(tried), -bonus);
            }
        }
    }

    /** History with gravity: the nearer a score is to the bound, the less a bonus moves it. */
    private static void adjust(int[] h, int i, int bonus) {
        h[i] += bonus - h[i] * Math.abs(bonus) / HISTORY_MAX;
    }

    private int[] scores(int ply, int n) {
        if (orderScores[ply].length < n) {
            orderScores[ply] = new int[n * 2];
        }
        return orderScores[ply];
    }

    /** Selection: brings the best-scored remaining move to {@code i}. */
    private static long pick(MoveList list, int[] scores, int i, int n) {
        int best = i;
        for (int j = i + 1; j < n; j++) {
            if (scores[j] > scores[best]) {
                best = j;
            }
        }
        if (best != i) {
            long m = list.get(best);
            list.set(best, list.get(i));
            list.set(i, m);
            int s = scores[best];
            scores[best] = scores[i];
            scores[i] = s;
        }
        return list.get(i);
    }

    // ---- rules at the leaves ----

    /** The side to move has a man on the board that is neither royal nor promoting. */
    private boolean nullMoveSound() {
        int us = pos.sideToMove();
        for (int t = 0; t < royal.length; t++) {
            if (!royal[t] && !promotes[t] && pos.pieceCount(us, t) > 0) {
                return true;
            }
        }
        return false;
    }

    /** The game's end as a score for the side to move, mates nearer the root preferred. */
    private static int score(GameEnd end, int ply) {
        return switch (end.outcome()) {
            case WIN -> MATE - ply;
            case LOSS -> -MATE + ply;
            case DRAW -> 0;
        };
    }

    private static int toTable(int score, int ply) {
        return score >= MATE_BOUND ? score + ply : score <= -MATE_BOUND ? score - ply : score;
    }

    private static int fromTable(int score, int ply) {
        return score >= MATE_BOUND ? score - ply : score <= -MATE_BOUND ? score + ply : score;
    }

    // ---- limits ----

    /** Counts a node; true when the search must stop. */
    private boolean countNode() {
        nodes++;
        if ((nodes & 63) == 0) { // often enough to meet a deadline on a big board's slow nodes
            if (nodeLimit > 0 && nodes >= nodeLimit || System.nanoTime() - startNanos > hardNanos) {
                stopRequested = true;
            }
        }
        return stopRequested;
    }

    private boolean stopped() {
        return stopRequested;
    }

    private long elapsedMillis() {
        return (System.nanoTime() - startNanos) / 1_000_000L;
    }

    // ---- principal variation ----

    private void savePv(int ply, long move) {
        pv[ply][ply] = move;
        int next = Math.max(ply + 1, pvLength[ply + 1]);
        for (int j = ply + 1; j < next; j++) {
            pv[ply][j] = pv[ply + 1][j];
        }
        pvLength[ply] = next;
    }

    private SearchInfo info(int depth, int score) {
        List<String> line = new ArrayList<>();
        int made = 0;
        for (int i = 0; i < pvLength[0]; i++) {
            long move = pv[0][i];
            if (!pos.legalMoves().contains(move)) {
                break;
            }
            line.add(MoveNotation.format(pos, move));
            pos.make(move);
            made++;
        }
        while (made-- > 0) {
            pos.unmake();
        }
        int mate = score >= MATE_BOUND ? (MATE - score + 1) / 2 : score <= -MATE_BOUND ? -(MATE + score) / 2 : 0;
        return new SearchInfo(depth, Math.max(depth, selectiveDepth), score, mate, nodes, elapsedMillis(), line);
    }
}
