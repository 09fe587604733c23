package org.variantc.compiler.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
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
        public List<RootCount> divide(int depth, Consumer<RootCount> done) {
            List<RootCount> out = new ArrayList<>();
            MoveList moves = position.legalMoves();
            for (int i = 0; depth > 0 && i < moves.size(); i++) {
                long move = moves.get(i);
                String name = position.moveToString(move);
                position.make(move);
                RootCount root = new RootCount(name, Perft.perft(position, depth - 1));
                position.unmake();
                out.add(root);
                done.accept(root);
            }
            return out;
        }
    }
}
