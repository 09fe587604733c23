<#-- A piece's leaps: one jump per table entry; modes compiled in when they never vary. -->
<#macro leapMoves piece>
<#assign c = piece.leaps>
        {
            final int first = leapFirst[cell];
            final int end = leapFirst[cell + 1];
            final long base = from | ${piece.index}L << 16 | LEAP;
            for (int i = first; i < end; i++) {
                final int m = <#if c.constantMode()>${c.mode}<#else>leapMode[i]</#if>;
<#if c.initial>
                if ((m & INITIAL) != 0 && (v & Mailbox.VIRGIN) == 0) {
                    continue;
                }
</#if>
                final int to = leapTo[i];
                final long move = base | (long) to << 8 | (long) (i - first) << 36<#if c.createsEnPassant>
                        | ((m & CREATES_EN_PASSANT) != 0 ? Mailbox.CREATES_EN_PASSANT : 0)</#if>;
                final int q = board[to];
<@land piece c "m"/>
            }
        }
</#macro>
