package org.variantc.compiler.syntax;

import java.util.ArrayList;
import java.util.List;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.TerminalNode;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.diagnostics.Span;
import org.variantc.grammar.VariantParser.*;
import org.variantc.compiler.model.CastlingSides;
import org.variantc.compiler.model.PromotionSides;
import org.variantc.grammar.VariantParser;

/**
 * Reads a parse tree without syntax errors into AST records. Gives no meaning: only resolves
 * string escapes and numbers, the two things a token can still get wrong.
 */
final class DefinitionReader {
    private final String file;
    private final Diagnostics diagnostics;

    DefinitionReader(String file, Diagnostics diagnostics) {
        this.file = file;
        this.diagnostics = diagnostics;
    }

    Definition read(DefinitionContext tree) {
        List<Statement> statements = new ArrayList<>();
        for (StatementContext s : tree.statement()) {
            statements.add(statement(s));
        }
        return new Definition(file, List.copyOf(statements));
    }

    /** One alternative of {@code statement}, each read by the method of its production. */
    private Statement statement(StatementContext s) {
        if (s instanceof HeaderStatementContext h) {
            return header(h.variantHeader());
        } else if (s instanceof BoardStatementContext b) {
            return board(b.boardSize());
        } else if (s instanceof PieceStatementContext p) {
            return piece(p.piece());
        } else if (s instanceof SetupStatementContext c) {
            return setup(c.setup());
        } else if (s instanceof CastlingStatementContext c) {
            return castling(c.castling());
        } else if (s instanceof DropsStatementContext d) {
            return drops(d.drops());
        } else if (s instanceof EndStatementContext e) {
            return end(e.end());
        } else if (s instanceof ArmiesStatementContext a) {
            return armies(a.armies());
        } else if (s instanceof CompulsoryCaptureStatementContext c) {
            return new CompulsoryCaptureDecl(span(c));
        } else if (s instanceof NoCheckingStatementContext n) {
            return new NoCheckingDecl(span(n.noChecking()));
        } else if (s instanceof ShuffleStatementContext c) {
            return shuffle(c.shuffle());
        } else if (s instanceof ExplosionStatementContext x) {
            return explosion(x.explosion());
        } else if (s instanceof PetrifyStatementContext p) {
            return new PetrifyDecl(span(p.petrify()), p.petrify().ids.stream().map(this::word).toList());
        } else if (s instanceof BurningStatementContext b) {
            return new BurningDecl(span(b.burning()), b.burning().ids.stream().map(this::word).toList(),
                    b.burning().ownToo != null);
        } else if (s instanceof RangeJumpingStatementContext r) {
            return new RangeJumpingDecl(span(r.rangeJumping()), r.rangeJumping().ids.stream().map(this::word).toList(),
                    r.rangeJumping().ranks.stream().map(this::word).toList());
        } else if (s instanceof LionTradingStatementContext l) {
            return new LionTradingDecl(span(l.lionTrading()), l.lionTrading().lions.stream().map(this::word).toList(),
                    l.lionTrading().cheap.stream().map(this::word).toList(), l.lionTrading().strict != null);
        } else if (s instanceof ZonesStatementContext z) {
            return zones(z.zones());
        } else if (s instanceof FlyingGeneralStatementContext f) {
            return new FlyingGeneralDecl(span(f));
        } else if (s instanceof CheckedKingStatementContext k) {
            return new CheckedKingDecl(span(k));
        } else if (s instanceof UnmovedFieldStatementContext u) {
            return new UnmovedFieldDecl(span(u));
        } else if (s instanceof HandStatementContext h) {
            return hand(h.handRules());
        } else if (s instanceof GatingStatementContext g) {
            return new GatingDecl(span(g), zone(g.gating().zone()));
        } else if (s instanceof WallingStatementContext w) {
            return new WallingDecl(span(w));
        } else if (s instanceof PassStatementContext p) {
            return new PassDecl(span(p));
        } else if (s instanceof BikjangStatementContext b) {
            return new BikjangDecl(span(b));
        } else if (s instanceof DupleCheckStatementContext d) {
            return new DupleCheckDecl(span(d));
        } else if (s instanceof LastRoyalStatementContext d) {
            return new LastRoyalDecl(span(d));
        } else if (s instanceof RoyalPassageStatementContext d) {
            return new RoyalPassageDecl(span(d));
        } else if (s instanceof ExtendsStatementContext x) {
            return extendsVariant(x.extendsVariant());
        }
        // StatementKindsTest fails first: an alternative of the grammar with no Statement record.
        throw new IllegalStateException("no Statement for the grammar's " + s.getClass().getSimpleName());
    }

    private ShuffleDecl shuffle(ShuffleContext c) {
        List<ShuffleDecl.Rule> rules = new ArrayList<>();
        for (ShuffleRuleContext r : c.shuffleRule()) {
            if (r instanceof DifferentColoursContext d) {
                rules.add(new ShuffleDecl.DifferentColours(span(d), word(d.first), word(d.second)));
            } else if (r instanceof BetweenContext b) {
                rules.add(new ShuffleDecl.Between(span(b), word(b.inner), word(b.outer)));
            } else {
                ProtectRankContext p = (ProtectRankContext) r;
                rules.add(new ShuffleDecl.Protect(span(p), count(p.rank)));
            }
        }
        return new ShuffleDecl(span(c), List.copyOf(rules));
    }

    private ExplosionDecl explosion(ExplosionContext c) {
        List<ExplosionDecl.Rule> rules = new ArrayList<>();
        for (ExplosionRuleContext r : c.explosionRule()) {
            if (r instanceof ExplosionSpareContext x) {
                rules.add(new ExplosionDecl.Spare(span(x), x.ids.stream().map(this::word).toList()));
            } else if (r instanceof ExplosionImmuneContext x) {
                rules.add(new ExplosionDecl.Immune(span(x), x.ids.stream().map(this::word).toList()));
            } else if (r instanceof ExplosionTruceContext x) {
                rules.add(new ExplosionDecl.Truce(span(x), x.ids.stream().map(this::word).toList()));
            } else {
                rules.add(new ExplosionDecl.CheckIgnored(span(r)));
            }
        }
        return new ExplosionDecl(span(c), rules);
    }

    private ZonesDecl zones(ZonesContext c) {
        List<ZonesDecl.Named> zones = new ArrayList<>();
        for (ZoneDefinitionContext d : c.zoneDefinition()) {
            zones.add(new ZonesDecl.Named(word(d.name), zone(d.zone())));
        }
        return new ZonesDecl(span(c), zones);
    }

    private SetupDecl setup(SetupContext c) {
        return new SetupDecl(span(c), text(c.board), c.hand == null ? null : text(c.hand));
    }

    private ExtendsDecl extendsVariant(ExtendsVariantContext e) {
        return new ExtendsDecl(span(e), text(e.path), e.removed.stream().map(this::word).toList());
    }

    private VariantHeader header(VariantHeaderContext c) {
        List<VariantHeader.MetadataField> fields = new ArrayList<>();
        for (MetadataFieldContext f : c.metadataField()) {
            fields.add(new VariantHeader.MetadataField(span(f), f.key.getText(), text(f.value)));
        }
        return new VariantHeader(span(c), text(c.name), List.copyOf(fields));
    }

    private BoardSize board(BoardSizeContext c) {
        if (c.size != null) {
            String size = c.size.getText();
            int x = size.indexOf('x');
            Span at = span(c.size);
            return new BoardSize(span(c), count(size.substring(0, x), at), count(size.substring(x + 1), at.shift(x + 1)),
                    c.cylinder != null);
        }
        return new BoardSize(span(c), count(c.files), count(c.ranks), c.cylinder != null);
    }

    private PieceDecl piece(PieceContext c) {
        Word name = c.pieceName().WORD() != null
                ? word(c.pieceName().WORD().getSymbol())
                : nameFromText(text(c.pieceName().text()));
        if (name.text().isBlank()) {
            diagnostics.error(name.span(), "a piece's name cannot be blank");
        }
        List<PieceFlag> flags = new ArrayList<>();
        for (PieceFlagContext f : c.pieceFlag()) {
            if (f.ROYAL() != null) {
                flags.add(new PieceFlag.Royal(span(f)));
            } else if (f.PAWN() != null) {
                flags.add(new PieceFlag.Pawn(span(f)));
            } else if (f.CHIRAL() != null) {
                flags.add(new PieceFlag.Chiral(span(f)));
            } else {
                flags.add(new PieceFlag.Value(span(f), count(f.INT().getSymbol())));
            }
        }
        List<PieceItem> items = new ArrayList<>();
        for (PieceItemContext i : c.pieceItem()) {
            items.add(pieceItem(i));
        }
        return new PieceDecl(span(c), name, word(c.id), text(c.betza), List.copyOf(flags), List.copyOf(items));
    }

    private static Word nameFromText(Text text) {
        return new Word(text.value(), text.span());
    }

    private PieceItem pieceItem(PieceItemContext i) {
        if (i instanceof ExtraMoveContext m) {
            return new PieceItem.ExtraMove(span(m), text(m.betza), m.zone() == null ? null : zone(m.zone()),
                    m.NOT() == null ? null : span(m.NOT().getSymbol()), m.noEnPassant != null,
                    m.givesEnPassant == null ? null : span(m.givesEnPassant));
        } else if (i instanceof PromotionContext p) {
            List<PieceItem.Choice> choices = new ArrayList<>();
            for (PromotionChoiceContext ch : p.promotionChoice()) {
                choices.add(new PieceItem.Choice(word(ch.id), ch.limit == null ? null : count(ch.limit)));
            }
            boolean optional = false;
            Count quota = null;
            for (PromotionOptionContext o : p.promotionOption()) {
                if (o.OPTIONAL() != null) {
                    optional = true;
                } else {
                    quota = count(o.INT().getSymbol());
                }
            }
            PromotionSides sides = p.side == null ? PromotionSides.BOTH
                    : p.side.getType() == VariantParser.WHITE ? PromotionSides.WHITE : PromotionSides.BLACK;
            return new PieceItem.Promote(span(p), zone(p.zone()), List.copyOf(choices), optional, quota,
                    p.toArmies != null, p.IN() != null, p.onCaptures != null, sides);
        } else if (i instanceof PromotionOnCaptureContext p) {
            List<PieceItem.Choice> choices = new ArrayList<>();
            for (PromotionChoiceContext ch : p.promotionChoice()) {
                choices.add(new PieceItem.Choice(word(ch.id), ch.limit == null ? null : count(ch.limit)));
            }
            boolean optional = p.promotionOption().stream().anyMatch(o -> o.OPTIONAL() != null);
            Count quota = p.promotionOption().stream().filter(o -> o.INT() != null).map(o -> count(o.INT().getSymbol()))
                    .reduce((a, b) -> b).orElse(null);
            return new PieceItem.Promote(span(p), null, List.copyOf(choices), optional, quota, false, true, true);
        } else if (i instanceof DropZoneContext d) {
            return new PieceItem.DropZone(span(d), zone(d.zone()));
        } else if (i instanceof DropFileLimitContext d) {
            return new PieceItem.DropFileLimit(span(d), count(d.limit));
        } else if (i instanceof DropMayNotMateContext d) {
            return new PieceItem.DropMayNotMate(span(d));
        } else if (i instanceof WrittenPlusContext w) {
            return new PieceItem.WrittenPlus(span(w), word(w.id));
        } else if (i instanceof ConfinementContext c) {
            return new PieceItem.Confinement(span(c), zone(c.zone()));
        } else if (i instanceof PromotionInPlaceContext p) {
            List<PieceItem.Choice> choices = new ArrayList<>();
            for (PromotionChoiceContext ch : p.promotionChoice()) {
                choices.add(new PieceItem.Choice(word(ch.id), ch.limit == null ? null : count(ch.limit)));
            }
            return new PieceItem.PromoteInPlace(span(p), zone(p.zone()), List.copyOf(choices), p.ANYWHERE() != null);
        } else if (i instanceof MoveWithinContext m) {
            return new PieceItem.MoveWithin(span(m), text(m.betza), zone(m.zone()));
        } else if (i instanceof HurdleLimitContext h) {
            return new PieceItem.HurdleLimit(span(h), h.ids.stream().map(this::word).toList());
        } else if (i instanceof CaptureLimitContext c) {
            return new PieceItem.CaptureLimit(span(c), c.ids.stream().map(this::word).toList());
        }
        PieceDescriptionContext d = (PieceDescriptionContext) i;
        return new PieceItem.Description(span(d), text(d.text()));
    }

    private ZoneExpr zone(ZoneContext c) {
        List<ZoneExpr.Part> parts = new ArrayList<>();
        for (ZonePartContext p : c.zonePart()) {
            if (p instanceof RankZoneContext r) {
                Count first = count(r.first);
                parts.add(new ZoneExpr.Ranks(span(r), first, r.last == null ? first : count(r.last)));
            } else if (p instanceof FileZoneContext f) {
                Word first = word(f.first);
                parts.add(new ZoneExpr.Files(span(f), first, f.last == null ? first : word(f.last)));
            } else if (p instanceof AreaZoneContext a) {
                parts.add(new ZoneExpr.Area(span(a), word(a.first), word(a.last)));
            } else if (p instanceof NamedZoneContext n) {
                parts.add(new ZoneExpr.Named(span(n), word(n.name)));
            } else {
                List<Word> squares = new ArrayList<>();
                for (TerminalNode w : ((SquareZoneContext) p).WORD()) {
                    squares.add(word(w.getSymbol()));
                }
                parts.add(new ZoneExpr.Squares(span(p), List.copyOf(squares)));
            }
        }
        return new ZoneExpr(span(c), List.copyOf(parts));
    }

    private CastlingDecl castling(CastlingContext c) {
        List<CastlingDecl.Rule> rules = new ArrayList<>();
        for (CastlingRuleContext r : c.castlingRule()) {
            if (r instanceof FixedCastlingContext f) {
                rules.add(new CastlingDecl.Fixed(span(f), word(f.kingFrom), word(f.kingTo), word(f.rookFrom), word(f.rookTo)));
            } else if (r instanceof ShuffledCastlingContext f) {
                rules.add(new CastlingDecl.Shuffled(span(f), word(f.kingTo), word(f.rookTo)));
            } else {
                FlexibleCastlingContext f = (FlexibleCastlingContext) r;
                Count first = count(f.first);
                rules.add(new CastlingDecl.Flexible(span(f), word(f.kingFrom), word(f.rookFrom), first,
                        f.last == null ? first : count(f.last)));
            }
        }
        CastlingSides sides = c.side == null ? CastlingSides.BOTH
                : c.side.getType() == VariantParser.WHITE ? CastlingSides.WHITE
                : CastlingSides.BLACK;
        return new CastlingDecl(span(c), List.copyOf(rules), sides);
    }

    private HandDecl hand(HandRulesContext c) {
        List<HandDecl.Rule> rules = new ArrayList<>();
        for (HandRuleContext r : c.handRule()) {
            if (r instanceof HandNoCapturesContext n) {
                rules.add(new HandDecl.NoCaptures(span(n)));
            } else if (r instanceof HandDropFirstContext d) {
                rules.add(new HandDecl.DropFirst(span(d)));
            } else if (r instanceof HandColoursContext h) {
                rules.add(new HandDecl.DifferentColours(span(h), word(h.first), word(h.second)));
            } else if (r instanceof HandPickupsContext p) {
                rules.add(new HandDecl.Pickups(span(p)));
            } else {
                HandCastlingContext h = (HandCastlingContext) r;
                rules.add(new HandDecl.DroppedCastling(span(h), word(h.king), word(h.rook)));
            }
        }
        return new HandDecl(span(c), List.copyOf(rules));
    }

    private DropsDecl drops(DropsContext c) {
        List<DropsDecl.PromotedRule> rules = new ArrayList<>();
        List<Span> promotedDrops = new ArrayList<>();
        for (DropsRuleContext r : c.dropsRule()) {
            if (r instanceof PromotedRuleContext p) {
                rules.add(new DropsDecl.PromotedRule(span(p), p.REVERT() != null));
            } else {
                promotedDrops.add(span(r));
            }
        }
        return new DropsDecl(span(c), List.copyOf(rules), List.copyOf(promotedDrops));
    }

    /** {@code draw after N moves [reset by pawn drops | without a capture]}: the article must be "a". */
    private EndDecl.MoveRule moveRule(MoveRuleContext m) {
        if (m.article != null && !m.article.getText().equals("a")) {
            diagnostics.error(span(m.article), "expected 'a' in 'without a capture', found '"
                    + m.article.getText() + "'");
        }
        return new EndDecl.MoveRule(span(m), count(m.INT().getSymbol()), m.RESET() != null, m.CAPTURE() != null);
    }

    private EndDecl end(EndContext c) {
        List<EndDecl.Rule> rules = new ArrayList<>();
        for (EndRuleContext r : c.endRule()) {
            if (r instanceof StalemateRuleContext s) {
                rules.add(new EndDecl.Stalemate(span(s), s.result.getText()));
            } else if (r instanceof MoveRuleContext m) {
                rules.add(moveRule(m));
            } else if (r instanceof RepetitionRuleContext rep) {
                rules.add(new EndDecl.Repetitions(span(rep), count(rep.INT().getSymbol())));
            } else if (r instanceof RepetitionLossRuleContext rep) {
                rules.add(new EndDecl.RepetitionLoss(span(rep), rep.side == null ? null : rep.side.getText(),
                        rep.result.getText(), count(rep.INT().getSymbol())));
            } else if (r instanceof DrawOddsRuleContext d) {
                rules.add(new EndDecl.DrawOdds(span(d), d.side.getText()));
            } else if (r instanceof PerpetualCheckRuleContext p) {
                rules.add(new EndDecl.PerpetualCheck(span(p)));
            } else if (r instanceof PerpetualChaseRuleContext p) {
                rules.add(new EndDecl.PerpetualChase(span(p),
                        p.ranks.stream().map(k -> k.ids.stream().map(this::word).toList()).toList()));
            } else if (r instanceof CheckmateRuleContext m) {
                rules.add(new EndDecl.Checkmate(span(m), m.result.getText()));
            } else if (r instanceof MateAloneRuleContext m) {
                rules.add(new EndDecl.MateAlone(span(m), m.ids.stream().map(this::word).toList(), m.result.getText()));
            } else if (r instanceof MateSeriesRuleContext m) {
                rules.add(new EndDecl.MateSeries(span(m), m.ids.stream().map(this::word).toList()));
            } else if (r instanceof CountedStalemateRuleContext cs) {
                rules.add(new EndDecl.CountedStalemate(span(cs)));
            } else if (r instanceof ExtinctionRuleContext x) {
                rules.add(extinction(x));
            } else if (r instanceof BareKingRuleContext b) {
                rules.add(new EndDecl.BareKing(span(b), b.result.getText()));
            } else if (r instanceof CheckCountRuleContext k) {
                rules.add(new EndDecl.CheckCount(span(k), count(k.INT().getSymbol())));
            } else if (r instanceof CountingRuleContext k) {
                List<EndDecl.Role> roles = new ArrayList<>();
                for (CountingRoleContext role : k.countingRole()) {
                    roles.add(new EndDecl.Role(role.role.getText(), word(role.id)));
                }
                rules.add(new EndDecl.CountingRule(span(k), word(k.style), List.copyOf(roles)));
            } else if (r instanceof PassRuleContext p) {
                rules.add(new EndDecl.PassRule(span(p), count(p.INT().getSymbol())));
            } else if (r instanceof PointsRuleContext p) {
                rules.add(new EndDecl.Points(span(p), p.pointValue().stream()
                        .map(v -> new EndDecl.PointValue(word(v.id), points(v.value))).toList(),
                        p.side == null ? null : p.side.getText(), p.bonus == null ? null : points(p.bonus)));
            } else if (r instanceof MannerGoalRuleContext g) {
                rules.add(new EndDecl.MannerGoal(span(g), word(g.id), g.manner.getText(), zone(g.zone())));
            } else if (r instanceof SidedGoalRuleContext g) {
                rules.add(new EndDecl.SidedGoal(span(g), g.side.getText(), word(g.id), zone(g.zone()),
                        g.follower == null ? null : g.follower.getText(), g.follower == null ? null : span(g.follower)));
            } else {
                GoalRuleContext g = (GoalRuleContext) r;
                rules.add(new EndDecl.Goal(span(g), word(g.id), zone(g.zone())));
            }
        }
        return new EndDecl(span(c), List.copyOf(rules));
    }

    /** {@code no} is a count of 0 men left; {@code fewer than N} of N - 1 (N written, so 0 stays an error). */
    private EndDecl.Extinction extinction(ExtinctionRuleContext x) {
        Count fewerThan = x.count == null ? null : count(x.count);
        List<Word> ids = new ArrayList<>();
        for (Token id : x.ids) {
            ids.add(word(id));
        }
        return new EndDecl.Extinction(span(x), x.result.getText(), fewerThan, List.copyOf(ids));
    }

    private ArmiesDecl armies(ArmiesContext c) {
        List<ArmiesDecl.Item> items = new ArrayList<>();
        for (ArmyItemContext i : c.armyItem()) {
            items.add(armyItem(i));
        }
        return new ArmiesDecl(span(c), List.copyOf(items));
    }

    private ArmiesDecl.Item armyItem(ArmyItemContext i) {
        if (i instanceof ArmyBasicContext b) {
            return new ArmiesDecl.Part(span(b), false, word(b.name), text(b.betza));
        } else if (i instanceof ArmyAugmenterContext a) {
            return new ArmiesDecl.Part(span(a), true, word(a.name), text(a.betza));
        } else if (i instanceof ArmySlotContext s) {
            List<ArmiesDecl.Option> options = new ArrayList<>();
            for (SlotOptionContext o : s.slotOption()) {
                options.add(new ArmiesDecl.Option(span(o), word(o.id), o.basic == null ? null : word(o.basic),
                        o.augmenter == null ? null : word(o.augmenter)));
            }
            return new ArmiesDecl.Slot(span(s), word(s.name), zone(s.zone()), List.copyOf(options));
        } else if (i instanceof ArmyFixedContext f) {
            return new ArmiesDecl.Fixed(span(f), word(f.code), f.name == null ? null : text(f.name),
                    f.members.stream().map(this::word).toList());
        } else if (i instanceof DistinctAugmentersContext d) {
            return new ArmiesDecl.Constraint(span(d), ArmiesDecl.Rule.DISTINCT_AUGMENTERS);
        }
        return new ArmiesDecl.Constraint(span(i), ArmiesDecl.Rule.BASIC_NOT_AUGMENTER);
    }

    /** Joins adjacent strings and resolves {@code \"} and {@code \\}, remembering every column. */
    private Text text(TextContext c) {
        StringBuilder value = new StringBuilder();
        List<Span> chars = new ArrayList<>();
        Span closing = null;
        for (TerminalNode node : c.STRING()) {
            Token token = node.getSymbol();
            String raw = token.getText();
            Span quote = span(token);
            for (int i = 1; i < raw.length() - 1; i++) {
                char ch = raw.charAt(i);
                if (ch == '\\') {
                    char next = raw.charAt(i + 1);
                    if (next != '"' && next != '\\') {
                        diagnostics.error(quote.shift(i), "unknown escape \\" + next
                                + " in a string; only \\\" and \\\\ are allowed");
                    }
                    ch = next;
                    chars.add(quote.shift(i));
                    i++;
                } else {
                    chars.add(quote.shift(i));
                }
                value.append(ch);
            }
            closing = quote.shift(raw.length() - 1);
        }
        chars.add(closing);
        return new Text(value.toString(), span(c), List.copyOf(chars));
    }

    private Word word(Token token) {
        return new Word(token.getText(), span(token));
    }

    private Count count(Token token) {
        return count(token.getText(), span(token));
    }

    private Count count(String digits, Span at) {
        try {
            return new Count(Integer.parseInt(digits), at);
        } catch (NumberFormatException e) {
            diagnostics.error(at, "number " + digits + " is too large");
            return new Count(Integer.MAX_VALUE, at);
        }
    }

    private HalfPoints points(NumberContext n) {
        return new HalfPoints(n.getText(), span(n));
    }

    private Span span(ParserRuleContext c) {
        return span(c.getStart());
    }

    private Span span(Token token) {
        return new Span(file, token.getLine(), token.getCharPositionInLine() + 1);
    }
}
