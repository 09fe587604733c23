package org.variantc.compiler.check;

import java.util.LinkedHashMap;
import java.util.Map;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.Zone;
import org.variantc.compiler.syntax.ZonesDecl;

/**
 * The {@code zones { … }} block to named square sets. A zone may use the names given before it
 * in the block, so no name can stand for itself.
 */
final class ZoneNames {
    private ZoneNames() {
    }

    /** The named zones, in block order; an empty map without a block or a board. */
    static Map<String, Zone> read(ZonesDecl decl, Board board, Diagnostics diagnostics) {
        Map<String, Zone> names = new LinkedHashMap<>();
        if (decl == null || board == null) {
            return Map.of();
        }
        Map<String, Integer> lines = new LinkedHashMap<>();
        for (ZonesDecl.Named named : decl.zones()) {
            String name = named.name().text();
            if (lines.containsKey(name)) {
                diagnostics.error(named.name().span(), "the zone '" + name + "' is named twice; the first is at line "
                        + lines.get(name));
                continue;
            }
            Zone zone = new ZoneResolver(board, Map.copyOf(names), diagnostics).resolve(named.zone());
            lines.put(name, named.name().span().line());
            names.put(name, zone);
        }
        return Map.copyOf(names);
    }
}
