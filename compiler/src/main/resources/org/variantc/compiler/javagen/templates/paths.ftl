<#-- A piece's multi-leg paths: every intermediate square must meet its condition. A path may
     come back to its origin (igui, a pass): the mover's square counts as empty, and every pass
     is one move, emitted once (as the table engine does). -->
<#macro pathMoves piece mode>
<#assign c = piece.paths>
        {
            final int first = pathFirst[cell];
            final int end = pathFirst[cell + 1];
<#if c.returns>
            boolean passed = false;
</#if>
            paths:
            for (int i = first; i < end; i++) {
                final int m = <#if c.constantMode()>${c.mode}<#else>pathModes[i]</#if>;
<#if c.initial>
                if ((m & INITIAL) != 0 && (v & Mailbox.VIRGIN) == 0) {
                    continue;
                }
</#if>
                final int last = pathSquareFirst[i + 1] - 1;
<#if c.returns>
                boolean took = false;
</#if>
                for (int k = pathSquareFirst[i]; k < last; k++) {
                    final int s = <#if c.returns>pathSquare[k] == from ? 0 : </#if>board[pathSquare[k]];
                    switch (pathCondition[k]) {
                        case 0: // empty
                            if (s != 0) {
                                continue paths;
                            }
                            break;
                        case 1: // an enemy, captured
                            if (s == 0 || (s & ${enc.manSide}) == us) {
                                continue paths;
                            }
<#if c.returns>
                            took = true;
</#if>
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
<#if c.returns>
                if (to == from && !took) {
                    if (passed || (m & MOVE) == 0) {
                        continue;
                    }
                    passed = true;
                }
</#if>
                final long move = from | ${piece.index}L << ${enc.typeShift} | PATH | (long) to << ${enc.toShift} | (long) (i - first) << ${enc.indexShift}<#if c.createsEnPassant>
                        | ((m & CREATES_EN_PASSANT) != 0 ? Mailbox.CREATES_EN_PASSANT : 0)</#if>;
                final int q = <#if c.returns>to == from ? 0 : </#if>board[to];
<@land piece c "m" view.features.pathCaptures?then(mode?replace("Free", "Risky"), mode) "                "/>
            }
        }
</#macro>

<#-- The same paths compiled in as offsets (see PathPattern): the mask says which are on the board. -->
<#macro unrolledPathMoves piece mode>
<#assign c = piece.paths>
        {
            final int mask = pathMask${piece.index}[from];
            long index = 0;
<#if c.returns>
            boolean passed = false;
</#if>
            if (us == 0) {
<@pathShapes piece c 0 mode/>
            } else {
<@pathShapes piece c 1 mode/>
            }
        }
</#macro>

<#macro pathShapes piece c side mode>
<#assign bit = 1>
<#list piece.pathPattern.shapes()[side] as shape>
<#assign m = shape.modes()>
<#assign emitMode = shape.capturesOnTheWay()?then(mode?replace("Free", "Risky"), mode)>
                if ((mask & ${bit?c}) != 0) {
                    path:
                    {
<#if has(m, enc.initial)>
                        if ((v & Mailbox.VIRGIN) == 0) {
                            break path;
                        }
</#if>
<#list shape.conditions() as condition>
<#assign at = shape.offsets()[condition?index]>
<#if at == 0>
<#-- the mover's own square, empty once he has left it: the tables keep no path that needs a man there -->
<#elseif condition == 0>
                        if (board[from + (${at?c})] != 0) {
                            break path;
                        }
<#elseif condition == 1>
                        final int s${condition?index} = board[from + (${at?c})];
                        if (s${condition?index} == 0 || (s${condition?index} & ${enc.manSide}) == us) {
                            break path;
                        }
<#elseif condition == 2>
                        if (board[from + (${at?c})] == 0) {
                            break path;
                        }
</#if>
</#list>
<#if shape.passes() && has(m, enc.move)>
                        if (passed) {
                            break path;
                        }
                        passed = true;
</#if>
                        final int to = from + (${shape.destination()?c});
                        final long move = from | ${piece.index}L << ${enc.typeShift} | PATH | (long) to << ${enc.toShift} | index << ${enc.indexShift}<#if has(m, enc.createsEnPassant)> | Mailbox.CREATES_EN_PASSANT</#if>;
                        final int q = <#if shape.destination() == 0>0<#else>board[to]</#if>;
<@land piece c m emitMode "                        "/>
                    }
                    index++;
                }
<#assign bit = bit * 2>
</#list>
</#macro>
