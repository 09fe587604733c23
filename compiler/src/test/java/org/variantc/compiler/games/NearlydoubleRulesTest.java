package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.variantc.compiler.games.NearlydoubleBoard.board;
import static org.variantc.compiler.games.NearlydoubleBoard.from;
import static org.variantc.compiler.games.NearlydoubleBoard.play;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.position.Position;

/**
 * The rules of ../shared/rules/nearlydouble-chess.md that the other Nearlydouble test classes do
 * not show, each from a hand-built position. Checklist, rule → test (NearlydoublePerftTest
 * compares root moves and perft(3) with the reference generator besides):
 * <ul>
 * <li>§1 board, §3 array, 31 men a side: {@link #theStartIsTheReconstructedArray}; the two fallback
 *     arrays: NearlydoubleFallbackArraysTest; no corner-camp version (§4): the definition leaves it out</li>
 * <li>§2 King, Queen, Rook, Bishop, 10-square lines: {@link #linePiecesReachTheFarEdge}; Catapult NH,
 *     leaping, capturing, checking: NearlydoubleCatapultTest</li>
 * <li>§5 Pawn step and diagonal capture, no straight capture, no FIDE double step:
 *     {@link #pawnsStepAndCaptureAsInFide}, NearlydoubleEurofighterTest.noDoubleStepFromOtherRanks</li>
 * <li>§5 Eurofighter m,m m,c c,m c,c and the zig-zag (§9.3), from ranks 3 and 4, both sides:
 *     NearlydoubleEurofighterTest.thePatternIsADoubleStep, allPatternsTogether; by rank, not by having
 *     moved (§9.4): aPawnThatSteppedToRankFourMayDoubleStep; its captures give check:
 *     capturingDoubleStepsGiveCheck</li>
 * <li>§5 legality judged on the final position only: {@link #aPinnedPawnMayZigZagBackOntoItsLine}</li>
 * <li>§5, §9.6 en passant onto the first step's square, next move only, by a Pawn only, men taken on
 *     the way stay taken: NearlydoubleEurofighterTest.anEnemyPawnTakesEnPassantOnTheNextMoveOnly,
 *     onlyAPawnTakesEnPassant; arriving on a promotion rank (clarification):
 *     NearlydoublePromotionTest.enPassantArrivingOnRankEightIsOfferedTheCatapult</li>
 * <li>§6 the four castlings, rights, empty squares, attacked squares, both sides: NearlydoubleCastlingTest</li>
 * <li>§7 optional Catapult / Bishop / Rook on ranks 8, 9, 10 below four, declining, compulsory last rank
 *     with the quota, counts of the mover's men: NearlydoublePromotionTest</li>
 * <li>§8 checkmate wins, stalemate draws: {@link #checkmateWinsAndStalemateDraws}; the 50-move rule, reset
 *     by Eurofighter moves and captures: {@link #fiftyMovesWithoutPawnMoveOrCaptureDraw}; threefold
 *     repetition: {@link #threefoldRepetitionDraws}</li>
 * <li>notation: {@code e4d6xd5}, {@code e7e8=}, FEN {@code e8>d7}, castling as the King's move: the
 *     Eurofighter, Promotion, Castling and Perft tests</li>
 * <li>Overkill: NearlydoubleOverkillTest; its end rules are the base's:
 *     {@link #overkillKeepsTheBasesEndRules}</li>
 * </ul>
 */
class NearlydoubleRulesTest {
    private static final String SPEC_START =
            "rrbbqkqbbrr/2c1c1c1c2/1p1p1p1p1p1/ppppppppppp/11/11/11/PPPPPPPPPPP/1P1P1P1P1P1/2C1C1C1C2/RRBBQKQBBRR";

    @Test
    void theStartIsTheReconstructedArray() { // §1, §2, §3
        Position start = Fen.start(NearlydoubleBoard.RULES);
        assertEquals(SPEC_START + " w ABJKabjk - 0 1", Fen.write(start));
        assertEquals(11, start.rules().files());
        assertEquals(11, start.rules().ranks());
        assertEquals(31, SPEC_START.chars().filter(Character::isUpperCase).count());
        assertEquals(31, SPEC_START.chars().filter(Character::isLowerCase).count());
    }

    @ParameterizedTest
    @EnumSource(NearlydoubleBoard.class)
    void linePiecesReachTheFarEdge(NearlydoubleBoard side) { // §1, §2: Rook and Bishop both go 10 squares
        String kings = " Kd2 kk9";
        assertEquals(20, from(side.position("Ra1" + kings), side.move("a1")).size());
        assertTrue(from(side.position("Ra1" + kings), side.move("a1")).containsAll(side.moves("a1a11", "a1k1")));
        assertEquals(side.moves("a1b2", "a1c3", "a1d4", "a1e5", "a1f6", "a1g7", "a1h8", "a1i9", "a1j10", "a1k11"),
                from(side.position("Ba1" + kings), side.move("a1")));
        assertEquals(30, from(side.position("Qa1" + kings), side.move("a1")).size());
        assertEquals(8, from(side.position("Kf6 kk11"), side.move("f6")).size());
    }

    @ParameterizedTest
    @EnumSource(NearlydoubleBoard.class)
    void pawnsStepAndCaptureAsInFide(NearlydoubleBoard side) { // §2, §5
        assertEquals(side.moves(), from(side.position("Pe6 pe7 Ka1 kk11"), side.move("e6")), "no straight capture");
        assertEquals(side.moves("e6d7", "e6f7"), from(side.position("Pe6 pe7 pd7 pf7 Ka1 kk11"), side.move("e6")));
        assertEquals(side.moves("e6e7"), from(side.position("Pe6 pe5 pd5 Ka1 kk11"), side.move("e6")),
                "never backward");
    }

    /**
     * A Pawn pinned on its file by the Rook on e6 may zig-zag e4xd5xe6: it ends on the file and takes
     * the pinner, though the King stands open after the first step. Taking d5 alone is illegal.
     */
    @ParameterizedTest
    @EnumSource(NearlydoubleBoard.class)
    void aPinnedPawnMayZigZagBackOntoItsLine(NearlydoubleBoard side) { // §5 legality
        Position p = side.position("Ke1 Pe4 pd5 re6 kk11");
        assertEquals(side.moves("e4e5", "e4e6xd5"), from(p, side.move("e4")));
        play(p, side.move("e4e6xd5"));
        assertEquals(side.board("Ke1 Pe6 kk11"), board(p));
    }

    @ParameterizedTest
    @EnumSource(NearlydoubleBoard.class)
    void checkmateWinsAndStalemateDraws(NearlydoubleBoard side) { // §8
        GameStatus.Result win = side == NearlydoubleBoard.WHITE ? GameStatus.Result.WHITE_WINS
                : GameStatus.Result.BLACK_WINS;
        // The Queen on b10, guarded by the Catapult's straight leap from b7, mates the King in the corner.
        Position mate = side.position("Qb10 Cb7 Kk1 ka11", "b - - 0 1");
        assertTrue(mate.inCheck());
        assertEquals(new GameStatus(win, GameStatus.Reason.CHECKMATE), GameStatus.of(mate));
        Position stalemate = side.position("Qc10 Kk1 ka11", "b - - 0 1");
        assertFalse(stalemate.inCheck());
        assertEquals(new GameStatus(GameStatus.Result.DRAW, GameStatus.Reason.STALEMATE), GameStatus.of(stalemate));
    }

    @ParameterizedTest
    @EnumSource(NearlydoubleBoard.class)
    void fiftyMovesWithoutPawnMoveOrCaptureDraw(NearlydoubleBoard side) { // §8, §9.7
        Position euro = play(side.position("Pe4 pd5 Ka1 kk11", "w - - 98 60"), side.move("e4d6xd5"));
        assertEquals(0, euro.halfmoveClock(), "a capturing Eurofighter step");
        assertEquals(0, play(side.position("Pe4 Ka1 kk11", "w - - 98 60"), side.move("e4e6")).halfmoveClock(),
                "a plain Eurofighter step");
        Position quiet = side.position("Ra2 Pe4 Ka1 kk11", "w - - 98 60");
        play(quiet, side.move("a2b2"));
        assertEquals(99, quiet.halfmoveClock());
        assertEquals(GameStatus.ONGOING, GameStatus.of(quiet));
        play(quiet, side.move("k11k10"));
        assertEquals(new GameStatus(GameStatus.Result.DRAW, GameStatus.Reason.MOVE_RULE), GameStatus.of(quiet));
    }

    @Test
    void threefoldRepetitionDraws() { // §8, §9.7
        Position p = NearlydoubleBoard.WHITE.position("Ka1 kk11 Pe4 pe8");
        play(p, "a1a2", "k11k10", "a2a1", "k10k11", "a1a2", "k11k10", "a2a1");
        assertEquals(GameStatus.ONGOING, GameStatus.of(p));
        play(p, "k10k11");
        assertEquals(new GameStatus(GameStatus.Result.DRAW, GameStatus.Reason.REPETITION), GameStatus.of(p));
    }

    @Test
    void overkillKeepsTheBasesEndRules() {
        assertEquals(NearlydoubleBoard.RULES.ending().end(), Games.rules("nearlydouble-overkill.variant").ending().end());
        assertEquals(100, NearlydoubleBoard.RULES.ending().end().moveRulePlies());
        assertEquals(3, NearlydoubleBoard.RULES.ending().end().repetitions());
    }
}
