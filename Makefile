# Each target creates .venv if needed and installs the project into it, so a fresh
# clone needs only `make run` or `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test lint typecheck pytest bench validate schema clean

$(PY):
	$(PYTHON) -m venv $(VENV)

$(STAMP): $(PY) pyproject.toml
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

run: $(STAMP)
	$(PY) -m bot

test: $(STAMP) lint typecheck pytest

lint: $(STAMP)
	$(PY) -m ruff check bot tests benchmarks
	$(PY) -m ruff format --check bot tests benchmarks

typecheck: $(STAMP)
	$(PY) -m mypy bot

pytest: $(STAMP)
	$(PY) -m pytest

bench: $(STAMP)
	$(PY) -m benchmarks

validate: $(STAMP)
	$(PY) -m bot validate

schema: $(STAMP)
	$(PY) -m bot schema > knowledge/schema.json

clean:
	rm -rf $(VENV) .mypy_cache .pytest_cache .ruff_cache
