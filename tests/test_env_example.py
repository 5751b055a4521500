"""`.env.example` documents every setting, parses as the defaults, agrees with compose.yaml,
and, copied unchanged, leaves every deployment path its own defaults."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from bot.settings import DEFAULT_PREFIX, Settings
from tests.conftest import ROOT

EXAMPLE = ROOT / ".env.example"


def example_keys() -> list[str]:
    lines = EXAMPLE.read_text(encoding="utf-8").splitlines()
    return [m.group(1) for line in lines if (m := re.match(r"([A-Z][A-Z0-9_]*)=", line))]


def strings(value: object) -> list[str]:
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in (*strings(k), *strings(v))]
    if isinstance(value, list):
        return [s for v in value for s in strings(v)]
    return [value] if isinstance(value, str) else []


def compose_variables() -> set[str]:
    """Every ${VARIABLE...} compose.yaml interpolates from .env (comments aside)."""
    data = yaml.safe_load((ROOT / "compose.yaml").read_text(encoding="utf-8"))
    return {m for s in strings(data) for m in re.findall(r"\$\{([A-Z][A-Z0-9_]*)", s)}


def test_every_setting_is_in_env_example_with_a_comment() -> None:
    lines = EXAMPLE.read_text(encoding="utf-8").splitlines()
    for name in Settings.model_fields:
        key = name.upper()
        index = next(i for i, line in enumerate(lines) if line.startswith(f"{key}="))
        comments = [ln for ln in lines[max(0, index - 6) : index] if ln.startswith("#")]
        assert comments, f"{key} has no comment"


def test_env_example_parses_as_the_defaults(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CREDENTIALS_DIRECTORY", raising=False)
    example = Settings(_env_file=EXAMPLE).model_dump()  # type: ignore[call-arg]
    defaults = Settings(_env_file=None).model_dump()  # type: ignore[call-arg]
    assert example == defaults


def test_env_example_and_compose_agree_on_every_variable() -> None:
    keys = set(example_keys())
    settings = {name.upper() for name in Settings.model_fields}
    used = compose_variables()
    assert used, "compose.yaml interpolates nothing? the check would mean nothing"
    assert used <= keys, f"compose.yaml uses {sorted(used - keys)}, missing from .env.example"
    assert keys <= settings | used, f"not a setting nor used by compose: {keys - settings - used}"
    assert "POSTGRES_PASSWORD" in keys
    assert len(example_keys()) == len(keys), "a key is written twice in .env.example"


def dockerfile_defaults() -> dict[str, str]:
    text = re.sub(r"\\\n\s*", " ", (ROOT / "Dockerfile").read_text(encoding="utf-8"))
    return dict(re.findall(rf"({DEFAULT_PREFIX}[A-Z_]+)=(\S+)", text))


def systemd_defaults(name: str) -> dict[str, str]:
    text = (ROOT / "deploy" / name).read_text(encoding="utf-8").replace("%i", "shard0")
    return dict(re.findall(rf"^Environment=({DEFAULT_PREFIX}[A-Z_]+)=(\S+)$", text, re.M))


PATHS = {
    "docker": dockerfile_defaults,
    "systemd": lambda: systemd_defaults("matchbot.service"),
    "systemd@": lambda: systemd_defaults("matchbot@.service"),
}


@pytest.mark.parametrize("path", sorted(PATHS))
def test_env_example_copied_unchanged_keeps_each_paths_defaults(
    path: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Docker's --env-file and systemd's EnvironmentFile= set every KEY= of the file, empty
    ones included, over the image's or unit's own environment: those empty values must
    give the path's defaults (MATCHBOT_DEFAULT_*), not the built-in ones or "off"."""
    defaults = PATHS[path]()
    assert f"{DEFAULT_PREFIX}DATA_PATH" in defaults
    env_file = tmp_path / ".env"
    env_file.write_text(
        EXAMPLE.read_text(encoding="utf-8").replace("DISCORD_TOKEN=\n", "DISCORD_TOKEN=a.b.c\n")
    )
    for line in env_file.read_text().splitlines():  # as --env-file does: empty ones too
        if m := re.match(r"([A-Z][A-Z0-9_]*)=(.*)", line):
            monkeypatch.setenv(m.group(1), m.group(2))
    for key, value in defaults.items():
        monkeypatch.setenv(key, value)
    settings = Settings(_env_file=None)  # type: ignore[call-arg]
    assert settings.discord_token is not None
    for key, value in defaults.items():
        name = key.removeprefix(DEFAULT_PREFIX).lower()
        assert str(getattr(settings, name)) == value, name
    if path == "docker":
        assert settings.metrics_port == 9100 and settings.log_format == "json"
        assert settings.metrics_host == "0.0.0.0"
        assert settings.data_path == Path("/data/matchbot.sqlite3")
    else:
        assert settings.data_path.is_absolute() and "/var/lib/matchbot/" in str(settings.data_path)


def test_the_old_example_values_are_gone() -> None:
    """The values that broke systemd and Docker (README issue 24): a relative DATA_PATH into
    the read-only install directory, LOG_FORMAT=text over the image's JSON."""
    values = dict(
        line.split("=", 1) for line in EXAMPLE.read_text().splitlines() if re.match("[A-Z]", line)
    )
    for key in ("DATA_PATH", "LOG_FORMAT", "METRICS_PORT", "METRICS_HOST", "KNOWLEDGE_PATH"):
        assert values[key] == "", f"{key} is path-dependent: leave it empty in .env.example"
