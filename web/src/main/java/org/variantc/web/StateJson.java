package org.variantc.web;

import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;

/**
 * A position as the page draws it: the men, the hands, whose turn, the status, the last move,
 * and every legal move with what it captures.
 *
 * <pre>
 * {"fen": "...", "san": "Nf3" (after a move only), "side": 0, "ply": 3, "check": false, "result": "ONGOING", "reason": "NONE",
 *  "board": [-1 | type*2+side, ...], "promoted": [squares], "hands": [[count per type], [...]],
 *  "last": {"from": 12, "to": 28} | null,
 *  "moves": [{"text": "e2e4", "from": 12, "to": 28, "type": 5, "promotion": -1,
 *             "declined": false, "gate": -1 (or the type gated from hand), "drop": false, "castle": false,
 *             "partner": -1 (a castling's partner's square), "victims": [squares]}, ...]}
 * </pre>
 */
final class StateJson {
    private StateJson() {
    }

    static String of(Position pos) {
        return of(pos, null);
    }

    /** The state, with {@code "san"}: the SAN of the move that led here, when given. */
    static String of(Position pos, String playedSan) {
        VariantRules rules = pos.rules();
        int squares = rules.squares();
        StringBuilder sb = new StringBuilder(4096);
        GameStatus status = GameStatus.of(pos);
        sb.append("{\"fen\":").append(Json.string(Fen.write(pos)));
        if (playedSan != null) {
            sb.append(",\"san\":").append(Json.string(playedSan));
        }
        sb.append(",\"side\":").append(pos.sideToMove());
        sb.append(",\"armies\":").append(rules.start().armies() == null ? "null" : Json.string(rules.start().armies().fenField()));
        sb.append(",\"ply\":").append(pos.ply());
        sb.append(",\"check\":").append(pos.inCheck());
        sb.append(",\"result\":\"").append(status.result().name());
        sb.append("\",\"reason\":\"").append(status.reason().name()).append('"');
        sb.append(",\"board\":[");
        for (int sq = 0; sq < squares; sq++) {
            int type = pos.typeAt(sq);
            sb.append(sq == 0 ? "" : ",").append(type < 0 ? -1 : type * 2 + pos.sideAt(sq));
        }
        sb.append("],\"walls\":[");
        String wallComma = "";
        for (int sq = 0; sq < squares; sq++) {
            if (pos.isWall(sq)) {
                sb.append(wallComma).append(sq);
                wallComma = ",";
            }
        }
        sb.append("],\"promoted\":[");
        String comma = "";
        for (int sq = 0; sq < squares; sq++) {
            if (pos.typeAt(sq) >= 0 && pos.isPromoted(sq)) {
                sb.append(comma).append(sq);
                comma = ",";
            }
        }
        sb.append("],\"hands\":[");
        for (int side = 0; side < 2; side++) {
            sb.append(side == 0 ? "[" : ",[");
            for (int t = 0; t < rules.pieces().size(); t++) {
                sb.append(t == 0 ? "" : ",").append(pos.handCount(side, t));
            }
            sb.append(']');
        }
        sb.append("],\"last\":");
        if (pos.ply() > 0) {
            long last = pos.lastMove();
            sb.append("{\"from\":").append(Move.from(last)).append(",\"to\":").append(Move.to(last)).append('}');
        } else {
            sb.append("null");
        }
        sb.append(",\"moves\":[");
        MoveList moves = status.isOver() ? new MoveList() : pos.legalMoves();
        for (int i = 0; i < moves.size(); i++) {
            move(sb.append(i == 0 ? "" : ","), pos, moves.get(i));
        }
        return sb.append("]}").toString();
    }

    private static void move(StringBuilder sb, Position pos, long move) {
        sb.append("{\"text\":").append(Json.string(MoveNotation.format(pos, move)));
        sb.append(",\"from\":").append(Move.from(move));
        sb.append(",\"to\":").append(Move.to(move));
        sb.append(",\"type\":").append(Move.type(move));
        sb.append(",\"promotion\":").append(Move.promotion(move));
        sb.append(",\"declined\":").append(Move.isDeclined(move));
        sb.append(",\"gate\":").append(Move.gate(move));
        sb.append(",\"drop\":").append(Move.isDrop(move));
        sb.append(",\"castle\":").append(Move.isCastle(move));
        // A click on the partner castles too: in Chess960 the King may not move at all.
        sb.append(",\"partner\":").append(Move.isCastle(move) ? pos.book.castlings[Move.index(move)].rookFrom() : -1);
        sb.append(",\"wall\":").append(Move.wall(move));
        sb.append(",\"victims\":[");
        int[] victims = Victims.of(pos, move);
        for (int i = 0; i < victims.length; i++) {
            sb.append(i == 0 ? "" : ",").append(victims[i]);
        }
        sb.append("]}");
    }
}
