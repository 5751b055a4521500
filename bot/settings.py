"""Typed settings from the environment and `.env` (see .env.example for each one)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Literal

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

BUNDLED_KNOWLEDGE = Path(__file__).resolve().parent.parent / "knowledge"

IdList = Annotated[list[int], NoDecode]

# Seconds between two safety-net checks for knowledge changes made by other processes.
SYNC_INTERVAL_SECONDS = 10.0


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    discord_token: SecretStr | None = Field(default=None, description="Bot token; unset = console.")
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
    admin_guild_ids: IdList = Field(default_factory=list)
    engine_cache_size: int = Field(default=32, ge=1)
    sync_interval_seconds: float = Field(default=SYNC_INTERVAL_SECONDS, gt=0)
    conversation_ttl_seconds: float = Field(default=300.0, ge=0)
    knowledge_history_limit: int = Field(default=50, ge=1)  # versions kept per server
    audit_retention_days: float = Field(default=365.0, gt=0)
    log_level: str = "INFO"
    log_format: Literal["text", "json"] = "text"
    discord_debug_log: bool = False  # discord.py gateway/HTTP at DEBUG: tokens, messages
    sync_commands: bool = True
    metrics_port: int | None = Field(default=None, ge=1, le=65535)
    feed_url: Annotated[list[str], NoDecode] = Field(default_factory=list)  # Football.JSON URLs
    feed_interval: float = Field(default=600.0, gt=0)  # seconds; under 60 warns

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
        "dev_guild_id", "shard_count", "unanswered_path", "metrics_port", mode="before"
    )
    @classmethod
    def _blank_is_none(cls, value: object) -> object:
        return None if isinstance(value, str) and not value.strip() else value

    @field_validator("log_format", mode="before")
    @classmethod
    def _lower_format(cls, value: object) -> object:
        return value.strip().lower() if isinstance(value, str) else value
