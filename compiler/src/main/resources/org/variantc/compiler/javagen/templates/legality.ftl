<#-- Legality, as the runtime documents it: with one royal man, not in check, a move that does
     not touch a square its attacks depend on is legal at once; the rest are tried on the board. -->
<#-- Whether the move's destination is a square whose filling may open an attack on the royal man. -->
<#macro fills><#if view.features.attacks>fill[(int) (move >>> ${enc.toShift}) & ${enc.squareMask}] == stamp<#else>(sensitivity[(int) (move >>> ${enc.toShift}) & ${enc.squareMask}] & Mailbox.FILL) != 0</#if></#macro>
<#macro legality>
    /**
     * Finds the side's royal men: how many (from the counts per type), and with one, its
     * square: where it was last time if it is still there, else the last found on a scan.
     */
    private void findRoyal() {
        royalCount = <#list view.royalTypes as t>counts[${t}]<#sep> + </#sep><#else>0</#list>;
        if (royalCount != 1 || royal >= 0 && ROYAL_CODE[board[royal] & Mailbox.PIECE] && (board[royal] & ${enc.manSide}) == us) {
            return;
        }
        final int[] men = Mailbox.men(pos, us);
        final int n = Mailbox.menCount(pos, us);
        royalCount = 0;
        royal = -1;
        for (int i = 0; i < n; i++) {
            if (ROYAL[((board[men[i]] >>> ${enc.manTypeShift}) & ${enc.manTypeMask}) - 1]) {
                royalCount++;
                royal = men[i];
            }
        }
    }

    /**
     * Whether the royal man stays safe with {@code from} emptied. If so, no move of the man there
     * can expose it, unless it fills a square an attack needs filled or removes other men, which
     * emit still tries; one test for the man instead of one per move.
     */
    private boolean safeWithout(final int from) {
        final int value = board[from];
        board[from] = 0;
        final boolean safe = !attacked(royal);
        board[from] = value;
        return safe;
    }

    /**
     * Adds a move of a man whose leaving its square cannot expose the royal man: legal unless
     * it fills a square an attack needs filled (en passant moves go through {@code emitChecked},
     * paths capturing on the way through {@code emitRisky}).
     */
    private void emitFree(final long move) {
<#if view.features.fill>
        if (filter && <@fills/> && !safe(move)) {
            return;
        }
</#if>
        add(move);
    }
<#if view.features.pathCaptures>

    /** Adds a path move of a free man, tried first if it also captures a man an attack needs in place. */
    private void emitRisky(final long move) {
        if (filter && (<@fills/> || capturesOnALine(move))
                && !safe(move)) {
            return;
        }
        add(move);
    }
</#if>

    /** Adds a move that is tried on the board first when legality is asked for. */
    private void emitChecked(final long move) {
        if (filter && !safe(move)) {
            return;
        }
        add(move);
    }
<#if view.features.pathCaptures>

    /** Whether a path move captures a man whose square an attack on the royal man needs filled. */
    private boolean capturesOnALine(final long move) {
        final int path = pathFirst[((int) (move >>> ${enc.typeShift}) & ${enc.typeMask}) * SQUARES + ((int) move & ${enc.squareMask})]
                + ((int) (move >>> ${enc.indexShift}) & ${enc.indexMask});
        final int last = pathSquareFirst[path + 1] - 1;
        for (int k = pathSquareFirst[path]; k < last; k++) {
            if (pathCondition[k] == 1 && (sensitivity[pathSquare[k]] & Mailbox.VACATE) != 0) {
                return true;
            }
        }
        return false;
    }
</#if>

    /** Whether no royal man of the mover is attacked after the move. */
    private boolean safe(final long move) {
        if (royalCount != 1) {
            pos.make(move);
            final boolean safe = !pos.inCheck(us);
            pos.unmake();
            return safe;
        }
        final int from = (int) move & ${enc.squareMask};
        final int to = (int) (move >>> ${enc.toShift}) & ${enc.squareMask};
        final long kind = move & (${enc.kindMask}L << ${enc.kindShift});
        int n = 0;
        int target = royal;
<#if view.features.drops>
        if (kind == DROP) {
            n = trial(n, to, us | (((int) (move >>> ${enc.typeShift}) & ${enc.typeMask}) + 1) << ${enc.manTypeShift});
        } else
</#if>
<#if view.features.castling>
        if (kind == CASTLE) {
            final int[] c = castling((int) (move >>> ${enc.indexShift}) & ${enc.indexMask});
            final int king = board[c[1]];
            final int rook = board[c[3]];
            n = trial(n, c[1], 0);
            n = trial(n, c[3], 0);
            n = trial(n, c[2], king);
            n = trial(n, c[4], rook);
            target = target == c[1] ? c[2] : target == c[3] ? c[4] : target;
        } else
</#if>
        {
<#if view.features.enPassant>
            if ((move & Mailbox.EN_PASSANT) != 0) {
                n = trial(n, pos.enPassantVictim(), 0);
            }
</#if>
<#if view.features.pathCaptures>
            if (kind == PATH) {
                final int path = pathFirst[((int) (move >>> ${enc.typeShift}) & ${enc.typeMask}) * SQUARES + from] + ((int) (move >>> ${enc.indexShift}) & ${enc.indexMask});
                final int last = pathSquareFirst[path + 1] - 1;
                for (int k = pathSquareFirst[path]; k < last; k++) {
                    if (pathCondition[k] == 1) {
                        n = trial(n, pathSquare[k], 0);
                    }
                }
            }
</#if>
            final int value = board[from];
            n = trial(n, from, 0);
            n = trial(n, to, value);
            if (target == from) {
                target = to;
            }
        }
        final boolean safe = !attacked(target);
        while (n > 0) {
            n--;
            board[trialSquare[n]] = trialValue[n];
        }
        return safe;
    }

    private int trial(final int n, final int sq, final int value) {
        trialSquare[n] = sq;
        trialValue[n] = board[sq];
        board[sq] = value;
        return n + 1;
    }
</#macro>
