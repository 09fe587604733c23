package org.variantc.runtime.protocol;

import java.util.List;
import org.variantc.runtime.rules.VariantRules;

/** A game of a {@link VariantCatalogue}: its rules and, per piece type, the XBetza XBoard is told. */
public record CatalogueGame(VariantRules rules, List<XBetza> pieces) {
    public CatalogueGame {
        pieces = List.copyOf(pieces);
    }
}
