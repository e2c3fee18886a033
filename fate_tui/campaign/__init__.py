"""Campaign files: reading, checking and writing the TOML files of a campaign folder.

The generic file layer sits at the bottom and knows TOML, not Fate:
``problems`` (what is wrong, where), ``atomic`` (crash-safe saves that never
overwrite a newer edit), ``tomlfile`` (reading a file into values or one clear
problem) and ``writeback`` (applying changed values to the text the GM wrote,
keeping comments and layout).
"""
