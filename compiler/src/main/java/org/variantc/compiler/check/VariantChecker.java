package org.variantc.compiler.check;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.variantc.compiler.betza.Betza;
import org.variantc.compiler.betza.BetzaResult;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.diagnostics.Span;
import org.variantc.compiler.model.Armies;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.Captures;
import org.variantc.compiler.model.Castling;
import org.variantc.compiler.model.CastlingSides;
import org.variantc.compiler.model.Drops;
import org.variantc.compiler.model.EndConditions;
import org.variantc.compiler.model.Ending;
import org.variantc.compiler.model.Explosion;
import org.variantc.compiler.model.MakrukFamily;
import org.variantc.compiler.model.Metadata;
import org.variantc.compiler.model.Moves;
import org.variantc.compiler.model.LionTrading;
import org.variantc.compiler.model.Burning;
import org.variantc.compiler.model.RangeJumping;
import org.variantc.compiler.model.Petrification;
import org.variantc.compiler.model.PieceType;
import org.variantc.compiler.model.Placing;
import org.variantc.compiler.model.Royals;
import org.variantc.compiler.model.Setup;
import org.variantc.compiler.model.SetupMan;
import org.variantc.compiler.model.SlotOption;
import org.variantc.compiler.model.Start;
import org.variantc.compiler.model.Variant;
import org.variantc.compiler.model.Zone;
import org.variantc.compiler.syntax.ArmiesDecl;
import org.variantc.compiler.syntax.BikjangDecl;
import org.variantc.compiler.syntax.BoardSize;
import org.variantc.compiler.syntax.CastlingDecl;
import org.variantc.compiler.syntax.Count;
import org.variantc.compiler.syntax.Definition;
import org.variantc.compiler.syntax.DropsDecl;
import org.variantc.compiler.syntax.EndDecl;
import org.variantc.compiler.syntax.ExplosionDecl;
import org.variantc.compiler.syntax.FlyingGeneralDecl;
import org.variantc.compiler.syntax.GatingDecl;
import org.variantc.compiler.syntax.HandDecl;
import org.variantc.compiler.syntax.PieceDecl;
import org.variantc.compiler.syntax.SetupDecl;
import org.variantc.compiler.syntax.ShuffleDecl;
import org.variantc.compiler.syntax.VariantHeader;
import org.variantc.runtime.rules.CaptureObligation;
import org.variantc.runtime.rules.HandRules;
import org.variantc.runtime.rules.Passing;
import org.variantc.runtime.rules.PointCount;
import org.variantc.runtime.rules.PromotionInPlace;
import org.variantc.runtime.rules.RoyalCheck;
import org.variantc.runtime.rules.Shuffle;
import org.variantc.compiler.syntax.Text;

/**
 * Gives a definition its meaning: the checked model, or every error found. Later stages trust
 * what this returns and check nothing again.
 */
public final class VariantChecker {
    static final int SMALLEST_BOARD = 3;
    static final int LARGEST_BOARD = 16;

    private final MoveReader moves;
    private final Diagnostics diagnostics;

    /** @param betza the Betza parser (replaceable so the checker can be tested on its own) */
    public VariantChecker(Function<String, BetzaResult> betza, Diagnostics diagnostics) {
        this.moves = new MoveReader(betza, diagnostics);
        this.diagnostics = diagnostics;
    }

    /** Checks with the real Betza parser. */
    public static Optional<Variant> check(Definition definition, Diagnostics diagnostics) {
        return new VariantChecker(Betza::parse, diagnostics).check(definition);
    }

    public Optional<Variant> check(Definition definition) {
        int before = diagnostics.list().size();
        Span top = new Span(definition.file(), 1, 1);
        Statements given = Statements.of(definition, diagnostics);
        Metadata metadata = metadata(given.header(), top);
        Board board = board(given.board(), top);
        List<PieceDecl> decls = pieceDecls(given, top);
        new RuntimeLimits(diagnostics).pieceTypes(decls);
        PieceIds ids = ids(decls);
        DropsDecl dropsDecl = given.drops();
        HandDecl handDecl = given.hand();
        // A hand block says what the hand holds: it turns drops on by itself.
        boolean drops = dropsDecl != null || handDecl != null;
        boolean placed = handDecl != null && handDecl.rules().stream().anyMatch(HandDecl.DropFirst.class::isInstance);
        ArmiesDecl armiesDecl = given.armies();
        Map<String, Zone> zoneNames = ZoneNames.read(given.zones(), board, diagnostics);
        GatingDecl gatingDecl = given.gating();
        // Gating keeps men in hand and enters them where their type may be dropped.
        boolean hand = drops || gatingDecl != null;
        PieceReader pieceReader = new PieceReader(board, ids, hand, moves, diagnostics, armiesDecl != null,
                zoneNames);
        List<PieceType> pieces = decls.stream().map(pieceReader::read).toList();
        List<Boolean> royal = pieces.stream().map(PieceType::royal).toList();
        PromotedRevert.check(dropsDecl, decls, diagnostics);
        PromotedDrops.check(dropsDecl, decls, diagnostics);
        PlusForms.check(decls, pieces, diagnostics);
        Man[] start = null;
        Setup setup = null;
        HoleChecks holes = null;
        SetupDecl setupDecl = given.setup();
        if (setupDecl == null) {
            diagnostics.error(top, "no setup: write the start position, e.g. setup \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\"");
        } else if (board != null) {
            FenReader setupReader = new FenReader(ids, diagnostics, plusForms(pieces));
            start = setupReader.board(setupDecl.board(), board);
            holes = new HoleChecks(board, setupReader.holes(), diagnostics);
            checkKings(start, royal, setupDecl, given.end(), placed ? setupDecl.hand() : null, ids);
            checkHand(setupDecl, ids, hand, decls, royal, board, placed);
            setup = new Setup(setupDecl.board().value(), setupDecl.hand() == null ? "" : setupDecl.hand().value(),
                    setupMen(start, board), setupReader.holes());
        }
        Armies armies = null;
        if (armiesDecl != null && board != null) {
            armies = new ArmyReader(board, pieces, ids, start, moves, diagnostics).read(armiesDecl);
            start = armies == null ? null : withFirstArmy(start, armies, board);
        }
        Shuffle shuffle = null;
        ShuffleDecl shuffleDecl = given.shuffle();
        if (shuffleDecl != null && board != null) {
            if (armiesDecl != null) {
                diagnostics.error(shuffleDecl.span(), "a shuffled start cannot be combined with armies");
            } else {
                shuffle = new ShuffleReader(board, ids, royal, diagnostics).read(shuffleDecl, start);
            }
        }
        List<Castling> castlings = List.of();
        CastlingDecl castlingDecl = given.castling();
        // A shuffle already refused is not refused again for every castling from it.
        if (castlingDecl != null && board != null && (shuffleDecl == null || shuffle != null)) {
            // Castlers dropped in a setup phase are not in the setup: only the geometry is checked.
            boolean dropped = handDecl != null
                    && handDecl.rules().stream().anyMatch(HandDecl.DroppedCastling.class::isInstance);
            castlings = List.copyOf(new CastlingExpansion(board, dropped ? null : start, royal, diagnostics, shuffle)
                    .expand(castlingDecl));
        }
        CastlingDecl blackCastlingDecl = given.blackCastling();
        List<Castling> blackCastlings = List.of();
        if (blackCastlingDecl != null && board != null) {
            boolean dropped = handDecl != null
                    && handDecl.rules().stream().anyMatch(HandDecl.DroppedCastling.class::isInstance);
            blackCastlings = List.copyOf(new CastlingExpansion(board, dropped ? null : start, royal, diagnostics, shuffle)
                    .expand(blackCastlingDecl));
        }
        if (holes != null) {
            holes.refuseWith(armiesDecl, "armies");
            holes.refuseWith(shuffleDecl, "a shuffled start");
            holes.castlings(castlings, castlingDecl);
        }
        EndDecl endDecl = given.end();
        EndConditions end = endDecl == null ? EndReader.FIDE : new EndReader(board, ids, diagnostics).read(endDecl);
        new WinConditions(diagnostics).check(decls, royal, end, endDecl);
        CaptureObligation captures = new CaptureObligation(given.compulsoryCapture() != null);
        ExplosionDecl explosionDecl = given.explosion();
        CaptureEffectsReader effects = new CaptureEffectsReader(ids, diagnostics);
        Explosion explosion = effects.explosion(explosionDecl);
        Petrification petrification = effects.petrification(given.petrify(), explosionDecl);
        MakrukFamily makruk = new MakrukReader(board, ids, diagnostics).read(given, pieces, castlings);
        HandRules hands = new HandReader(ids, royal, diagnostics).read(handDecl, dropsDecl,
                setup == null ? "" : setup.holdings(), !castlings.isEmpty(), captures.compulsory());
        List<PromotionInPlace> inPlace = InPlacePromotions.read(decls, ids, royal, board,
                board == null ? null : new ZoneResolver(board, zoneNames, diagnostics), explosionDecl != null, diagnostics);
        Zone gating = gatingDecl == null || board == null ? null
                : new GatingReader(board, zoneNames, diagnostics).read(gatingDecl, castlings, shuffleDecl != null,
                        explosion != null || petrification != null);
        boolean duck = new WallingReader(diagnostics).duck(given.walling(), royal, dropsDecl, explosionDecl,
                given.petrify());
        Passing passing = new PassingReader(diagnostics).read(given.pass(), endDecl, royal,
                royalsOfWhite(start, royal));
        PointCount points = new PointsReader(ids, diagnostics).read(endDecl, pieces.size());
        boolean bikjang = bikjang(given, royal, start);
        RoyalCheck royalCheck = new RoyalCheckReader(diagnostics)
                .read(given, royal.contains(true), explosion != null || petrification != null);
        LionTrading lionTrading = new LionTradingReader(ids, royal, diagnostics).read(given.lionTrading());
        Burning burning = new BurningReader(ids, royal, diagnostics).read(given.burning());
        RangeJumping rangeJumping = new RangeJumpingReader(ids, royal, diagnostics).read(given.rangeJumping());
        boolean passingCheckForbidden = new RoyalPassageReader(diagnostics)
                .read(given, royal.contains(true), explosion != null || petrification != null);
        if (diagnostics.list().size() > before) {
            return Optional.empty();
        }
        return Optional.of(new Variant(metadata, board, pieces, setup,
                new Start(armies, shuffle),
                new Moves(castlings, blackCastlingDecl != null ? CastlingSides.EACH
                        : castlingDecl == null ? CastlingSides.BOTH : castlingDecl.sides(), blackCastlings, inPlace, passing),
                new Captures(captures, explosion, petrification, lionTrading, burning, rangeJumping),
                new Placing(drops(dropsDecl, handDecl), hands, gating, duck),
                new Royals(given.noChecking() != null, given.flyingGeneral() != null, bikjang, royalCheck, makruk,
                        passingCheckForbidden),
                new Ending(end, points)));
    }

    /** White's royal men in the setup (Black's mirror them), or 1 when the setup is wrong. */
    private static int royalsOfWhite(Man[] start, List<Boolean> royal) {
        if (start == null) {
            return 1;
        }
        int n = 0;
        for (Man m : start) {
            if (m != null && m.side() == 0 && royal.get(m.piece())) {
                n++;
            }
        }
        return n;
    }

    /** Bikjang needs one royal man per side, and contradicts the flying general. */
    private boolean bikjang(Statements given, List<Boolean> royal, Man[] start) {
        BikjangDecl decl = given.bikjang();
        if (decl == null) {
            return false;
        }
        FlyingGeneralDecl flying = given.flyingGeneral();
        if (flying != null) {
            diagnostics.error(decl.span(), "bikjang lets the royal men face each other, which the flying general "
                    + "at line " + flying.span().line() + " forbids: keep one of them");
        }
        int royals = royalsOfWhite(start, royal);
        if (royals != 1) {
            diagnostics.error(decl.span(), "bikjang needs one royal man per side; the setup has " + royals);
        }
        return true;
    }

    /** The start position with both sides' slots filled by the first legal army, for checking castling. */
    private static Man[] withFirstArmy(Man[] start, Armies armies, Board board) {
        if (start == null) {
            return null;
        }
        Man[] filled = start.clone();
        List<SlotOption> chosen = armies.chosen(armies.legal().get(0).options());
        for (int s = 0; s < chosen.size(); s++) {
            java.util.BitSet squares = armies.slots().get(s).squares().squares();
            for (int sq = squares.nextSetBit(0); sq >= 0; sq = squares.nextSetBit(sq + 1)) {
                filled[sq] = new Man(chosen.get(s).piece(), 0);
                filled[board.mirror(sq)] = new Man(chosen.get(s).piece(), 1);
            }
        }
        return filled;
    }

    private Metadata metadata(VariantHeader header, Span top) {
        if (header == null) {
            diagnostics.error(top, "no variant header: start with variant \"Name\" { author \"...\" }");
            return new Metadata("", "", "", "", "");
        }
        Map<String, String> fields = new HashMap<>();
        for (VariantHeader.MetadataField field : header.fields()) {
            if (fields.putIfAbsent(field.key(), field.value().value()) != null) {
                diagnostics.error(field.span(), field.key() + " is given twice");
            }
        }
        return new Metadata(header.name().value(), fields.getOrDefault("author", ""), fields.getOrDefault("year", ""),
                fields.getOrDefault("source", ""), fields.getOrDefault("description", ""));
    }

    /** The board, or null after reporting it missing or out of range. */
    private Board board(BoardSize size, Span top) {
        if (size == null) {
            diagnostics.error(top, "no board size: write board 8 x 8 (files x ranks)");
            return null;
        }
        boolean ok = inRange(size.files(), "files") & inRange(size.ranks(), "ranks");
        return ok ? new Board(size.files().value(), size.ranks().value(), size.cylinder()) : null;
    }

    private boolean inRange(Count count, String what) {
        if (count.value() < SMALLEST_BOARD || count.value() > LARGEST_BOARD) {
            diagnostics.error(count.span(), "a board has " + SMALLEST_BOARD + " to " + LARGEST_BOARD + " " + what
                    + ", not " + count.value());
            return false;
        }
        return true;
    }

    private List<PieceDecl> pieceDecls(Statements given, Span top) {
        List<PieceDecl> decls = given.pieces();
        if (decls.isEmpty()) {
            diagnostics.error(top, "no pieces: write at least a royal piece, e.g. piece King K \"K\" royal");
        }
        return decls;
    }

    /** Piece ids to indexes; bad and repeated ids and names reported. */
    private PieceIds ids(List<PieceDecl> decls) {
        Map<String, Integer> ids = new HashMap<>();
        Map<String, PieceDecl> names = new HashMap<>();
        for (int i = 0; i < decls.size(); i++) {
            PieceDecl decl = decls.get(i);
            String id = decl.id().text();
            if (!id.matches("[A-Z]{1,2}")) {
                diagnostics.error(decl.id().span(), "piece id '" + id + "' must be one or two upper-case letters");
            }
            Integer first = ids.putIfAbsent(id, i);
            if (first != null) {
                diagnostics.error(decl.id().span(), "duplicate piece id '" + id + "'; "
                        + decls.get(first).name().text() + " has it already");
            }
            PieceDecl named = names.putIfAbsent(decl.name().text(), decl);
            if (named != null) {
                diagnostics.error(decl.name().span(), "duplicate piece name '" + decl.name().text()
                        + "'; the first is at line " + named.span().line());
            }
        }
        return new PieceIds(Map.copyOf(ids));
    }

    /**
     * Each side needs a royal man, or check and mate mean nothing; a variant without royal pieces,
     * or whose end rules count the men left (Horde's White), may leave a side without one.
     */
    private void checkKings(Man[] start, List<Boolean> royal, SetupDecl decl, EndDecl endDecl,
                            Text placedHand, PieceIds ids) {
        boolean menCounted = endDecl != null && endDecl.rules().stream()
                .anyMatch(r -> r instanceof EndDecl.Extinction || r instanceof EndDecl.BareKing);
        if (start == null || !royal.contains(true) || menCounted) {
            return;
        }
        // With a setup phase a royal man may start in hand, to be placed before anything moves.
        List<Man> inHand = placedHand == null ? List.of() : new FenReader(ids, new Diagnostics()).hand(placedHand);
        for (int side = 0; side < 2; side++) {
            boolean found = false;
            for (Man man : start) {
                found |= man != null && man.side() == side && royal.get(man.piece());
            }
            for (Man man : inHand == null ? List.<Man>of() : inHand) {
                found |= man.side() == side && royal.get(man.piece());
            }
            if (!found) {
                diagnostics.error(decl.board().span(), "the setup has no royal man of " + (side == 0 ? "White" : "Black"));
            }
        }
    }

    private void checkHand(SetupDecl decl, PieceIds ids, boolean drops, List<PieceDecl> decls, List<Boolean> royal,
                           Board board, boolean placed) {
        if (decl.hand() == null) {
            return;
        }
        if (!drops) {
            diagnostics.error(decl.hand().span(), "men in hand need drops to be on: add drops { promoted keep }"
                    + " (or gating on rank 1)");
        }
        List<Man> men = new FenReader(ids, diagnostics).hand(decl.hand());
        new RuntimeLimits(diagnostics).hand(decl.hand(), men, decls, royal, board, placed);
    }

    private static Drops drops(DropsDecl decl, HandDecl hand) {
        if (decl == null) {
            return hand == null ? Drops.NONE : new Drops(true, false);
        }
        boolean revert = decl.rules().stream().anyMatch(DropsDecl.PromotedRule::revert);
        return new Drops(true, revert, !decl.promotedDrops().isEmpty());
    }

    /** Per type, the type written {@code +} and its id ({@code written +P}), or -1. */
    private static int[] plusForms(List<PieceType> pieces) {
        int[] forms = new int[pieces.size()];
        java.util.Arrays.fill(forms, -1);
        for (int t = 0; t < pieces.size(); t++) {
            int base = pieces.get(t).plusOf();
            if (base >= 0 && base < forms.length) {
                forms[base] = t;
            }
        }
        return forms;
    }

    /** The setup's men as the model keeps them for the lowering; none where the board part was wrong. */
    private static SetupMan[] setupMen(Man[] start, Board board) {
        SetupMan[] men = new SetupMan[board.squares()];
        for (int sq = 0; start != null && sq < men.length; sq++) {
            men[sq] = start[sq] == null ? null : new SetupMan(start[sq].piece(), start[sq].side());
        }
        return men;
    }
}
