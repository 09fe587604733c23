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

<#-- The same leaps compiled in as offsets (see LeapPattern): the mask says which are on the board. -->
<#macro unrolledLeapMoves piece>
<#assign c = piece.leaps>
        {
            final int mask = leapMask[cell];
            final long base = from | ${piece.index}L << 16 | LEAP;
            long index = 0;
            if (us == 0) {
<@leapOffsets piece c 0/>
            } else {
<@leapOffsets piece c 1/>
            }
        }
</#macro>

<#macro leapOffsets piece c side>
<#assign p = piece.leapPattern>
<#assign bit = 1>
<#list p.offsets()[side] as offset>
<#assign mode = p.modes()[side][offset?index]>
                if ((mask & ${bit?c}) != 0) {
                    final int m = ${mode?c};
                    final int to = from + (${offset?c});
<#if c.initial>
                    if ((m & INITIAL) == 0 || (v & Mailbox.VIRGIN) != 0) {
</#if>
                    final long move = base | (long) to << 8 | index << 36<#if c.createsEnPassant>
                            | ((m & CREATES_EN_PASSANT) != 0 ? Mailbox.CREATES_EN_PASSANT : 0)</#if>;
                    final int q = board[to];
<@land piece c "m"/>
<#if c.initial>
                    }
</#if>
                    index++;
                }
<#assign bit = bit * 2>
</#list>
</#macro>
