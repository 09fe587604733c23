<#-- The attack test: is a square attacked by the other side? Generated from the reverse
     attack tables when the variant fits them, else the runtime's. -->
<#macro attackFields>
<#if view.features.attacks>
    private final int[] attackRayFirst;
    private final int[] attackRayStart;
    private final int[] attackRaySquare;
    private final long[] attackRayMask;
    private final int[] attackLeapFirst;
    private final int[] attackLeapSquare;
    private final long[] attackLeapMask;
<#if view.features.attackHops>
    private final int[] attackHopFirst;
    private final int[] attackHopStart;
    private final int[] attackHopSquare;
    /** Per square of a hop ray, who attacks from there over a screen anywhere before him. */
    private final long[] attackHopMask;
    /** The same over a screen on the ray's first square, next to the target (grasshoppers too). */
    private final long[] attackHopNearMask;
</#if>
<#if view.features.attackPatterns>
    private final int[] attackPatternFirst;
    private final int[] attackPatternStart;
    private final int[] attackPatternSquare;
    private final long[] attackPatternValue;
    private final int[] attackShakyFirst;
    private final int[] attackShakySquare;
    /** Per square, {@code stamp} when a man there may expose the royal man through a pattern. */
    private final int[] shaky = new int[SQUARES];
</#if>
    /** Per square, {@code stamp} when our man there is pinned to the royal man along a ray. */
    private final int[] pinned = new int[SQUARES];
<#if view.features.fill>
<#if view.features.attackPatterns>
    private final int[] attackFillFirst;
    private final int[] attackFillSquare;
</#if>
    /** Per square, {@code stamp} when a man moving there may open an attack on the royal man. */
    private final int[] fill = new int[SQUARES];
</#if>
    private int stamp;
</#if>
</#macro>

<#macro attackTables>
<#if view.features.attacks>
        attackRayFirst = Tables.ATTACK_RAY_FIRST[them];
        attackRayStart = Tables.ATTACK_RAY_START[them];
        attackRaySquare = Tables.ATTACK_RAY_SQUARE[them];
        attackRayMask = Tables.ATTACK_RAY_VALUE[them];
        attackLeapFirst = Tables.ATTACK_LEAP_FIRST[them];
        attackLeapSquare = Tables.ATTACK_LEAP_SQUARE[them];
        attackLeapMask = Tables.ATTACK_LEAP_VALUE[them];
<#if view.features.attackHops>
        attackHopFirst = Tables.ATTACK_HOP_FIRST[them];
        attackHopStart = Tables.ATTACK_HOP_START[them];
        attackHopSquare = Tables.ATTACK_HOP_SQUARE[them];
        attackHopMask = Tables.ATTACK_HOP_VALUE[them];
        attackHopNearMask = Tables.ATTACK_HOP_NEAR_VALUE[them];
</#if>
<#if view.features.attackPatterns>
        attackPatternFirst = Tables.ATTACK_PATTERN_FIRST[them];
        attackPatternStart = Tables.ATTACK_PATTERN_START[them];
        attackPatternSquare = Tables.ATTACK_PATTERN_SQUARE[them];
        attackPatternValue = Tables.ATTACK_PATTERN_VALUE[them];
        attackShakyFirst = Tables.ATTACK_SHAKY_FIRST[them];
        attackShakySquare = Tables.ATTACK_SHAKY_SQUARE[them];
<#if view.features.fill>
        attackFillFirst = Tables.ATTACK_FILL_FIRST[them];
        attackFillSquare = Tables.ATTACK_FILL_SQUARE[them];
</#if>
</#if>
</#if>
</#macro>

<#macro attacked>
<#if view.features.attacks>
    /**
     * Whether a man of the other side could capture on {@code target}. A mask has a bit per
     * attacking board code, so {@code mask >>> value & 1} tests a square's raw value.
     */
    private boolean attacked(final int target) {
        final int[] b = board;
        for (int e = attackLeapFirst[target], end = attackLeapFirst[target + 1]; e < end; e++) {
            if ((attackLeapMask[e] >>> b[attackLeapSquare[e]] & 1L) != 0) {
                return true;
            }
        }
        for (int e = attackRayFirst[target], end = attackRayFirst[target + 1]; e < end; e++) {
            for (int k = attackRayStart[e], stop = attackRayStart[e + 1]; k < stop; k++) {
                final int p = b[attackRaySquare[k]];
                if (p != 0) {
                    if ((attackRayMask[k] >>> p & 1L) != 0) {
                        return true;
                    }
                    break;
                }
            }
        }
<#if view.features.attackHops>
        for (int e = attackHopFirst[target], end = attackHopFirst[target + 1]; e < end; e++) {
            final int first = attackHopStart[e];
            final int stop = attackHopStart[e + 1];
            int k = first;
            while (k < stop && b[attackHopSquare[k]] == 0) {
                k++;
            }
            // k is the screen; the next man beyond him attacks if his mask says so.
            final long[] masks = k == first ? attackHopNearMask : attackHopMask;
            for (k++; k < stop; k++) {
                final int q = b[attackHopSquare[k]];
                if (q != 0) {
                    if ((masks[k] >>> q & 1L) != 0) {
                        return true;
                    }
                    break;
                }
            }
        }
</#if>
<#if view.features.attackPatterns>
        return attackedByPattern(target);
    }

    private boolean attackedByPattern(final int target) {
        final int[] b = board;
        patterns:
        for (int e = attackPatternFirst[target], end = attackPatternFirst[target + 1]; e < end; e++) {
            // The attacker first: most patterns end there, on a square without one.
            final int last = attackPatternStart[e + 1] - 1;
            final int source = attackPatternSquare[last];
            final int attacker = b[source & 0xFF];
            if ((attackPatternValue[last] >>> attacker & 1L) == 0
                    || (source & 0x100) != 0 && (attacker & Mailbox.VIRGIN) == 0) {
                continue;
            }
            for (int k = attackPatternStart[e]; k < last; k++) {
                final int p = b[attackPatternSquare[k]];
                switch ((int) attackPatternValue[k]) {
                    case 0: // empty
                        if (p != 0) {
                            continue patterns;
                        }
                        break;
                    case 1: // occupied
                        if (p == 0) {
                            continue patterns;
                        }
                        break;
                    case 2: // a man of the side under attack
                        if (p == 0 || (p & ${enc.manSide}) == them) {
                            continue patterns;
                        }
                        break;
                    default: // not the attacker's
                        if (p != 0 && (p & ${enc.manSide}) == them) {
                            continue patterns;
                        }
                        break;
                }
            }
            return true;
        }
        return false;
    }
<#else>
        return false;
    }
</#if>

    /**
     * Whether the royal man is attacked now, from the rays and leaps onto its square (and the
     * patterns); if not, marks our men pinned to it: the first man on a ray when the next man
     * beyond him attacks along it. The others may move without exposing it (a pattern's
     * squares aside, which {@code shaky} marks for a test of their own).
     */
    private boolean scanRoyal() {
        if (++stamp == 0) {
            java.util.Arrays.fill(pinned, 0);
<#if view.features.fill>
            java.util.Arrays.fill(fill, 0);
</#if>
<#if view.features.attackPatterns>
            java.util.Arrays.fill(shaky, 0);
</#if>
            stamp = 1;
        }
        final int[] b = board;
        final int target = royal;
        for (int e = attackLeapFirst[target], end = attackLeapFirst[target + 1]; e < end; e++) {
            if ((attackLeapMask[e] >>> b[attackLeapSquare[e]] & 1L) != 0) {
                return true;
            }
        }
        for (int e = attackRayFirst[target], end = attackRayFirst[target + 1]; e < end; e++) {
            final int stop = attackRayStart[e + 1];
            int k = attackRayStart[e];
            while (k < stop && b[attackRaySquare[k]] == 0) {
                k++;
            }
            if (k == stop) {
                continue;
            }
            final int p = b[attackRaySquare[k]];
            if ((attackRayMask[k] >>> p & 1L) != 0) {
                return true;
            }
            if ((p & ${enc.manSide}) != us) {
                continue;
            }
            final int shield = attackRaySquare[k];
            for (k++; k < stop; k++) {
                final int q = b[attackRaySquare[k]];
                if (q != 0) {
                    if ((attackRayMask[k] >>> q & 1L) != 0) {
                        pinned[shield] = stamp;
                    }
                    break;
                }
            }
        }
<#if view.features.attackHops>
        // Hop rays: the second man attacks over the first (the screen), or else our screen or
        // our second man is pinned when the third man would attack over the other, and a man
        // moving before the screen fills a square when the screen would attack over it.
        for (int e = attackHopFirst[target], end = attackHopFirst[target + 1]; e < end; e++) {
            final int first = attackHopStart[e];
            final int stop = attackHopStart[e + 1];
            int k = first;
            while (k < stop && b[attackHopSquare[k]] == 0) {
                k++;
            }
            if (k == stop) {
                continue;
            }
            final int screen = k++;
            final int s = b[attackHopSquare[screen]];
            if ((attackHopMask[screen] >>> s & 1L) != 0) {
                for (int j = first; j < screen; j++) {
                    fill[attackHopSquare[j]] = stamp;
                }
            } else if (screen > first && (attackHopNearMask[screen] >>> s & 1L) != 0) {
                fill[attackHopSquare[first]] = stamp;
            }
            while (k < stop && b[attackHopSquare[k]] == 0) {
                k++;
            }
            if (k == stop) {
                continue;
            }
            final long[] masks = screen == first ? attackHopNearMask : attackHopMask;
            final int second = k++;
            final int q = b[attackHopSquare[second]];
            if ((masks[second] >>> q & 1L) != 0) {
                return true;
            }
            // Our screen stepping next to the target lets a grasshopper behind him land there.
            if ((s & ${enc.manSide}) == us && screen > first && (attackHopNearMask[second] >>> q & 1L) != 0) {
                pinned[attackHopSquare[screen]] = stamp;
            }
            while (k < stop && b[attackHopSquare[k]] == 0) {
                k++;
            }
            if (k == stop) {
                continue;
            }
            // Without the screen the second man screens (never next to the target); without
            // the second man the screen stays.
            final int third = b[attackHopSquare[k]];
            if ((s & ${enc.manSide}) == us && (attackHopMask[k] >>> third & 1L) != 0) {
                pinned[attackHopSquare[screen]] = stamp;
            }
            if ((q & ${enc.manSide}) == us && (masks[k] >>> third & 1L) != 0) {
                pinned[attackHopSquare[second]] = stamp;
            }
        }
</#if>
<#if view.features.attackPatterns>
        if (attackedByPattern(target)) {
            return true;
        }
        for (int e = attackShakyFirst[target], end = attackShakyFirst[target + 1]; e < end; e++) {
            shaky[attackShakySquare[e]] = stamp;
        }
<#if view.features.fill>
        for (int e = attackFillFirst[target], end = attackFillFirst[target + 1]; e < end; e++) {
            fill[attackFillSquare[e]] = stamp;
        }
</#if>
</#if>
        return false;
    }
<#else>
    /** Whether a man of the other side could capture on {@code target}: the runtime's test. */
    private boolean attacked(final int target) {
        return pos.isAttacked(target, them);
    }
</#if>
</#macro>
