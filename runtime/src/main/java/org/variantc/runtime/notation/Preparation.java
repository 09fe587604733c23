package org.variantc.runtime.notation;

import java.util.function.Function;

import org.variantc.runtime.moves.CaptureEffects;
import org.variantc.runtime.moves.LegalList;
import org.variantc.runtime.moves.LimitedHops;
import org.variantc.runtime.moves.TableMoveGenerator;
import org.variantc.runtime.position.CaptureEffect;
import org.variantc.runtime.position.HopRule;
import org.variantc.runtime.position.LegalGenerator;
import org.variantc.runtime.position.ManMoves;
import org.variantc.runtime.position.MoveGenerator;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.position.RulebookParts;
import org.variantc.runtime.position.StartBoard;
import org.variantc.runtime.rules.VariantRules;

/**
 * Prepares a {@link Rulebook} complete: the move layer's parts built for its tables, the setup
 * read once with {@link Fen#readStart}, and the generator that plays, the table interpreter's
 * or a generated one's. It sits with the notation because reading the setup is the notation's
 * (and {@link Fen#start(VariantRules)} prepares a book of its own).
 */
public final class Preparation implements RulebookParts {
    private final Function<Rulebook, MoveGenerator> generatorFactory;

    private Preparation(Function<Rulebook, MoveGenerator> generatorFactory) {
        this.generatorFactory = generatorFactory;
    }

    /** The table engine's prepared form of {@code rules}, built anew: keep it, it is not cheap. */
    public static Rulebook table(VariantRules rules) {
        return withGenerator(rules, TableMoveGenerator::new);
    }

    /**
     * A prepared form of {@code rules} whose positions generate moves with the generator that
     * {@code generatorFactory} builds for it (a generated, variant-specific one), not the table
     * interpreter.
     */
    public static Rulebook withGenerator(VariantRules rules, Function<Rulebook, MoveGenerator> generatorFactory) {
        return new Rulebook(rules, new Preparation(generatorFactory));
    }

    @Override
    public CaptureEffect effects(Rulebook tables) {
        return CaptureEffects.of(tables.rules, tables.royal);
    }

    @Override
    public HopRule hops(Rulebook tables) {
        return tables.rules.moves().hopLimits() == null ? null
                : new LimitedHops(tables.rules.moves().hopLimits(), tables.moves, tables.squares);
    }

    @Override
    public LegalGenerator legal(Rulebook tables) {
        return LegalList.of(tables);
    }

    @Override
    public StartBoard start(Rulebook tables) {
        return Fen.readStart(tables);
    }

    @Override
    public ManMoves tableMoves(Rulebook tables) {
        return new TableMoveGenerator(tables);
    }

    @Override
    public MoveGenerator generator(Rulebook tables) {
        return generatorFactory.apply(tables);
    }

    @Override
    public String written(Position pos) {
        return Fen.write(pos);
    }
}
