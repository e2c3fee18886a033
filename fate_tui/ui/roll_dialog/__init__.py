"""The Roll dialog and everything only it uses: its pickers, the split attack, the no-roll choice,
the setup and result panes, the odds bars, the invokes list, its memory of the last choices and
its words for reach.
"""
