# `make run` and `make test` bootstrap a local virtual environment on their own.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
EXAMPLE ?= campaigns/ashen-coast
# Play happens on a copy, so trying the app never changes the bundled example.
PLAY := .play/$(notdir $(EXAMPLE))

.PHONY: run test format clean venv screenshots bench

# uv (from PyPI) installs the packages: on 2 cores it sets up the test tools in seconds where
# pip took minutes, which counts against `make test`'s budget on a fresh clone.
$(BIN)/activate:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet uv

UV_INSTALL := $(BIN)/uv pip install --quiet --native-tls --python $(BIN)/python

$(VENV)/.installed-run: $(BIN)/activate pyproject.toml
	$(UV_INSTALL) -e .
	touch $@

$(VENV)/.installed-dev: $(BIN)/activate pyproject.toml
	$(UV_INSTALL) -e '.[dev]'
	touch $@ $(VENV)/.installed-run

venv: $(VENV)/.installed-dev

run: $(VENV)/.installed-run
	@test -d $(PLAY) || { mkdir -p .play && cp -R $(EXAMPLE) $(PLAY); }
	$(BIN)/fate-tui $(PLAY)

# mypy (about 20 s of one core on a fresh checkout) runs beside the tests, which leave a core
# idle now and then; its report is printed when the tests end, and either failing fails the run.
# `--dist worksteal`: a worker that runs out of tests takes some of another's, so a run does not
# end with one worker still working through a queue of long journeys while the others idle.
test: $(VENV)/.installed-dev
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/lint-imports
	@$(BIN)/mypy > $(VENV)/mypy.log 2>&1 & types=$$!; \
	echo "$(BIN)/pytest -n auto --dist worksteal   (with $(BIN)/mypy beside it)"; \
	$(BIN)/pytest -n auto --dist worksteal; tests=$$?; \
	wait $$types; typed=$$?; \
	echo "$(BIN)/mypy:"; cat $(VENV)/mypy.log; \
	[ $$tests -eq 0 ] && [ $$typed -eq 0 ]

# SVG and PNG screenshots of every screen, on a temporary copy of the Ashen Coast; then the
# served players' view in headless Chromium (Debian's `chromium` package).
screenshots: $(VENV)/.installed-dev
	$(BIN)/python screenshots/make_screenshots.py
	@command -v chromium >/dev/null || command -v chromium-browser >/dev/null || { \
		echo "The served players' view is photographed in headless Chromium, which is not installed."; \
		echo "Install it with: sudo apt install chromium   (then run make screenshots again)"; \
		exit 1; }
	$(BIN)/python screenshots/players_page.py

format: $(VENV)/.installed-dev
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .mypy_cache .play

# Speed and memory against the targets in docs/performance.md (takes a few minutes; the last
# one runs the apps in tmux: `apt-get install tmux` first).
# A bench that misses a target exits 1; the '-' lets the others run all the same.
bench: $(VENV)/.installed-dev
	-$(BIN)/python bench/bench_campaign.py
	-$(BIN)/python bench/bench_startup.py
	-$(BIN)/python bench/bench_players.py
	-$(BIN)/python bench/bench_check.py
	-$(BIN)/python bench/bench_terminal.py
