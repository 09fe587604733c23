package org.variantc.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.FenException;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.DropRules;
import org.variantc.runtime.rules.EndRules;
import org.variantc.runtime.rules.VariantRules;

/** Random legal games: make and unmake restore everything, the hash stays right, FEN round-trips. */
class MakeUnmakeProperties {
    private static final VariantRules CRAZYHOUSE = Fide.build(new DropRules(true, true));
    private static final VariantRules CHESSGI = Fide.build(new DropRules(true, false));
    private static final VariantRules FAIRY = Fairy.rules(Map.of(Fairy.P, List.of(TableBuilder.promotion(
            Fairy.TB.lastRank(), false, Fairy.Q, Fairy.T, Fairy.X, Fairy.G))), List.of(), EndRules.FIDE);

    @Property(tries = 60)
    void fideGamesUnwindExactly(@ForAll long seed, @ForAll @IntRange(min = 1, max = 120) int plies) {
        check(Fide.RULES, seed, plies, true);
    }

    @Property(tries = 40)
    void dropGamesUnwindExactly(@ForAll long seed, @ForAll @IntRange(min = 1, max = 120) int plies,
                                @ForAll boolean revert) {
        check(revert ? CRAZYHOUSE : CHESSGI, seed, plies, false);
    }

    @Property(tries = 40)
    void fairyGamesUnwindExactly(@ForAll long seed, @ForAll @IntRange(min = 1, max = 120) int plies) {
        check(FAIRY, seed, plies, false);
    }

    /** The position, or null when the FEN reader refuses it (the side that just moved left in check). */
    private static Position readOrNull(String fen) {
        try {
            Position pos = Fen.read(FAIRY, fen);
            return pos.inCheck(pos.sideToMove() ^ 1) ? null : pos;
        } catch (FenException e) {
            return null;
        }
    }

    @Property(tries = 300)
    void randomFairyPositionsAgreeWithBruteForce(@ForAll long seed) {
        Random random = new Random(seed);
        String fen;
        Position pos;
        do { // the side that just moved is not in check: the FEN reader refuses such a position (a King could be taken)
            fen = randomFairyFen(random);
            pos = readOrNull(fen);
        } while (pos == null);
        assertEquals(fen, Fen.write(pos));
        MoveList legal = new MoveList();
        pos.generateLegal(legal);
        assertLegalIsFilteredPseudoLegal(pos, legal);
        assertAttacksMatchCaptures(pos);
        check(FAIRY, pos, random, 20, false);
    }

    /** Both Kings and up to 14 other men of any fairy type, Pawns off the first and last ranks. */
    private static String randomFairyFen(Random random) {
        String[] board = new String[64];
        String ids = "KWXGTNHPQU";
        board[random.nextInt(64)] = "K";
        int blackKing;
        do {
            blackKing = random.nextInt(64);
        } while (board[blackKing] != null);
        board[blackKing] = "k";
        int men = random.nextInt(15);
        for (int i = 0; i < men; i++) {
            int sq = random.nextInt(64);
            String id = String.valueOf(ids.charAt(1 + random.nextInt(ids.length() - 1)));
            if (board[sq] != null || id.equals("P") && (sq < 8 || sq >= 56)) {
                continue;
            }
            board[sq] = random.nextBoolean() ? id : id.toLowerCase();
        }
        StringBuilder sb = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                String man = board[file + rank * 8];
                if (man == null) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                sb.append(man);
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        return sb + (random.nextBoolean() ? " w" : " b") + " - - 0 1";
    }

    /**
     * @param fenKeepsHash whether the FEN says everything the hash covers; with drops or a
     *                     Knight that can return home, virginity read from a FEN can differ
     */
    private static void check(VariantRules rules, long seed, int plies, boolean fenKeepsHash) {
        check(rules, Fen.start(rules), new Random(seed), plies, fenKeepsHash);
    }

    private static void check(VariantRules rules, Position pos, Random random, int plies, boolean fenKeepsHash) {
        List<String> fens = new ArrayList<>();
        List<Long> hashes = new ArrayList<>();
        MoveList moves = new MoveList();
        for (int ply = 0; ply < plies; ply++) {
            pos.generateLegal(moves);
            if (moves.isEmpty()) {
                break;
            }
            assertLegalIsFilteredPseudoLegal(pos, moves);
            assertAttacksMatchCaptures(pos);
            fens.add(Fen.write(pos));
            hashes.add(pos.hash());
            long move = moves.get(random.nextInt(moves.size()));
            String text = MoveNotation.format(pos, move);
            assertEquals(move, MoveNotation.parse(pos, text), "notation round-trips: " + text);
            pos.make(move);
            assertEquals(pos.computeHash(), pos.hash(), "incremental hash after " + text);
            String fen = Fen.write(pos);
            Position reloaded = Fen.read(rules, fen);
            assertEquals(fen, Fen.write(reloaded), "FEN round-trips");
            if (fenKeepsHash) {
                assertEquals(pos.hash(), reloaded.hash(), "a reloaded FEN hashes alike: " + fen);
            }
        }
        for (int i = fens.size() - 1; i >= 0; i--) {
            pos.unmake();
            assertEquals(fens.get(i), Fen.write(pos));
            assertEquals(hashes.get(i), pos.hash());
        }
    }

    /** The fast legality scheme agrees with making every pseudo-legal move and looking. */
    private static void assertLegalIsFilteredPseudoLegal(Position pos, MoveList legal) {
        MoveList pseudo = new MoveList();
        pos.rulebook().generator().generatePseudoLegal(pos, pseudo);
        List<Long> expected = new ArrayList<>();
        int us = pos.sideToMove();
        for (int i = 0; i < pseudo.size(); i++) {
            pos.make(pseudo.get(i));
            if (!pos.inCheck(us)) {
                expected.add(pseudo.get(i));
            }
            pos.unmake();
        }
        List<Long> actual = new ArrayList<>();
        for (int i = 0; i < legal.size(); i++) {
            actual.add(legal.get(i));
        }
        assertEquals(expected, actual, "legal moves of " + Fen.write(pos));
    }

    /** A man is attacked exactly when some pseudo-legal enemy move would capture it. */
    private static void assertAttacksMatchCaptures(Position pos) {
        int us = pos.sideToMove();
        boolean[] captured = new boolean[pos.book.squares];
        pos.makeNullMove(); // the enemy to move; en-passant captures, which a pass drops, are not looked at
        MoveList enemy = new MoveList();
        pos.rulebook().generator().generatePseudoLegal(pos, enemy);
        pos.unmake();
        for (int i = 0; i < enemy.size(); i++) {
            long m = enemy.get(i);
            if (Move.isDrop(m) || Move.isCastle(m) || Move.isEnPassant(m)) {
                continue;
            }
            captured[Move.to(m)] = true;
            if (Move.kind(m) == Move.PATH) {
                var path = pos.book.moves[Move.type(m)][us ^ 1][Move.from(m)].paths()[Move.index(m)];
                for (int k = 0; k < path.squares().length - 1; k++) {
                    if (path.conditions()[k] == org.variantc.runtime.rules.Step.CAPTURE) {
                        captured[path.squares()[k]] = true;
                    }
                }
            }
        }
        for (int sq = 0; sq < pos.book.squares; sq++) {
            if (pos.sideAt(sq) == us) {
                assertEquals(captured[sq], pos.isAttacked(sq, us ^ 1),
                        "attack on " + pos.rules().squareName(sq) + " in " + Fen.write(pos));
            }
        }
    }
}
