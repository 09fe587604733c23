package org.variantc.reference;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One game's configuration for the reference generator: board size, which id means which
 * kind, start position, castling, promotion, drops and end rules. Build one with
 * {@link ReferenceGames}; get positions with {@link #startPosition()} or {@link #position(String)}.
 */
public final class ReferenceGame {

    public enum Castling {
        NONE,
        /** King two squares toward the Rook, Rook onto the square it crossed. */
        FIDE,
        /** Chess and a Half: King k = 1 ... (distance - 1) squares toward the Rook, Rook next to it on the other side. */
        FLEXIBLE,
        /** Nearlydouble: King lands two squares short of the Rook, Rook next to it on the other side. */
        NEARLYDOUBLE
    }

    public enum Promotion {
        /** Pawns reaching the last rank must promote to one of the listed kinds. */
        LAST_RANK,
        /** Chess and a Half: Pawns as LAST_RANK; Knight, Cat, Guard optionally on entering the last rank. */
        CHESS_AND_A_HALF,
        /** Nearlydouble: rank-dependent offers with counts (spec §7). */
        NEARLYDOUBLE
    }

    final String name;
    final int width;
    /** The first and last files are joined (Cylinder Chess): leaps and rides go on round the side edge. */
    final boolean cylinder;
    final int height;
    final Map<String, Kind> kindById;
    final Map<Kind, String> idByKind;
    final List<Kind> kinds;
    final String startFen;
    final Castling castling;
    final Promotion promotion;
    final List<Kind> promotionKinds;
    final boolean drops;
    final boolean kingOnFarRankEnds;
    /** Start position's men; null only while the start position itself is being parsed. */
    ReferencePosition.Man[] startBoard;
    /** Per side, the kind in that side's a-file corner at the start: the castling partner for K/Q rights. */
    final Kind[] castleKind = new Kind[2];
    final boolean castlingAsFiles;

    ReferenceGame(String name, int width, int height, Map<String, Kind> kindById, String startFen,
                  Castling castling, Promotion promotion, List<Kind> promotionKinds, boolean drops,
                  boolean kingOnFarRankEnds) {
        this(name, width, height, kindById, startFen, castling, promotion, promotionKinds, drops, kingOnFarRankEnds,
                false);
    }

    ReferenceGame(String name, int width, int height, Map<String, Kind> kindById, String startFen,
                  Castling castling, Promotion promotion, List<Kind> promotionKinds, boolean drops,
                  boolean kingOnFarRankEnds, boolean cylinder) {
        this.cylinder = cylinder;
        if (width < 1 || height < 1 || width > 16 || height > 16) {
            throw new IllegalArgumentException("board size up to 16x16: " + width + "x" + height);
        }
        this.name = name;
        this.width = width;
        this.height = height;
        this.kindById = Collections.unmodifiableMap(new LinkedHashMap<>(kindById));
        Map<Kind, String> inverse = new LinkedHashMap<>();
        for (Map.Entry<String, Kind> e : kindById.entrySet()) {
            String id = e.getKey();
            if (id.isEmpty() || id.length() > 2 || !id.chars().allMatch(Character::isLetter)
                    || !id.equals(id.toUpperCase())) {
                throw new IllegalArgumentException("ids are one or two upper-case letters: " + id);
            }
            if (inverse.put(e.getValue(), id) != null) {
                throw new IllegalArgumentException("two ids for " + e.getValue());
            }
        }
        this.idByKind = Collections.unmodifiableMap(inverse);
        this.kinds = List.copyOf(inverse.keySet());
        this.startFen = startFen;
        this.castling = castling;
        this.promotion = promotion;
        this.promotionKinds = List.copyOf(promotionKinds);
        this.drops = drops;
        this.kingOnFarRankEnds = kingOnFarRankEnds;
        for (Kind k : promotionKinds) {
            if (!idByKind.containsKey(k)) {
                throw new IllegalArgumentException("promotion kind without id: " + k);
            }
        }
        // The start board first (castling rights need castleKind, which comes from the board) ...
        String[] f = startFen.trim().split("\\s+");
        f[2] = "-";
        this.startBoard = ReferencePosition.parse(this, String.join(" ", f)).board;
        ReferencePosition.Man whiteCorner = startBoard[0];
        ReferencePosition.Man blackCorner = startBoard[(height - 1) * width];
        this.castleKind[0] = whiteCorner == null ? null : whiteCorner.kind;
        this.castleKind[1] = blackCorner == null ? null : blackCorner.kind;
        this.castlingAsFiles = computeCastlingAsFiles();
        // ... then the whole start FEN, to check it.
        ReferencePosition.parse(this, startFen);
    }

    private boolean computeCastlingAsFiles() {
        if (castling == Castling.NONE) {
            return false;
        }
        for (int side = 0; side < 2; side++) {
            for (int sq = 0; sq < startBoard.length; sq++) {
                ReferencePosition.Man m = startBoard[sq];
                if (m == null || m.side != side || !m.kind.royal) {
                    continue;
                }
                int y = sq / width;
                int kx = sq % width;
                int left = 0;
                int right = 0;
                for (int x = 0; x < width; x++) {
                    ReferencePosition.Man r = startBoard[y * width + x];
                    if (r != null && r.side == side && r.kind == castleKind[side]) {
                        if (x < kx) {
                            left++;
                        } else {
                            right++;
                        }
                    }
                }
                if (left > 1 || right > 1) {
                    return true;
                }
            }
        }
        return false;
    }

    public String name() {
        return name;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    public String startFen() {
        return startFen;
    }

    public Map<String, Kind> kindById() {
        return kindById;
    }

    public ReferencePosition startPosition() {
        return ReferencePosition.parse(this, startFen);
    }

    /** Parses a position in our FEN. */
    public ReferencePosition position(String fen) {
        return ReferencePosition.parse(this, fen);
    }

    String id(Kind k) {
        String id = idByKind.get(k);
        if (id == null) {
            throw new IllegalStateException("no id for " + k + " in " + name);
        }
        return id;
    }

    int kindIndex(Kind k) {
        int i = kinds.indexOf(k);
        if (i < 0) {
            throw new IllegalStateException("no id for " + k + " in " + name);
        }
        return i;
    }

    /**
     * The promotion choices of a move of {@code man} from rank index fromY to toY: empty when no
     * promotion happens; otherwise the kinds offered, where a {@code null} entry means "declined".
     */
    List<Kind> promotionOptions(ReferencePosition pos, ReferencePosition.Man man, int fromY, int toY) {
        int side = man.side;
        int last = side == 0 ? height - 1 : 0;
        switch (promotion) {
            case LAST_RANK:
                return man.kind.isPawn() && toY == last ? promotionKinds : List.of();
            case CHESS_AND_A_HALF: {
                if (toY != last) {
                    return List.of();
                }
                if (man.kind.isPawn()) {
                    return promotionKinds;
                }
                if (fromY == last) {
                    return List.of(); // moving along the last rank never promotes
                }
                Kind to = null;
                if (man.kind == Kinds.CAAH_KNIGHT) {
                    to = Kinds.SPEEDY_KNIGHT;
                } else if (man.kind == Kinds.CAT) {
                    to = Kinds.STAR_CAT;
                } else if (man.kind == Kinds.GUARD) {
                    to = Kinds.EQUES_REX;
                }
                if (to == null) {
                    return List.of();
                }
                List<Kind> opts = new ArrayList<>();
                opts.add(to);
                opts.add(null);
                return opts;
            }
            case NEARLYDOUBLE: {
                if (!man.kind.isPawn()) {
                    return List.of();
                }
                int fromLast = side == 0 ? height - 1 - toY : toY; // 0 = own last rank
                Kind optional = null;
                switch (fromLast) {
                    case 3: optional = Kinds.CATAPULT; break;
                    case 2: optional = Kinds.BISHOP; break;
                    case 1: optional = Kinds.ROOK; break;
                    case 0: {
                        Kind[] pool = {Kinds.QUEEN, Kinds.ROOK, Kinds.BISHOP, Kinds.CATAPULT};
                        List<Kind> few = new ArrayList<>();
                        for (Kind k : pool) {
                            if (pos.count(side, k) < 4) {
                                few.add(k);
                            }
                        }
                        return few.isEmpty() ? List.of(pool) : few;
                    }
                    default:
                        return List.of();
                }
                if (pos.count(side, optional) >= 4) {
                    return List.of();
                }
                List<Kind> opts = new ArrayList<>();
                opts.add(optional);
                opts.add(null);
                return opts;
            }
            default:
                throw new IllegalStateException();
        }
    }

    @Override
    public String toString() {
        return name;
    }
}
