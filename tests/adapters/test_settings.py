"""Settings: empty means the default, a deployment path's own defaults, secrets from files,
and a typo in LOG_LEVEL is an error naming it."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from bot.adapters.cli import setting_errors
from bot.settings import Settings

SECRET = "MTIz.secret-part.tail"


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("CREDENTIALS_DIRECTORY", "DISCORD_TOKEN", "DATABASE_URL", "LOG_LEVEL"):
        monkeypatch.delenv(name, raising=False)


def load(**values: object) -> Settings:
    return Settings(_env_file=None, **values)  # type: ignore[call-arg]


def errors(**values: object) -> list[str]:
    with pytest.raises(ValidationError) as caught:
        load(**values)
    return setting_errors(caught.value)


def test_empty_means_the_default_not_off(tmp_path: Path) -> None:
    env = tmp_path / ".env"
    env.write_text("METRICS_PORT=\nDATA_PATH=\nLOG_FORMAT=\nLOG_LEVEL=\nENGINE_CACHE_SIZE=\n")
    settings = Settings(_env_file=env)  # type: ignore[call-arg]
    assert settings.metrics_port is None
    assert settings.data_path == Path("data/matchbot.sqlite3")
    assert settings.log_format == "text" and settings.log_level == "INFO"
    assert settings.engine_cache_size == 32


def test_a_paths_default_fills_an_empty_setting_and_a_value_still_wins(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("MATCHBOT_DEFAULT_METRICS_PORT", "9100")
    monkeypatch.setenv("MATCHBOT_DEFAULT_DATA_PATH", "/data/m.sqlite3")
    monkeypatch.setenv("METRICS_PORT", "")
    settings = load()
    assert settings.metrics_port == 9100
    assert settings.data_path == Path("/data/m.sqlite3")
    monkeypatch.setenv("METRICS_PORT", "9200")
    assert load().metrics_port == 9200


def test_log_level_typo_is_an_error_naming_it() -> None:
    lines = errors(log_level="INFOO")
    assert len(lines) == 1 and lines[0].startswith("setting LOG_LEVEL:")
    assert "DEBUG" in lines[0] and "WARNING" in lines[0]
    assert load(log_level="warn").log_level == "WARNING"
    assert load(log_level=" debug ").log_level == "DEBUG"


def test_metrics_listen_on_this_machine_only_by_default() -> None:
    assert load().metrics_host == "127.0.0.1"
    assert load(metrics_host="[::]").metrics_host == "::"


def test_token_and_database_url_from_files(tmp_path: Path) -> None:
    token = tmp_path / "token"
    token.write_text(SECRET + "\n")
    url = tmp_path / "url"
    url.write_text("postgresql://u:pw@db:5432/m\n")
    settings = load(discord_token_file=token, database_url_file=url)
    assert settings.discord_token is not None
    assert settings.discord_token.get_secret_value() == SECRET
    assert settings.database_url is not None
    assert settings.database_url.get_secret_value() == "postgresql://u:pw@db:5432/m"


def test_secrets_directory_and_systemd_credentials(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "discord_token").write_text(SECRET)
    settings = load(secrets_dir=tmp_path)
    assert settings.discord_token is not None
    assert settings.discord_token.get_secret_value() == SECRET
    monkeypatch.setenv("CREDENTIALS_DIRECTORY", str(tmp_path))  # systemd LoadCredential=
    from_systemd = load()
    assert from_systemd.discord_token is not None
    assert from_systemd.discord_token.get_secret_value() == SECRET
    assert load(discord_token="a.b.c").discord_token.get_secret_value() == "a.b.c"  # type: ignore[union-attr]


def test_secret_file_problems_name_the_file_never_the_value(tmp_path: Path) -> None:
    missing = tmp_path / "nope"
    lines = errors(discord_token_file=missing)
    assert len(lines) == 1 and "DISCORD_TOKEN_FILE" in lines[0] and str(missing) in lines[0]
    token = tmp_path / "token"
    token.write_text(SECRET)
    lines = errors(discord_token=SECRET, discord_token_file=token)
    assert "both set" in lines[0] and SECRET not in lines[0]
    token.write_text("MTIz.broken\npaste")
    lines = errors(discord_token_file=token)
    assert lines[0].startswith("setting DISCORD_TOKEN:") and "broken" not in lines[0]


def test_timezone_is_an_iana_name_spelt_as_the_database_spells_it() -> None:
    assert load().timezone == "UTC"
    assert load(timezone="europe/madrid").timezone == "Europe/Madrid"
    assert load(timezone=" utc ").timezone == "UTC"
    lines = errors(timezone="Mars/Olympus")
    assert len(lines) == 1 and lines[0].startswith("setting TIMEZONE:")
    assert "Europe/Madrid" in lines[0]
