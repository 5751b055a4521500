"""Deployment files hold together without a Docker engine: the compose file's services,
healthchecks and volumes, the Dockerfile's rules, the lock pinning every runtime dependency,
the image's health probe against a real /healthz, and the systemd units."""

from __future__ import annotations

import asyncio
import configparser
import json
import os
import re
import shlex
import socket
import subprocess
import sys
import tomllib
from typing import Any

import pytest
import yaml
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from tests.conftest import ROOT

DEV_ONLY = {"pytest", "pytest-asyncio", "simcord", "hypothesis", "ruff", "mypy", "pyinstrument"}


def pyproject() -> dict[str, Any]:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def lock_pins() -> dict[str, str]:
    pins: dict[str, str] = {}
    for line in (ROOT / "requirements.lock").read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        name, sep, version = line.partition("==")
        assert sep and version, f"not pinned with ==: {line!r}"
        pins[canonicalize_name(name)] = version
    return pins


def dockerfile() -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) with continuation lines joined and comments dropped."""
    text = (ROOT / "Dockerfile").read_text(encoding="utf-8")
    lines = [ln for ln in text.splitlines() if not ln.lstrip().startswith("#")]
    joined = re.sub(r"\\\n\s*", " ", "\n".join(lines))
    out = []
    for line in joined.splitlines():
        if line.strip():
            word, _, rest = line.strip().partition(" ")
            out.append((word.upper(), rest.strip()))
    return out


def compose() -> dict[str, Any]:
    data = yaml.safe_load((ROOT / "compose.yaml").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


# --- dependencies -----------------------------------------------------------------------


def test_runtime_dependencies_hold_nothing_dev_only() -> None:
    runtime = {
        canonicalize_name(Requirement(r).name) for r in pyproject()["project"]["dependencies"]
    }
    dev = {
        canonicalize_name(Requirement(r).name)
        for r in pyproject()["project"]["optional-dependencies"]["dev"]
    }
    assert not runtime & {canonicalize_name(n) for n in DEV_ONLY}
    assert not runtime & dev


def test_every_runtime_dependency_is_pinned_in_the_lock_within_its_range() -> None:
    pins = lock_pins()
    for spec in pyproject()["project"]["dependencies"]:
        req = Requirement(spec)
        name = canonicalize_name(req.name)
        assert name in pins, f"{req.name} is not in requirements.lock: run `make lock`"
        assert req.specifier.contains(pins[name], prereleases=True), (
            f"requirements.lock pins {req.name}=={pins[name]}, outside {req.specifier}: "
            "run `make lock`"
        )


def test_the_lock_holds_no_dev_tool() -> None:
    assert not set(lock_pins()) & {canonicalize_name(n) for n in DEV_ONLY}


# --- Dockerfile -------------------------------------------------------------------------


def test_dockerfile_slim_non_root_runtime_only_with_stop_signal_and_healthcheck() -> None:
    steps = dockerfile()
    words = [w for w, _ in steps]
    assert steps[0] == ("FROM", "python:3.11-slim")
    runs = " ".join(args for w, args in steps if w == "RUN")
    assert "-r requirements.lock" in runs
    assert "[dev]" not in runs and "pytest" not in runs
    copies = [args.split()[0] for w, args in steps if w == "COPY"]
    assert set(copies) == {"requirements.lock", "bot", "knowledge"}  # no tests, no .env
    users = [args for w, args in steps if w == "USER"]
    assert users and users[-1] not in ("root", "0")
    assert words.index("USER") < words.index("ENTRYPOINT")
    assert ("STOPSIGNAL", "SIGTERM") in steps
    health = next(args for w, args in steps if w == "HEALTHCHECK")
    assert "/healthz" in health and "CMD" in health
    assert json.loads(next(args for w, args in steps if w == "ENTRYPOINT")) == [
        "python",
        "-m",
        "bot",
    ]
    assert json.loads(next(args for w, args in steps if w == "CMD")) == ["run"]


def test_dockerignore_keeps_secrets_and_local_state_out() -> None:
    ignored = (ROOT / ".dockerignore").read_text(encoding="utf-8").splitlines()
    for entry in (".env", ".venv", ".git", "tests", "__pycache__"):
        assert entry in ignored


def healthcheck_argv() -> list[str]:
    health = next(args for w, args in dockerfile() if w == "HEALTHCHECK")
    argv = json.loads(health[health.index("CMD") + len("CMD") :].strip())
    assert isinstance(argv, list)
    return [sys.executable if a == "python" else a for a in argv]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def probe(argv: list[str], port: int) -> int:
    env = {**os.environ, "METRICS_PORT": str(port)}
    proc = await asyncio.create_subprocess_exec(
        *argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    return await asyncio.wait_for(proc.wait(), 30)


async def test_image_healthcheck_follows_healthz() -> None:
    from bot.adapters.metrics import MetricsServer, PrometheusMetrics

    argv = healthcheck_argv()
    ready = False
    port = free_port()
    server = MetricsServer(PrometheusMetrics(), lambda: ready, "127.0.0.1", port)
    await server.start()
    try:
        assert await probe(argv, port) != 0  # 503: not ready
        ready = True
        assert await probe(argv, port) == 0
    finally:
        await server.stop()
    assert await probe(argv, port) != 0  # nothing listening


# --- compose ----------------------------------------------------------------------------


def test_compose_runs_the_bot_on_postgres_16_with_volumes_and_healthchecks() -> None:
    data = compose()
    services = data["services"]
    assert set(services) == {"bot", "postgres"}

    pg = services["postgres"]
    assert pg["image"] == "postgres:16"
    volume, _, mount = pg["volumes"][0].partition(":")
    assert mount == "/var/lib/postgresql/data" and volume in data["volumes"]
    assert "pg_isready" in " ".join(pg["healthcheck"]["test"])
    user = pg["environment"]["POSTGRES_USER"]
    database = pg["environment"]["POSTGRES_DB"]

    bot = services["bot"]
    assert bot["build"] == "."
    assert bot["depends_on"]["postgres"]["condition"] == "service_healthy"
    url = bot["environment"]["DATABASE_URL"]
    assert re.fullmatch(rf"postgresql://{user}:[^@]+@postgres:5432/{database}", url)
    assert "/healthz" in " ".join(bot["healthcheck"]["test"])
    port = bot["environment"]["METRICS_PORT"]
    assert f"{port}/healthz" in " ".join(bot["healthcheck"]["test"])
    assert bot["stop_signal"] == "SIGTERM"
    bot_volume, _, bot_mount = bot["volumes"][0].partition(":")
    assert bot_volume in data["volumes"]
    assert bot["environment"]["DATA_PATH"].startswith(bot_mount + "/")  # the file on the volume
    assert "${DISCORD_TOKEN:?" in bot["environment"]["DISCORD_TOKEN"]  # fail loudly if unset


def test_compose_settings_are_real_settings() -> None:
    from bot.settings import Settings

    known = {name.upper() for name in Settings.model_fields}
    assert set(compose()["services"]["bot"]["environment"]) <= known


# --- systemd ----------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["matchbot.service", "matchbot@.service"])
def test_systemd_unit_runs_the_bot_as_a_service_user(name: str) -> None:
    unit = configparser.ConfigParser(strict=False, interpolation=None)
    unit.optionxform = str  # type: ignore[assignment,method-assign]
    unit.read_string((ROOT / "deploy" / name).read_text(encoding="utf-8"))
    service = unit["Service"]
    argv = shlex.split(service["ExecStart"])
    assert argv[1:] == ["-m", "bot", "run"]
    assert service["User"] not in ("root", "0")
    assert service["KillSignal"] == "SIGTERM"
    assert service["Restart"] == "on-failure"
    assert service["RestartPreventExitStatus"] == "2"  # config errors do not loop
    assert unit["Install"]["WantedBy"] == "multi-user.target"
    if "@" in name:
        assert "%i" in service["EnvironmentFile"]
    state = service["StateDirectory"].replace("%i", "x")
    assert service["Environment"].replace("%i", "x").startswith(f"DATA_PATH=/var/lib/{state}/")
