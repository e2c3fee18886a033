"""Turning campaign TOML data into rules values and back, in the shape a GM writes."""
