package org.variantc.runtime.notation;

import org.variantc.runtime.position.Man;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.position.Capacity;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.Shuffle;

/**
 * The start arrays of a shuffled rank ({@link Shuffle}), numbered as Scharnagl numbers
 * Chess960's (#518 is the FIDE array, #0 BBQNNRKR), generalised to any such rank. A number is
 * read as mixed-radix digits, least significant first: for each different-colours pair in the
 * order written, which of its two types takes the light square (only when they differ), then the
 * light square among the free light ones and the dark square among the free dark ones; then the
 * other men type by type in declaration order, a group of like men as one combination of the
 * free squares (in lexicographic order, Scharnagl's Knight table); the outer, inner and outer
 * man (Rook, King, Rook) take the three squares left, from the a-file. Where a protection rule
 * drops arrays, the arrays that remain are numbered in that order.
 *
 * <p>Built once for a rulebook (it enumerates the arrays a protection rule keeps) and kept by
 * whoever starts games.
 */
public final class StartArrays {
    private final Rulebook book;
    private final Shuffle shuffle;
    /** The raw numbers of the arrays the protection rule keeps, ascending; null: every raw number. */
    private final int[] kept;
    private final int raw;

    public StartArrays(Rulebook book) {
        this.book = book;
        this.shuffle = book.rules.start().shuffle();
        if (shuffle == null) {
            throw new IllegalArgumentException(book.rules.name() + " has no shuffled start");
        }
        raw = rawCount(shuffle, book.files);
        if (shuffle.protectedRank() < 0) {
            kept = null;
        } else {
            int[] all = new int[raw];
            int n = 0;
            for (int number = 0; number < raw; number++) {
                if (isProtected(placement(shuffle, book.files, number))) {
                    all[n++] = number;
                }
            }
            kept = Arrays.copyOf(all, n);
        }
    }

    /** How many start arrays there are: 960 for Chess960. */
    public int count() {
        return kept == null ? raw : kept.length;
    }

    /** The types of array {@code number}, file by file. */
    public int[] array(int number) {
        if (number < 0 || number >= count()) {
            throw new IllegalArgumentException("start arrays are numbered 0 to " + (count() - 1) + ", not " + number);
        }
        return placement(shuffle, book.files, kept == null ? number : kept[number]);
    }

    /** A uniformly chosen array's number. */
    public int random(Random random) {
        return random.nextInt(count());
    }

    /** The start FEN of array {@code number}: the setup with both first ranks so placed, every castling right. */
    public String fen(int number) {
        int[] array = array(number);
        int[] board = book.start().board();
        int top = (book.ranks - 1) * book.files;
        for (int f = 0; f < array.length; f++) {
            // Marked unmoved, as the reader will find them: the field says nothing of a man's moves.
            board[f] = Man.of(0, array[f]) | Man.VIRGIN;
            board[top + f] = Man.of(1, array[f]) | Man.VIRGIN;
        }
        return Fen.boardField(book, board, book.start().hand()) + " w " + castlingField(array) + " - 0 1";
    }

    /** The number of the array on White's first rank, or -1 when it is none of these arrays. */
    public int numberOf(int[] types) {
        for (int number = 0; number < count(); number++) {
            if (Arrays.equals(array(number), types)) {
                return number;
            }
        }
        return -1;
    }

    /** Every right, as Fairy-Stockfish writes it: the partners' files, the King's g-side one first. */
    private String castlingField(int[] array) {
        return book.castlings.length == 0 ? "-" : castlingField(shuffle, array);
    }

    /** The rights of an array with castling: its Rooks' files, the g-side one first, White's then Black's ({@code HAha}). */
    public static String castlingField(Shuffle shuffle, int[] array) {
        int king = -1;
        for (int f = 0; f < array.length; f++) {
            king = array[f] == shuffle.inner() ? f : king;
        }
        StringBuilder field = new StringBuilder();
        for (int f = array.length - 1; f > king; f--) {
            if (array[f] == shuffle.outer()) {
                field.append((char) ('A' + f));
                break;
            }
        }
        for (int f = 0; f < king; f++) {
            if (array[f] == shuffle.outer()) {
                field.append((char) ('A' + f));
                break;
            }
        }
        return field + field.toString().toLowerCase();
    }

    /** Whether, with the array on both first ranks, a man of its side protects every man on the protected rank. */
    private boolean isProtected(int[] array) {
        int[] board = book.start().men();
        int top = (book.ranks - 1) * book.files;
        for (int f = 0; f < array.length; f++) {
            board[f] = Man.of(0, array[f]);
            board[top + f] = Man.of(1, array[f]);
        }
        int rank = shuffle.protectedRank();
        for (int f = 0; f < book.files; f++) {
            int sq = rank * book.files + f;
            if (board[sq] != 0 && !book.attacks.attacked(board, sq, board[sq] & 1)) {
                return false;
            }
        }
        return true;
    }

    /** Arrays before any protection rule: the product of the digits' radices. */
    public static int rawCount(Shuffle shuffle, int files) {
        long count = 1;
        for (long radix : radices(shuffle, files)) {
            count *= radix;
            if (count > Capacity.SHUFFLED_ARRAYS) {
                return Capacity.SHUFFLED_ARRAYS + 1;
            }
        }
        return (int) count;
    }

    /** Every array before any protection rule, by raw number: what castlings are derived from. */
    public static List<int[]> placements(Shuffle shuffle, int files) {
        int count = rawCount(shuffle, files);
        if (count > Capacity.SHUFFLED_ARRAYS) {
            throw new IllegalArgumentException("more than " + Capacity.SHUFFLED_ARRAYS + " arrays");
        }
        List<int[]> all = new ArrayList<>(count);
        for (int number = 0; number < count; number++) {
            all.add(placement(shuffle, files, number));
        }
        return all;
    }

    /** The radix of every digit, in the order the placement reads them. */
    private static List<Long> radices(Shuffle shuffle, int files) {
        List<Long> radices = new ArrayList<>();
        int light = files / 2;
        int dark = files - light;
        for (int[] pair : shuffle.differentColours()) {
            if (pair[0] != pair[1]) {
                radices.add(2L);
            }
            radices.add((long) light--);
            radices.add((long) dark--);
        }
        int free = light + dark;
        for (int type : others(shuffle)) {
            int men = count(shuffle, type) - placedInPairs(shuffle, type);
            radices.add(binomial(free, men));
            free -= men;
        }
        return radices;
    }

    /** Array {@code number} before any protection rule: the types file by file. */
    static int[] placement(Shuffle shuffle, int files, int number) {
        int[] rank = new int[files];
        Arrays.fill(rank, -1);
        long n = number;
        for (int[] pair : shuffle.differentColours()) {
            int onLight = pair[0];
            int onDark = pair[1];
            if (onLight != onDark) {
                if (n % 2 == 1) {
                    onLight = pair[1];
                    onDark = pair[0];
                }
                n /= 2;
            }
            int[] lightFree = free(rank, 1);
            rank[lightFree[(int) (n % lightFree.length)]] = onLight;
            n /= lightFree.length;
            int[] darkFree = free(rank, 0);
            rank[darkFree[(int) (n % darkFree.length)]] = onDark;
            n /= darkFree.length;
        }
        for (int type : others(shuffle)) {
            int men = count(shuffle, type) - placedInPairs(shuffle, type);
            int[] freeSquares = free(rank, -1);
            long radix = binomial(freeSquares.length, men);
            int[] chosen = combination(freeSquares.length, men, n % radix);
            n /= radix;
            for (int k : chosen) {
                rank[freeSquares[k]] = type;
            }
        }
        int[] rest = free(rank, -1);
        for (int k = 0; k < rest.length; k++) {
            rank[rest[k]] = k == 1 ? shuffle.inner() : shuffle.outer();
        }
        return rank;
    }

    /** The types placed after the pairs and before the outer-inner-outer men, in declaration order. */
    private static List<Integer> others(Shuffle shuffle) {
        List<Integer> types = new ArrayList<>();
        for (int type : shuffle.men()) {
            if (type != shuffle.inner() && type != shuffle.outer() && !types.contains(type)
                    && count(shuffle, type) > placedInPairs(shuffle, type)) {
                types.add(type);
            }
        }
        types.sort(null);
        return types;
    }

    private static int count(Shuffle shuffle, int type) {
        int n = 0;
        for (int t : shuffle.men()) {
            n += t == type ? 1 : 0;
        }
        return n;
    }

    private static int placedInPairs(Shuffle shuffle, int type) {
        int n = 0;
        for (int[] pair : shuffle.differentColours()) {
            n += (pair[0] == type ? 1 : 0) + (pair[1] == type ? 1 : 0);
        }
        return n;
    }

    /** The free files of the colour wanted (1 light, 0 dark, on White's first rank; -1 either). */
    private static int[] free(int[] rank, int colour) {
        return java.util.stream.IntStream.range(0, rank.length)
                .filter(f -> rank[f] < 0 && (colour < 0 || f % 2 == colour)).toArray();
    }

    /** The {@code index}-th combination of {@code k} of {@code n} positions in lexicographic order. */
    private static int[] combination(int n, int k, long index) {
        int[] chosen = new int[k];
        int next = 0;
        for (int i = 0; i < k; i++) {
            while (true) {
                long rest = binomial(n - next - 1, k - i - 1);
                if (index < rest) {
                    break;
                }
                index -= rest;
                next++;
            }
            chosen[i] = next++;
        }
        return chosen;
    }

    private static long binomial(int n, int k) {
        if (k < 0 || k > n) {
            return 0;
        }
        long b = 1;
        for (int i = 1; i <= k; i++) {
            b = b * (n - k + i) / i;
        }
        return b;
    }
}
