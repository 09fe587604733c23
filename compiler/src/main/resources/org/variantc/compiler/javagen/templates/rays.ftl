<#-- A piece's rays. Plain slides are walked inline; hoppers and grasshoppers go through landN. -->
<#macro rayMoves piece mode>
<#assign c = piece.rays>
<#if piece.raysOnlyInitial()>
        if ((v & Mailbox.VIRGIN) != 0) {
<#else>
        {
</#if>
            final int first = rayFirst[cell];
            final int end = rayFirst[cell + 1];
            for (int r = first; r < end; r++) {
                final int flags = <#if c.constantFlags()>${c.flags}<#else>rayFlags[r]</#if>;
<#if c.initial && !piece.raysOnlyInitial()>
                if ((flags & INITIAL) != 0 && (v & Mailbox.VIRGIN) == 0) {
                    continue;
                }
</#if>
                final long base = from | ${piece.index}L << ${enc.typeShift} | RAY | (long) (r - first) << ${enc.indexShift}<#if c.createsEnPassant>
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
                    final long move = base | (long) to << ${enc.toShift};
                    if (q == 0) {
                        if ((mode & MOVE) != 0) {
<@put piece mode "move" "                            "/>
                        }
<#if c.enPassant>
                        if ((flags & EN_PASSANT) != 0 && (mode & CAPTURE) != 0 && enPassant[to]) {
<@put piece "Checked" "move | Mailbox.EN_PASSANT" "                            "/>
                        }
</#if>
                        continue;
                    }
                    if ((q & ${enc.manSide}) != us && (mode & CAPTURE) != 0) {
<@put piece mode "move" "                        "/>
                    }
<#if piece.jumpRank gt 0>
                    jump${piece.index}${mode}(base, k, stop, q);
</#if>
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
                        if (!land${piece.index}${mode}(base, to, mode, flags)) {
<#if piece.jumpRank gt 0>
                            jump${piece.index}${mode}(base, k, stop, board[to]);
</#if>
                            break;
                        }
                    } else if (kind == 1) {    // hop: past the first man, up to the next
                        if (!screened) {
                            screened = board[to] != 0;
                        } else if (!land${piece.index}${mode}(base, to, mode, flags)) {
                            break;
                        }
                    } else if (screened) {     // grasshopper: just behind the first man
                        land${piece.index}${mode}(base, to, mode, flags);
                        break;
                    } else {
                        screened = board[to] != 0;
                    }
                }
</#if>
            }
        }
</#macro>

<#-- The same rays compiled in as steps (see RayPattern): a per-square table gives their lengths. -->
<#macro unrolledRayMoves piece mode>
<#assign c = piece.rays>
<#if piece.raysOnlyInitial()>
        if ((v & Mailbox.VIRGIN) != 0) {
<#else>
        {
</#if>
            long index = 0;
            if (us == 0) {
<@raySteps piece c 0 mode/>
            } else {
<@raySteps piece c 1 mode/>
            }
        }
</#macro>

<#macro raySteps piece c side mode>
<#assign directions = piece.rayPattern.directions()[side]>
                final int lengths = from * ${directions?size};
<#list directions as d>
                {
                    int length = rayLength${piece.index}[lengths + ${d?index}];
                    if (length != 0) {
                        final long base = from | ${piece.index}L << ${enc.typeShift} | RAY | index << ${enc.indexShift}<#if has(c.flags, enc.createsEnPassant)> | Mailbox.CREATES_EN_PASSANT</#if>;
<#if d.uniform()>
                        int to = from;
                        do {
                            to += (${d.step()?c});
                            final int q = board[to];
                            if (q == 0) {
<#if has(d.mode(), enc.move)>
<@put piece mode "base | (long) to << ${enc.toShift}" "                                "/>
</#if>
                                continue;
                            }
<#if has(d.mode(), enc.capture)>
                            if ((q & ${enc.manSide}) != us) {
<@put piece mode "base | (long) to << ${enc.toShift}" "                                "/>
                            }
</#if>
                            break;
                        } while (--length != 0);
<#else>
                        walk:
                        {
<#list d.modes() as m>
<#if m?index gt 0>
                            if (length == ${m?index}) {
                                break walk;
                            }
</#if>
                            final int to${m?index} = from + (${(d.step() * (m?index + 1))?c});
                            final int q${m?index} = board[to${m?index}];
                            if (q${m?index} != 0) {
<#if has(m, enc.capture)>
                                if ((q${m?index} & ${enc.manSide}) != us) {
<@put piece mode "base | (long) to${m?index} << ${enc.toShift}" "                                    "/>
                                }
</#if>
                                break walk;
                            }
<#if has(m, enc.move)>
<@put piece mode "base | (long) to${m?index} << ${enc.toShift}" "                            "/>
</#if>
</#list>
                        }
</#if>
                        index++;
                    }
                }
</#list>
</#macro>

<#macro landing piece mode>
    /** Emits what a ray of type ${piece.index} may do on {@code to}; whether the ray walks on. */
    private boolean land${piece.index}${mode}(final long base, final int to, final int mode, final int flags) {
        final int q = board[to];
        final long move = base | (long) to << ${enc.toShift};
        if (q == 0) {
            if ((mode & MOVE) != 0) {
<@putDirect piece mode "move" "                "/>
            }
            if ((flags & EN_PASSANT) != 0 && (mode & CAPTURE) != 0 && enPassant[to]) {
<@putDirect piece "Checked" "move | Mailbox.EN_PASSANT" "                "/>
            }
            return true;
        }
        if ((q & ${enc.manSide}) != us && (mode & CAPTURE) != 0) {
<@putDirect piece mode "move" "            "/>
        }
        return false;
    }
</#macro>

<#-- A range jumper's captures past the man that stopped its slide (RangeJumping): over men of a
     lower rank, either side's, onto an enemy man of a lower rank, up to the first man whose rank is not lower. -->
<#macro jumping piece mode>
    /** Range-jumping captures of type ${piece.index} past the man {@code stopMan} on ray square {@code k}. */
    private void jump${piece.index}${mode}(final long base, final int k, final int stop, final int stopMan) {
        if (jumpRank(stopMan) >= ${piece.jumpRank}) {
            return;
        }
        for (int j = k + 1; j < stop; j++) {
            final int mode = raySquareMode[j];
            final int to = raySquare[j];
            final int q = board[to];
            if ((mode & PASS) != 0 || q == 0) {
                continue;
            }
            if (jumpRank(q) >= ${piece.jumpRank}) {
                return;
            }
            if ((q & ${enc.manSide}) != us && (mode & CAPTURE) != 0) {
                final long move = base | (long) to << ${enc.toShift};
<@putDirect piece mode "move" "                "/>
            }
        }
    }
</#macro>
