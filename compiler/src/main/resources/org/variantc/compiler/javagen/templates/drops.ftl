<#-- Drops: each type in hand onto each empty square of its zone, types and squares in order. -->
<#macro dropMoves>
    private void drops() {
        final int[] hand = Mailbox.hand(pos, us);
<#list view.drops as drop>
        if (hand[${drop.type}] != 0) {
            for (int sq : dropSquares${drop.squares}) {
                if (board[sq] == 0) {
                    emit(sq | sq << 8 | ${drop.type}L << 16 | DROP);
                }
            }
        }
</#list>
    }
</#macro>
