package org.variantc.compiler.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.variantc.runtime.FenException;
import org.variantc.runtime.MoveList;
import org.variantc.runtime.Perft;
import org.variantc.runtime.Position;
import org.variantc.runtime.rules.VariantRules;

/** The table-driven runtime: interprets the compiled tables directly. */
final class TableEngine implements Engine {
    @Override
    public EnginePosition position(VariantRules rules, String fen) {
        Position position;
        try {
            position = fen == null ? Position.start(rules) : Position.fromFen(rules, fen);
        } catch (FenException e) {
            throw new CommandFailure(e.getMessage());
        }
        return new TablePosition(position);
    }

    /** A runtime position, whichever generator its rulebook uses. */
    record TablePosition(Position position) implements EnginePosition {
        @Override
        public List<String> legalMoves() {
            MoveList moves = position.legalMoves();
            List<String> out = new ArrayList<>(moves.size());
            for (int i = 0; i < moves.size(); i++) {
                out.add(position.moveToString(moves.get(i)));
            }
            return out;
        }

        @Override
        public long perft(int depth) {
            return Perft.perft(position, depth);
        }

        @Override
        public List<RootCount> divide(int depth) {
            List<RootCount> out = new ArrayList<>();
            for (Map.Entry<String, Long> e : Perft.divide(position, depth).entrySet()) {
                out.add(new RootCount(e.getKey(), e.getValue()));
            }
            return out;
        }
    }
}
