<#-- A piece's leaps: one jump per table entry; modes compiled in when they never vary. -->
<#macro leapMoves piece mode>
<#assign c = piece.leaps>
        {
            final int first = leapFirst[cell];
            final int end = leapFirst[cell + 1];
            final long base = from | ${piece.index}L << ${enc.typeShift} | LEAP;
            for (int i = first; i < end; i++) {
<#if !c.constantMode()>
                final int m = leapMode[i];
</#if>
<#if c.constantMode()>
<#if has(c.mode, enc.initial)>
                if ((v & Mailbox.VIRGIN) == 0) {
                    break;
                }
</#if>
                final int to = leapTo[i];
                final long move = base | (long) to << ${enc.toShift} | (long) (i - first) << ${enc.indexShift}<#if has(c.mode, enc.createsEnPassant)> | Mailbox.CREATES_EN_PASSANT</#if>;
                final int q = board[to];
<@land piece c c.mode mode "                "/>
<#else>
<#if c.initial>
                if ((m & INITIAL) != 0 && (v & Mailbox.VIRGIN) == 0) {
                    continue;
                }
</#if>
                final int to = leapTo[i];
                final long move = base | (long) to << ${enc.toShift} | (long) (i - first) << ${enc.indexShift}<#if c.createsEnPassant>
                        | ((m & CREATES_EN_PASSANT) != 0 ? Mailbox.CREATES_EN_PASSANT : 0)</#if>;
                final int q = board[to];
<@land piece c "m" mode "                "/>
</#if>
            }
        }
</#macro>

<#-- The same leaps compiled in as offsets (see LeapPattern): the mask says which are on the board. -->
<#macro unrolledLeapMoves piece mode>
<#assign c = piece.leaps>
        {
            final int mask = leapMask[cell];
            final long base = from | ${piece.index}L << ${enc.typeShift} | LEAP;
            long index = 0;
            if (us == 0) {
<@leapOffsets piece c 0 mode/>
            } else {
<@leapOffsets piece c 1 mode/>
            }
        }
</#macro>

<#macro leapOffsets piece c side mode>
<#assign p = piece.leapPattern>
<#assign bit = 1>
<#list p.offsets()[side] as offset>
<#assign m = p.modes()[side][offset?index]>
                if ((mask & ${bit?c}) != 0) {
                    final int to = from + (${offset?c});
<#if has(m, enc.initial)>
                    if ((v & Mailbox.VIRGIN) != 0) {
                        final long move = base | (long) to << ${enc.toShift} | index << ${enc.indexShift}<#if has(m, enc.createsEnPassant)> | Mailbox.CREATES_EN_PASSANT</#if>;
                        final int q = board[to];
<@land piece c m mode "                        "/>
                    }
<#else>
                    final long move = base | (long) to << ${enc.toShift} | index << ${enc.indexShift}<#if has(m, enc.createsEnPassant)> | Mailbox.CREATES_EN_PASSANT</#if>;
                    final int q = board[to];
<@land piece c m mode "                    "/>
</#if>
                    index++;
                }
<#assign bit = bit * 2>
</#list>
</#macro>
