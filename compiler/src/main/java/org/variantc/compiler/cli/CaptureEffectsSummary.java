package org.variantc.compiler.cli;

import java.util.List;
import java.util.stream.Collectors;
import org.variantc.compiler.model.Explosion;
import org.variantc.compiler.model.Variant;

/** The lines of {@code check}'s summary for explosions and petrification; empty without them. */
final class CaptureEffectsSummary {
    private CaptureEffectsSummary() {
    }

    static String of(Variant v) {
        StringBuilder s = new StringBuilder();
        Explosion e = v.captures().explosion();
        if (e != null) {
            s.append("explosion: captures explode");
            if (!e.spared().isEmpty()) {
                s.append("; spare ").append(ids(e.spared(), v));
            }
            if (!e.immune().isEmpty()) {
                s.append("; immune ").append(ids(e.immune(), v));
            }
            if (!e.truce().isEmpty()) {
                s.append("; truce ").append(ids(e.truce(), v));
            }
            if (e.checkIgnored()) {
                s.append("; check ignored");
            }
            s.append('\n');
        }
        if (v.captures().petrification() != null) {
            s.append("petrify:  ").append(ids(v.captures().petrification().types(), v)).append(" turn to walls on capturing\n");
        }
        return s.toString();
    }

    private static String ids(List<Integer> types, Variant v) {
        return types.stream().map(t -> v.pieces().get(t).id()).collect(Collectors.joining(" "));
    }
}
