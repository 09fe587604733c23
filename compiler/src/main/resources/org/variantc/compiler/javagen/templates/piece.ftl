<#-- One method per piece type: its leaps, rays and paths, only those it has. -->
<#include "leaps.ftl">
<#include "rays.ftl">
<#include "paths.ftl">
<#macro pieceMoves piece>
    /** Piece type ${piece.index}. */
    private void piece${piece.index}(final int from, final int v) {
        final int cell = ${piece.index * view.squares} + from;
<#if piece.unrolledLeaps()>
<@unrolledLeapMoves piece/>
<#elseif piece.leaps.present>
<@leapMoves piece/>
</#if>
<#if piece.rays.present>
<@rayMoves piece/>
</#if>
<#if piece.paths.present>
<@pathMoves piece/>
</#if>
    }
<#if piece.rays.present && !piece.rays.slidesOnly>

<@landing piece/>
</#if>
</#macro>

<#-- What a move may do on its destination, for an int m of modes and a long move in scope. -->
<#macro land piece component flagsName>
                if (q == 0) {
                    if ((${flagsName} & MOVE) != 0) {
                        ${piece.emitter}(move);
                    }
<#if component.enPassant>
                    if ((${flagsName} & EN_PASSANT) != 0 && (${flagsName} & CAPTURE) != 0 && enPassant[to]) {
                        ${piece.emitter}(move | Mailbox.EN_PASSANT);
                    }
</#if>
                } else if ((q & 1) != us && (${flagsName} & CAPTURE) != 0) {
                    ${piece.emitter}(move);
                }
</#macro>
