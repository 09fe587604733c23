package org.variantc.runtime;

import java.util.List;

import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.DropRules;
import org.variantc.runtime.rules.EndRules;
import org.variantc.runtime.rules.Modes;
import org.variantc.runtime.rules.RayKind;
import org.variantc.runtime.rules.VariantRules;

/** Times preparing a 16×16 variant full of riders and hoppers; prints only. */
public final class RulebookBuildBenchmark {
    private RulebookBuildBenchmark() {
    }

    public static void main(String[] args) {
        TableBuilder tb = new TableBuilder(16, 16);
        VariantRules rules = new VariantRules("Big", 16, 16, List.of(
                tb.piece("King", "K", true, s -> {
                    s.leapAll(1, 0, Modes.MOVE_OR_CAPTURE);
                    s.leapAll(1, 1, Modes.MOVE_OR_CAPTURE);
                }),
                tb.piece("Queen", "Q", false, s -> {
                    s.rideAll(1, 0, RayKind.SLIDE, Modes.MOVE_OR_CAPTURE);
                    s.rideAll(1, 1, RayKind.SLIDE, Modes.MOVE_OR_CAPTURE);
                }),
                tb.piece("Cannon", "C", false, s -> {
                    s.rideAll(1, 0, RayKind.HOP, Modes.MOVE_OR_CAPTURE);
                    s.rideAll(1, 1, RayKind.HOP, Modes.MOVE_OR_CAPTURE);
                }),
                tb.piece("Nightrider", "NN", false, s -> s.rideAll(1, 2, RayKind.SLIDE, Modes.MOVE_OR_CAPTURE)),
                tb.piece("Grasshopper", "G", false, s -> {
                    s.rideAll(1, 0, RayKind.GRASSHOPPER, Modes.MOVE_OR_CAPTURE);
                    s.rideAll(1, 1, RayKind.GRASSHOPPER, Modes.MOVE_OR_CAPTURE);
                })),
                "7k8/16/16/16/16/16/16/16/16/16/16/16/16/16/16/(NN)CGQ3K8 w - - 0 1", List.of(), DropRules.NONE,
                EndRules.FIDE);
        long t0 = System.nanoTime();
        Position pos = Fen.start(rules);
        System.out.printf("prepared in %.0f ms; perft(3) = %d%n", (System.nanoTime() - t0) / 1e6, Perft.perft(pos, 3));
        System.out.println(Fen.write(pos));
    }
}
