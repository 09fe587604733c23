package org.variantc.compiler.words;

import java.util.ArrayList;
import java.util.List;
import org.variantc.compiler.model.Variant;
import org.variantc.runtime.rules.Outcome;

/** The small words the sentences share: ids, names, sides and results. */
final class Names {
    private Names() {
    }

    /** The ids of the types, space-separated, as the language lists them. */
    static String ids(List<Integer> types, Variant v) {
        return String.join(" ", types.stream().map(t -> v.pieces().get(t).id()).toList());
    }

    /** The ids of a type set (bit = type), space-separated. */
    static String ids(long types, Variant v) {
        return ids(members(types, v), v);
    }

    /** The names of the types as a list in words: "Rook, Knight or Queen". */
    static String names(List<Integer> types, Variant v, String last) {
        List<String> names = types.stream().map(t -> v.pieces().get(t).name()).toList();
        if (names.size() <= 1) {
            return String.join("", names);
        }
        return String.join(", ", names.subList(0, names.size() - 1)) + " " + last + " " + names.get(names.size() - 1);
    }

    static String names(long types, Variant v, String last) {
        return names(members(types, v), v, last);
    }

    static List<Integer> members(long types, Variant v) {
        List<Integer> out = new ArrayList<>();
        for (int t = 0; t < v.pieces().size(); t++) {
            if ((types & 1L << t) != 0) {
                out.add(t);
            }
        }
        return out;
    }

    static String player(int side) {
        return side == 0 ? "White" : "Black";
    }

    static String side(int side) {
        return side == 0 ? "white" : "black";
    }

    /** A result as a player gets it: "wins", "loses", "draws". */
    static String gets(Outcome o) {
        return switch (o) {
            case WIN -> "wins";
            case LOSS -> "loses";
            case DRAW -> "draws";
        };
    }

    /** A result as the language's verb: "win", "lose", "draw". */
    static String verb(Outcome o) {
        return switch (o) {
            case WIN -> "win";
            case LOSS -> "lose";
            case DRAW -> "draw";
        };
    }

    static String capitalised(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
