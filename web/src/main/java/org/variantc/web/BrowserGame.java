package org.variantc.web;

import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.Rulebooks;
import org.variantc.runtime.notation.San;
import org.variantc.runtime.rules.TableCodec;
import org.variantc.runtime.rules.VariantRules;
import org.variantc.runtime.search.SearchResult;

/**
 * The entry point of the runtime compiled to JavaScript: publishes one function,
 * {@code variantcRuntime.call(command, argument)}, through which the page plays a game. Every
 * answer is a JSON text; a refused request answers {@code {"error": "…"}} and changes nothing.
 *
 * <p>Commands: {@code load TABLES} (the {@link TableCodec} text; answers the state of the start
 * position), {@code fen FEN}, {@code state}, {@code play MOVE} (coordinate notation or SAN;
 * the state after it also carries the move's SAN as {@code "san"} and its coordinate notation as
 * {@code "move"}), {@code undo},
 * {@code think STRENGTH} (the engine's search at strength 1–3; answers {@code {"move": "e2e4",
 * "san": "e4", "score": 25, "depth": 6, "nodes": 4096}} without playing it, and reports each
 * finished iteration through {@link Progress}),
 * {@code san MOVE MOVE …} (the SAN of legal moves given in coordinate notation, for the move
 * chooser: {@code {"san": ["a8=Q+", "a8=N"]}}) and
 * {@code armies} (the legal armies of an armies game), {@code start WHITE,BLACK} (a new game
 * between two armies, by index), {@code diagram TYPE,SQUARE} (a piece's moves on an empty board, for the legend) and
 * {@code opponent} (what plays for the computer).
 */
public final class BrowserGame {
    /** The rules as loaded; for an armies game, every pair is made from these. */
    private VariantRules base;
    private VariantRules rules;
    /** The table engine's rulebooks of the loaded variant, one per army pair played. */
    private Rulebooks books;
    private Position position;

    @JSFunctor
    interface Api extends JSObject {
        String call(String command, String argument);
    }

    public static void main(String[] args) {
        BrowserGame game = new BrowserGame();
        publish(game::call);
    }

    @JSBody(params = "api", script = "self.variantcRuntime = {call: api};")
    private static native void publish(Api api);

    String call(String command, String argument) {
        try {
            return answer(command, argument == null ? "" : argument);
        } catch (IllegalArgumentException e) {
            return Json.error(e.getMessage());
        } catch (RuntimeException e) {
            return Json.error("internal error: " + e);
        }
    }

    private String answer(String command, String argument) {
        if (command.equals("load")) {
            base = TableCodec.decode(argument);
            rules = base;
            books = Rulebooks.table();
            position = books.start(rules);
            return StateJson.of(position);
        }
        if (rules == null) {
            return Json.error("no variant is loaded");
        }
        switch (command) {
            case "fen":
                position = books.position(rules, argument.trim());
                return StateJson.of(position);
            case "state":
                return StateJson.of(position);
            case "play":
                return play(argument.trim());
            case "undo":
                if (position.ply() > 0) {
                    position.unmake();
                }
                return StateJson.of(position);
            case "think":
                return think(argument.trim());
            case "san":
                return san(argument.trim());
            case "armies":
                return Armies.list(base);
            case "start":
                rules = Armies.pair(base, argument);
                position = books.start(rules);
                return StateJson.of(position);
            case "opponent":
                return "{\"label\":" + Json.string(Opponent.LABEL) + "}";
            case "diagram":
                return Diagram.of(rules, argument);
            default:
                return Json.error("unknown command '" + command + "'");
        }
    }

    private String play(String text) {
        if (GameStatus.of(position).isOver()) {
            return Json.error("the game is over");
        }
        long move = San.parse(position, text);
        String san = San.format(position, move);
        String coordinates = MoveNotation.format(position, move);
        position.make(move);
        // the move also in coordinate notation, so a move given in SAN (a PGN's) is kept as the page keeps all moves
        return "{\"move\":" + Json.string(coordinates) + "," + StateJson.of(position, san).substring(1);
    }

    /** Only the chooser's few moves get SAN: every legal move's, in every state, would cost a search of replies each. */
    private String san(String moves) {
        StringBuilder sb = new StringBuilder("{\"san\":[");
        String comma = "";
        for (String text : moves.isEmpty() ? new String[0] : moves.split("\\s+")) {
            sb.append(comma).append(Json.string(San.format(position, MoveNotation.parse(position, text))));
            comma = ",";
        }
        return sb.append("]}").toString();
    }

    private String think(String strength) {
        GameStatus status = GameStatus.of(position);
        if (status.isOver()) {
            return Json.error("the game is over");
        }
        int level;
        try {
            level = Integer.parseInt(strength);
        } catch (NumberFormatException e) {
            level = 2;
        }
        SearchResult result = Opponent.think(position, level, Progress::report);
        return "{\"move\":" + Json.string(result.bestText())
                + ",\"san\":" + Json.string(San.format(position, result.bestMove()))
                + ",\"score\":" + result.score() + ",\"depth\":" + result.depth()
                + ",\"nodes\":" + result.nodes() + ",\"millis\":" + result.millis() + "}";
    }
}
