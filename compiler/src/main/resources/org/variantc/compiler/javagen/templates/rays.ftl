<#-- A piece's rays. Plain slides are walked inline; hoppers and grasshoppers go through landN. -->
<#macro rayMoves piece>
<#assign c = piece.rays>
        {
            final int first = rayFirst[cell];
            final int end = rayFirst[cell + 1];
            for (int r = first; r < end; r++) {
                final int flags = <#if c.constantFlags()>${c.flags}<#else>rayFlags[r]</#if>;
<#if c.initial>
                if ((flags & INITIAL) != 0 && (v & Mailbox.VIRGIN) == 0) {
                    continue;
                }
</#if>
                final long base = from | ${piece.index}L << 16 | RAY | (long) (r - first) << 36<#if c.createsEnPassant>
                        | ((flags & CREATES_EN_PASSANT) != 0 ? Mailbox.CREATES_EN_PASSANT : 0)</#if>;
                final int stop = raySquareFirst[r + 1];
<#if c.slidesOnly>
                for (int k = raySquareFirst[r]; k < stop; k++) {
                    final int mode = <#if c.constantMode()>${c.mode}<#else>raySquareMode[k]</#if>;
<#if c.pass>
                    if ((mode & PASS) != 0) {
                        continue;
                    }
</#if>
                    final int to = raySquare[k];
                    final int q = board[to];
                    final long move = base | (long) to << 8;
                    if (q == 0) {
                        if ((mode & MOVE) != 0) {
                            ${piece.emitter}(move);
                        }
<#if c.enPassant>
                        if ((flags & EN_PASSANT) != 0 && (mode & CAPTURE) != 0 && enPassant[to]) {
                            ${piece.emitter}(move | Mailbox.EN_PASSANT);
                        }
</#if>
                        continue;
                    }
                    if ((q & 1) != us && (mode & CAPTURE) != 0) {
                        ${piece.emitter}(move);
                    }
                    break;
                }
<#else>
                boolean screened = false;
                final int kind = rayKind[r];
                for (int k = raySquareFirst[r]; k < stop; k++) {
                    final int mode = raySquareMode[k];
                    if ((mode & PASS) != 0) {
                        continue;
                    }
                    final int to = raySquare[k];
                    if (kind == 0) {           // slide
                        if (!land${piece.index}(base, to, mode, flags)) {
                            break;
                        }
                    } else if (kind == 1) {    // hop: past the first man, up to the next
                        if (!screened) {
                            screened = board[to] != 0;
                        } else if (!land${piece.index}(base, to, mode, flags)) {
                            break;
                        }
                    } else if (screened) {     // grasshopper: just behind the first man
                        land${piece.index}(base, to, mode, flags);
                        break;
                    } else {
                        screened = board[to] != 0;
                    }
                }
</#if>
            }
        }
</#macro>

<#macro landing piece>
    /** Emits what a ray of type ${piece.index} may do on {@code to}; whether the ray walks on. */
    private boolean land${piece.index}(final long base, final int to, final int mode, final int flags) {
        final int q = board[to];
        final long move = base | (long) to << 8;
        if (q == 0) {
            if ((mode & MOVE) != 0) {
                ${piece.emitter}(move);
            }
            if ((flags & EN_PASSANT) != 0 && (mode & CAPTURE) != 0 && enPassant[to]) {
                ${piece.emitter}(move | Mailbox.EN_PASSANT);
            }
            return true;
        }
        if ((q & 1) != us && (mode & CAPTURE) != 0) {
            ${piece.emitter}(move);
        }
        return false;
    }
</#macro>
