<#-- A piece's bent lines (BEND_DATA, see FlatTables): along the first leg while its squares are
     empty, turning at each onto the second legs; a square this man already lands on (another
     component, another corner) is not landed on again, as the table engine does. -->
<#macro bendMoves piece mode>
        {
            final long[] reached = bendReached;
            java.util.Arrays.fill(reached, 0L);
            for (int i = start; i < size; i++) {
                final int t = (int) (moves[i] >>> ${enc.toShift}) & ${enc.squareMask};
                reached[t >>> 6] |= 1L << t;
            }
            int at = bendFirst[cell];
            final int end = bendFirst[cell + 1];
            for (long index = 0; at < end; index++) {
                final int m = bendData[at++];
                final int corners = bendData[at++];
                boolean open = (m & INITIAL) == 0 || (v & Mailbox.VIRGIN) != 0;
                for (int k = 0; k < corners; k++) {
                    open &= board[bendData[at++]] == 0;
                    final int turns = bendData[at++];
                    for (int j = 0; j < turns; j++) {
                        final int stop = at + 1 + bendData[at];
                        at++;
                        for (; open && at < stop; at++) {
                            final int to = bendData[at];
                            final int q = board[to];
                            if ((reached[to >>> 6] & 1L << to) == 0) {
                                reached[to >>> 6] |= 1L << to;
                                final long move = from | ${piece.index}L << ${enc.typeShift} | BEND | (long) to << ${enc.toShift} | index << ${enc.indexShift};
<@land piece piece.paths "m" mode "                                "/>
                            }
                            if (q != 0) {
                                break;
                            }
                        }
                        at = stop;
                    }
                }
            }
        }
</#macro>
