package org.variantc.compiler.javagen;

import java.util.ArrayList;
import java.util.List;
import org.variantc.runtime.position.CapturePatterns;
import org.variantc.runtime.position.CastlingSquares;
import org.variantc.runtime.position.PromotionOffer;
import org.variantc.runtime.rules.CastlingMove;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.PromotionRule;
import org.variantc.runtime.rules.VariantRules;

/**
 * Everything the templates print, prepared here so they only lay it out. Text from the
 * definition appears only as {@link JavaLiteral}s; identifiers are built from indices.
 *
 * @param nameLiteral   the variant's name as a Java string literal
 * @param royal         per type, whether it is royal
 * @param royalTypes    the royal types
 * @param castlings     per side, its castlings
 * @param movesPerMan   the most moves one man can have, promotions and en passant counted
 * @param movesBesides  the most castlings and drops one position can have
 * @param encoding      the runtime's move, man and mode encodings, which the templates print
 * @param jumpRanks     per type, its rank for range-jumping captures; empty without range jumping
 */
public record EngineView(String packageName, String nameLiteral, String fingerprintLiteral, int files, int ranks,
                         int squares, List<PieceView> pieces, List<Boolean> royal, List<Integer> royalTypes,
                         List<List<CastlingView>> castlings, List<DropView> drops, int zones, Features features,
                         List<TableView> tables, int movesPerMan, int movesBesides, Encoding encoding,
                         List<Integer> jumpRanks) {

    public static EngineView of(VariantRules rules, String packageName) {
        if (!PackageName.isValid(packageName)) {
            throw new IllegalArgumentException("not a package name we generate: " + packageName);
        }
        List<TableView> tables = new ArrayList<>();
        List<PieceView> pieces = new ArrayList<>();
        List<Boolean> royal = new ArrayList<>();
        int zone = 0;
        List<boolean[][]> zoneTables = new ArrayList<>();
        for (int t = 0; t < rules.pieces().size(); t++) {
            PieceRules piece = rules.pieces().get(t);
            royal.add(piece.royal());
            List<PromotionView> promotions = new ArrayList<>();
            for (PromotionRule rule : piece.promotions()) {
                promotions.add(promotion(rule, zone++));
                zoneTables.add(rule.zone());
            }
            ComponentView rays = PieceAnalysis.rays(piece);
            int jumpRank = rules.captures().rangeJumping() == null ? 0 : rules.captures().rangeJumping().rank(t);
            RayPattern rayPattern = jumpRank > 0 ? null : RayPattern.of(piece, rays);
            PathPattern pathPattern = PathPattern.of(piece);
            pieces.add(new PieceView(t, PieceAnalysis.leaps(piece), rays,
                    PieceAnalysis.paths(piece), promotions,
                    LeapPattern.of(piece), rayPattern, pathPattern, PieceAnalysis.bends(piece), jumpRank));
            if (pathPattern != null) {
                tables.add(TableView.ints("PATH_MASK_" + t, pathPattern.table(piece, 0), pathPattern.table(piece, 1)));
            }
            if (rayPattern != null) {
                tables.add(TableView.ints("RAY_LENGTH_" + t, rayPattern.table(piece, 0), rayPattern.table(piece, 1)));
            }
            if (!promotions.isEmpty()) {
                tables.add(TableView.ints("PROMOTE_FROM_" + t, MoveBound.promotingFrom(piece, 0),
                        MoveBound.promotingFrom(piece, 1)));
            }
        }
        // The reverse attacks as the runtime derives them for the table engine, laid out for ours.
        CapturePatterns captures = CapturePatterns.of(rules);
        AttackTables byWhite = AttackTables.of(captures, 0);
        AttackTables byBlack = AttackTables.of(captures, 1);
        Features features = PieceAnalysis.features(rules).withPatternsOf(byWhite, byBlack);
        addMoveTables(rules, features, tables);
        if (features.attacks()) {
            tables.addAll(AttackTables.tables(byWhite, byBlack, features));
        }
        for (int z = 0; z < zoneTables.size(); z++) {
            tables.add(sideTable("ZONE_" + z, zoneTables.get(z)[0], zoneTables.get(z)[1]));
        }
        List<DropView> drops = new ArrayList<>();
        if (rules.placing().drops().enabled()) {
            for (int t = 0; t < rules.pieces().size(); t++) {
                boolean[][] dropZone = rules.pieces().get(t).dropZone();
                if (dropZone != null) {
                    tables.add(TableView.ints("DROP_" + drops.size(), squaresOf(dropZone[0]), squaresOf(dropZone[1])));
                    drops.add(new DropView(t, drops.size(), faceUp(rules, t)));
                }
            }
        }
        return new EngineView(packageName, JavaLiteral.of(rules.name()), JavaLiteral.of(Fingerprint.of(rules)),
                rules.files(), rules.ranks(), rules.squares(), pieces, royal,
                java.util.stream.IntStream.range(0, royal.size()).filter(royal::get).boxed().toList(), castlings(rules), drops,
                zone, features, tables, MoveBound.perMan(rules), MoveBound.besides(rules), Encoding.RUNTIME,
                rules.captures().rangeJumping() == null ? List.of()
                        : java.util.stream.IntStream.range(0, rules.pieces().size())
                                .map(rules.captures().rangeJumping()::rank).boxed().toList());
    }

    private static void addMoveTables(VariantRules rules, Features features, List<TableView> tables) {
        FlatTables white = FlatTables.of(rules, 0);
        FlatTables black = FlatTables.of(rules, 1);
        tables.addAll(FlatTables.leapsAndRays(white, black));
        if (features.paths()) {
            tables.addAll(FlatTables.paths(white, black));
        }
        if (features.bends()) {
            tables.addAll(FlatTables.bends(white, black));
        }
    }

    private static TableView sideTable(String name, boolean[] white, boolean[] black) {
        return TableView.ints(name, flags(white), flags(black));
    }

    private static int[] flags(boolean[] zone) {
        int[] values = new int[zone.length];
        for (int i = 0; i < zone.length; i++) {
            values[i] = zone[i] ? 1 : 0;
        }
        return values;
    }

    private static int[] squaresOf(boolean[] zone) {
        return java.util.stream.IntStream.range(0, zone.length).filter(sq -> zone[sq]).toArray();
    }

    /** The type written {@code +X} for {@code type} when it may be dropped so, or -1. */
    static int faceUp(VariantRules rules, int type) {
        if (rules.placing().drops().eitherFace()) {
            for (int t = 0; t < rules.pieces().size(); t++) {
                if (rules.pieces().get(t).plusOf() == type) {
                    return t;
                }
            }
        }
        return -1;
    }

    /** Per side, its castlings with the squares they need, as the table engine derives them. */
    private static List<List<CastlingView>> castlings(VariantRules rules) {
        List<List<CastlingView>> sides = List.of(new ArrayList<>(), new ArrayList<>());
        for (int i = 0; i < rules.moves().castlings().size(); i++) {
            CastlingMove c = rules.moves().castlings().get(i);
            CastlingSquares needed = CastlingSquares.of(c, rules);
            sides.get(c.side()).add(new CastlingView(i, c.kingFrom(), c.kingTo(), c.rookFrom(), c.rookTo(),
                    boxed(needed.empty()), boxed(needed.kingPath()), rules.start().shuffle() != null));
        }
        return sides;
    }

    private static List<Integer> boxed(int[] values) {
        return java.util.Arrays.stream(values).boxed().toList();
    }

    /** The rule's offer as the table engine makes it ({@link PromotionOffer}), laid out for the template. */
    private static PromotionView promotion(PromotionRule rule, int zone) {
        PromotionOffer offer = PromotionOffer.of(rule);
        List<PromotionView.ChoiceView> choices = new ArrayList<>();
        for (int i = 0; i < offer.types().length; i++) {
            int limit = offer.limits()[i];
            choices.add(new PromotionView.ChoiceView(offer.types()[i], limit != Integer.MAX_VALUE, limit));
        }
        return new PromotionView(zone, choices, rule.quota(), boxed(rule.choices()), rule.optional(), rule.touching(),
                rule.capturing());
    }
}
