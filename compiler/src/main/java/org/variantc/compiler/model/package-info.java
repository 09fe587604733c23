/**
 * The checked model: a variant definition with its meaning given and every error already
 * reported. Produced by {@code compiler/check}; consumed by the backends ({@code tables}, and
 * later Java source and HTML). Nothing after the checker re-validates what is here.
 *
 * <p>Squares are numbered {@code file + rank * files} from zero (a1 = 0). Zones and castling
 * are written from White's side; Black's are the mirror image across the board's horizontal
 * midline (rank r becomes rank ranks-1-r), which is how every shipped game arranges Black.
 */
package org.variantc.compiler.model;
