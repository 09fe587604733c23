<#-- Castling, every one compiled in with its squares: both men virgin, the way empty, the King safe;
     each is tried on the board, since the King moves. -->
<#macro castlings>
    private void castlings() {
        if (us == 0) {
<#list view.castlings[0] as c>
<@castling c/>
</#list>
        } else {
<#list view.castlings[1] as c>
<@castling c/>
</#list>
        }
    }

    private boolean virgin(final int value) {
        return value != 0 && (value & ${enc.manSide}) == us && (value & Mailbox.VIRGIN) != 0;
    }

    /** The King's and partner's squares of each castling, for trying it. */
    private static final int[][] CASTLING = {
<#list view.castlings as side><#list side as c>
        {${c.index}, ${c.kingFrom}, ${c.kingTo}, ${c.rookFrom}, ${c.rookTo}},
</#list></#list>
    };

    private static int[] castling(final int index) {
        for (int[] c : CASTLING) {
            if (c[0] == index) {
                return c;
            }
        }
        throw new IllegalStateException("no castling " + index);
    }
</#macro>

<#macro castling c>
            if (virgin(board[${c.kingFrom}]) && virgin(board[${c.rookFrom}])<#if c.checksMen>
                    && ROYAL_CODE[board[${c.kingFrom}] & Mailbox.PIECE] && !ROYAL_CODE[board[${c.rookFrom}] & Mailbox.PIECE]</#if><#list c.empty as sq>
                    && board[${sq}] == 0</#list><#list c.kingPath as sq>
                    && !attacked(${sq})</#list>) {
                emitChecked(${c.kingFrom} | ${c.kingTo} << ${enc.toShift} | (long) (((board[${c.kingFrom}] >>> ${enc.manTypeShift}) & ${enc.manTypeMask}) - 1) << ${enc.typeShift} | CASTLE | ${c.index}L << ${enc.indexShift});
            }
</#macro>
