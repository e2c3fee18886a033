"""Keys the GM remaps in a settings file: keys.toml in fate-tui's config folder.

    # ~/.config/fate-tui/keys.toml
    [keys]
    "app.roll" = "ctrl+r"
    "table.move" = "v"

Each name is a binding id, shown on the help screen. A mistake (a broken file, a key that is
not text, an id no binding has) is reported in one warning and never stops the app.
"""

from __future__ import annotations

from pathlib import Path

from fate_tui.campaign.user_folders import CONFIG_VARIABLE, config_dir

__all__ = ["CONFIG_VARIABLE", "config_dir", "keys_file", "load_keymap"]


def keys_file(folder: Path | None = None) -> Path:
    return (folder or config_dir()) / "keys.toml"


def load_keymap(folder: Path | None = None) -> tuple[dict[str, str], str | None]:
    """(binding id -> keys, a problem to show or None). A broken file never stops the app."""
    path = keys_file(folder)
    if not path.is_file():
        return {}, None
    import tomllib  # only when there is a file: most GMs have none

    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        return {}, f"{path}: {error}; using the default keys"
    keys = data.get("keys", {})
    if not isinstance(keys, dict):
        return {}, f'{path}: [keys] must be a table of binding id = "key"; using the defaults'
    good = {k: v for k, v in keys.items() if isinstance(k, str) and isinstance(v, str)}
    if len(good) != len(keys):
        return good, f'{path}: every key in [keys] must be text like "ctrl+r"'
    # An entry written above [keys] (or with no [keys] at all) was silently ignored.
    outside = [name for name in data if name != "keys"]
    if outside:
        names = ", ".join(f"'{name}'" for name in outside)
        return good, f"{path}: {names} is not under [keys] and is ignored: put it below [keys]"
    return good, None


def binding_ids() -> set[str]:
    """Every binding id fate-tui declares: the app's and those of every screen, dialog and
    widget under fate_tui.ui. It imports all of them: call it away from the first frame."""
    import importlib
    import inspect
    import pkgutil

    from textual.binding import Binding
    from textual.dom import DOMNode

    import fate_tui.ui

    ids: set[str] = set()
    for info in pkgutil.walk_packages(fate_tui.ui.__path__, "fate_tui.ui."):
        module = importlib.import_module(info.name)
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if issubclass(cls, DOMNode) and cls.__module__ == module.__name__:
                for binding in vars(cls).get("BINDINGS", ()):
                    if isinstance(binding, Binding) and binding.id:
                        ids.add(binding.id)
    return ids


def unknown_ids(keymap: dict[str, str], known: set[str]) -> str | None:
    """What is wrong with the ids in `keymap` that no binding has, or None."""
    from fate_tui.rules.errors import did_you_mean

    unknown = [binding_id for binding_id in keymap if binding_id not in known]
    if not unknown:
        return None
    named = ", ".join(f"'{binding_id}'{did_you_mean(binding_id, known)}" for binding_id in unknown)
    if len(unknown) == 1:
        return f"no binding has the id {named}: it is ignored (the help screen lists the ids)"
    return f"no binding has the ids {named}: they are ignored (the help screen lists the ids)"


def keymap_warning(
    keymap: dict[str, str],
    problem: str | None,
    known: set[str] | None = None,
    folder: Path | None = None,
) -> str | None:
    """Every problem with keys.toml in one message (None when there is none): what
    `load_keymap` found, then the ids that match no binding."""
    problems = [problem] if problem else []
    if keymap:
        unknown = unknown_ids(keymap, binding_ids() if known is None else known)
        if unknown:
            problems.append(f"{keys_file(folder)}: {unknown}")
    return "\n".join(problems) or None
