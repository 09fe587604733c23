package org.variantc.compiler.cli;

import org.variantc.runtime.rules.VariantRules;

/** Stands in until the runtime's Position and Perft are merged: says so instead of failing obscurely. */
final class AbsentEngine implements Engine {
    @Override
    public EnginePosition position(VariantRules rules, String fen) {
        throw new CommandFailure("this build has no runtime to play " + rules.name() + " yet");
    }
}
