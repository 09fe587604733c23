package org.variantc.compiler.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.search.Limits;
import org.variantc.runtime.search.Search;
import org.variantc.runtime.search.SearchResult;

/** The search plays gated moves from the rules alone, with no per-variant code. */
class GatingSearchTest {
    private static SearchResult search(String variant, String fen, int depth) {
        Position pos = Fen.read(FairyReference.rules(variant), fen);
        return new Search(pos.rulebook(), 16).search(pos, Limits.depth(depth), null);
    }

    @Test
    void theOnlyMateIsAGatedElephant() {
        // The Knight leaves h1 and an Elephant entering on h1 mates along the open h-file; no move
        // without gating mates.
        String fen = "6rk/6p1/8/8/8/8/8/4K2N[E] w H - 0 1";
        SearchResult r = search("seirawan", fen, 2);
        assertEquals(Search.MATE - 1, r.score(), r.bestText());
        assertTrue(Move.gate(r.bestMove()) >= 0, r.bestText());
        Position pos = Fen.read(FairyReference.rules("seirawan"), fen);
        pos.make(r.bestMove());
        assertTrue(pos.inCheck() && pos.legalMoves().isEmpty(), r.bestText());
    }

    @Test
    void bothGamesAreSearchedFromTheStart() {
        for (String variant : new String[] {"seirawan", "shouse"}) {
            Position pos = Fen.start(FairyReference.rules(variant));
            SearchResult r = search(variant, FairyReference.rules(variant).startFen(), 3);
            assertTrue(pos.legalMoves().contains(r.bestMove()), variant + " " + r.bestText());
        }
    }
}
