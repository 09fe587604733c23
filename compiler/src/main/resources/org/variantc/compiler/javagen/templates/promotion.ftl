<#-- A promoting type's emitter: the first offer whose zone the move enters (touching: starts or ends in) applies. -->
<#macro promotions piece mode>
    /** Emits a move of type ${piece.index}, once per promotion choice when it enters a zone. */
    private void promote${piece.index}${mode}(final long move) {
        final int from = (int) move & ${enc.squareMask};
        final int to = (int) (move >>> ${enc.toShift}) & ${enc.squareMask};
<#list piece.promotions as offer>
<#if offer.capturing>
        // Only a capture is offered it; the victim still stands on its square while moves are made
        // (a move back to its own square, a pass or igui, takes nothing there).
        if (board[to] != 0 && to != from && (zone${offer.zone}[to] != 0<#if offer.touching> || zone${offer.zone}[from] != 0</#if>)) {
<#elseif offer.touching>
        if (zone${offer.zone}[to] != 0 || zone${offer.zone}[from] != 0) {
<#else>
        if (zone${offer.zone}[to] != 0 && zone${offer.zone}[from] == 0) {
</#if>
<#if offer.quota gt 0>
            final boolean quota = <#list offer.quotaTypes as t>counts[${t}] < ${offer.quota}<#sep> || </#sep></#list>;
</#if>
<#if offer.optional>
            int offered = 0;
</#if>
<#list offer.choices as choice>
            if (<#if choice.limited>counts[${choice.type}] < ${choice.limit}<#else>true</#if><#if offer.quota gt 0> && (!quota || counts[${choice.type}] < ${offer.quota})</#if>) {
                emit${mode}(move | ${choice.bits}L << ${enc.promotionShift});
<#if offer.optional>
                offered++;
</#if>
            }
</#list>
<#if offer.optional>
            // With every choice at its limit nothing is offered, so nothing is declined: a plain move.
            emit${mode}(offered == 0 ? move : move | Mailbox.DECLINED);
</#if>
            return;
        }
</#list>
        emit${mode}(move);
    }
</#macro>
