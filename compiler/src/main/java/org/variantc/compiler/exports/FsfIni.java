package org.variantc.compiler.exports;

import java.util.List;
import org.variantc.compiler.model.Variant;

/**
 * A definition as one section of Fairy-Stockfish's {@code variants.ini}, for Fairy-Stockfish and
 * pychess to play. Each rule is written as the ini keys that state it, read back by our own
 * importer to the same game; a rule no key states is a reason the export is refused, or (lossy)
 * is written as near as the keys go and listed in the section's opening comment. Nothing is left
 * out without being named.
 */
public final class FsfIni {
    private FsfIni() {
    }

    /** The section, or the reasons there is none. */
    public sealed interface Export permits Section, Refused {
    }

    /**
     * @param name    the section's name, {@code [name]}
     * @param text    the comment and the section, ready to append to a {@code variants.ini}
     * @param dropped the rules the section does not state (only with lossy); empty otherwise
     */
    public record Section(String name, String text, List<String> dropped) implements Export {
        public Section {
            dropped = List.copyOf(dropped);
        }
    }

    public record Refused(List<String> reasons) implements Export {
        public Refused {
            reasons = List.copyOf(reasons);
        }
    }

    /**
     * The export of a checked variant as section {@code name} (null: the game's name in lower
     * case, letters and digits only).
     *
     * @param lossy write the section even when a rule is not stated, listing it
     */
    public static Export of(Variant v, String name, boolean lossy) {
        String section = name != null ? name : sectionName(v.metadata().name());
        FsfSectionWriter writer = new FsfSectionWriter(v);
        writer.write();
        List<String> dropped = writer.dropped();
        if (!dropped.isEmpty() && !lossy) {
            return new Refused(dropped);
        }
        return new Section(section, writer.text(v.metadata().name(), section), dropped);
    }

    /** A name Fairy-Stockfish takes as a section and a UCI_Variant value: lower case letters, digits. */
    public static String sectionName(String gameName) {
        String plain = gameName.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9]", "");
        return plain.isEmpty() ? "variant" : plain;
    }
}
