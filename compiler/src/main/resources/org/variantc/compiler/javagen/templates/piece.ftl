<#-- One method per piece type and mode: its leaps, rays and paths, only those it has. Mode "Free"
     is for a man whose leaving its square cannot expose the royal man, "Checked" for the rest. -->
<#include "leaps.ftl">
<#include "rays.ftl">
<#include "paths.ftl">
<#include "bends.ftl">
<#macro pieceMoves piece mode>
    /** Piece type ${piece.index}<#if mode == "Checked">, each move tried for legality</#if>. */
    private void piece${piece.index}${mode}(final int from, final int v) {
<#if piece.leaps.present || piece.paths.present && !piece.unrolledPaths() || piece.rays.present && !piece.unrolledRays() || piece.bends>
        final int cell = ${piece.index * view.squares} + from;
</#if>
<#if piece.bends>
        final int start = size;
</#if>
<#if piece.promotions?has_content>
        final boolean promoting = promoteFrom${piece.index}[from] != 0;
</#if>
<#if piece.unrolledLeaps()>
<@unrolledLeapMoves piece mode/>
<#elseif piece.leaps.present>
<@leapMoves piece mode/>
</#if>
<#if piece.unrolledRays()>
<@unrolledRayMoves piece mode/>
<#elseif piece.rays.present>
<@rayMoves piece mode/>
</#if>
<#if piece.unrolledPaths()>
<@unrolledPathMoves piece mode/>
<#elseif piece.paths.present>
<@pathMoves piece mode/>
</#if>
<#if piece.bends>
<@bendMoves piece mode/>
</#if>
    }
<#if piece.rays.present && !piece.rays.slidesOnly>

<@landing piece mode/>
</#if>
<#if piece.jumpRank gt 0>

<@jumping piece mode/>
</#if>
</#macro>

<#-- One emission of a move expression: through the promotion test only where it can promote. -->
<#-- Each writes one whole line, indented by indent. -->
<#macro putDirect piece mode expr indent>
${indent}<#if piece.promotions?has_content>promote${piece.index}${mode}(${expr});<#else>emit${mode}(${expr});</#if>
</#macro>
<#macro put piece mode expr indent>
${indent}<#if piece.promotions?has_content>if (promoting) { promote${piece.index}${mode}(${expr}); } else { emit${mode}(${expr}); }<#else>emit${mode}(${expr});</#if>
</#macro>

<#-- What a move may do on its destination, for a long move in scope: modes is the name of an
     int holding them, or the modes themselves when they are known here. -->
<#macro land piece component modes mode indent>
<#if modes?is_number>
<#local moves = has(modes, enc.move)>
<#local captures = has(modes, enc.capture)>
<#local enPassant = component.enPassant && captures && has(modes, enc.enPassant)>
<#if !moves && !enPassant>
<#if captures>
${indent}if (q != 0 && (q & ${enc.manSide}) != us) {
<@put piece mode "move" indent + "    "/>
${indent}}
</#if>
<#else>
${indent}if (q == 0) {
<#if moves>
<@put piece mode "move" indent + "    "/>
</#if>
<#if enPassant>
${indent}    if (enPassant[to]) {
<@put piece "Checked" "move | Mailbox.EN_PASSANT" indent + "        "/>
${indent}    }
</#if>
<#if captures>
${indent}} else if ((q & ${enc.manSide}) != us) {
<@put piece mode "move" indent + "    "/>
</#if>
${indent}}
</#if>
<#else>
${indent}if (q == 0) {
${indent}    if ((${modes} & MOVE) != 0) {
<@put piece mode "move" indent + "        "/>
${indent}    }
<#if component.enPassant>
${indent}    if ((${modes} & EN_PASSANT) != 0 && (${modes} & CAPTURE) != 0 && enPassant[to]) {
<@put piece "Checked" "move | Mailbox.EN_PASSANT" indent + "        "/>
${indent}    }
</#if>
${indent}} else if ((q & ${enc.manSide}) != us && (${modes} & CAPTURE) != 0) {
<@put piece mode "move" indent + "    "/>
${indent}}
</#if>
</#macro>
