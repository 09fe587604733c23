package org.variantc.compiler.cli;

import java.io.IOException;
import java.nio.file.Path;
import org.variantc.compiler.html.LabValues;
import org.variantc.runtime.rules.VariantRules;

/** {@code --lab DIR}: a lab run's measured values for the page, refused with a message when unreadable or another game's. */
final class LabFile {
    private LabFile() {
    }

    static LabValues read(Path path, VariantRules rules) {
        LabValues values;
        try {
            values = LabValues.read(path);
        } catch (IllegalArgumentException e) {
            throw new CommandFailure("--lab: " + e.getMessage());
        } catch (IOException e) {
            throw new CommandFailure("--lab: cannot read " + path + ": " + e.getMessage());
        }
        if (!values.variant().equals(rules.name())) {
            throw new CommandFailure("--lab: " + path + " holds values measured in " + values.variant() + ", not in "
                    + rules.name());
        }
        return values;
    }
}
