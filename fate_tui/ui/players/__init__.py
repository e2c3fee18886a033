"""The players' view: its own app (`fate-tui players`), its screens and panels, the preview the GM
opens, and the web server that serves it to browsers (`fate-tui serve`).
"""
