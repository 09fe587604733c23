<#-- Drops: each type in hand onto each empty square of its zone, types and squares in order. -->
<#macro dropMoves>
    private void drops() {
        final int[] hand = Mailbox.hand(pos, us);
        // A drop leaves no square, so it can expose the King only when he is in check already,
        // or by filling a square an attack needs filled, which emitFree tests.
        final boolean checked = filter && needAll;
<#list view.drops as drop>
        // Plain drops a selection will not keep are not made (MoveSelection.mayKeepPlainDrops).
        final boolean plain${drop?index} = selection == null || selection.mayKeepPlainDrops(${drop.type});
        if (hand[${drop.type}] != 0<#if drop.face lt 0> && plain${drop?index}</#if>) {
            for (int sq : dropSquares${drop.squares}) {
                if (board[sq] == 0) {
                    final long move = sq | sq << ${enc.toShift} | ${drop.type}L << ${enc.typeShift} | DROP;
                    if (plain${drop?index}) {
                        if (checked) {
                            emitChecked(move);
                        } else {
                            emitFree(move);
                        }
                    }
<#if drop.face gte 0>
                    // The same man face up (promoted drops): it blocks and exposes as the plain one.
                    if (checked) {
                        emitChecked(move | ${drop.faceBits}L << ${enc.promotionShift});
                    } else {
                        emitFree(move | ${drop.faceBits}L << ${enc.promotionShift});
                    }
</#if>
                }
            }
        }
</#list>
    }
</#macro>
