package org.variantc.runtime;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;

import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.FenException;
import org.variantc.runtime.notation.Preparation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.rules.VariantRules;

/**
 * The prepared forms of one variant's army pairs, each built on first use by one preparation:
 * the table engine's, or a generated engine's. Whatever plays (games, protocols, matches, the
 * browser) is handed one and asks it for the rulebook of the armies a FEN names; nothing picks
 * an engine behind their back.
 */
public final class Rulebooks {
    private final Function<VariantRules, Rulebook> preparation;
    /** By army pair (its FEN field), or by the rules themselves in a game without army choice. */
    private final Map<Object, Rulebook> prepared = new HashMap<>();

    /** @param preparation builds the rulebook of one army pair; called once per pair */
    public Rulebooks(Function<VariantRules, Rulebook> preparation) {
        this.preparation = preparation;
    }

    /** The table engine: every army pair interpreted from its rule tables. */
    public static Rulebooks table() {
        return new Rulebooks(Preparation::table);
    }

    /**
     * The prepared form of {@code rules} (one army pair of this variant), built on first use.
     * Pairs are told apart by their armies: rules made again for the same pair (each FEN that
     * names it makes them anew) are served the same rulebook.
     */
    public synchronized Rulebook of(VariantRules rules) {
        Object pair = rules.start().armies() == null ? rules : rules.start().armies().fenField();
        return prepared.computeIfAbsent(pair, p -> preparation.apply(rules));
    }

    /** The start position of {@code rules}. */
    public Position start(VariantRules rules) {
        return Fen.start(of(rules));
    }

    /**
     * The position a FEN describes, read with the rulebook of the armies it names (its seventh
     * field, with army selection), else with that of {@code rules}.
     *
     * @throws FenException when the FEN is malformed or does not fit the variant
     */
    public Position position(VariantRules rules, String fen) {
        return Fen.read(of(Fen.rulesFor(rules, fen)), fen);
    }
}
