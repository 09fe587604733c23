package org.variantc.compiler.tables;

import java.util.List;
import org.variantc.compiler.betza.LegCondition;
import org.variantc.compiler.betza.MoveModes;
import org.variantc.runtime.rules.Modes;
import org.variantc.runtime.rules.Step;

/** The runtime's encoding of a Betza move's modes and leg conditions. */
final class ModeBits {
    private ModeBits() {
    }

    /** MOVE, CAPTURE, EN_PASSANT and INITIAL bits of {@link Modes}. */
    static int of(MoveModes modes) {
        return (modes.move() ? Modes.MOVE : 0)
            | (modes.capture() ? Modes.CAPTURE : 0)
            | (modes.enPassant() ? Modes.EN_PASSANT : 0)
            | (modes.initial() ? Modes.INITIAL : 0);
    }

    /** One {@link Step} code per leg condition. */
    static byte[] of(List<LegCondition> conditions) {
        byte[] codes = new byte[conditions.size()];
        for (int i = 0; i < codes.length; i++) {
            codes[i] = switch (conditions.get(i)) {
                case EMPTY -> Step.EMPTY;
                case CAPTURE -> Step.CAPTURE;
                case OCCUPIED -> Step.OCCUPIED;
                case ANY -> Step.ANY;
            };
        }
        return codes;
    }
}
