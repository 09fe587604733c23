package org.variantc.runtime.rules;

import java.io.Serializable;

/** A jump straight to {@code target}, over anything in between. {@code modes}: see {@link Modes}. */
public record Leap(int target, int modes) implements Serializable {
}
