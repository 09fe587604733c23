package org.variantc.runtime.protocol;

import java.util.List;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.variantc.runtime.notation.PrintableText;

/**
 * The variants an engine session may switch to by name (UCI's {@code UCI_Variant}, XBoard's
 * {@code variant}): the definitions shipped beside the one it was started with, each compiled
 * only when chosen. The runtime cannot compile definitions, so whoever starts the session
 * supplies the names and the loader.
 *
 * @param names  the names offered, as the protocols write them (file stems), sorted
 * @param loader the game of a name; throws {@link IllegalArgumentException} with a message a
 *               person can act on when that definition cannot be played
 */
public record VariantCatalogue(List<String> names, Function<String, CatalogueGame> loader) {
    private static final Pattern SPEAKABLE = Pattern.compile("[a-z0-9][a-z0-9_.+-]{0,63}");

    public VariantCatalogue {
        names = List.copyOf(names);
        for (String name : names) {
            if (!speakable(name)) {
                throw new IllegalArgumentException("'" + PrintableText.line(name) + "' cannot be a variant name");
            }
        }
    }

    /**
     * Whether a protocol can carry {@code name} as a variant name: one lower-case word of letters,
     * digits and {@code - _ . +}, at most 64 long. A file name with a newline, a quote or a comma
     * would otherwise forge lines or features in {@code UCI_Variant} and {@code feature variants}.
     */
    public static boolean speakable(String name) {
        return SPEAKABLE.matcher(name).matches();
    }

    /** A catalogue of the one game a session was started with. */
    public static VariantCatalogue only(CatalogueGame game) {
        String name = Uci.protocolName(game.rules());
        return new VariantCatalogue(List.of(name), n -> game);
    }

    /** The game of {@code name} (any case). @throws IllegalArgumentException when it is not offered or cannot be played */
    public CatalogueGame load(String name) {
        for (String offered : names) {
            if (offered.equalsIgnoreCase(name)) {
                return loader.apply(offered);
            }
        }
        throw new IllegalArgumentException("unknown variant '" + name + "'; this engine offers " + String.join(", ", names));
    }

    /** Whether {@code name} (any case) is offered. */
    public boolean offers(String name) {
        return names.stream().anyMatch(n -> n.equalsIgnoreCase(name));
    }
}
