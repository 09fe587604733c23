#!/usr/bin/env python3
"""Chu Shogi's reference from HaChu, for HaChuGamesTest: games.py's method, sampled at plies 20,
50 and 80 of HaChu's self-play, whose double moves it keeps as their first leg alone (the game of
this reference took HaChu's igui h6h5,h5h6 at ply 66 as the Lion's capture h6h5).

  chu.py [HACHU] > compiler/src/test/resources/reference/hachu/chu.txt
"""
import sys

from games import reference

HACHU = sys.argv[1] if len(sys.argv) > 1 else "/usr/games/hachu"
reference("chu", 12, HACHU, "Chu Shogi", f"chu.py {HACHU}", plies=(20, 50, 80), first_legs=True)
