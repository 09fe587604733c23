<#-- A piece's multi-leg paths: every intermediate square must meet its condition. -->
<#macro pathMoves piece mode>
<#assign c = piece.paths>
        {
            final int first = pathFirst[cell];
            final int end = pathFirst[cell + 1];
            paths:
            for (int i = first; i < end; i++) {
                final int m = <#if c.constantMode()>${c.mode}<#else>pathModes[i]</#if>;
<#if c.initial>
                if ((m & INITIAL) != 0 && (v & Mailbox.VIRGIN) == 0) {
                    continue;
                }
</#if>
                final int last = pathSquareFirst[i + 1] - 1;
                for (int k = pathSquareFirst[i]; k < last; k++) {
                    final int s = board[pathSquare[k]];
                    switch (pathCondition[k]) {
                        case 0: // empty
                            if (s != 0) {
                                continue paths;
                            }
                            break;
                        case 1: // an enemy, captured
                            if (s == 0 || (s & 1) == us) {
                                continue paths;
                            }
                            break;
                        case 2: // any man, who stays
                            if (s == 0) {
                                continue paths;
                            }
                            break;
                        default: // anything
                            break;
                    }
                }
                final int to = pathSquare[last];
                final long move = from | ${piece.index}L << 16 | PATH | (long) to << 8 | (long) (i - first) << 36<#if c.createsEnPassant>
                        | ((m & CREATES_EN_PASSANT) != 0 ? Mailbox.CREATES_EN_PASSANT : 0)</#if>;
                final int q = board[to];
<@land piece c "m" mode "                "/>
            }
        }
</#macro>
