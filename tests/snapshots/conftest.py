from tests.ui.conftest import _isolated_settings, campaign  # noqa: F401  (shared fixtures)
