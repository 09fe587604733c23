package org.variantc.compiler.betza;

import java.util.ArrayList;
import java.util.List;

/**
 * The modifiers written before one leg, sorted into directions and modes. Errors about letters
 * that are not ours are collected with their offsets.
 */
final class LegPrefix {
    final List<Modifier> directions = new ArrayList<>();
    final List<Modifier> modes = new ArrayList<>();
    Modifier halfling;

    /** Splits the letters (each with its offset) into tokens; two-letter directions first. */
    static LegPrefix read(List<Modifier> letters, List<BetzaError> errors) {
        LegPrefix prefix = new LegPrefix();
        int i = 0;
        while (i < letters.size()) {
            Modifier here = letters.get(i);
            char c = here.text().charAt(0);
            char next = i + 1 < letters.size() ? letters.get(i + 1).text().charAt(0) : 0;
            char after = i + 2 < letters.size() ? letters.get(i + 2).text().charAt(0) : 0;
            if (c == 'h' && next == 'h') {
                if (prefix.halfling != null) {
                    // hhhhR read as hhR while hhhR was refused: a repeat is refused as the odd h is
                    errors.add(new BetzaError(here.offset(), "'hh' (halfling) is written twice; once is enough"));
                }
                prefix.halfling = new Modifier("hh", here.offset());
                i += 2;
            } else if (Directions.isDirection(c) && Directions.PAIRS.contains("" + c + next)
                       && !(next == 'h' && after == 'h')) {
                prefix.directions.add(new Modifier("" + c + next, here.offset()));
                i += 2;
            } else if (c == 'h') {
                errors.add(new BetzaError(here.offset(),
                    "'h' (half) must follow a direction, as in fh or sh; 'hh' marks an absolute halfling"));
                i++;
            } else if (Directions.isDirection(c)) {
                prefix.directions.add(here);
                i++;
            } else if (ModifierLetters.isMode(c)) {
                prefix.modes.add(here);
                i++;
            } else {
                errors.add(new BetzaError(here.offset(), unsupported(c)));
                i++;
            }
        }
        return prefix;
    }

    boolean has(char mode) {
        return modes.stream().anyMatch(m -> m.text().charAt(0) == mode);
    }

    Modifier mode(char mode) {
        return modes.stream().filter(m -> m.text().charAt(0) == mode).findFirst().orElseThrow();
    }

    List<String> directionTexts() {
        return directions.stream().map(Modifier::text).toList();
    }

    private static String unsupported(char c) {
        String what = switch (c) {
            case 'z' -> " (crooked moves)";
            case 'q' -> " (circular moves)";
            case 'd' -> " (capturing one's own men)";
            case 'u' -> " (unloading)";
            case 'k' -> " (the king-capture marker)";
            default -> "";
        };
        return "modifier '" + c + "'" + what + " is not supported; the modifiers are " + ModifierLetters.listed();
    }
}
