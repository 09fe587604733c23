package org.variantc.runtime.notation;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Games as PGN, with the {@code Variant} and {@code FEN} tags so a reader knows the game and
 * the start; the movetext is SAN ({@link org.variantc.runtime.notation.San}, with its documented
 * extensions for fairy moves). Reading returns the move tokens as written; play them with
 * {@code San.parse}, which also accepts coordinate notation (older files of ours).
 */
public final class Pgn {
    private static final Pattern TAG = Pattern.compile("\\[(\\w+)\\s+\"((?:[^\"\\\\]|\\\\.)*)\"\\]");

    private Pgn() {
    }

    public static String write(String variant, String event, String date, GameRecord game) {
        StringBuilder b = new StringBuilder();
        tag(b, "Event", event);
        tag(b, "Site", "variantc");
        tag(b, "Date", date);
        tag(b, "Round", Integer.toString(game.round()));
        tag(b, "White", game.white());
        tag(b, "Black", game.black());
        tag(b, "Result", game.result());
        tag(b, "Variant", variant);
        tag(b, "SetUp", "1");
        tag(b, "FEN", game.startFen());
        tag(b, "Termination", game.termination());
        b.append('\n');
        return b.append(movetext(game.startFen(), game.san(), game.result())).append("\n\n").toString();
    }

    /**
     * Numbered moves ({@code 1. e4 e5 2. Nf3}, {@code 12... Qd7} when Black begins) counted from
     * the FEN's move number, in lines of at most 79 characters, then {@code result} (may be empty).
     */
    public static String movetext(String startFen, List<String> moves, String result) {
        StringBuilder b = new StringBuilder();
        String[] fields = startFen.trim().split("\\s+");
        boolean blackFirst = fields.length > 1 && fields[1].equals("b");
        int number = moveNumber(startFen);
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < moves.size(); i++) {
            boolean white = (i % 2 == 0) != blackFirst;
            String token = (white ? number + ". " : i == 0 ? number + "... " : "") + moves.get(i);
            if (!white) {
                number++;
            }
            if (line.length() + token.length() + 1 > 79) {
                b.append(line.toString().stripTrailing()).append('\n');
                line.setLength(0);
            }
            line.append(token).append(' ');
        }
        if (line.length() + result.length() > 79) {
            b.append(line.toString().stripTrailing()).append('\n');
            line.setLength(0);
        }
        line.append(result);
        return b.append(line.toString().stripTrailing()).toString();
    }

    private static int moveNumber(String fen) {
        String[] f = fen.trim().split("\\s+");
        try {
            return f.length >= 6 ? Math.max(1, Integer.parseInt(f[5])) : 1;
        } catch (NumberFormatException e) {
            return 1;
        }
    }

    /** A tag's value on its line: quotes and backslashes escaped, a control character from a definition shown as an escape. */
    private static void tag(StringBuilder b, String name, String value) {
        b.append('[').append(name).append(" \"").append(PrintableText.line(value).replace("\\", "\\\\").replace("\"", "\\\""))
                .append("\"]\n");
    }

    /** One game read back: its tags and moves. */
    public record Parsed(java.util.Map<String, String> tags, List<String> moves, String result) {
    }

    /** Reads every game of a PGN text (tags, moves; comments, variations and NAGs are skipped). */
    public static List<Parsed> read(String text) {
        List<Parsed> games = new ArrayList<>();
        java.util.Map<String, String> tags = new java.util.LinkedHashMap<>();
        StringBuilder body = new StringBuilder();
        for (String line : text.split("\\R")) {
            String t = line.trim();
            Matcher m = TAG.matcher(t);
            if (m.matches()) {
                if (body.length() > 0) {
                    games.add(parseBody(tags, body.toString()));
                    tags = new java.util.LinkedHashMap<>();
                    body.setLength(0);
                }
                tags.put(m.group(1), m.group(2).replace("\\\"", "\"").replace("\\\\", "\\"));
            } else {
                body.append(t).append(' ');
            }
        }
        if (body.toString().isBlank() && !tags.isEmpty() || !body.toString().isBlank()) {
            games.add(parseBody(tags, body.toString()));
        }
        return games;
    }

    private static Parsed parseBody(java.util.Map<String, String> tags, String body) {
        String clean = body.replaceAll("\\{[^}]*\\}", " ").replaceAll(";[^\\n]*", " ");
        while (clean.contains("(")) {
            String next = clean.replaceAll("\\([^()]*\\)", " ");
            if (next.equals(clean)) {
                break;
            }
            clean = next;
        }
        List<String> moves = new ArrayList<>();
        String result = "*";
        for (String token : clean.trim().split("\\s+")) {
            if (token.isEmpty() || token.startsWith("$")) {
                continue;
            }
            if (token.matches("1-0|0-1|1/2-1/2|\\*")) {
                result = token;
                continue;
            }
            String move = token.replaceAll("^\\d+\\.+", "");
            if (!move.isEmpty()) {
                moves.add(move);
            }
        }
        return new Parsed(tags, moves, result);
    }
}
