package org.variantc.compiler.javagen;

/**
 * What one piece type's leaps, rays or paths need from the generated code, over both sides and
 * every square: whether it has any, and which features its code must handle. A {@code mode} or
 * {@code flags} of -1 varies from move to move and is read from the tables; otherwise it is
 * compiled in as a constant.
 *
 * @param mode   leaps and paths: the whole modes; rays: the mode of every walked square
 * @param flags  rays only: the whole-move flags
 * @param returns paths only: some path ends on its origin (igui, a piece's pass)
 */
public record ComponentView(boolean present, int mode, int flags, boolean initial, boolean enPassant,
                            boolean createsEnPassant, boolean slidesOnly, boolean pass, boolean returns) {
    static final ComponentView NONE = new ComponentView(false, -1, -1, false, false, false, true, false, false);

    public boolean constantMode() {
        return mode >= 0;
    }

    public boolean constantFlags() {
        return flags >= 0;
    }
}
