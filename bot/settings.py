"""Typed settings from the environment and `.env` (see .env.example for each one).

A setting left empty (`METRICS_PORT=`) means its default, never "off", so `.env.example`
copied unchanged works on every deployment path. A path may set its own default for a
setting with `MATCHBOT_DEFAULT_<NAME>` in the environment (the Docker image and the
systemd units do, for DATA_PATH and the metrics): that default applies when the setting is
unset or empty, and a value the operator writes still wins.

Secrets (DISCORD_TOKEN, DATABASE_URL) may also come from a file: `<NAME>_FILE=/path`, or
a file named `discord_token` / `database_url` in SECRETS_DIR (by default systemd's
$CREDENTIALS_DIRECTORY, else Docker's /run/secrets when it exists).
"""

from __future__ import annotations

import os
import zoneinfo
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import Field, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

VERSION = "0.1.0"  # the one place the version is written (pyproject reads it)
BUNDLED_KNOWLEDGE = Path(__file__).resolve().parent.parent / "knowledge"
DEFAULT_PREFIX = "MATCHBOT_DEFAULT_"  # a deployment path's own default for a setting
SECRET_SETTINGS = ("discord_token", "database_url")
DOCKER_SECRETS = Path("/run/secrets")
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")

IdList = Annotated[list[int], NoDecode]
LogLevel = Literal["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"]


class SettingsError(ValueError):
    """A setting that cannot be used; the message names it (and never a secret's value)."""


def _blank(value: object) -> bool:
    return value is None or (isinstance(value, str) and not value.strip())


def _read_secret(name: str, path: Path, source: str) -> str:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise SettingsError(
            f"{name.upper()}: cannot read {source} {path} ({exc.strerror or exc})"
        ) from None
    return text.strip()


def secrets_dir(configured: object) -> Path | None:
    """SECRETS_DIR, else systemd's credentials directory, else Docker's /run/secrets."""
    if not _blank(configured):
        return Path(str(configured).strip())
    credentials = os.environ.get("CREDENTIALS_DIRECTORY", "").strip()
    if credentials:
        return Path(credentials)
    return DOCKER_SECRETS if DOCKER_SECRETS.is_dir() else None


# Seconds between two safety-net checks for knowledge changes made by other processes.
SYNC_INTERVAL_SECONDS = 10.0


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_file=".env", env_file_encoding="utf-8", extra="ignore", env_ignore_empty=True
    )

    discord_token: SecretStr | None = Field(default=None, description="Bot token; unset = console.")
    discord_token_file: Path | None = None  # a file holding the token (Docker/systemd secret)
    knowledge_path: Path = Field(default=BUNDLED_KNOWLEDGE)
    dev_guild_id: int | None = None
    answer_channel_ids: IdList = Field(default_factory=list)
    moderator_role_ids: IdList = Field(default_factory=list)
    message_content_intent: bool = True
    user_cooldown_rate: int = Field(default=3, ge=1)
    user_cooldown_seconds: float = Field(default=10.0, gt=0)
    channel_cooldown_rate: int = Field(default=10, ge=1)
    channel_cooldown_seconds: float = Field(default=10.0, gt=0)
    shard_count: int | None = Field(default=None, ge=1)
    shard_ids: IdList = Field(default_factory=list)
    watch_knowledge: bool = False
    unanswered_path: Path | None = None  # old JSON list: imported into the store once
    data_path: Path = Field(default=Path("data/matchbot.sqlite3"))
    database_url: SecretStr | None = None  # postgresql://...: PostgreSQL instead of DATA_PATH
    database_url_file: Path | None = None  # a file holding DATABASE_URL
    secrets_dir: Path | None = None  # files named discord_token / database_url
    admin_guild_ids: IdList = Field(default_factory=list)
    engine_cache_size: int = Field(default=32, ge=1)
    engine_disk_cache: bool = True  # save the operator's built engine between runs
    engine_disk_cache_path: Path | None = None  # None: a `cache` directory beside DATA_PATH
    engine_cache_mb: int = Field(default=512, ge=16)  # estimated bytes of cached engines
    engine_cache_server_mb: int = Field(default=128, ge=8)  # of which one server's own
    knowledge_max_phrasings: int = Field(default=5000, ge=1)
    knowledge_max_vocabulary: int = Field(default=20000, ge=1)
    knowledge_max_probe_ms: float = Field(default=25.0, gt=0)
    answer_server_queue: int = Field(default=20, ge=1)  # questions waiting per server
    sync_interval_seconds: float = Field(default=SYNC_INTERVAL_SECONDS, gt=0)
    conversation_ttl_seconds: float = Field(default=300.0, ge=0)
    knowledge_history_limit: int = Field(default=50, ge=1)  # versions kept per server
    audit_retention_days: float = Field(default=365.0, gt=0)
    log_level: LogLevel = "INFO"
    log_format: Literal["text", "json"] = "text"
    discord_debug_log: bool = False  # discord.py gateway/HTTP at DEBUG: tokens, messages
    sync_commands: bool = True
    metrics_port: int | None = Field(default=None, ge=1, le=65535)
    feed_url: Annotated[list[str], NoDecode] = Field(default_factory=list)  # Football.JSON URLs
    feed_interval: float = Field(default=600.0, gt=0)  # seconds; under 60 warns
    # football-json: Football.JSON files; football-data: football-data.org's v4 matches JSON
    feed_format: Literal["football-json", "football-data"] = "football-json"
    feed_token: SecretStr | None = None  # sent as X-Auth-Token (football-data); never logged
    live_reminder_minutes: int = Field(default=15, ge=0, le=240)  # 0: no reminder post
    # The IANA zone answers give days and kick-offs in (servers set their own: /config
    # timezone); the command line and the console use it too.
    timezone: str = "UTC"

    @field_validator("feed_url", mode="before")
    @classmethod
    def _split_urls(cls, value: object) -> object:
        if isinstance(value, str):
            urls = [p for p in value.replace(",", " ").split() if p]
            for url in urls:
                if not url.lower().startswith(("http://", "https://")):
                    raise ValueError("expected http(s):// URLs, separated by spaces or commas")
            return urls
        return value

    metrics_host: str = "127.0.0.1"  # 0.0.0.0 (or ::) to open /metrics to other machines

    @model_validator(mode="before")
    @classmethod
    def _defaults_and_secrets(cls, data: Any) -> Any:
        """Empty = unset; then the deployment path's MATCHBOT_DEFAULT_*; then secrets
        from *_FILE or the secrets directory."""
        if not isinstance(data, dict):
            return data
        data = {k: v for k, v in data.items() if not _blank(v) or k in ("discord_token",)}
        for name in cls.model_fields:
            if _blank(data.get(name)):
                default = os.environ.get(DEFAULT_PREFIX + name.upper(), "")
                if default.strip():
                    data[name] = default.strip()
        directory = secrets_dir(data.get("secrets_dir"))
        for name in SECRET_SETTINGS:
            file = data.get(f"{name}_file")
            given = not _blank(data.get(name))
            if not _blank(file):
                if given:
                    raise SettingsError(
                        f"{name.upper()} and {name.upper()}_FILE are both set; keep one"
                    )
                data[name] = _read_secret(name, Path(str(file).strip()), f"{name.upper()}_FILE")
            elif not given and directory is not None:
                for candidate in (directory / name, directory / name.upper()):
                    if candidate.is_file():
                        data[name] = _read_secret(name, candidate, "the secret file")
                        break
        return data

    @field_validator(
        "answer_channel_ids", "moderator_role_ids", "shard_ids", "admin_guild_ids", mode="before"
    )
    @classmethod
    def _split_ids(cls, value: object) -> object:
        if isinstance(value, str):
            parts = [p.strip() for p in value.replace(";", ",").split(",")]
            try:
                return [int(p) for p in parts if p]
            except ValueError:
                raise ValueError("expected comma-separated numeric ids, e.g. 123,456") from None
        if isinstance(value, int):
            return [value]
        return value

    @field_validator("database_url", mode="before")
    @classmethod
    def _postgres_url(cls, value: object) -> object:
        if isinstance(value, str):
            value = value.strip()
            if not value:
                return None
            if not value.lower().startswith(("postgresql://", "postgres://")):
                # The message never repeats the value: it may hold a password.
                raise ValueError(
                    "must be a postgresql://user:password@host:port/database URL "
                    "(leave it empty for SQLite at DATA_PATH)"
                )
        return value

    @field_validator("discord_token", mode="before")
    @classmethod
    def _blank_token_is_none(cls, value: object) -> object:
        if isinstance(value, str) and not value.strip():
            return None
        if isinstance(value, str):
            # A token is one word; a break inside (a bad paste) would only fail later, as
            # a traceback from the HTTP library. The message never repeats the value.
            value = value.strip()
            if any(c.isspace() or not c.isprintable() for c in value):
                raise ValueError(
                    "has a line break, space or control character inside; copy the token "
                    "again (Bot tab, Reset Token) as one line"
                )
        return value

    @field_validator(
        "dev_guild_id",
        "shard_count",
        "unanswered_path",
        "metrics_port",
        "engine_disk_cache_path",
        mode="before",
    )
    @classmethod
    def _blank_is_none(cls, value: object) -> object:
        return None if isinstance(value, str) and not value.strip() else value

    @field_validator("log_format", mode="before")
    @classmethod
    def _lower_format(cls, value: object) -> object:
        return value.strip().lower() if isinstance(value, str) else value

    @field_validator("log_level", mode="before")
    @classmethod
    def _upper_level(cls, value: object) -> object:
        """A typo is an error, not a silent INFO; WARN is Python's old name for WARNING."""
        if isinstance(value, str):
            value = value.strip().upper()
            return "WARNING" if value == "WARN" else value
        return value

    @field_validator("timezone", mode="before")
    @classmethod
    def _known_zone(cls, value: object) -> object:
        return cls.known_zone(value) if isinstance(value, str) else value

    @staticmethod
    def known_zone(value: str) -> str:
        """An IANA zone name the system knows ("Europe/Madrid"), spelt as it spells it."""
        wanted = value.strip().casefold()
        if wanted == "utc":
            return "UTC"
        found = next((z for z in zoneinfo.available_timezones() if z.casefold() == wanted), None)
        if found is None:
            raise ValueError("expected an IANA time zone name such as Europe/Madrid, or UTC")
        return found

    @field_validator("metrics_host", mode="before")
    @classmethod
    def _strip_host(cls, value: object) -> object:
        return value.strip().strip("[]") if isinstance(value, str) else value

    def engine_cache_dir(self) -> Path | None:
        """Where the operator's built engine is saved between runs: ENGINE_DISK_CACHE_PATH,
        else `cache` beside DATA_PATH (the operator's own data); None when turned off."""
        if not self.engine_disk_cache:
            return None
        return self.engine_disk_cache_path or self.data_path.parent / "cache"
