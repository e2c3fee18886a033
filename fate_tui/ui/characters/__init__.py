"""Making and changing characters outside play: guided creation, quick NPCs, import and export,
advances and GM overrides, recovery's treatment roll.
"""
