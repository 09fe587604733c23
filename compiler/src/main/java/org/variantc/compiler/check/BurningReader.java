package org.variantc.compiler.check;

import java.util.ArrayList;
import java.util.List;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.model.Burning;
import org.variantc.compiler.syntax.BurningDecl;
import org.variantc.compiler.syntax.Word;

/**
 * Reads {@code burning}: the burning types resolved, each named once, and only in a game without
 * royal men (check is judged by attacks, which do not see a burn; Tenjiku as HaChu plays it has no
 * check, its King a common man).
 */
final class BurningReader {
    private final PieceIds ids;
    private final List<Boolean> royal;
    private final Diagnostics diagnostics;

    BurningReader(PieceIds ids, List<Boolean> royal, Diagnostics diagnostics) {
        this.ids = ids;
        this.royal = royal;
        this.diagnostics = diagnostics;
    }

    Burning read(BurningDecl decl) {
        if (decl == null) {
            return null;
        }
        if (royal.contains(true)) {
            diagnostics.error(decl.span(), "burning needs a game without royal men: check is judged by attacks,"
                    + " which do not see a burn (make the King a common man and end the game with 'lose when no K left')");
            return null;
        }
        List<Integer> burners = new ArrayList<>();
        for (Word w : decl.ids()) {
            int type = TypeWords.type(ids, w, burners, "burning", diagnostics);
            if (type >= 0) {
                burners.add(type);
            }
        }
        return new Burning(burners, decl.ownToo());
    }
}
