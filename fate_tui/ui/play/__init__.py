"""The play flows the Table runs: conflicts, contests, challenges, obstacles and hazards,
countdowns, compels, moves, ending a scene, quick rolls, the big bad's edits, bringing
characters in, and the harm a hit does (the absorb dialog and naming consequences).
"""
