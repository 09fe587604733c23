#!/usr/bin/env python3
"""HaChu's verdicts on Lion-trading and promotion cases (Chu Shogi), for ChuShogiLionTradingTest.

A maintainer tool, not run by the build. Each case is a hand-built position (men on squares,
HaChu's letters, a1 a White King and l12 a Black one added) and HaChu's move texts from it,
White first; a fresh HaChu 0.21 process gets `setboard` (the board field alone: White to move),
then each move as `usermove` in force mode. The verdict is HaChu's on the last move: `legal`, or
the reason of its `Illegal move {REASON}`; every move before the last must be legal. With
`promote` the verdict also says whether HaChu made the last move a promotion (its `# makemove`
line's promotion bit), so a deferral HaChu turns into a promotion shows.

  liontrade.py [HACHU] > compiler/src/test/resources/reference/hachu/liontrade.txt

Output: `case<TAB>NAME<TAB>MEN<TAB>MOVES<TAB>VERDICT`.
"""
import re
import subprocess
import sys

HACHU = sys.argv[1] if len(sys.argv) > 1 else "/usr/games/hachu"
HEAD = "xboard\nprotover 2\nmemory 64\nnew\nvariant chu\nforce\n"
PROMOTE = 0x00800000  # the promotion bit of HaChu 0.21's move words, as its makemove line prints them

CASES = [
    ("distant protected Lion", "Nf6 nf8 gf9", "f6f8"),
    ("distant unprotected Lion", "Nf6 nf8", "f6f8"),
    ("adjacent protected Lion", "Nf7 nf8 gf9", "f7f8"),
    ("through a Pawn", "Nf6 pf7 nf8 gf9", "f6f7,f7f8"),
    ("through a Go-Between", "Nf6 if7 nf8 gf9", "f6f7,f7f8"),
    ("through a Silver", "Nf6 sf7 nf8 gf9", "f6f7,f7f8"),
    ("promoted Kirin, distant protected Lion", "+Of6 nf8 gf9", "f6f8"),
    ("Lion takes a distant protected promoted Kirin", "Nf6 +of8 gf9", "f6f8"),
    ("counterstrike", "Rf2 nf8 Nc5 rc10", "f2f8 c10c5"),
    ("no Lion taken before", "Rf2 nf8 Nc5 rc10 Ga3", "a3a4 c10c5"),
    ("a Lion answers", "Rf2 nf8 Nc5 nc7", "f2f8 c7c5"),
    ("two moves later", "Rf2 nf8 Nc5 rc10 Ga3 gl10", "f2f8 l10l9 a3a4 c10c5"),
    ("a Lion took the Lion", "Nf6 nf8 Nc5 rc10", "f6f8 c10c5"),
    # promotion: White's zone is ranks 9..12
    ("Pawn enters", "Pf8", "f8f9+"),
    ("Pawn enters, declining", "Pf8", "f8f9"),
    ("Pawn captures inside", "Pf10 pf11", "f10f11+"),
    ("Pawn captures inside, declining", "Pf10 pf11", "f10f11"),
    ("Pawn steps inside", "Pf10", "f10f11+"),
    ("Pawn steps to the last rank", "Pf11", "f11f12+"),
    ("Pawn steps to the last rank, not promoting", "Pf11", "f11f12"),
    ("Pawn captures onto the last rank", "Pf11 pf12", "f11f12+"),
    ("Pawn captures onto the last rank, declining", "Pf11 pf12", "f11f12"),
    ("Lance enters onto the last rank", "Lf5", "f5f12+"),
    ("Lance enters onto the last rank, declining", "Lf5", "f5f12"),
    ("Lance moves inside to the last rank", "Lf10", "f10f12+"),
    ("Lance captures inside onto the last rank, declining", "Lf10 pf12", "f10f12"),
    ("Silver captures inside", "Sf9 pe10", "f9e10+"),
    ("Silver captures leaving", "Sf9 pg8", "f9g8+"),
    ("Silver steps out", "Sf9", "f9g8+"),
    ("Silver steps inside", "Sf10", "f10g9+"),
    ("Gold captures entering", "Gf8 pf9", "f8f9+"),
    ("Gold captures outside", "Gf7 pf8", "f7f8+"),
    ("Dragon King captures inside", "Df9 pf11", "f9f11+"),
    ("Dragon King slides inside", "Df9", "f9f11+"),
]


def board(men):
    grid = [["" for _ in range(12)] for _ in range(12)]
    for man in ("Ka1 kl12 " + men).split():
        piece, square = re.fullmatch(r"(\+?[A-Za-z])([a-l]\d+)", man).groups()
        grid[int(square[1:]) - 1][ord(square[0]) - 97] = piece
    rows = []
    for rank in range(11, -1, -1):
        row, empty = "", 0
        for f in range(12):
            if grid[rank][f]:
                row += (str(empty) if empty else "") + grid[rank][f]
                empty = 0
            else:
                empty += 1
        rows.append(row + (str(empty) if empty else ""))
    return "/".join(rows)


def verdict(men, moves):
    text = HEAD + f"setboard {board(men)}\n" + "".join(f"usermove {m}\n" for m in moves) + "ping 1\nquit\n"
    out = subprocess.run([HACHU], input=text, capture_output=True, text=True, timeout=30).stdout
    illegal = re.findall(r"^Illegal move.*$", out, re.M)
    made = re.findall(r"^# makemove ([0-9a-f]+)", out, re.M)
    if "pong 1" not in out:
        raise RuntimeError(f"HaChu ended on {men} {moves}")
    if illegal and len(made) != len(moves) - 1:
        raise RuntimeError(f"HaChu refused a move before the last: {men} {moves} {illegal}")
    if illegal:
        reason = re.search(r"\{(.*)\}", illegal[0])
        return reason.group(1) if reason else illegal[0]
    return "legal" + (" promoted" if int(made[-1], 16) & PROMOTE else "")


def main():
    print(f"# HaChu's verdicts on hand-built Chu Shogi positions; regenerate with tools/hachu-reference/liontrade.py {HACHU}"
          " (HaChu 0.21, Debian)")
    for name, men, moves in CASES:
        print(f"case\t{name}\t{men}\t{moves}\t{verdict(men, moves.split())}")


if __name__ == "__main__":
    main()
