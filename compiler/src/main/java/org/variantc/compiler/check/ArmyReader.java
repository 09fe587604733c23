package org.variantc.compiler.check;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.variantc.compiler.betza.PieceMove;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.diagnostics.Span;
import org.variantc.compiler.model.Armies;
import org.variantc.compiler.model.Army;
import org.variantc.compiler.model.ArmyConstraint;
import org.variantc.compiler.model.ArmySlot;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.MoveClause;
import org.variantc.compiler.model.MoveSet;
import org.variantc.compiler.model.PieceType;
import org.variantc.compiler.model.SlotOption;
import org.variantc.compiler.model.Zone;
import org.variantc.compiler.syntax.ArmiesDecl;
import org.variantc.compiler.syntax.Word;

/**
 * An armies block to the model: parts, slots, options, fixed armies and constraints checked,
 * and every legal army listed. Options built as Basic + Augmenter are compared with their
 * parts on an empty board: the augmenter must add a move, and the piece must move as the two
 * together.
 */
final class ArmyReader {
    /** More combinations than anyone can choose from; keeps a careless definition from hanging. */
    static final int MOST_COMBINATIONS = 200_000;

    private record Part(Word name, MoveSet moves, List<MoveClause> clauses) {
    }

    private final Board board;
    private final List<PieceType> pieces;
    private final PieceIds ids;
    private final Man[] setup;
    private final MoveReader moves;
    private final ZoneResolver zones;
    private final Diagnostics diagnostics;
    private final Map<String, Part> basics = new LinkedHashMap<>();
    private final Map<String, Part> augmenters = new LinkedHashMap<>();
    private final Map<Integer, MoveSet> pieceMoves = new HashMap<>();

    /** @param setup the start position, or null when it could not be read */
    ArmyReader(Board board, List<PieceType> pieces, PieceIds ids, Man[] setup, MoveReader moves,
               Diagnostics diagnostics) {
        this.board = board;
        this.pieces = pieces;
        this.ids = ids;
        this.setup = setup;
        this.moves = moves;
        this.zones = new ZoneResolver(board, diagnostics);
        this.diagnostics = diagnostics;
    }

    /** The checked armies, or null after reporting why not. */
    Armies read(ArmiesDecl decl) {
        int before = diagnostics.list().size();
        for (ArmiesDecl.Item item : decl.items()) {
            if (item instanceof ArmiesDecl.Part p) {
                part(p);
            }
        }
        List<ArmySlot> slots = new ArrayList<>();
        List<ArmiesDecl.Slot> slotDecls = new ArrayList<>();
        List<ArmyConstraint> constraints = new ArrayList<>();
        for (ArmiesDecl.Item item : decl.items()) {
            if (item instanceof ArmiesDecl.Slot s) {
                ArmySlot slot = slot(s, slots);
                if (slot != null) {
                    slots.add(slot);
                    slotDecls.add(s);
                }
            } else if (item instanceof ArmiesDecl.Constraint c) {
                constraint(c, constraints);
            }
        }
        if (slots.isEmpty()) {
            diagnostics.error(decl.span(), "an armies block needs at least one slot, e.g. slot Rook on squares a1 h1 { R }");
        }
        if (!constraints.isEmpty()) {
            requireParts(slotDecls, slots, constraints);
        }
        if (diagnostics.list().size() > before) {
            return null;
        }
        Armies draft = new Armies(List.copyOf(slots), List.copyOf(constraints), List.of());
        List<Army> legal = fixedArmies(decl, draft, slotDecls);
        if (legal == null) {
            return null;
        }
        if (legal.isEmpty()) {
            legal = everyCombination(draft, decl.span());
        }
        if (legal == null) {
            return null;
        }
        if (legal.isEmpty()) {
            diagnostics.error(decl.span(), "no combination of the slots' options keeps the constraints: there is no legal army");
            return null;
        }
        return new Armies(List.copyOf(slots), List.copyOf(constraints), List.copyOf(legal));
    }

    // ---- parts ---------------------------------------------------------------------------------

    private void part(ArmiesDecl.Part p) {
        PieceMove move = moves.read(p.betza());
        Map<String, Part> role = p.augmenter() ? augmenters : basics;
        String kind = p.augmenter() ? "augmenter" : "basic piece";
        Part first = role.get(p.name().text());
        if (first != null) {
            diagnostics.error(p.name().span(), kind + " '" + p.name().text() + "' is declared twice; the first is at line "
                    + first.name().span().line());
            return;
        }
        if (move == null) {
            return;
        }
        List<MoveClause> clauses = List.of(new MoveClause(move, null));
        Part part = new Part(p.name(), MoveSet.of(board, clauses), clauses);
        role.put(p.name().text(), part);
        Part other = (p.augmenter() ? basics : augmenters).get(p.name().text());
        if (other != null && !other.moves().equals(part.moves())) {
            diagnostics.error(p.betza().span(), "'" + p.name().text() + "' moves otherwise than the "
                    + (p.augmenter() ? "basic piece" : "augmenter") + " of that name at line "
                    + other.name().span().line() + "; one name is one piece");
        }
    }

    // ---- slots and options -----------------------------------------------------------------------

    private ArmySlot slot(ArmiesDecl.Slot s, List<ArmySlot> earlier) {
        for (ArmySlot e : earlier) {
            if (e.name().equals(s.name().text())) {
                diagnostics.error(s.name().span(), "slot '" + s.name().text() + "' is declared twice");
                return null;
            }
        }
        int errors = diagnostics.list().size();
        Zone zone = zones.resolve(s.squares());
        if (diagnostics.list().size() == errors) {
            squares(s, zone, earlier);
        }
        if (s.options().isEmpty()) {
            diagnostics.error(s.name().span(), "slot '" + s.name().text() + "' lists no pieces; write their ids in its braces");
        }
        List<SlotOption> options = new ArrayList<>();
        for (ArmiesDecl.Option o : s.options()) {
            SlotOption option = option(s, o, options);
            if (option != null) {
                options.add(option);
            }
        }
        return new ArmySlot(s.name().text(), zone, List.copyOf(options));
    }

    private void squares(ArmiesDecl.Slot s, Zone zone, List<ArmySlot> earlier) {
        if (zone.squares().isEmpty()) {
            diagnostics.error(s.name().span(), "slot '" + s.name().text() + "' fills no square");
        }
        for (int sq = zone.squares().nextSetBit(0); sq >= 0; sq = zone.squares().nextSetBit(sq + 1)) {
            String name = SquareNames.name(board, sq);
            for (ArmySlot e : earlier) {
                if (e.squares().contains(sq)) {
                    diagnostics.error(s.squares().span(), "square " + name + " is in slot '" + e.name() + "' already");
                }
            }
            if (setup != null && (setup[sq] != null || setup[board.mirror(sq)] != null)) {
                diagnostics.error(s.squares().span(), "slot '" + s.name().text() + "' fills " + name
                        + " (and its mirror square for Black), but the setup has a man there: leave slot squares empty");
            }
        }
    }

    private SlotOption option(ArmiesDecl.Slot s, ArmiesDecl.Option o, List<SlotOption> earlier) {
        String id = o.piece().text();
        int piece = ids.index(id);
        if (piece < 0) {
            diagnostics.error(o.piece().span(), "unknown piece id '" + id + "' in slot '" + s.name().text()
                    + "'; declare it with piece Name " + id + " \"betza\"");
            return null;
        }
        if (pieces.get(piece).royal()) {
            diagnostics.error(o.piece().span(), "a slot cannot hold the royal piece " + id);
            return null;
        }
        if (earlier.stream().anyMatch(e -> e.piece() == piece)) {
            diagnostics.error(o.piece().span(), "piece " + id + " is listed twice in slot '" + s.name().text() + "'");
            return null;
        }
        if (o.basic() == null) {
            return new SlotOption(piece, null, null);
        }
        Part basic = lookup(basics, o.basic(), "basic piece", "basic");
        Part augmenter = lookup(augmenters, o.augmenter(), "augmenter", "augmenter");
        // A piece whose own Betza failed has been reported already; comparing it would only add noise.
        if (basic != null && augmenter != null && !pieces.get(piece).moves().isEmpty()) {
            compare(o, piece, basic, augmenter);
        }
        return new SlotOption(piece, o.basic().text(), o.augmenter().text());
    }

    private Part lookup(Map<String, Part> role, Word name, String kind, String keyword) {
        Part part = role.get(name.text());
        if (part == null && !role.containsKey(name.text())) {
            diagnostics.error(name.span(), "'" + name.text() + "' is not " + (kind.startsWith("a") ? "an " : "a ") + kind + (role.isEmpty() ? ""
                    : "; the " + kind + "s are " + String.join(" ", role.keySet()))
                    + ". Declare it with " + keyword + " " + name.text() + " \"betza\"");
        }
        return part;
    }

    /** The augmenter must add a move, and the piece must move as basic and augmenter together. */
    private void compare(ArmiesDecl.Option o, int piece, Part basic, Part augmenter) {
        List<MoveClause> both = new ArrayList<>(basic.clauses());
        both.addAll(augmenter.clauses());
        MoveSet union = MoveSet.of(board, both);
        if (union.equals(basic.moves())) {
            diagnostics.error(o.augmenter().span(), basic.name().text() + " + " + augmenter.name().text() + ": the "
                    + augmenter.name().text() + " adds no move to the " + basic.name().text()
                    + " (compared on an empty board), so this is no augmented piece");
            return;
        }
        MoveSet own = pieceMoves.computeIfAbsent(piece, p -> MoveSet.of(board, pieces.get(p).moves()));
        if (!own.equals(union)) {
            PieceType type = pieces.get(piece);
            diagnostics.error(o.piece().span(), "piece " + type.id() + " moves as \"" + type.betza() + "\", not as "
                    + basic.name().text() + " + " + augmenter.name().text() + " (" + describe(own, union) + ")");
        }
    }

    private String describe(MoveSet own, MoveSet union) {
        int missing = union.beyond(own).size();
        int extra = own.beyond(union).size();
        return missing + " move" + (missing == 1 ? "" : "s") + " of the parts missing, " + extra + " more than they have";
    }

    // ---- constraints ---------------------------------------------------------------------------

    private void constraint(ArmiesDecl.Constraint c, List<ArmyConstraint> constraints) {
        ArmyConstraint rule = c.rule() == ArmiesDecl.Rule.DISTINCT_AUGMENTERS
                ? ArmyConstraint.DISTINCT_AUGMENTERS : ArmyConstraint.BASIC_NOT_AUGMENTER;
        if (constraints.contains(rule)) {
            diagnostics.error(c.span(), "this constraint is given twice");
        } else {
            constraints.add(rule);
        }
    }

    /** Constraints speak of basic pieces and augmenters, so every option must name its parts. */
    private void requireParts(List<ArmiesDecl.Slot> decls, List<ArmySlot> slots, List<ArmyConstraint> constraints) {
        for (ArmiesDecl.Slot s : decls) {
            for (ArmiesDecl.Option o : s.options()) {
                if (o.basic() == null) {
                    diagnostics.error(o.piece().span(), "the constraint '" + constraints.get(0).rule
                            + "' needs every option built from its parts: write " + o.piece().text()
                            + " = Basic + Augmenter");
                }
            }
        }
    }

    // ---- the legal armies ----------------------------------------------------------------------

    /** The fixed armies, checked; empty when there are none, null after an error. */
    private List<Army> fixedArmies(ArmiesDecl decl, Armies draft, List<ArmiesDecl.Slot> slotDecls) {
        List<Army> armies = new ArrayList<>();
        Map<String, ArmiesDecl.Fixed> codes = new HashMap<>();
        boolean ok = true;
        for (ArmiesDecl.Item item : decl.items()) {
            if (!(item instanceof ArmiesDecl.Fixed f)) {
                continue;
            }
            ArmiesDecl.Fixed first = codes.putIfAbsent(f.code().text().toUpperCase(), f);
            if (first != null) {
                diagnostics.error(f.code().span(), "army code '" + f.code().text() + "' is used twice; the first is at line "
                        + first.span().line());
                ok = false;
                continue;
            }
            int[] options = members(f, draft);
            if (options == null) {
                ok = false;
                continue;
            }
            Optional<String> broken = draft.brokenConstraint(options);
            if (broken.isPresent()) {
                diagnostics.error(f.code().span(), "army " + f.code().text() + " is not legal: " + broken.get());
                ok = false;
                continue;
            }
            armies.add(new Army(f.code().text(), f.name() == null ? "" : f.name().value(), options));
        }
        return ok ? armies : null;
    }

    private int[] members(ArmiesDecl.Fixed f, Armies draft) {
        List<ArmySlot> slots = draft.slots();
        if (f.members().size() != slots.size()) {
            diagnostics.error(f.code().span(), "army " + f.code().text() + " names " + f.members().size()
                    + " pieces; it needs one per slot (" + slots.size() + ": "
                    + String.join(" ", slots.stream().map(ArmySlot::name).toList()) + ")");
            return null;
        }
        int[] options = new int[slots.size()];
        for (int s = 0; s < slots.size(); s++) {
            Word member = f.members().get(s);
            int piece = ids.index(member.text());
            List<SlotOption> list = slots.get(s).options();
            options[s] = -1;
            for (int i = 0; i < list.size(); i++) {
                if (list.get(i).piece() == piece) {
                    options[s] = i;
                }
            }
            if (options[s] < 0) {
                diagnostics.error(member.span(), "'" + member.text() + "' is not a piece of slot '" + slots.get(s).name()
                        + "' (its pieces: " + String.join(" ", list.stream().map(o -> pieces.get(o.piece()).id()).toList())
                        + ")");
                return null;
            }
        }
        return options;
    }

    /** Every combination of the slots' options that keeps the constraints, in slot order. */
    private List<Army> everyCombination(Armies draft, Span at) {
        List<ArmySlot> slots = draft.slots();
        long combinations = 1;
        for (ArmySlot s : slots) {
            combinations *= s.options().size();
            if (combinations > MOST_COMBINATIONS) {
                diagnostics.error(at, "the slots' options make more than " + MOST_COMBINATIONS
                        + " combinations, too many to list; list fixed armies with army CODE = ID ...");
                return null;
            }
        }
        List<Army> legal = new ArrayList<>();
        int[] options = new int[slots.size()];
        for (long n = 0; n < combinations; n++) {
            long rest = n;
            for (int s = slots.size() - 1; s >= 0; s--) {
                options[s] = (int) (rest % slots.get(s).options().size());
                rest /= slots.get(s).options().size();
            }
            if (draft.brokenConstraint(options).isEmpty()) {
                legal.add(new Army(code(draft, options), "", options.clone()));
            }
        }
        return legal;
    }

    private String code(Armies draft, int[] options) {
        return String.join("-", draft.chosen(options).stream().map(o -> pieces.get(o.piece()).id()).toList());
    }
}
