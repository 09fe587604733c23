package org.variantc.compiler.cli;

/** The engine the command line plays with. */
final class Engines {
    private Engines() {
    }

    static Engine installed() {
        return new TableEngine();
    }
}
