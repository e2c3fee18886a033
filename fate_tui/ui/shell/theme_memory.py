"""The theme chosen in the command palette is the theme of the next run (kept in the GM's
settings file, `fate_tui.campaign.settings`)."""

from __future__ import annotations

from textual.app import App

from fate_tui.campaign.settings import load_settings, remember_theme, settings_file


def restore_theme(app: App) -> str | None:
    """Put back the theme last chosen; a problem with the settings to show, or None."""
    settings, problem = load_settings()
    if settings.theme is None or problem:
        return problem
    if settings.theme not in app.available_themes:
        known = ", ".join(sorted(app.available_themes))
        return f"{settings_file()}: there is no theme '{settings.theme}' (themes: {known})"
    app.theme = settings.theme
    return None


def remember_themes(app: App) -> None:
    """From now on, remember each theme the GM picks (written in the background)."""

    def chosen(theme) -> None:
        app.run_worker(lambda: _remember(app, theme.name), thread=True, group="settings")

    app.theme_changed_signal.subscribe(app, chosen)


def _remember(app: App, theme: str) -> None:
    problem = remember_theme(theme)
    if problem:
        app.call_from_thread(app.notify, problem, severity="warning", timeout=10, markup=False)
