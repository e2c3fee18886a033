# `make run` and `make test` bootstrap a local virtual environment on their own.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
EXAMPLE ?= campaigns/ashen-coast

.PHONY: run test lint format clean venv

$(BIN)/activate:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

$(VENV)/.installed-run: $(BIN)/activate pyproject.toml
	$(BIN)/pip install --quiet -e .
	touch $@

$(VENV)/.installed-dev: $(BIN)/activate pyproject.toml
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $@ $(VENV)/.installed-run

venv: $(VENV)/.installed-dev

run: $(VENV)/.installed-run
	$(BIN)/fate-tui roll --skill Good --vs Fair

test: $(VENV)/.installed-dev
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/pytest

format: $(VENV)/.installed-dev
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache
