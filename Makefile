# Each target creates .venv if needed and installs the project into it, so a fresh
# clone needs only `make run` or `make test`. `make run` installs the runtime alone (a
# few seconds); the development tools come with the first `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
RUNTIME := $(VENV)/.runtime
STAMP := $(VENV)/.installed

.PHONY: run check test lint typecheck pytest bench validate schema tournament lock docs pictures clean

$(PY):
	$(PYTHON) -m venv $(VENV)

$(RUNTIME): $(PY) pyproject.toml
	$(PY) -m pip install --quiet --disable-pip-version-check -e .
	touch $(RUNTIME)

$(STAMP): $(PY) pyproject.toml
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $(STAMP) $(RUNTIME)

run: $(RUNTIME)
	$(PY) -m bot

check: $(RUNTIME)
	$(PY) -m bot check

test: $(STAMP) lint typecheck pytest

lint: $(STAMP)
	$(PY) -m ruff check bot tests benchmarks
	$(PY) -m ruff format --check bot tests benchmarks

typecheck: $(STAMP)
	$(PY) -m mypy bot

# The suite on every core (pytest-xdist; PYTEST_WORKERS=0 runs it in one process). Each
# worker builds the session fixtures once; the PostgreSQL tests each use a schema of their
# own, so workers never share tables. A file or a test alone: $(PY) -m pytest tests/x.py
# Bytecode is kept (in .venv/pycache, not beside the sources) even when the environment
# says PYTHONDONTWRITEBYTECODE: otherwise every worker and every `python -m bot` a test
# starts compiles the project and rewrites the tests again (about 20 s of CPU a run).
PYTEST_WORKERS ?= auto
pytest: $(STAMP)
	PYTHONDONTWRITEBYTECODE= PYTHONPYCACHEPREFIX=$(CURDIR)/$(VENV)/pycache \
	  $(PY) -m pytest -n $(PYTEST_WORKERS) --dist worksteal --durations=15

bench: $(STAMP)
	$(PY) -m benchmarks
	$(PY) -m benchmarks.club_bench

validate: $(STAMP)
	$(PY) -m bot validate

schema: $(STAMP)
	$(PY) -m bot schema > knowledge/schema.json

# The documentation (mkdocs.yml, docs/) into site/ (git-ignored); --strict fails on a broken
# link or anchor, or a page in the nav that is missing. .ci/run runs it after `make test`.
docs: $(STAMP)
	NO_MKDOCS_2_WARNING=1 $(PY) -m mkdocs build --strict --quiet

# The documentation's pictures, drawn by the bot's own renderer (docs/make_pictures.py).
pictures: $(RUNTIME)
	$(PY) docs/make_pictures.py

# The bundled tournament, generated from the shipped copy of openfootball's data (a test
# checks that knowledge/tournament.yaml is what this makes).
OPENFOOTBALL := knowledge/sources/openfootball
tournament: $(STAMP)
	$(PY) -m bot import football-json $(OPENFOOTBALL)/worldcup-2026/worldcup.json \
		--out knowledge --source "openfootball (github.com/openfootball/worldcup.json)" \
		--licence "CC0 1.0 (public domain)"

# Pinned runtime dependencies with their hashes, for the Docker image and the systemd
# install (pip install --require-hashes --no-deps -r requirements.lock): pip-tools in a
# throwaway venv resolves `dependencies` in pyproject.toml. Re-run after changing them
# (e.g. adding Pillow); tests/test_deploy.py fails until the lock agrees.
LOCK_VENV := build/lock-venv
lock:
	rm -rf $(LOCK_VENV)
	$(PYTHON) -m venv $(LOCK_VENV)
	$(LOCK_VENV)/bin/python -m pip install --quiet pip-tools
	CUSTOM_COMPILE_COMMAND="make lock" $(LOCK_VENV)/bin/pip-compile --quiet --generate-hashes \
	  --strip-extras --no-emit-index-url --no-emit-find-links --no-emit-trusted-host \
	  --output-file requirements.lock pyproject.toml
	rm -rf $(LOCK_VENV)

clean:
	rm -rf $(VENV) .mypy_cache .pytest_cache .ruff_cache site
