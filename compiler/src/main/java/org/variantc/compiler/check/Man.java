package org.variantc.compiler.check;

/** A man written in a setup or hand: a piece type and a side (0 White, 1 Black). */
record Man(int piece, int side) {
}
