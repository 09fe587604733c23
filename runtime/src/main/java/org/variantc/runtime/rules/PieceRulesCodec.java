package org.variantc.runtime.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * {@link PieceRules} in the table text: name, id, Betza, royal, value, every square's moves for both
 * sides (leaps, rays, paths), the promotions, whether it resets the clock, the drop zone and limit,
 * then the type it is the {@code +} form of.
 */
final class PieceRulesCodec {
    private PieceRulesCodec() {
    }

    static void write(TableWriter w, PieceRules p, int squares) {
        w.string(p.name());
        w.string(p.id());
        w.string(p.betza());
        w.bool(p.royal());
        w.integer(p.value());
        for (int side = 0; side < 2; side++) {
            for (int sq = 0; sq < squares; sq++) {
                writeSquare(w, p.moves()[side][sq]);
            }
        }
        w.integer(p.promotions().size());
        for (PromotionRule promotion : p.promotions()) {
            w.zone(promotion.zone(), squares);
            w.ints(promotion.choices());
            w.ints(promotion.limits());
            w.integer(promotion.quota());
            w.bool(promotion.optional());
            w.bool(promotion.armies());
            w.bool(promotion.touching());
            w.bool(promotion.capturing());
        }
        w.bool(p.resetsClock());
        w.zone(p.dropZone(), squares);
        w.integer(p.dropLimit().perFile());
        w.bool(p.dropLimit().mayNotMate());
        w.integer(p.plusOf());
    }

    static PieceRules read(TableReader r, int squares) {
        String name = r.string();
        String id = r.string();
        String betza = r.string();
        boolean royal = r.bool();
        int value = r.integer();
        SquareMoves[][] moves = new SquareMoves[2][squares];
        for (int side = 0; side < 2; side++) {
            for (int sq = 0; sq < squares; sq++) {
                moves[side][sq] = readSquare(r);
            }
        }
        int promotionCount = r.count();
        List<PromotionRule> promotions = new ArrayList<>(promotionCount);
        for (int i = 0; i < promotionCount; i++) {
            promotions.add(new PromotionRule(r.zone(squares), r.ints(), r.ints(), r.integer(), r.bool(), r.bool(),
                    r.bool(), r.bool()));
        }
        boolean resetsClock = r.bool();
        boolean[][] dropZone = r.zone(squares);
        DropLimit dropLimit = new DropLimit(r.integer(), r.bool());
        int plusOf = r.integer();
        return new PieceRules(name, id, betza, royal, value, moves, List.copyOf(promotions), resetsClock, dropZone,
                dropLimit, plusOf);
    }

    private static void writeSquare(TableWriter w, SquareMoves m) {
        w.integer(m.leaps().length);
        for (Leap leap : m.leaps()) {
            w.integer(leap.target());
            w.integer(leap.modes());
        }
        w.integer(m.rays().length);
        for (Ray ray : m.rays()) {
            w.ints(ray.squares());
            w.bytes(ray.squareModes());
            w.integer(ray.flags());
            w.integer(ray.kind().ordinal());
        }
        w.integer(m.paths().length);
        for (Path path : m.paths()) {
            w.ints(path.squares());
            w.bytes(path.conditions());
            w.integer(path.modes());
        }
        w.integer(m.bends().length);
        for (Bend bend : m.bends()) {
            w.ints(bend.squares());
            for (int[][] turns : bend.turns()) {
                w.integer(turns.length);
                for (int[] turn : turns) {
                    w.ints(turn);
                }
            }
            w.integer(bend.modes());
        }
    }

    private static SquareMoves readSquare(TableReader r) {
        Leap[] leaps = new Leap[r.count()];
        for (int i = 0; i < leaps.length; i++) {
            leaps[i] = new Leap(r.integer(), r.integer());
        }
        Ray[] rays = new Ray[r.count()];
        for (int i = 0; i < rays.length; i++) {
            rays[i] = new Ray(r.ints(), r.bytes(), r.integer(), RayKind.values()[r.integer()]);
        }
        Path[] paths = new Path[r.count()];
        for (int i = 0; i < paths.length; i++) {
            paths[i] = new Path(r.ints(), r.bytes(), r.integer());
        }
        Bend[] bends = new Bend[r.count()];
        for (int i = 0; i < bends.length; i++) {
            int[] squares = r.ints();
            int[][][] turns = new int[squares.length][][];
            for (int k = 0; k < squares.length; k++) {
                turns[k] = new int[r.count()][];
                for (int j = 0; j < turns[k].length; j++) {
                    turns[k][j] = r.ints();
                }
            }
            bends[i] = new Bend(squares, turns, r.integer());
        }
        if (leaps.length == 0 && rays.length == 0 && paths.length == 0 && bends.length == 0) {
            return SquareMoves.NONE;
        }
        return new SquareMoves(leaps, rays, paths, bends);
    }
}
